/**
 * The homepage callback form on the form contract (application-forms.md §2 "Callback form", §3
 * "Callback request", §5 "Callback (checked on submit)", §7 call 9). Call 9 is a GET whose query
 * carries exactly CustomerName, MobileNumber, PreferredStore, PreferredSchedule, AgreeTerms=Yes and
 * Others: the flags for Deposit Accounts, Auto Loan, Home Loan, Personal Loan and Credit Card as
 * true/false joined by commas, then '|' and the existing-customer answer, e.g.
 * "true,false,false,true,false|No" (the exact separator is not shown: docs/decisions.md). Insurance,
 * debit card and prepaid card are collected but not sent (§7).
 *
 * The gateway reads a missing parameter as missing (not as empty): "This field is required".
 */
import * as v from 'valibot';
import { PATHS, THANK_YOU } from '../config.ts';
import { tidyLocalMobile } from '../format.ts';
import { defineForm, type Field } from '../forms/contract.ts';
import {
  PRODUCTS,
  SCHEDULES,
  YES_NO,
  mobileSchema,
  nameSchema,
  othersFlag,
  readOthers,
  storeSchema,
} from './schema.ts';

const required = 'common.required';
/** Read back as sent: a missing parameter stays missing. */
const asSent = { decode: (text: string | undefined, _entries: unknown, name: string) => ({ [name]: text }) };

export const CALLBACK = defineForm({
  name: 'callback',
  labels: 'callback',
  // In the query's order; the screen's is the step's.
  fields: {
    name: { kind: 'text', rule: nameSchema, autoComplete: 'name', prefill: true, send: 'CustomerName', ...asSent },
    contactNumber: {
      kind: 'tel',
      rule: mobileSchema,
      label: 'callback.mobile',
      hint: 'callback.mobileHint',
      placeholder: 'callback.mobilePlaceholder',
      inputMode: 'numeric',
      autoComplete: 'tel-national',
      tidy: tidyLocalMobile,
      prefill: true,
      send: 'MobileNumber',
      ...asSent,
    },
    preferredStore: {
      kind: 'branch',
      rule: storeSchema,
      label: 'callback.store',
      hint: 'callback.storeHint',
      send: 'PreferredStore',
      ...asSent,
    },
    preferredSchedule: {
      kind: 'radio',
      rule: v.picklist(SCHEDULES, required),
      label: 'callback.schedule',
      options: { values: SCHEDULES, labels: 'callback' },
      initial: 'AM',
      send: 'PreferredSchedule',
      ...asSent,
    },
    agreement: {
      kind: 'checkbox',
      rule: v.pipe(v.boolean(required), v.value(true, 'callback.errors.agreement')),
      send: 'AgreeTerms',
      // Only a ticked agreement is ever sent (the rule), so AgreeTerms=Yes.
      encode: (value) => (value === true ? 'Yes' : 'No'),
      // A missing parameter is required; any other text than Yes is not an agreement.
      decode: (text, entries) => ({ agreement: 'AgreeTerms' in entries ? text === 'Yes' : undefined }),
    },
    products: {
      kind: 'checkboxes',
      rule: v.array(v.picklist(PRODUCTS, required), required),
      options: { values: PRODUCTS, labels: 'callback.product' },
      prefill: true,
      send: 'Others',
      encode: (value, values) =>
        othersFlag(Array.isArray(value) ? (value as string[]) : [], String(values.existingCustomer ?? '')),
      decode: readOthers,
    },
    // Travels in Others, with the products.
    existingCustomer: {
      kind: 'radio',
      rule: v.picklist(YES_NO, required),
      label: 'callback.existing',
      options: { values: YES_NO, labels: 'callback' },
      initial: 'No',
      send: 'Others',
    },
  } satisfies Record<string, Field>,
  steps: [
    {
      id: 'callback',
      title: 'callback.title',
      fields: [
        'name',
        'contactNumber',
        'preferredSchedule',
        'preferredStore',
        'products',
        'existingCustomer',
        'agreement',
      ],
    },
  ],
  submit: { path: PATHS.callback, config: 'callbackapi', method: 'GET', thankYou: THANK_YOU.callback },
});

/** The query's parameters, in order (CONTRACT.md: exactly these six). */
export const CALLBACK_QUERY_KEYS = CALLBACK.entries;
