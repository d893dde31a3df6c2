/**
 * Homepage callback form: application-forms.md §3 "Callback request", §5 "Callback (checked on
 * submit)" and §7 call 9: its rules and lists, and what its Continue hands over (read back by
 * ./handover.ts). The form itself is declared in ./form.ts.
 */
import * as v from 'valibot';
import { maxGraphemes, minGraphemes } from '../graphemes.ts';
import { isBranchCode } from '../branches/codes.ts';
import { APPLICATION_FORM_ROUTE } from '../config.ts';
import { normalizeMobile, tidyText } from '../format.ts';
import type { Values } from '../forms/contract.ts';
import { noMarkupInName } from '../forms/names.ts';

export const NAME_MIN = 3;
/** Not in the spec: a ceiling so nobody stores a novel (docs/decisions.md). */
export const NAME_MAX = 100;
export const MOBILE_LENGTH = 11;

/** The product-interest checklist in display order (§2). Only the first five are sent (§7). */
export const PRODUCTS = [
  'depositAccounts',
  'autoLoan',
  'homeLoan',
  'personalLoan',
  'creditCard',
  'insurance',
  'debitCard',
  'prepaidCard',
] as const;
export type Product = (typeof PRODUCTS)[number];
export const SENT_PRODUCTS = PRODUCTS.slice(0, 5) as readonly Product[];

export const SCHEDULES = ['AM', 'PM'] as const;
export const YES_NO = ['Yes', 'No'] as const;

const required = 'common.required';

/** Counted in characters as a reader sees them (graphemes), so "Ño" typed as N + ◌̃ + o is 2. */
export const nameSchema = v.pipe(
  v.string(required),
  v.transform((s: string) => tidyText(s).normalize('NFC')),
  minGraphemes(NAME_MIN, 'callback.errors.name'),
  maxGraphemes(NAME_MAX, 'callback.errors.nameMax'),
  noMarkupInName('callback.errors.nameMarkup'),
);

export const mobileSchema = v.pipe(
  v.string(required),
  // Digits and the punctuation people write numbers with; "0917a123b4567" is not a number.
  v.regex(/^[\d\s()+.\-]*$/, 'callback.errors.mobile'),
  v.transform(normalizeMobile),
  v.length(MOBILE_LENGTH, 'callback.errors.mobile'),
  v.regex(/^09\d{9}$/, 'callback.errors.mobile'),
);

export const storeSchema = v.pipe(
  v.string('callback.errors.store'),
  // A branch code as the directory writes it: "0x1", "1.0" or " 1" are not branch 1.
  v.regex(/^[1-9]\d*$/, 'callback.errors.store'),
  v.check((code: string) => isBranchCode(code), 'callback.errors.store'),
);

/** Five true/false flags (Deposit Accounts, Auto Loan, Home Loan, Personal Loan, Credit Card), then '|' and the answer. */
export function othersFlag(products: readonly string[], existingCustomer: string): string {
  return `${SENT_PRODUCTS.map((p) => String(products.includes(p))).join(',')}|${existingCustomer}`;
}

const OTHERS_PATTERN = new RegExp(`^(true|false)(,(true|false)){${SENT_PRODUCTS.length - 1}}\\|(${YES_NO.join('|')})$`);

/** The way back from Others: the sent products and the answer (none when missing); null when malformed. */
export function readOthers(
  text: string | undefined,
): { products: string[] | undefined; existingCustomer: string | undefined } | null {
  if (text === undefined) return { products: undefined, existingCustomer: undefined };
  if (!OTHERS_PATTERN.test(text)) return null;
  const [flags = '', existingCustomer = ''] = text.split('|');
  return { products: SENT_PRODUCTS.filter((_, i) => flags.split(',')[i] === 'true'), existingCustomer };
}

/** What the Continue hands over (./handover.ts): fragment key -> the callback form's field and its rule. */
export const CARRIED = [
  ['name', 'name', nameSchema],
  ['mobile', 'contactNumber', mobileSchema],
  ['store', 'preferredStore', storeSchema],
] as const;

/** Where Continue goes: the chooser, with the callback's checked values in the fragment. */
export function callbackHandOverHref(values: Values): string {
  const fragment = new URLSearchParams();
  for (const [key, field] of CARRIED) {
    const value = values[field];
    if (typeof value === 'string' && value !== '') fragment.set(key, value);
  }
  return `${APPLICATION_FORM_ROUTE}#${fragment}`;
}
