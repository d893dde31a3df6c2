/**
 * The credit card's steps as the visitor sees them (application-forms.md §2 "Credit card wizard (8
 * steps, 0 to 7)", §3): fields, order, kinds. Rules are in steps.ts; labels in
 * shared/i18n/credit-card.ts.
 */
import type { FieldSpec, StepSpec } from '../forms/spec.ts';
import { CC_CARD_REPEAT } from './forms.ts';
import { CC_LISTS as L } from './lists.ts';

const f = (name: string, kind: FieldSpec['kind'], extra: Partial<FieldSpec> = {}): FieldSpec => ({
  name,
  kind,
  label: `creditCard.fields.${name}`,
  ...extra,
});
const list = (name: keyof typeof L, extra: Partial<FieldSpec> = {}) =>
  f(name, 'select', { options: { values: L[name], labels: `creditCard.options.${name}` }, ...extra });
const radio = (name: keyof typeof L, extra: Partial<FieldSpec> = {}) =>
  f(name, 'radio', { options: { values: L[name], labels: `creditCard.options.${name}` }, ...extra });
const yesNo = (name: string, extra: Partial<FieldSpec> = {}) =>
  f(name, 'radio', { options: { values: L.yesNo, labels: 'creditCard.options.yesNo' }, ...extra });
const opt = { optional: true };

const card = (n: number): FieldSpec[] => [
  f(`cardIssuer${n}`, 'text', {
    label: `creditCard.fields.card${n}.cardIssuer`,
    optional: true,
    heading: `creditCard.headings.card${n}`,
  }),
  f(`cardNumber${n}`, 'text', {
    label: `creditCard.fields.card${n}.cardNumber`,
    optional: true,
    hint: 'creditCard.hints.cardNumber',
    width: 'm',
  }),
  f(`memberSince${n}`, 'text', { label: `creditCard.fields.card${n}.memberSince`, optional: true, width: 's' }),
  f(`creditLimit${n}`, 'amount', { label: `creditCard.fields.card${n}.creditLimit`, optional: true, width: 'm' }),
];

export const CC_STEP_SPECS: readonly StepSpec[] = [
  {
    id: 'card',
    title: 'creditCard.stepTitles.card',
    fields: [radio('cardType')],
  },
  {
    id: 'client',
    title: 'creditCard.stepTitles.client',
    fields: [
      list('deposit'),
      yesNo('ewcc', opt),
      f('cardno', 'text', { hint: 'creditCard.hints.cardNumber', width: 'm' }),
      yesNo('ewRelConfirm'),
      f('ewRelName', 'text', opt),
      f('ewRelRelationship', 'text', opt),
      yesNo('ewPos', opt),
      yesNo('ewPEP', opt),
      yesNo('ewPEPRel', opt),
      f('ewPEPRelName', 'text', opt),
      f('ewPEPRelRelationship', 'text', opt),
    ],
  },
  {
    id: 'personal',
    title: 'creditCard.stepTitles.personal',
    fields: [
      f('firstName', 'text', { autoComplete: 'given-name' }),
      f('middleName', 'text', { autoComplete: 'additional-name' }),
      f('lastName', 'text', { autoComplete: 'family-name' }),
      f('cardName', 'text', { hint: 'creditCard.hints.cardName', width: 'm' }),
      f('birthDate', 'date', { autoComplete: 'bday', width: 's' }),
      f('birthPlace', 'text'),
      f('momName', 'text', { heading: 'creditCard.headings.mother' }),
      f('momName1', 'text'),
      f('momName2', 'text'),
      radio('sex'),
      list('civilStatus'),
      f('numberDependents', 'text', { inputMode: 'numeric', width: 'xs' }),
      f('numberCar', 'text', { optional: true, inputMode: 'numeric', width: 'xs' }),
      list('educ'),
      list('citizenship1'),
      f('citizenship', 'text', { width: 'm' }),
      f('acr', 'text', { width: 'm' }),
      f('tinNo', 'text', { mask: 'tin', inputMode: 'numeric', hint: 'loans.hints.tin', width: 's' }),
      f('sssNo', 'text', { mask: 'sss', inputMode: 'numeric', hint: 'loans.hints.sss', width: 's' }),
      f('homeAddress', 'text', {
        heading: 'creditCard.headings.address',
        autoComplete: 'street-address',
        hint: 'creditCard.hints.address',
      }),
      f('zipCode', 'text', {
        inputMode: 'numeric',
        autoComplete: 'postal-code',
        hint: 'loans.hints.zipCode',
        width: 'xs',
      }),
      f('chkPermAddSameWithHomeAdd', 'checkbox', opt),
      f('permanentAddress', 'text', { optional: true, hint: 'creditCard.hints.address' }),
      f('zipCode2', 'text', { optional: true, inputMode: 'numeric', hint: 'loans.hints.zipCode', width: 'xs' }),
      list('homeOwner'),
      f('yearStay', 'text', { inputMode: 'numeric', width: 'xs' }),
      f('homeAreaCode', 'tel', {
        heading: 'creditCard.headings.contact',
        optional: true,
        mask: 'areaCode',
        hint: 'loans.hints.homeAreaCode',
        width: 'xs',
      }),
      f('homePhone', 'tel', { optional: true, mask: 'landline', hint: 'loans.hints.homePhone', width: 's' }),
      f('mobilePhone', 'tel', { mask: 'mobile', autoComplete: 'tel', hint: 'loans.hints.mobilePhone', width: 'm' }),
      f('emailAddress', 'email', { autoComplete: 'email' }),
      f('emailAddressAlt', 'email', opt),
      f('socMed', 'text', opt),
    ],
  },
  {
    id: 'work',
    title: 'creditCard.stepTitles.work',
    fields: [
      list('fundSrc'),
      f('fundSrc1', 'text', { hint: 'creditCard.hints.other' }),
      list('workType'),
      f('employment1', 'text', { hint: 'creditCard.hints.other' }),
      f('workYear', 'text', { inputMode: 'numeric', width: 'xs' }),
      list('workPos'),
      f('workPos1', 'text', { hint: 'creditCard.hints.other' }),
      f('workPos2', 'text'),
      list('workNature'),
      f('businessName', 'text', { autoComplete: 'organization' }),
      f('businessDept', 'text', opt),
      f('businessAddress', 'text'),
      f('businessZip', 'text', { optional: true, inputMode: 'numeric', width: 'xs' }),
      f('businessPhone', 'tel', { width: 'm' }),
      f('businessIncome', 'amount', { width: 'm' }),
    ],
  },
  {
    id: 'cards',
    title: 'creditCard.stepTitles.cards',
    note: 'creditCard.notes.cards',
    fields: [
      ...card(1),
      ...card(2),
      ...card(3),
      {
        name: CC_CARD_REPEAT.count,
        kind: 'repeat',
        label: 'creditCard.repeat.add',
        repeat: {
          min: CC_CARD_REPEAT.min,
          max: CC_CARD_REPEAT.max,
          groups: CC_CARD_REPEAT.groups,
          add: 'creditCard.repeat.add',
          remove: 'creditCard.repeat.remove',
        },
      },
    ],
  },
  {
    id: 'spouse',
    title: 'creditCard.stepTitles.spouse',
    note: 'creditCard.notes.spouse',
    fields: [
      f('spouseName', 'text', opt),
      f('spouseBusiness', 'text', opt),
      f('spousePosition', 'text', opt),
      f('spouseDept', 'text', opt),
      f('spouseAddress', 'text', { optional: true, hint: 'creditCard.hints.address' }),
      f('spouseZip', 'text', { optional: true, inputMode: 'numeric', width: 'xs' }),
      f('spouseAreaCode', 'tel', { optional: true, mask: 'areaCode', width: 'xs' }),
      f('spousePhone', 'tel', { optional: true, mask: 'landline', hint: 'loans.hints.homePhone', width: 's' }),
      f('spouseCP', 'tel', { optional: true, mask: 'mobile', hint: 'loans.hints.mobilePhone', width: 'm' }),
      f('spouseIncome', 'amount', { optional: true, width: 'm' }),
    ],
  },
  {
    id: 'friend',
    title: 'creditCard.stepTitles.friend',
    fields: [
      f('friendName', 'text'),
      f('friendBusiness', 'text'),
      f('friendPosition', 'text'),
      f('friendDept', 'text'),
      f('friendPhone', 'tel', { width: 'm' }),
    ],
  },
];
