/** A valid form for tests (unit and server): tomorrow to three days ahead, the first branch. */
import { BRANCHES } from '../branches/index.ts';
import type { Values } from '../forms/contract.ts';
import { BUSINESS_CALLBACK } from './form.ts';
import { addDays, manilaToday } from './schema.ts';

export function validValues(over: Values = {}): Values {
  return {
    ...BUSINESS_CALLBACK.empty(),
    hasAnExistingAccount: 'YES',
    preferredStore: String(BRANCHES[0]!.code),
    typeOfBusiness: 'Trading',
    inquireAbout: ['Deposits'],
    primaryMobileNumber: '09171234567',
    preferredDay: [addDays(manilaToday(), 1), addDays(manilaToday(), 3)],
    businessName: 'Dela Cruz Trading',
    name: 'Juan Dela Cruz',
    email: 'juan@example.ph',
    ...over,
  };
}
