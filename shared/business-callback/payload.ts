/**
 * Call 10 (application-forms.md §7): the request-for-callback POST. Its shape is "not shown"; ours
 * (docs/decisions.md) is multipart/form-data with one text field per §3 state field, under the
 * state's own names:
 *
 *   hasAnExistingAccount YES|NO · preferredStore branch code · other · typeOfBusiness ·
 *   inquireAbout topics in list order joined by ", " · primaryMobileNumber 09XXXXXXXXX ·
 *   preferredDay "yyyy-MM-dd/yyyy-MM-dd" (from/to) · businessName · name · email · timeIn, timeTo HH:mm ·
 *   purposeLoan, loanAmount (digits) only when Business Loans is among the topics, else "" ·
 *   solution (a key of the contact mapping or "") · variant ("deposit-page", "investment" or "")
 */
import {
  INQUIRY_TOPICS,
  LOAN_TOPIC,
  VARIANTS,
  resolveSolution,
  type BusinessCallbackRequest,
  type BusinessCallbackValues,
} from './schema.ts';

export const TOPIC_SEPARATOR = ', ';
export const DAY_SEPARATOR = '/';

export const PAYLOAD_KEYS = [
  'hasAnExistingAccount',
  'preferredStore',
  'other',
  'typeOfBusiness',
  'inquireAbout',
  'primaryMobileNumber',
  'preferredDay',
  'businessName',
  'name',
  'email',
  'timeIn',
  'timeTo',
  'purposeLoan',
  'loanAmount',
  'solution',
  'variant',
] as const;
export type PayloadKey = (typeof PAYLOAD_KEYS)[number];
export type BusinessCallbackPayload = Record<PayloadKey, string>;

export function buildPayload(
  request: BusinessCallbackRequest,
  context: { solution?: string | undefined; variant?: string | undefined } = {},
): BusinessCallbackPayload {
  const loan = request.inquireAbout.includes(LOAN_TOPIC);
  const variant = VARIANTS.find((x) => x === context.variant) ?? '';
  return {
    hasAnExistingAccount: request.hasAnExistingAccount,
    preferredStore: request.preferredStore,
    other: request.typeOfBusiness === 'Others' ? request.other : '',
    typeOfBusiness: request.typeOfBusiness,
    // in the order of the list, whatever order they were ticked in
    inquireAbout: INQUIRY_TOPICS.filter((x) => request.inquireAbout.includes(x)).join(TOPIC_SEPARATOR),
    primaryMobileNumber: request.primaryMobileNumber,
    preferredDay: request.preferredDay.join(DAY_SEPARATOR),
    businessName: request.businessName,
    name: request.name,
    email: request.email,
    timeIn: request.timeIn,
    timeTo: request.timeTo,
    purposeLoan: loan ? request.purposeLoan : '',
    loanAmount: loan ? request.loanAmount : '',
    solution: resolveSolution(context.solution, context.variant)?.key ?? '',
    variant,
  };
}

export function payloadFormData(payload: BusinessCallbackPayload): FormData {
  const body = new FormData();
  for (const key of PAYLOAD_KEYS) body.append(key, payload[key]);
  return body;
}

/** The server's way back: posted text fields -> form values for the shared schema. */
export function valuesFromPayload(fields: Readonly<Record<string, string | undefined>>): BusinessCallbackValues {
  const s = (k: PayloadKey) => fields[k] ?? '';
  const day = s('preferredDay').split(DAY_SEPARATOR);
  const topics = s('inquireAbout');
  return {
    hasAnExistingAccount: s('hasAnExistingAccount'),
    preferredStore: s('preferredStore'),
    other: s('other'),
    typeOfBusiness: s('typeOfBusiness'),
    inquireAbout: topics === '' ? [] : topics.split(TOPIC_SEPARATOR.trim()).map((t) => t.trim()),
    primaryMobileNumber: s('primaryMobileNumber'),
    preferredDay: [day[0] ?? '', day.length === 2 ? day[1]! : ''],
    businessName: s('businessName'),
    name: s('name'),
    email: s('email'),
    timeIn: s('timeIn'),
    timeTo: s('timeTo'),
    purposeLoan: s('purposeLoan'),
    loanAmount: s('loanAmount'),
  };
}

/** Call 10's path on the reference server (advertised as `requestcallbackapi` in /data/apiconfig.json). */
export const REQUEST_CALLBACK_PATH = '/gateway/request-for-callback';
export const requestCallbackThankYou = (id: string) => `/request-for-callback/thankyou/${encodeURIComponent(id)}`;
