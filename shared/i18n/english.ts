/**
 * Message keys resolved to English, as the server answers rejected requests and tests check the
 * spec's texts. Register a namespace here when a form's schema starts using it.
 */
import { callback } from './callback.ts';
import { common } from './common.ts';
import { content } from './content.ts';
import { fx } from './fx.ts';
import { loans } from './loans.ts';
import { options } from './options.ts';
import { timeDeposit } from './time-deposit.ts';
import { leadgen } from './leadgen.ts';
import { wizard } from './wizard.ts';
import { loanCalculator } from './loan-calculator.ts';
import { rates } from './rates.ts';
import { tdCalculator } from './td-calculator.ts';
import { personalLoan } from './personal-loan.ts';
import { creditCard } from './credit-card.ts';
import { businessCallback } from './business-callback.ts';

const ENGLISH: Record<string, unknown> = {
  common: common.en,
  content: content.en,
  callback: callback.en,
  fx: fx.en,
  rates: rates.en,
  tdCalculator: tdCalculator.en,
  loanCalculator: loanCalculator.en,
  loans: loans.en,
  options: options.en,
  wizard: wizard.en,
  timeDeposit: timeDeposit.en,
  leadgen: leadgen.en,
  personalLoan: personalLoan.en,
  creditCard: creditCard.en,
  businessCallback: businessCallback.en,
};

/** 'callback.errors.name' -> 'Name should be atleast 3 characters long'; undefined if not a key. */
export function englishText(key: string | undefined): string | undefined {
  if (key === undefined) return undefined;
  let node: unknown = ENGLISH;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
