import { HANDOVER, HOST_FORM_ATTRIBUTES, KB, TIMEOUT, WIZARD_EVENTS, type WidgetManifest } from '../registry/types.ts';

export const widget = {
  name: 'personal-loan',
  form: 'personal-loan',
  summary: 'The personal loan application (wizard)',
  page: '/forms',
  attributes: {
    ...HOST_FORM_ATTRIBUTES,
    variant: {
      type: 'enum',
      values: ['summary'],
      description: 'summary: variant A, a review table of every answer (default: variant B).',
      live: true,
      otherScreen: true,
    },
    timeout: TIMEOUT,
    handover: HANDOVER,
  },
  events: WIZARD_EVENTS,
  budget: 90 * KB,
  demo: [
    { label: 'Personal loan application', id: 'campaign-personal-loan', order: 40, wide: true },
    {
      label: 'Personal loan application (summary review)',
      id: 'campaign-personal-loan-summary',
      order: 45,
      wide: true,
      attributes: { variant: 'summary' },
    },
  ],
} as const satisfies WidgetManifest;
