import { TENORS, tdInitial, tdReducer, type LifeStage, type TdState } from '../../shared/calculators/td.ts';

/**
 * The calculator as the visitor left its first screen (the values runtime/handover.ts read there):
 * the stage chosen, then where the amount and tenor sliders were (the tenor slider's value is the
 * tenor's index). Nothing done there: the calculator's own start.
 */
export function tdStart({ lifestage, investment, investmentTime }: Record<string, unknown> = {}): TdState {
  let s = tdInitial();
  if (lifestage) s = tdReducer(s, { type: 'stage', stage: lifestage as LifeStage });
  if (investment) s = tdReducer(s, { type: 'amount', amount: Number(investment) });
  const days = TENORS[investmentTime as number];
  if (days) s = tdReducer(s, { type: 'tenor', days });
  return s;
}
