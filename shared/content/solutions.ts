/**
 * The solution contact mapping (site-and-content.md §3): urlSolution, emailSolution, titleSolution
 * for the seven business solutions. The e-mail addresses are the reference deployment's samples.
 */
import type { SolutionKey } from './types.ts';

export interface SolutionContact {
  key: SolutionKey;
  urlSolution: string;
  emailSolution: string;
  titleSolution: string;
}

export const SOLUTION_CONTACTS: readonly SolutionContact[] = [
  {
    key: 'deposit',
    urlSolution: '/business/deposit-solution',
    emailSolution: 'deposits@sample-ewbank.ph',
    titleSolution: 'Deposit',
  },
  {
    key: 'cash',
    urlSolution: '/business/cash-management-solution',
    emailSolution: 'cashmanagement@sample-ewbank.ph',
    titleSolution: 'Cash Management',
  },
  {
    key: 'loan',
    urlSolution: '/business/loan-solution',
    emailSolution: 'businessloans@sample-ewbank.ph',
    titleSolution: 'Business Loan Solution',
  },
  {
    key: 'fixedincome',
    urlSolution: '/business/fixed-income-product',
    emailSolution: 'fixedincome@sample-ewbank.ph',
    titleSolution: 'Fixed Income Product',
  },
  {
    key: 'investment',
    urlSolution: '/business/investment-solution',
    emailSolution: 'trust@sample-ewbank.ph',
    titleSolution: 'Investment and Trust',
  },
  {
    key: 'forex',
    urlSolution: '/business/forex-service-solution',
    emailSolution: 'forex@sample-ewbank.ph',
    titleSolution: 'Forex Services',
  },
  {
    key: 'insurance',
    urlSolution: '/business/insurance-solution',
    emailSolution: 'insurance@sample-ewbank.ph',
    titleSolution: 'Insurance',
  },
];

export function solutionContact(key: SolutionKey): SolutionContact {
  return SOLUTION_CONTACTS.find((s) => s.key === key)!;
}

/** The business loan form (site-and-content.md §2 Routes): the request for callback, as its loan variant. */
export const BUSINESS_LOAN_FORM_PATH = '/business/form/business-loan-solution';

/**
 * Where a solution's page sends a visitor who wants a call: its own request for a
 * callback, as the contact mapping names it. Business loans have their form of §2; Fixed Income is
 * the investment variant (the product cards' REQUEST FOR CALLBACK goes there too); the others the
 * request for callback about that solution (as the Apply Today! chooser links them).
 */
export function solutionCallbackPath(key: SolutionKey): string {
  if (key === 'loan') return BUSINESS_LOAN_FORM_PATH;
  if (key === 'fixedincome') return '/request-for-callback/investment';
  return `/request-for-callback/?solution=${key}`;
}

/** The solution of a route path, if it is one of the seven. */
export function solutionForPath(path: string): SolutionContact | undefined {
  const p = path.replace(/\/+$/, '').toLowerCase();
  return SOLUTION_CONTACTS.find((s) => s.urlSolution === p);
}
