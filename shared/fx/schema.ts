/**
 * The forex rates bulletin (site-and-content.md §3 "FX rates: buyRate and sellRate for USD/PHP,
 * CNY/PHP, CNY/USD"; §7 "forex rates bulletin"). One schema for what an operator publishes
 * (PUT /admin/api/fx-rates, validated by the server) and one for what the board reads back (GET),
 * which the widget and the kiosk check before showing anything.
 *
 * A pair is BASE/QUOTE: "USD/PHP 58.0500" means one US dollar is 58.05 pesos. buyRate is what the
 * bank pays for one unit of the base currency, sellRate what it charges; buyRate <= sellRate.
 */
import * as v from 'valibot';

/** Rows a bulletin may hold (one screen must show them all). */
export const FX_MAX_RATES = 16;
/** Decimals shown when the bulletin does not say (fixed per row, so columns line up). */
export const FX_DEFAULT_DECIMALS = 4;
export const FX_MAX_DECIMALS = 6;
/** Largest rate accepted: far above any real quote, low enough to catch a pasted account number. */
export const FX_MAX_RATE = 1_000_000;

const PAIR = /^[A-Z]{3}\/[A-Z]{3}$/;
/** ISO 8601 date and time with seconds optional and a zone (Z or +08:00) required. */
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

export const pairSchema = v.pipe(
  v.string('fx.errors.pair'),
  v.regex(PAIR, 'fx.errors.pair'),
  v.check((p) => p.slice(0, 3) !== p.slice(4), 'fx.errors.pair'),
);

/** At most FX_MAX_DECIMALS decimals: 58.1234567 is a typo, not a rate. */
const hasFewDecimals = (n: number) => Math.abs(Number(n.toFixed(FX_MAX_DECIMALS)) - n) < 1e-9;

export const rateSchema = v.pipe(
  v.number('fx.errors.rate'),
  v.finite('fx.errors.rate'),
  v.gtValue(0, 'fx.errors.rate'),
  v.maxValue(FX_MAX_RATE, 'fx.errors.rate'),
  v.check(hasFewDecimals, 'fx.errors.rate'),
);

export const decimalsSchema = v.pipe(
  v.number('fx.errors.decimals'),
  v.integer('fx.errors.decimals'),
  v.minValue(0, 'fx.errors.decimals'),
  v.maxValue(FX_MAX_DECIMALS, 'fx.errors.decimals'),
);

export const asOfSchema = v.pipe(
  v.string('fx.errors.asOf'),
  v.regex(ISO_WITH_ZONE, 'fx.errors.asOf'),
  v.check((s) => {
    const t = Date.parse(s);
    return Number.isFinite(t) && t >= Date.UTC(2000, 0, 1) && t < Date.UTC(2100, 0, 1);
  }, 'fx.errors.asOf'),
);

const rowEntries = {
  pair: pairSchema,
  buyRate: rateSchema,
  sellRate: rateSchema,
  decimals: v.optional(decimalsSchema),
};

const uniquePairs = <T extends { pair: string }>(rows: T[]) => new Set(rows.map((r) => r.pair)).size === rows.length;

/** What an operator publishes. Unknown keys are refused, so a typo ("buy") is an error, not a loss. */
export const bulletinInputSchema = v.strictObject(
  {
    asOf: asOfSchema,
    rates: v.pipe(
      v.array(
        v.pipe(
          v.strictObject(rowEntries, 'fx.errors.row'),
          v.forward(
            v.partialCheck([['buyRate'], ['sellRate']], (r) => r.buyRate <= r.sellRate, 'fx.errors.spread'),
            ['sellRate'],
          ),
        ),
        'fx.errors.rates',
      ),
      v.minLength(1, 'fx.errors.rates'),
      v.maxLength(FX_MAX_RATES, 'fx.errors.rates'),
      v.check(uniquePairs, 'fx.errors.duplicate'),
    ),
  },
  'fx.errors.body',
);

export type BulletinInput = v.InferInput<typeof bulletinInputSchema>;
export type FxRate = v.InferOutput<typeof bulletinInputSchema>['rates'][number];

/** A stored bulletin as the server returns it (unknown keys ignored, so the server may add some). */
const storedBulletin = {
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  asOf: asOfSchema,
  publishedAt: asOfSchema,
  rates: v.pipe(
    v.array(
      v.pipe(
        v.object(rowEntries),
        v.forward(
          v.partialCheck([['buyRate'], ['sellRate']], (r) => r.buyRate <= r.sellRate),
          ['sellRate'],
        ),
      ),
    ),
    v.minLength(1),
    v.maxLength(FX_MAX_RATES),
    v.check(uniquePairs),
  ),
};

export const previousBulletinSchema = v.object(storedBulletin);

/** GET /api/forex-rates: the current bulletin and the one before it (null for the first). */
export const bulletinResponseSchema = v.object({
  ...storedBulletin,
  previous: v.nullable(previousBulletinSchema),
});

export type Bulletin = v.InferOutput<typeof bulletinResponseSchema>;
export type PreviousBulletin = v.InferOutput<typeof previousBulletinSchema>;

export function parseBulletin(value: unknown): Bulletin | undefined {
  const r = v.safeParse(bulletinResponseSchema, value);
  return r.success ? r.output : undefined;
}
