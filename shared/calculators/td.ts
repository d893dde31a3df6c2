/**
 * The time-deposit investment calculator, written once as data (site-and-content.md §2 "Time-deposit
 * calculator", §3 "Investment calculator state", §4, §5 "Investment amount", §9) and used by the
 * widget, its tests and the time deposit wizard (which reads the hand-over, see the end).
 * Messages are i18n keys of the `tdCalculator` namespace (shared/i18n/td-calculator.ts).
 */
import * as v from 'valibot';
import { validate, type MessageKey } from '../messages.ts';
import { formatAmountInput, parseAmount } from './amount.ts';
import { groupThousands } from '../masks.ts';

/** Limits of the amount slider for a group of life stages (§9). */
export interface StageLimits {
  min: number;
  max: number;
  increment: number;
  start: number;
  /** First four stages: "Are you interested in investing more?" may switch to a typed amount. */
  mayTypeAmount: boolean;
}

/** Single/Independent … Family with Grown Up Kids (§9 "others"). */
export const STARTER_LIMITS: StageLimits = {
  min: 10_000,
  max: 490_000,
  increment: 10_000,
  start: 10_000,
  mayTypeAmount: true,
};
/** Empty Nester or Retiree (§9). */
export const SENIOR_LIMITS: StageLimits = {
  min: 500_000,
  max: 5_000_000,
  increment: 100_000,
  start: 500_000,
  mayTypeAmount: false,
};

/**
 * The six life stages in the spec's order. `code` is what the hand-over URL carries; `label` is the
 * spec's English text, the value the time deposit application sends as StageInLife.
 */
export const LIFE_STAGES = [
  { code: 'single', label: 'Single/Independent', limits: STARTER_LIMITS },
  { code: 'couple', label: 'Starting a life together', limits: STARTER_LIMITS },
  { code: 'young-kids', label: 'Family with Young Kids', limits: STARTER_LIMITS },
  { code: 'grown-kids', label: 'Family with Grown Up Kids', limits: STARTER_LIMITS },
  { code: 'empty-nester', label: 'Empty Nester', limits: SENIOR_LIMITS },
  { code: 'retiree', label: 'Retiree', limits: SENIOR_LIMITS },
] as const;
export type LifeStage = (typeof LIFE_STAGES)[number]['code'];
export const LIFE_STAGE_CODES = LIFE_STAGES.map((s) => s.code) as readonly LifeStage[];

export function stageOf(code: string): (typeof LIFE_STAGES)[number] | undefined {
  return LIFE_STAGES.find((s) => s.code === code);
}

/** An amount of exactly this suppresses the "interested in investing more" prompt (§9). */
export const PROMPT_SUPPRESSED_AT = 490_000;

/** The typed amount's limits and messages (§5 "Investment amount", §8). */
export const TYPED_AMOUNT_MIN = 10_000;
export const TYPED_AMOUNT_MAX = 5_000_000;
export const AMOUNT_MESSAGES = {
  min: 'tdCalculator.errors.min', // 'Amount should not be less than P10,000.'
  max: 'tdCalculator.errors.max', // 'Amount should not be more than P5,000,000.'
} as const satisfies Record<string, MessageKey>;

export const typedAmountSchema = v.pipe(
  v.number(AMOUNT_MESSAGES.min),
  v.minValue(TYPED_AMOUNT_MIN, AMOUNT_MESSAGES.min),
  v.maxValue(TYPED_AMOUNT_MAX, AMOUNT_MESSAGES.max),
);

/** '' when the typed amount is within limits ("otherwise cleared"), else the message key. */
export function amountMessage(amount: number): MessageKey | '' {
  const result = validate(v.object({ amount: typedAmountSchema }), { amount: Number.isFinite(amount) ? amount : 0 });
  return result.ok ? '' : (result.errors.amount ?? AMOUNT_MESSAGES.min);
}

/** Tenor slider (§9): 30 to 1800 days, these marks only (time deposits come in these terms). */
export const TENORS = [30, 60, 90, 180, 270, 360, 720, 1080, 1440, 1800] as const;
export type Tenor = (typeof TENORS)[number];
export const DEFAULT_TENOR: Tenor = 30;
/** Marks that carry a label under the tenor slider (§9: "360 (1 year)", "1800 (5 years)"). */
export const TENOR_MARK_LABELS: Partial<Record<Tenor, MessageKey>> = {
  360: 'tdCalculator.oneYear',
  1800: 'tdCalculator.fiveYears',
};

export function isTenor(days: unknown): days is Tenor {
  return typeof days === 'number' && (TENORS as readonly number[]).includes(days);
}

/**
 * Duration display (§9): over 360 days shown as days/360 years, else days. Translated with the
 * `tdCalculator.days` / `tdCalculator.years` plurals: { key, count }.
 */
export function tenorDisplay(days: number): { key: MessageKey; count: number } {
  return days > 360
    ? { key: 'tdCalculator.years', count: Math.round((days / 360) * 100) / 100 }
    : { key: 'tdCalculator.days', count: days };
}

// ---------------------------------------------------------------------------------------------
// Calculator state (§3 "Investment calculator state", names as the spec spells them) and its
// transitions (§4: choosing a life stage resets amount, tenor and input mode).

export interface TdState {
  lifestage: LifeStage | '';
  /** Whole pesos; 0 until a stage is chosen (§9 "default amount 0"). */
  investment: number;
  /** Days (§9 "default term 30 days"). */
  investmentTime: Tenor;
  startInvestment: number;
  minInvestment: number;
  maxInvestment: number;
  increment: number;
  /** true once "YES, I'M INTERESTED" switched the slider to the typed field. */
  investmentInput: boolean;
  /** Message key of the typed amount, '' when within limits. */
  amountErrorMsg: MessageKey | '';
  /** What the typed field shows ("PHP 12,345"). */
  amountText: string;
}

export type TdAction =
  | { type: 'stage'; stage: LifeStage }
  | { type: 'amount'; amount: number }
  | { type: 'interested' }
  | { type: 'typed'; text: string }
  | { type: 'tenor'; days: number };

export function tdInitial(): TdState {
  return {
    lifestage: '',
    investment: 0,
    investmentTime: DEFAULT_TENOR,
    startInvestment: 0,
    minInvestment: 0,
    maxInvestment: 0,
    increment: 0,
    investmentInput: false,
    amountErrorMsg: '',
    amountText: '',
  };
}

/** A slider amount: within the stage's limits, on its increments (counted from the minimum). */
export function snapAmount(amount: number, limits: Pick<StageLimits, 'min' | 'max' | 'increment'>): number {
  if (!Number.isFinite(amount)) return limits.min;
  const steps = Math.round((amount - limits.min) / limits.increment);
  return Math.min(limits.max, Math.max(limits.min, limits.min + steps * limits.increment));
}

/** The nearest tenor mark (the slider has no values between marks). */
export function snapTenor(days: number): Tenor {
  let best: Tenor = TENORS[0];
  for (const t of TENORS) if (Math.abs(t - days) < Math.abs(best - days)) best = t;
  return best;
}

export function tdReducer(state: TdState, action: TdAction): TdState {
  switch (action.type) {
    case 'stage': {
      const stage = stageOf(action.stage);
      if (!stage) return state;
      const { min, max, increment, start } = stage.limits;
      return {
        ...tdInitial(),
        lifestage: stage.code,
        investment: start,
        startInvestment: start,
        minInvestment: min,
        maxInvestment: max,
        increment,
      };
    }
    case 'amount':
      if (!state.lifestage || state.investmentInput) return state;
      return {
        ...state,
        investment: snapAmount(action.amount, {
          min: state.minInvestment,
          max: state.maxInvestment,
          increment: state.increment,
        }),
      };
    case 'interested':
      if (!showsPrompt(state)) return state;
      return {
        ...state,
        investmentInput: true,
        amountText: formatAmountInput(String(state.investment)),
        amountErrorMsg: amountMessage(state.investment),
      };
    case 'typed': {
      if (!state.investmentInput) return state;
      // The amount is what the field shows (at most the currency mask's 9 digits).
      const amountText = formatAmountInput(action.text);
      const amount = parseAmount(amountText);
      const investment = Number.isFinite(amount) ? amount : 0;
      return {
        ...state,
        amountText,
        investment,
        amountErrorMsg: amountMessage(investment),
      };
    }
    case 'tenor':
      return { ...state, investmentTime: snapTenor(action.days) };
  }
}

/** "Are you interested in investing more?" shows for the first four stages, on the slider, below 490,000. */
export function showsPrompt(state: TdState): boolean {
  const stage = stageOf(state.lifestage);
  return !!stage && stage.limits.mayTypeAmount && !state.investmentInput && state.investment !== PROMPT_SUPPRESSED_AT;
}

/** What stops "Apply now": no stage yet, or a typed amount out of limits. */
export function tdProblem(state: TdState): 'stage' | 'amount' | undefined {
  if (!state.lifestage) return 'stage';
  if (state.investmentInput && state.amountErrorMsg) return 'amount';
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Hand-over to the time deposit application (docs/decisions.md "Hand-over", README "Hand-over").
//
//   /forms?preset=timedeposit&stage=<life stage code>&amount=<whole pesos, digits>&tenor=<days>
//
// emitted as ew:navigate { href }. The time deposit wizard reads it with readTdHandOver() and
// fills StageInLife (the stage's spec label), AmountToInvest (thousands separators) and Tenor.

export const TD_APPLICATION_PATH = '/forms';
export const TD_PRESET = 'timedeposit';

export interface TdHandOver {
  stage: LifeStage;
  amount: number;
  tenor: Tenor;
}

export const tdHandOverSchema = v.pipe(
  v.object({
    preset: v.literal(TD_PRESET),
    stage: v.picklist(LIFE_STAGE_CODES),
    amount: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number)),
    tenor: v.pipe(
      v.string(),
      v.regex(/^\d{2,4}$/),
      v.transform(Number),
      v.check((n: number) => isTenor(n)),
    ),
  }),
  // The amount must be one the calculator can produce for that stage.
  v.check(({ stage, amount }) => {
    const limits = stageOf(stage)!.limits;
    if (amount > TYPED_AMOUNT_MAX) return false;
    if (limits.mayTypeAmount) return amount >= TYPED_AMOUNT_MIN;
    return amount >= limits.min && amount <= limits.max && (amount - limits.min) % limits.increment === 0;
  }),
  v.transform(({ stage, amount, tenor }): TdHandOver => ({ stage, amount, tenor: tenor as Tenor })),
);

export function tdHandOverHref(handOver: TdHandOver): string {
  const q = new URLSearchParams({
    preset: TD_PRESET,
    stage: handOver.stage,
    amount: String(handOver.amount),
    tenor: String(handOver.tenor),
  });
  return `${TD_APPLICATION_PATH}?${q.toString()}`;
}

/** The calculator's hand-over from a query string ("?preset=…" or URLSearchParams); undefined if absent or not valid. */
export function readTdHandOver(search: string | URLSearchParams): TdHandOver | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const input: Record<string, string> = {};
  for (const key of ['preset', 'stage', 'amount', 'tenor']) {
    const all = params.getAll(key);
    if (all.length !== 1) return undefined;
    input[key] = all[0]!;
  }
  const result = v.safeParse(tdHandOverSchema, input);
  return result.success ? result.output : undefined;
}

/** The time deposit application's three fields from a hand-over (§3: amount with English separators). */
export function tdApplicationFields(handOver: TdHandOver): {
  StageInLife: string;
  AmountToInvest: string;
  Tenor: string;
} {
  return {
    StageInLife: stageOf(handOver.stage)!.label,
    AmountToInvest: groupThousands(String(handOver.amount)),
    Tenor: String(handOver.tenor),
  };
}
