/**
 * The shapes of the rate data sets (site-and-content.md §3 "Rate data"; the spec does not show
 * them: docs/decisions.md "Rate data"). One valibot schema per kind, used by the operator API to
 * refuse bad data (400, never 500) and by the client to refuse a malformed answer.
 * Messages are i18n keys of the `rates` namespace (English on the server, shared/i18n/rates.ts).
 */
import * as v from 'valibot';
import { LOAN_TERMS } from '../calculators/terms.ts';
import { RATE_SETS, type RateKind, type RateSetName } from './sets.ts';

const text = (max: number) =>
  v.pipe(
    v.string('rates.errors.text'),
    v.trim(),
    v.minLength(1, 'rates.errors.text'),
    v.maxLength(max, 'rates.errors.text'),
  );
const optionalText = (max: number) =>
  v.optional(v.pipe(v.string('rates.errors.text'), v.trim(), v.maxLength(max, 'rates.errors.text')));

/** yyyy-MM-dd that is a real calendar day. */
export const isoDate = v.pipe(
  v.string('rates.errors.date'),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'rates.errors.date'),
  v.check((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'rates.errors.date'),
);

const pesos = v.pipe(
  v.number('rates.errors.amount'),
  v.integer('rates.errors.amount'),
  v.minValue(1, 'rates.errors.amount'),
  v.maxValue(1e11, 'rates.errors.amount'),
);
/** Percent per annum (deposits, bonds). */
const annualRate = v.pipe(
  v.number('rates.errors.rate'),
  v.minValue(0, 'rates.errors.rate'),
  v.maxValue(100, 'rates.errors.rate'),
);
/** Monthly add-on rate in percent (loans): 0.65 means 0.65 % of the amount per month. */
const monthlyAddOnRate = v.pipe(
  v.number('rates.errors.loanRate'),
  v.minValue(0, 'rates.errors.loanRate'),
  v.maxValue(10, 'rates.errors.loanRate'),
);

export const loanRateTableSchema = v.pipe(
  v.object({
    kind: v.literal('loan', 'rates.errors.kind'),
    title: text(120),
    effective: isoDate,
    terms: v.pipe(
      v.array(v.picklist(LOAN_TERMS, 'rates.errors.terms'), 'rates.errors.terms'),
      v.minLength(1, 'rates.errors.terms'),
      v.check((ts) => ts.every((t, i) => i === 0 || t > ts[i - 1]!), 'rates.errors.terms'),
    ),
    bands: v.pipe(
      v.array(v.object({ min: pesos, max: pesos }, 'rates.errors.bands'), 'rates.errors.bands'),
      v.minLength(1, 'rates.errors.bands'),
      v.maxLength(12, 'rates.errors.bands'),
      v.check((bs) => bs.every((b, i) => b.min <= b.max && (i === 0 || b.min > bs[i - 1]!.max)), 'rates.errors.bands'),
    ),
    rates: v.array(v.array(monthlyAddOnRate, 'rates.errors.shape'), 'rates.errors.shape'),
    note: optionalText(500),
  }),
  v.forward(
    v.check(
      (t) => t.rates.length === t.terms.length && t.rates.every((row) => row.length === t.bands.length),
      'rates.errors.shape',
    ),
    ['rates'],
  ),
);

export const depositRateTableSchema = v.pipe(
  v.object({
    kind: v.literal('deposit', 'rates.errors.kind'),
    title: text(160),
    /** ISO 4217 code of the table's currency; absent when rows are of several currencies. */
    currency: v.optional(v.pipe(v.string('rates.errors.currency'), v.regex(/^[A-Z]{3}$/, 'rates.errors.currency'))),
    rateType: v.optional(v.picklist(['fixed', 'floating'], 'common.invalid')),
    columns: v.pipe(
      v.array(text(60), 'rates.errors.shape'),
      v.minLength(1, 'rates.errors.shape'),
      v.maxLength(16, 'rates.errors.shape'),
    ),
    rows: v.pipe(
      v.array(
        v.object({ title: text(160), rates: v.array(v.nullable(annualRate), 'rates.errors.shape') }),
        'rates.errors.shape',
      ),
      v.minLength(1, 'rates.errors.shape'),
      v.maxLength(60, 'rates.errors.shape'),
    ),
    note: optionalText(500),
  }),
  v.forward(
    v.check((t) => t.rows.every((r) => r.rates.length === t.columns.length), 'rates.errors.shape'),
    ['rows'],
  ),
);

export const rateValiditySchema = v.pipe(
  v.object({
    kind: v.literal('validity', 'rates.errors.kind'),
    text: text(300),
    from: isoDate,
    to: isoDate,
  }),
  v.forward(
    v.check((t) => t.from <= t.to, 'rates.errors.date'),
    ['to'],
  ),
);

export const bondPicksSchema = v.object({
  kind: v.literal('bonds', 'rates.errors.kind'),
  title: text(120),
  subtext: text(600),
  items: v.pipe(
    v.array(
      v.object({
        name: text(120),
        currency: v.pipe(v.string('rates.errors.currency'), v.regex(/^[A-Z]{3}$/, 'rates.errors.currency')),
        coupon: annualRate,
        yield: annualRate,
        maturity: isoDate,
        /** Smallest placement, in the bond's currency. */
        minimum: v.optional(pesos),
      }),
      'rates.errors.shape',
    ),
    v.maxLength(30, 'rates.errors.shape'),
  ),
});

export type LoanRateTable = v.InferOutput<typeof loanRateTableSchema>;
export type DepositRateTable = v.InferOutput<typeof depositRateTableSchema>;
export type RateValidity = v.InferOutput<typeof rateValiditySchema>;
export type BondPicks = v.InferOutput<typeof bondPicksSchema>;

export interface RateDataByKind {
  loan: LoanRateTable;
  deposit: DepositRateTable;
  validity: RateValidity;
  bonds: BondPicks;
}
export type RateData = RateDataByKind[RateKind];
export type RateDataOf<N extends RateSetName> = RateDataByKind[(typeof RATE_SETS)[N]['kind']];

export const SCHEMA_BY_KIND = {
  loan: loanRateTableSchema,
  deposit: depositRateTableSchema,
  validity: rateValiditySchema,
  bonds: bondPicksSchema,
} as const;

export function schemaFor(name: RateSetName) {
  return SCHEMA_BY_KIND[RATE_SETS[name].kind];
}

/** What GET /api/rates/{set} answers. */
export interface RateSetRecord<N extends RateSetName = RateSetName> {
  set: N;
  /** ISO 8601, UTC: when the operator last published this set (or when the sample was seeded). */
  updatedAt: string;
  data: RateDataOf<N>;
}
