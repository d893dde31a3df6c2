/** The business callback is declared once in shared/ (the server serves it from the same declaration). */
export { BUSINESS_CALLBACK, emptyBusinessCallback } from '../../shared/business-callback/form.ts';
export { resolveSolution, solutionValues } from '../../shared/business-callback/schema.ts';
