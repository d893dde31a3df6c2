/**
 * Call 9 of application-forms.md §7: the callback is a GET whose query carries exactly
 * CustomerName, MobileNumber, PreferredStore, PreferredSchedule, AgreeTerms=Yes and Others.
 *
 * Others: the flags for Deposit Accounts, Auto Loan, Home Loan, Personal Loan and Credit Card as
 * true/false joined by commas, then '|' and the existing-customer answer, e.g.
 * "true,false,false,true,false|No" (the exact separator is not shown: docs/decisions.md).
 * Insurance, debit card and prepaid card are collected but not sent (§7).
 */
import * as v from 'valibot';
import {
  SENT_PRODUCTS,
  YES_NO,
  SCHEDULES,
  mobileSchema,
  nameSchema,
  storeSchema,
  type CallbackRequest,
} from './schema.ts';

export const CALLBACK_QUERY_KEYS = [
  'CustomerName',
  'MobileNumber',
  'PreferredStore',
  'PreferredSchedule',
  'AgreeTerms',
  'Others',
] as const;
export type CallbackQuery = Record<(typeof CALLBACK_QUERY_KEYS)[number], string>;

export function othersFlag(products: readonly string[], existingCustomer: string): string {
  return `${SENT_PRODUCTS.map((p) => String(products.includes(p))).join(',')}|${existingCustomer}`;
}

export function buildCallbackQuery(request: CallbackRequest): CallbackQuery {
  return {
    CustomerName: request.name,
    MobileNumber: request.contactNumber,
    PreferredStore: String(request.preferredStore),
    PreferredSchedule: request.preferredSchedule,
    AgreeTerms: 'Yes',
    Others: othersFlag(request.products, request.existingCustomer),
  };
}

export function callbackQueryString(request: CallbackRequest): string {
  return new URLSearchParams(buildCallbackQuery(request)).toString();
}

const OTHERS_PATTERN = new RegExp(`^(true|false)(,(true|false)){${SENT_PRODUCTS.length - 1}}\\|(${YES_NO.join('|')})$`);

/** What the gateway accepts: the same field rules as the form, applied to the query. */
export const callbackQuerySchema = v.object({
  CustomerName: nameSchema,
  MobileNumber: mobileSchema,
  PreferredStore: storeSchema,
  PreferredSchedule: v.picklist(SCHEDULES, 'common.required'),
  AgreeTerms: v.literal('Yes', 'callback.errors.agreement'),
  Others: v.pipe(v.string('common.required'), v.regex(OTHERS_PATTERN, 'common.invalid')),
});
