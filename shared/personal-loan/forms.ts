/**
 * The personal loan application as the wizard and the server both see it (application-forms.md §3,
 * §4, §7 call 4): variant B (the full form, the default) and variant A (the review summary, with the
 * home loan's field names). Both post multipart to /ewbpl/submit under the CMS base.
 */
import { validate } from '../messages.ts';
import { PATHS, THANK_YOU } from '../config.ts';
import { repeatCount, type Repeat } from '../forms/repeat.ts';
import type { FormModel, Values } from '../forms/spec.ts';
import {
  bankStep,
  businessStep,
  consentStep,
  employmentStep,
  personalStep as loanPersonalStep,
} from '../loans/steps.ts';
import { loanModel, type LoanForm } from '../loans/forms.ts';
import { homeOwnershipCode } from './lists.ts';
import {
  COLLATERAL_FIELDS_A,
  OTHER_CARD_GROUPS,
  OTHER_LOAN_GROUPS,
  REFERENCE_GROUPS,
  agreementStep,
  hiddenB,
  loanStep,
  mortgagedA,
  personalStep,
  referencesStep,
  spouseStep,
  summaryLoanStep,
  workStep,
} from './steps.ts';

export const PL_PATH = '/ewbpl/submit';

/** Variant B's steps in order, by id (the review's holds the agreement). */
export const PL_B_STEPS = [
  { id: 'personal', schema: personalStep },
  { id: 'spouse', schema: spouseStep },
  { id: 'references', schema: referencesStep },
  { id: 'work', schema: workStep },
  { id: 'loan', schema: loanStep },
  { id: 'review', schema: agreementStep },
] as const;

const entriesOf = (schema: unknown): string[] => {
  const s = schema as { entries?: object; pipe?: [{ entries: object }] };
  return Object.keys(s.entries ?? s.pipe![0].entries);
};

/** Every field of variant B, in §3's order (the payload's order). */
export const PL_B_FIELDS: readonly string[] = [...new Set(PL_B_STEPS.flatMap((s) => entriesOf(s.schema)))].filter(
  (f) => f !== 'referenceCount',
);

/** The repeatable groups: 2 references, 3 other loans, 3 other cards (§9). */
export const PL_REPEATS = {
  references: { count: 'referenceCount', min: 1, max: 2, groups: REFERENCE_GROUPS },
  loans: { count: 'otherLoanCount', min: 1, max: 3, groups: OTHER_LOAN_GROUPS },
  cards: { count: 'otherCardCount', min: 1, max: 3, groups: OTHER_CARD_GROUPS },
} as const satisfies Record<string, Repeat>;

const BOOLEANS = ['chkPermAddSameWithHomeAdd', 'ewOtherProducts'];

/** All strings empty, ewOtherProducts ticked (§3), one group of each repeat shown. */
export function emptyB(): Values {
  const values: Values = Object.fromEntries(PL_B_FIELDS.map((f) => [f, '']));
  values.chkPermAddSameWithHomeAdd = false;
  values.ewOtherProducts = true;
  for (const r of Object.values(PL_REPEATS)) values[r.count] = String(r.min);
  return values;
}

export function hiddenFieldsB(values: Values): string[] {
  return hiddenB(values, {
    references: repeatCount(values, PL_REPEATS.references),
    loans: repeatCount(values, PL_REPEATS.loans),
    cards: repeatCount(values, PL_REPEATS.cards),
  });
}

/** The permanent address copies the present one when the same box is ticked (§4). */
export function deriveB(values: Values): Values {
  if (values.chkPermAddSameWithHomeAdd !== true) return values;
  return { ...values, permanentHomeAddr: values.presentHomeAddr ?? '', permanentZipCode: values.presentZipCode ?? '' };
}

function visibleB(values: Values): Values {
  const out = { ...values };
  for (const f of hiddenFieldsB(values)) out[f] = '';
  return deriveB(out);
}

export function validateB(
  values: Values,
): { ok: true; output: Values } | { ok: false; errors: Record<string, string> } {
  const visible = visibleB(values);
  const errors: Record<string, string> = {};
  const output: Values = {};
  for (const step of PL_B_STEPS) {
    const r = validate(step.schema, visible);
    Object.assign(errors, r.errors);
    if (r.ok) Object.assign(output, r.output);
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, output };
}

/** Payload names that differ from the form's (§3: "sent as spousecompanyName", "spousebusinessAddr"). */
export const SENT_AS: Record<string, string> = {
  spouseCompanyName: 'spousecompanyName',
  spouseBusinessAddr: 'spousebusinessAddr',
};
const RECEIVED_AS = Object.fromEntries(Object.entries(SENT_AS).map(([a, b]) => [b, a]));

/** The phones sent as "(area)number" (§7 call 4), with their area code fields. */
const PHONES: [string, string][] = [
  ['homePhone', 'homeAreaCode'],
  ['reference1HomePhone', 'reference1HomeAreaCode'],
  ['reference2HomePhone', 'reference2HomeAreaCode'],
];

const str = (x: unknown) => (x === undefined || x === null ? '' : String(x));

/** The multipart fields of call 4 from validated values, in §3's order. */
export function payloadB(output: Values): [string, string][] {
  return PL_B_FIELDS.map((f): [string, string] => {
    const name = SENT_AS[f] ?? f;
    const phone = PHONES.find(([p]) => p === f);
    if (phone) {
      const [, area] = phone;
      return [name, output[area] && output[f] ? `(${str(output[area])})${str(output[f])}` : ''];
    }
    if (BOOLEANS.includes(f)) return [name, output[f] === true ? 'true' : 'false'];
    if (f === 'homeOwnership') return [name, homeOwnershipCode(str(output[f]))];
    return [name, str(output[f])];
  });
}

export function formDataB(output: Values): FormData {
  const data = new FormData();
  for (const [k, value] of payloadB(output)) data.append(k, value);
  return data;
}

/** The server's view: multipart fields back to form values, to validate with the same steps. */
export function valuesFromPayloadB(fields: Record<string, string>): Values {
  const values = emptyB();
  for (const [k, value] of Object.entries(fields)) {
    const f = RECEIVED_AS[k] ?? k;
    if (PL_B_FIELDS.includes(f) && !BOOLEANS.includes(f)) values[f] = value;
  }
  for (const [p, area] of PHONES) {
    const m = /^\((\d*)\)(.*)$/.exec(str(fields[p]));
    if (m) {
      values[area] = m[1] ?? '';
      values[p] = m[2] ?? '';
    }
  }
  for (const b of BOOLEANS) values[b] = fields[b] === 'true';
  const filled = (group: readonly string[]) => group.some((f) => str(values[f]).trim() !== '');
  for (const r of Object.values(PL_REPEATS)) {
    let n: number = r.min;
    r.groups.forEach((g, i) => {
      if (filled(g)) n = Math.max(n, i + 1);
    });
    values[r.count] = String(n);
  }
  return values;
}

/** Variant B as the wizard engine takes it. */
export const PERSONAL_LOAN_B: FormModel = {
  form: 'personal-loan',
  submitPath: `${PATHS.cms}${PL_PATH}`,
  thankYou: THANK_YOU['personal-loan'],
  schemas: Object.fromEntries(PL_B_STEPS.map((s) => [s.id, s.schema])),
  empty: emptyB,
  hidden: hiddenFieldsB,
  validateAll: validateB,
  formData: formDataB,
  derive: deriveB,
};

/** Variant A: the home loan's field names (§2); collateral and mortgage only when mortgaged. */
export const PERSONAL_LOAN_A: LoanForm = {
  form: 'personal-loan',
  path: PL_PATH,
  thankYou: THANK_YOU['personal-loan'],
  steps: [
    { id: 'personal', schema: loanPersonalStep('home') },
    { id: 'loan', schema: summaryLoanStep },
    { id: 'bank', schema: bankStep },
    { id: 'employment', schema: employmentStep },
    { id: 'business', schema: businessStep },
    { id: 'review', schema: consentStep },
  ],
  hidden: (values) => [
    ...(values.civilStatus === '3' ? [] : ['spouseName', 'spouseBday', 'spouseEmployer', 'spouseIncome']),
    ...(mortgagedA(values) ? [] : COLLATERAL_FIELDS_A),
  ],
};

export const PERSONAL_LOAN_A_MODEL: FormModel = loanModel(PERSONAL_LOAN_A);

/** Which variant a posted body is: A carries the home loan's lower-case names (firstname, loanAmount). */
export const isVariantA = (fields: Record<string, string>) => 'firstname' in fields || 'loanAmount' in fields;
