/**
 * The credit card application on the form contract (application-forms.md §3, §4, §7 call 2): steps,
 * hidden fields, the same-address copy, the multipart payload (home and spouse phone as
 * "(areacode)+number") and the `notARobot` check (docs/decisions.md "Credit card").
 */
import { PATHS, THANK_YOU } from '../config.ts';
import { defineForm, type Loose } from '../forms/contract.ts';
import { keysOf } from '../forms/fields.ts';
import {
  CARD,
  CARDS,
  CARD_REPEAT,
  CLIENT,
  FRIEND,
  HONEYPOT,
  MIN_FILL_SECONDS,
  PERSONAL,
  RULES,
  REVIEW,
  SPOUSE,
  STARTED_AT,
  WORK,
  cardnoShown,
  foreignShown,
  pepRelShown,
  relShown,
} from './fields.ts';

export { HONEYPOT, MIN_FILL_SECONDS, STARTED_AT } from './fields.ts';
export const CC_PATH = `${PATHS.cms}/ewbcc/submit`;

/**
 * notARobot: the seconds since the form was started, or '' when the honeypot field (invisible to
 * people) was filled in. The server accepts whole seconds of at least MIN_FILL_SECONDS.
 */
export function notARobot(values: Loose, now = Date.now()): string {
  if (String(values[HONEYPOT] ?? '') !== '') return '';
  const started = Number(values[STARTED_AT]);
  if (!Number.isFinite(started) || started <= 0) return '';
  return String(Math.max(0, Math.floor((now - started) / 1000)));
}

export const isHuman = (value: string | undefined) =>
  /^\d{1,9}$/.test(value ?? '') && Number(value) >= MIN_FILL_SECONDS;

export const CREDIT_CARD = defineForm({
  name: 'credit-card',
  labels: 'creditCard.fields',
  fields: { ...CARD, ...CLIENT, ...PERSONAL, ...WORK, ...CARDS, ...CARD_REPEAT, ...SPOUSE, ...FRIEND, ...REVIEW },
  steps: [
    { id: 'card', title: 'creditCard.stepTitles.card', fields: keysOf(CARD) },
    { id: 'client', title: 'creditCard.stepTitles.client', fields: keysOf(CLIENT) },
    { id: 'personal', title: 'creditCard.stepTitles.personal', fields: keysOf(PERSONAL) },
    { id: 'work', title: 'creditCard.stepTitles.work', fields: keysOf(WORK) },
    {
      id: 'cards',
      title: 'creditCard.stepTitles.cards',
      note: 'creditCard.notes.cards',
      fields: [...keysOf(CARDS), 'cardRefCount'],
    },
    { id: 'spouse', title: 'creditCard.stepTitles.spouse', note: 'creditCard.notes.spouse', fields: keysOf(SPOUSE) },
    { id: 'friend', title: 'creditCard.stepTitles.friend', fields: keysOf(FRIEND) },
    { id: 'review', title: 'creditCard.stepTitles.review', fields: ['delivery', 'SOAtoBillingAdd', 'consentOther'] },
  ],
  rules: RULES,
  // §4 "Credit card" conditional fields.
  hidden(values) {
    const out: (keyof typeof CLIENT | keyof typeof PERSONAL | keyof typeof WORK)[] = [];
    if (!cardnoShown(values)) out.push('cardno');
    if (!relShown(values)) out.push('ewRelName', 'ewRelRelationship');
    if (!pepRelShown(values)) out.push('ewPEPRelName', 'ewPEPRelRelationship');
    if (!foreignShown(values)) out.push('citizenship', 'acr');
    if (values.chkPermAddSameWithHomeAdd === true) out.push('permanentAddress', 'zipCode2');
    if (values.fundSrc !== 'OTH') out.push('fundSrc1');
    if (values.workType !== 'OTH') out.push('employment1');
    if (values.workPos !== 'OTH') out.push('workPos1');
    return out;
  },
  // The permanent address copies the home one when the same box is ticked (§3, §4).
  derive: (values) =>
    values.chkPermAddSameWithHomeAdd === true
      ? { ...values, permanentAddress: values.homeAddress ?? '', zipCode2: values.zipCode ?? '' }
      : values,
  // The bot check rides along as notARobot, last.
  extras: {
    names: ['notARobot'],
    encode: (values, now) => ({ notARobot: notARobot(values, now) }),
    check: (entries): Record<string, string> =>
      isHuman(entries.notARobot) ? {} : { notARobot: 'creditCard.errors.notARobot' },
  },
  submit: { path: CC_PATH, config: 'creditcardapi', thankYou: THANK_YOU['credit-card'] },
});
