/** A valid callback request as the widget sends it (the query of call 9), for unit and server tests. */
import { BRANCHES } from '../branches/index.ts';

export const VALID_CALLBACK = {
  CustomerName: 'Juan Dela Cruz',
  MobileNumber: '09171234567',
  PreferredStore: String(BRANCHES[0]!.code),
  PreferredSchedule: 'PM',
  AgreeTerms: 'Yes',
  Others: 'true,false,false,true,false|No',
};

/** The request's query string, with any field replaced. */
export const callbackQuery = (over: Partial<Record<keyof typeof VALID_CALLBACK, string>> = {}): string =>
  new URLSearchParams({ ...VALID_CALLBACK, ...over }).toString();
