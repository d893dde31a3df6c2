/**
 * What the chooser offers. Each form is another widget's custom element, rendered by tag (the loader
 * fetches its code): no widget imports another. Presets are the spec's (§1).
 */
export const PRESETS = ['creditcard', 'personal-loan', 'auto-loan', 'home-loan', 'leadgen', 'timedeposit'] as const;
export type Preset = (typeof PRESETS)[number];

export const FORM_TAGS: Record<Preset, string> = {
  creditcard: 'ew-credit-card',
  'personal-loan': 'ew-personal-loan',
  'auto-loan': 'ew-auto-loan',
  'home-loan': 'ew-home-loan',
  leadgen: 'ew-leadgen',
  timedeposit: 'ew-time-deposit',
};

/** The list (§1: Credit Card opens the external chat assistant; the loans switch to their form). */
export const LISTED: readonly Preset[] = ['creditcard', 'personal-loan', 'auto-loan', 'home-loan'];

/** The chat assistant for credit cards: configurable (attribute chat-url); by default the site's (shared/config.ts). */
export { CHAT_URL as DEFAULT_CHAT_URL } from '../../shared/config.ts';

/** "You may also apply for other products through call": the request-for-callback routes of the site. */
export const CALLBACK_LINKS = [
  ['deposit', '/request-for-callback/deposit-page'],
  ['fixedIncome', '/request-for-callback/investment'],
  ['businessDeposit', '/request-for-callback/?solution=deposit'],
  ['cashManagement', '/request-for-callback/?solution=cash'],
  ['businessLoans', '/request-for-callback/?solution=loan'],
  ['businessInvestments', '/request-for-callback/?solution=investment'],
  ['businessForex', '/request-for-callback/?solution=forex'],
  ['businessInsurance', '/request-for-callback/?solution=insurance'],
] as const;

export const isPreset = (x: unknown): x is Preset => (PRESETS as readonly unknown[]).includes(x);
