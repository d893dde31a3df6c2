/** The calculator's rules live once in shared/calculators; rates come from shared/rates. */
export { DEFAULT_LOAN_TERM, LOAN_TERMS, type LoanTerm } from '../../shared/calculators/terms.ts';
export {
  LOAN_PRODUCTS,
  amortize,
  amountLimits,
  defaultLimits,
  loanAmountSchema,
  loanHandOverHref,
  productForPreset,
  productOf,
  rateFor,
  type LoanProduct,
} from '../../shared/calculators/loan.ts';
export {
  formatAmountInput,
  formatP,
  formatPeso,
  formatPesoCentavos,
  parseAmount,
} from '../../shared/calculators/amount.ts';
export { formatIsoDate, formatRate } from '../../shared/rates/format.ts';
export { ratesClient } from '../../shared/rates/client.ts';
