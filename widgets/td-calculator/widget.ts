import { KB, type WidgetManifest } from '../registry/types.ts';

export const widget = {
  name: 'td-calculator',
  form: 'td-calculator',
  summary: 'The time deposit investment calculator',
  page: '/deposits/timedeposit',
  attributes: {},
  events: ['ew:navigate'],
  budget: 68 * KB,
  demo: [{ label: 'Time deposit', id: 'campaign-td-calculator', order: 100 }],
} as const satisfies WidgetManifest;
