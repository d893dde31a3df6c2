import type { Strings } from './types.ts';

/** Strings of the UI kit and of more than one widget. */
const en = {
  required: 'This field is required',
  invalid: 'Please check this entry',
  errorSummaryTitle: 'There is a problem',
  errorCount_one: '{{count}} error',
  errorCount_other: '{{count}} errors',
  errorPrefix: 'Error:',
  /** Said first with a radio in error: Orca 43 reads no invalid state on a radio (docs/decisions.md). */
  radioInvalid: 'Invalid entry.',
  close: 'Close',
  ok: 'OK',
  busy: 'Please wait…',
  optional: 'optional',
  noMatches: 'No matches for “{{query}}”. Try a city, street or mall name.',
  matches_one: '{{count}} match',
  matches_other: '{{count}} matches',
  showOptions: 'Show options',
  showOptionsChosen: 'Show options, chosen: {{label}}',
  chosen: 'Chosen: {{label}}',
  keepTyping: 'keep typing to narrow the list',
  loadingOptions: 'Loading the list…',
  opensDialog: 'opens a dialog',
};

const fil: Strings<typeof en> = {
  required: 'Kailangang sagutan ito',
  invalid: 'Pakisuri ang sagot na ito',
  errorSummaryTitle: 'May problema',
  errorCount_one: '{{count}} mali',
  errorCount_other: '{{count}} mali',
  errorPrefix: 'May mali:',
  radioInvalid: 'Hindi wastong sagot.',
  close: 'Isara',
  ok: 'OK',
  busy: 'Sandali lang…',
  optional: 'hindi kailangan',
  noMatches: 'Walang tugma sa “{{query}}”. Subukan ang lungsod, kalye o mall.',
  matches_one: '{{count}} tugma',
  matches_other: '{{count}} na tugma',
  showOptions: 'Ipakita ang mga pagpipilian',
  showOptionsChosen: 'Ipakita ang mga pagpipilian, napili: {{label}}',
  chosen: 'Napili: {{label}}',
  keepTyping: 'mag-type pa para paikliin ang listahan',
  loadingOptions: 'Kinukuha ang listahan…',
  opensDialog: 'magbubukas ng dialog',
};

export const common = { en, fil };
