/**
 * Every namespace of texts, once: what the widgets, the site and the server's English messages read.
 * A namespace file (`shared/i18n/<ns>.ts`, exporting `{ en, fil }`) is listed here, and a test checks
 * that none is left out. From this list come the server's English resolver (english.ts) and the type
 * of every key (`I18nKey`), so a misspelt key in a widget is a compile error.
 */
import { apply } from './apply.ts';
import { businessCallback } from './business-callback.ts';
import { callback } from './callback.ts';
import { common } from './common.ts';
import { content } from './content.ts';
import { creditCard } from './credit-card.ts';
import { form } from './form.ts';
import { fx } from './fx.ts';
import { leadgen } from './leadgen.ts';
import { legal } from './legal.ts';
import { loanCalculator } from './loan-calculator.ts';
import { loans } from './loans.ts';
import { mail } from './mail.ts';
import { options } from './options.ts';
import { personalLoan } from './personal-loan.ts';
import { popup } from './popup.ts';
import { rates } from './rates.ts';
import { sitePages } from './site-pages.ts';
import { siteTitles } from './site-titles.ts';
import { site } from './site.ts';
import { storeLocator } from './store-locator.ts';
import { tdCalculator } from './td-calculator.ts';
import { timeDeposit } from './time-deposit.ts';
import { wizard } from './wizard.ts';

export const NAMESPACES = {
  apply,
  businessCallback,
  callback,
  common,
  content,
  creditCard,
  form,
  fx,
  leadgen,
  legal,
  loanCalculator,
  loans,
  mail,
  options,
  personalLoan,
  popup,
  rates,
  site,
  sitePages,
  siteTitles,
  storeLocator,
  tdCalculator,
  timeDeposit,
  wizard,
} as const;

type Namespaces = typeof NAMESPACES;
/** The English texts, as one tree: `callback.errors.name`. */
export type English = { [N in keyof Namespaces]: Namespaces[N]['en'] };

/** i18next's plural forms are asked for by their base key (`common.matches` with `{ count }`). */
type Base<K extends string> = K extends `${infer B}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? B : K;

/** Every key of a tree of texts: a text's path, or a list's (asked for with `returnObjects`). */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | readonly string[] ? Base<`${P}${K}`> : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type I18nKey = Leaves<English>;
