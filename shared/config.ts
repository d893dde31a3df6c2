/**
 * Endpoint paths the spec leaves "not shown"; the reference server serves them, /data/apiconfig.json
 * advertises them and the widgets default to them (see docs/decisions.md).
 */
export const PATHS = {
  apiConfig: '/data/apiconfig.json',
  /** The content service (CMS) base; calls 1-4 post under it (/ewbal/submit, ...). */
  cms: '/cms',
  /** The provider's API gateway (calls 7 and 8 of the time deposit, the callback). */
  gateway: '/gateway',
  /** Call 9: the bank service-gateway transaction-process endpoint for the homepage callback. */
  callback: '/gateway/transaction-process/callback',
} as const;

/**
 * The bank's chat assistant (site-and-content.md §1 "an external chat assistant"): one address for the
 * site's chat links and the Apply Today! chooser's Credit Card choice (`ew-apply`'s default `chat-url`).
 * The spec does not give the bank's; this is the reference deployment's (docs/decisions.md).
 */
export const CHAT_URL = 'https://m.me/sample-ewbank';

/** Client timeout for form calls, in seconds ("a constant times 1000 ms"; value not shown). */
export const REQUEST_TIMEOUT_SECONDS = 15;

/** Names of the forms as the operator API and `ew:*` events spell them (CONTRACT.md). */
export const FORM_NAMES = [
  'callback',
  'auto-loan',
  'home-loan',
  'personal-loan',
  'credit-card',
  'time-deposit',
  'request-for-callback',
  'leadgen',
] as const;
export type FormName = (typeof FORM_NAMES)[number];

/** Thank-you routes of application-forms.md §2. */
export const THANK_YOU = {
  callback: '/callback/thankyou',
  'auto-loan': '/loans/autoloans/thankyou',
  'home-loan': '/loans/homeloans/thankyou',
  'time-deposit': '/deposits/timedeposit/thankyou',
  'personal-loan': '/loans/personalloans/thankyou',
  'credit-card': '/creditcards/thankyou',
} as const satisfies Partial<Record<FormName, string>>;

/** Where "Continue" on the homepage callback form leads (§2 "Callback form"). */
export const APPLICATION_FORM_ROUTE = '/application-form';

/**
 * The bank's 24-hour customer service hotline (site-and-content.md §2 "contact details"; the sample
 * bank's number): what a widget that cannot run offers instead (README "Browser support").
 */
export const HOTLINE = '(02) 8888-1700';
/** The hotline as a tel: link dials it (international form). */
export const HOTLINE_TEL = '+63288881700';
