/**
 * Business request-for-callback on the form contract (site-and-content.md §3 "Inquiry form state",
 * §4, §5, §9; application-forms.md §7 call 10): one step, four sections. The widget
 * `ew-business-callback` and the reference server's POST /gateway/request-for-callback both use it.
 *
 * Call 10's shape is "not shown"; ours (docs/decisions.md) is multipart/form-data with one text field
 * per §3 state field, under the state's own names: hasAnExistingAccount YES|NO · preferredStore
 * branch code · other · typeOfBusiness · inquireAbout topics in list order joined by ", " ·
 * primaryMobileNumber 09XXXXXXXXX · preferredDay "yyyy-MM-dd/yyyy-MM-dd" (from/to) · businessName ·
 * name · email · timeIn, timeTo HH:mm · purposeLoan, loanAmount (digits) only when Business Loans is
 * among the topics, else "" · solution (a key of the contact mapping or "") · variant
 * ("deposit-page", "investment" or "").
 */
import * as v from 'valibot';
import { isBranchCode } from '../branches/codes.ts';
import { mobileSchema } from '../callback/schema.ts';
import { SOLUTION_CONTACTS } from '../content/solutions.ts';
import { isIsoDate } from '../dates.ts';
import { clockLabel, tidyLocalMobile } from '../format.ts';
import {
  crossRule,
  defineForm,
  requiredWhen,
  type Field,
  type Seen,
  type Values,
  type ValuesOf,
} from '../forms/contract.ts';
import { field, listField } from '../forms/fields.ts';
import { amount, date, email, optionalText, requiredText, sizedText } from '../forms/rules.ts';
import { personName } from '../forms/names.ts';
import {
  BUSINESS_TYPES,
  DEFAULT_TIME_IN,
  DEFAULT_TIME_TO,
  DISABLED_TOPICS,
  INQUIRY_TOPICS,
  LOAN_PURPOSES,
  LOAN_TOPIC,
  NAME_MAX,
  SELECTABLE_TOPICS,
  TIMES,
  VARIANTS,
  YES_NO,
  SOLUTION_TOPIC,
  dayBounds,
} from './schema.ts';
import { AMOUNT_DIGITS, formatAmount } from '../masks.ts';
import type { SolutionKey } from '../content/types.ts';

const NS = 'businessCallback';
const E = (k: string) => `${NS}.errors.${k}`;
const REQUIRED = 'common.required';

export const TOPIC_SEPARATOR = ', ';
export const DAY_SEPARATOR = '/';
/** Call 10's path on the reference server (advertised as `requestcallbackapi` in /data/apiconfig.json). */
export const REQUEST_CALLBACK_PATH = '/gateway/request-for-callback';
export const requestCallbackThankYou = (id: string) => `/request-for-callback/thankyou/${encodeURIComponent(id)}`;

const hasLoanTopic = (i: Seen<V>) => Array.isArray(i.inquireAbout) && i.inquireAbout.includes(LOAN_TOPIC);

const store = v.pipe(
  v.string(E('store')),
  v.trim(),
  v.nonEmpty(E('store')),
  v.check((code) => /^[1-9]\d*$/.test(code) && isBranchCode(code), E('store')),
);
const time = (key: string) => v.pipe(v.string(REQUIRED), v.picklist(TIMES as [string, ...string[]], key));
const days = v.tuple(
  [
    date({ required: E('dayFrom'), invalid: E('day'), range: E('dayRange') }, dayBounds),
    date({ required: E('dayTo'), invalid: E('day'), range: E('dayRange') }, dayBounds),
  ],
  E('dayFrom'),
);
const topics = v.pipe(
  v.array(v.picklist(SELECTABLE_TOPICS as [string, ...string[]], E('topic')), E('topics')),
  v.minLength(1, E('topics')),
  v.check((list) => new Set(list).size === list.length, E('topic')),
);

const section = (key: string) => ({ section: `${NS}.${key}` });
const business = section('businessSection');
const contact = section('contactSection');
const inquiry = section('inquirySection');
const schedule = section('scheduleSection');
const placeholder = `${NS}.select`;

/** §3 state fields in the payload's order; `section` and `row` lay them out (screen order: the step). */
export const BUSINESS_CALLBACK_FIELDS = {
  hasAnExistingAccount: listField(YES_NO, NS, REQUIRED, { kind: 'radio', ...business }),
  preferredStore: field('branch', store, { label: `${NS}.store`, hint: `${NS}.storeHint`, ...contact }),
  /** What the business is when its type is Others (required then). */
  other: field('text', optionalText(100, E('tooLong')), business),
  typeOfBusiness: listField(BUSINESS_TYPES, `${NS}.businessType`, E('typeOfBusiness'), {
    placeholder,
    prefill: true,
    ...business,
  }),
  inquireAbout: {
    kind: 'checkboxes',
    rule: topics,
    hint: `${NS}.othersDisabled`,
    options: { values: INQUIRY_TOPICS, labels: `${NS}.topic`, disabled: DISABLED_TOPICS, column: true },
    prefill: true,
    ...inquiry,
    encode: (value) =>
      // in the order of the list, whatever order they were ticked in
      INQUIRY_TOPICS.filter((x) => Array.isArray(value) && value.includes(x)).join(TOPIC_SEPARATOR),
    decode: (text, _entries, name) => ({
      [name]: !text ? [] : text.split(TOPIC_SEPARATOR.trim()).map((t) => t.trim()),
    }),
  },
  primaryMobileNumber: field('tel', mobileSchema, {
    label: `${NS}.mobile`,
    hint: `${NS}.mobileHint`,
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    tidy: tidyLocalMobile,
    prefill: true,
    ...contact,
  }),
  preferredDay: {
    kind: 'days',
    rule: days,
    parts: [`${NS}.dayFrom`, `${NS}.dayTo`],
    dateBounds: dayBounds,
    ...schedule,
    encode: (value) => (Array.isArray(value) ? value.join(DAY_SEPARATOR) : ''),
    decode: (text, _entries, name) => {
      const day = (text ?? '').split(DAY_SEPARATOR);
      return { [name]: [day[0] ?? '', day.length === 2 ? day[1]! : ''] };
    },
  },
  businessName: field('text', requiredText(E('businessName'), 150, E('tooLong')), {
    autoComplete: 'organization',
    prefill: true,
    ...business,
  }),
  name: field(
    'text',
    personName(sizedText(3, NAME_MAX, { required: E('name'), short: E('name'), long: E('tooLong') }), E('nameMarkup')),
    {
      autoComplete: 'name',
      prefill: true,
      ...contact,
    },
  ),
  email: field('email', email({ required: E('email'), invalid: E('email') }), {
    inputMode: 'email',
    autoComplete: 'email',
    prefill: true,
    ...contact,
  }),
  timeIn: field('select', time(E('time')), {
    initial: DEFAULT_TIME_IN,
    options: { values: TIMES.slice(0, -1), format: clockLabel },
    placeholder,
    row: 'time',
    ...schedule,
  }),
  timeTo: field('select', time(E('time')), {
    initial: DEFAULT_TIME_TO,
    options: { values: TIMES.slice(1), format: clockLabel },
    placeholder,
    row: 'time',
    ...schedule,
  }),
  purposeLoan: {
    ...listField(LOAN_PURPOSES, `${NS}.purpose`, undefined, { placeholder, ...inquiry }),
    // Required while Business Loans is ticked (a rule below), so not marked optional.
    optional: false,
    rule: v.picklist(['', ...LOAN_PURPOSES], E('purposeLoan')),
  },
  loanAmount: field('text', amount({ invalid: E('loanAmount') }, AMOUNT_DIGITS + 4), {
    hint: `${NS}.loanAmountHint`,
    inputMode: 'numeric',
    live: formatAmount,
    prefill: true,
    ...inquiry,
  }),
  solution: field('hidden', v.picklist(['', ...SOLUTION_CONTACTS.map((s) => s.key)], 'common.invalid')),
  variant: field('hidden', v.picklist(['', ...VARIANTS], 'common.invalid')),
} satisfies Record<string, Field>;
type V = ValuesOf<typeof BUSINESS_CALLBACK_FIELDS>;

export const BUSINESS_CALLBACK = defineForm({
  name: 'request-for-callback',
  labels: NS,
  fields: BUSINESS_CALLBACK_FIELDS,
  steps: [
    {
      id: 'request',
      title: `${NS}.title`,
      fields: [
        'businessName',
        'typeOfBusiness',
        'other',
        'hasAnExistingAccount',
        'name',
        'email',
        'primaryMobileNumber',
        'preferredStore',
        'inquireAbout',
        'purposeLoan',
        'loanAmount',
        'preferredDay',
        'timeIn',
        'timeTo',
      ],
    },
  ],
  rules: [
    requiredWhen<V>((i) => i.typeOfBusiness === 'Others', { other: E('other') }),
    requiredWhen(hasLoanTopic, { purposeLoan: E('purposeLoan'), loanAmount: E('loanAmount') }),
    crossRule<V>({ fields: ['loanAmount'], messages: [E('loanAmount')] }, (i) => {
      const amt = String(i.loanAmount ?? '').replace(/\D/g, '');
      return hasLoanTopic(i) && amt !== '' && (Number(amt) <= 0 || amt.length > AMOUNT_DIGITS)
        ? [['loanAmount', E('loanAmount')]]
        : [];
    }),
    crossRule<V>({ fields: ['preferredDay'], messages: [E('dayOrder')] }, (i) => {
      const [from, to] = Array.isArray(i.preferredDay) ? i.preferredDay : [];
      return from && to && isIsoDate(from) && isIsoDate(to) && to < from ? [['preferredDay', E('dayOrder')]] : [];
    }),
    crossRule<V>({ fields: ['timeTo'], messages: [E('timeOrder')] }, (i) => {
      const a = String(i.timeIn ?? '');
      const b = String(i.timeTo ?? '');
      return TIMES.includes(a) && TIMES.includes(b) && b <= a ? [['timeTo', E('timeOrder')]] : [];
    }),
  ],
  // What is validated (and sent): the loan purpose and amount only while Business Loans is ticked,
  // `other` only while the business type is Others. Hidden fields never block a submit.
  hidden: (values) => [
    ...(values.typeOfBusiness === 'Others' ? [] : (['other'] as const)),
    ...(hasLoanTopic(values) ? [] : (['purposeLoan', 'loanAmount'] as const)),
  ],
  submit: { path: REQUEST_CALLBACK_PATH, config: 'requestcallbackapi', reply: 'id', thankYou: requestCallbackThankYou },
});

/** §3 "Inquiry form state" defaults (resettable): times 08:30 to 09:00, days empty, a solution's topic ticked. */
export function emptyBusinessCallback(solution?: SolutionKey): Values {
  const topic = solution ? SOLUTION_TOPIC[solution] : undefined;
  return { ...BUSINESS_CALLBACK.empty(), inquireAbout: topic ? [topic] : [] };
}
