/** The calculator's rules live once in shared/calculators (the time deposit wizard reads the same hand-over). */
export {
  COUNTDOWN_EXTEND_SECONDS,
  DISCLAIMER_COUNTDOWN_SECONDS,
  LIFE_STAGES,
  TENORS,
  TENOR_MARK_LABELS,
  showsPrompt,
  tdHandOverHref,
  tdInitial,
  tdProblem,
  tdReducer,
  tenorDisplay,
  type LifeStage,
  type TdState,
} from '../../shared/calculators/td.ts';
export { caretAfterFormat, formatAmountInput, formatPeso } from '../../shared/calculators/amount.ts';
