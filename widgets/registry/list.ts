// Every widget that ships, one line each (docs/architecture.md "Adding a widget"). Each line names the
// widget's own declaration, next to its code; the order here means nothing (the namespace is sorted).
export { widget as callbackForm } from '../callback-form/widget.ts';
export { widget as autoLoan } from '../auto-loan/widget.ts';
export { widget as homeLoan } from '../home-loan/widget.ts';
export { widget as personalLoan } from '../personal-loan/widget.ts';
export { widget as creditCard } from '../credit-card/widget.ts';
export { widget as timeDeposit } from '../time-deposit/widget.ts';
export { widget as leadgen } from '../leadgen/widget.ts';
export { widget as apply } from '../apply/widget.ts';
export { widget as businessCallback } from '../business-callback/widget.ts';
export { widget as tdCalculator } from '../td-calculator/widget.ts';
export { widget as loanCalculator } from '../loan-calculator/widget.ts';
export { widget as fxBoard } from '../fx-board/widget.ts';
export { widget as storeLocator } from '../store-locator/widget.ts';
