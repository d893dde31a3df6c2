import type { Strings } from './types.ts';

/** The words of every form the engine draws, one step or many (widgets/wizard: fields, Submit, its failure). */
const en = {
  submit: 'Submit',
  submitting: 'Submitting…',
  optional: '(optional)',
  select: 'Select…',
  errorTitle: 'Error',
};

const fil: Strings<typeof en> = {
  submit: 'Ipasa',
  submitting: 'Ipinapasa…',
  optional: '(hindi kailangan)',
  select: 'Pumili…',
  errorTitle: 'Nagkaproblema',
};

export const form = { en, fil };
