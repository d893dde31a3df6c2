import { KB, type WidgetManifest } from '../registry/types.ts';

export const widget = {
  name: 'loan-calculator',
  form: 'loan-calculator',
  summary: 'The loan calculator',
  page: '/loans',
  attributes: {
    preset: { type: 'string', description: 'The loan product it opens on.', live: true, otherScreen: true },
  },
  events: ['ew:navigate'],
  budget: 68 * KB,
  demo: [{ label: 'Loan payments', id: 'campaign-loan-calculator', order: 110 }],
} as const satisfies WidgetManifest;
