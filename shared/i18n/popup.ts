import type { Strings } from './types.ts';

/** Popup mode: a form behind a button, in a modal over the partner's page. */
const en = {
  open: 'Apply now',
  // site-and-content.md §2 "Global dialog host", the same words as the site's.
  confirmClose: 'Are you sure you want to close?',
  no: 'No',
  yes: 'Yes',
};

const fil: Strings<typeof en> = {
  open: 'Mag-apply na',
  confirmClose: 'Sigurado ka bang isasara mo ito?',
  no: 'Hindi',
  yes: 'Oo',
};

export const popup = { en, fil };
