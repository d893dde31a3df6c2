/**
 * The credit card application as the wizard and the server both see it (application-forms.md §3,
 * §4, §7 call 2): steps, state, hidden fields, the same-address copy and the multipart payload (home
 * and spouse phone as "(areacode)+number"), plus the `notARobot` check (docs/decisions.md "Issue 5").
 */
import { validate } from '../messages.ts';
import { PATHS, THANK_YOU } from '../config.ts';
import { repeatCount, type Repeat } from '../forms/repeat.ts';
import type { FormModel, Values } from '../forms/spec.ts';
import {
  CARD_GROUPS,
  cardStep,
  cardnoShown,
  clientStep,
  foreignShown,
  friendStep,
  pepRelShown,
  personalStep,
  referencesStep,
  relShown,
  reviewStep,
  spouseStep,
  workStep,
} from './steps.ts';

export const CC_PATH = '/ewbcc/submit';

export const CC_STEPS = [
  { id: 'card', schema: cardStep },
  { id: 'client', schema: clientStep },
  { id: 'personal', schema: personalStep },
  { id: 'work', schema: workStep },
  { id: 'cards', schema: referencesStep },
  { id: 'spouse', schema: spouseStep },
  { id: 'friend', schema: friendStep },
  { id: 'review', schema: reviewStep },
] as const;

const entriesOf = (schema: unknown): string[] => {
  const s = schema as { entries?: object; pipe?: [{ entries: object }] };
  return Object.keys(s.entries ?? s.pipe![0].entries);
};
export const CC_FIELDS: readonly string[] = CC_STEPS.flatMap((s) => entriesOf(s.schema));

/** Three card references, two shown at first (§3 "the early step shows two"). */
export const CC_CARD_REPEAT = { count: 'cardRefCount', min: 2, max: 3, groups: CARD_GROUPS } as const satisfies Repeat;

const BOOLEANS = ['chkPermAddSameWithHomeAdd', 'SOAtoBillingAdd', 'consentOther'];

/** Seconds a person needs at least to fill the form (the bot check's minimum fill time). */
export const MIN_FILL_SECONDS = 5;
/** Values of the bot check kept in the form state (never sent as such). */
export const STARTED_AT = '_startedAt';
export const HONEYPOT = '_website';

/** All strings empty; consentOther ticked, statement to billing address unticked (paperless), §3. */
export function emptyCC(): Values {
  const values: Values = Object.fromEntries(CC_FIELDS.map((f) => [f, '']));
  for (const b of BOOLEANS) values[b] = false;
  values.consentOther = true;
  values[CC_CARD_REPEAT.count] = String(CC_CARD_REPEAT.min);
  values[STARTED_AT] = String(Date.now());
  values[HONEYPOT] = '';
  return values;
}

/** §4 "Credit card" conditional fields. */
export function hiddenCC(values: Values): string[] {
  const out: string[] = [];
  if (!cardnoShown(values)) out.push('cardno');
  if (!relShown(values)) out.push('ewRelName', 'ewRelRelationship');
  if (!pepRelShown(values)) out.push('ewPEPRelName', 'ewPEPRelRelationship');
  if (!foreignShown(values)) out.push('citizenship', 'acr');
  if (values.chkPermAddSameWithHomeAdd === true) out.push('permanentAddress', 'zipCode2');
  if (values.fundSrc !== 'OTH') out.push('fundSrc1');
  if (values.workType !== 'OTH') out.push('employment1');
  if (values.workPos !== 'OTH') out.push('workPos1');
  out.push(...CARD_GROUPS.slice(repeatCount(values, CC_CARD_REPEAT)).flat());
  return out;
}

/** The permanent address copies the home one when the same box is ticked (§3, §4). */
export function deriveCC(values: Values): Values {
  if (values.chkPermAddSameWithHomeAdd !== true) return values;
  return { ...values, permanentAddress: values.homeAddress ?? '', zipCode2: values.zipCode ?? '' };
}

export function validateCC(
  values: Values,
): { ok: true; output: Values } | { ok: false; errors: Record<string, string> } {
  const blanked = { ...values };
  for (const f of hiddenCC(values)) blanked[f] = '';
  const visible = deriveCC(blanked);
  const errors: Record<string, string> = {};
  const output: Values = {};
  for (const step of CC_STEPS) {
    const r = validate(step.schema, visible);
    Object.assign(errors, r.errors);
    if (r.ok) Object.assign(output, r.output);
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  // The bot check rides along (formData turns it into notARobot).
  output[STARTED_AT] = values[STARTED_AT] ?? '';
  output[HONEYPOT] = values[HONEYPOT] ?? '';
  return { ok: true, output };
}

/**
 * notARobot: the seconds since the form was started, or '' when the honeypot field (invisible to
 * people) was filled in. The server accepts whole seconds of at least MIN_FILL_SECONDS.
 */
export function notARobot(values: Values, now = Date.now()): string {
  if (String(values[HONEYPOT] ?? '') !== '') return '';
  const started = Number(values[STARTED_AT]);
  if (!Number.isFinite(started) || started <= 0) return '';
  return String(Math.max(0, Math.floor((now - started) / 1000)));
}

export const isHuman = (value: string | undefined) =>
  /^\d{1,9}$/.test(value ?? '') && Number(value) >= MIN_FILL_SECONDS;

const PHONES: [string, string][] = [
  ['homePhone', 'homeAreaCode'],
  ['spousePhone', 'spouseAreaCode'],
];
const str = (x: unknown) => (x === undefined || x === null ? '' : String(x));

/** The multipart fields of call 2, in §3's order; notARobot last. */
export function payloadCC(output: Values, now = Date.now()): [string, string][] {
  const fields = CC_FIELDS.map((f): [string, string] => {
    const phone = PHONES.find(([p]) => p === f);
    if (phone) return [f, output[phone[1]] && output[f] ? `(${str(output[phone[1]])})+${str(output[f])}` : ''];
    if (BOOLEANS.includes(f)) return [f, output[f] === true ? 'true' : 'false'];
    return [f, str(output[f])];
  });
  return [...fields, ['notARobot', notARobot(output, now)]];
}

export function formDataCC(output: Values): FormData {
  const data = new FormData();
  for (const [k, value] of payloadCC(output)) data.append(k, value);
  return data;
}

/** The server's view: multipart fields back to form values. */
export function valuesFromPayloadCC(fields: Record<string, string>): Values {
  const values = emptyCC();
  for (const f of CC_FIELDS) if (typeof fields[f] === 'string' && !BOOLEANS.includes(f)) values[f] = fields[f];
  for (const [p, area] of PHONES) {
    const m = /^\((\d*)\)\+(.*)$/.exec(str(fields[p]));
    if (m) {
      values[area] = m[1] ?? '';
      values[p] = m[2] ?? '';
    }
  }
  for (const b of BOOLEANS) values[b] = fields[b] === 'true';
  values[CC_CARD_REPEAT.count] = CARD_GROUPS[2]!.some((f) => str(values[f]) !== '') ? '3' : '2';
  return values;
}

export const CREDIT_CARD: FormModel = {
  form: 'credit-card',
  submitPath: `${PATHS.cms}${CC_PATH}`,
  thankYou: THANK_YOU['credit-card'],
  schemas: Object.fromEntries(CC_STEPS.map((s) => [s.id, s.schema])),
  empty: emptyCC,
  hidden: hiddenCC,
  validateAll: validateCC,
  formData: formDataCC,
  derive: deriveCC,
};
