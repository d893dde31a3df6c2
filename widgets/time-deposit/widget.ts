import { HANDOVER, HOST_FORM_ATTRIBUTES, KB, TIMEOUT, WIZARD_EVENTS, type WidgetManifest } from '../registry/types.ts';

export const widget = {
  name: 'time-deposit',
  form: 'time-deposit',
  summary: 'The time deposit application (wizard), with save and resume',
  page: '/deposits/timedeposit',
  attributes: {
    ...HOST_FORM_ATTRIBUTES,
    'reference-id': {
      type: 'string',
      description: 'Resumes the saved application with this reference (from the e-mailed link).',
      live: true,
      otherScreen: true,
    },
    timeout: TIMEOUT,
    handover: HANDOVER,
  },
  events: WIZARD_EVENTS,
  budget: 90 * KB,
  demo: [{ label: 'Time deposit application', id: 'campaign-time-deposit', order: 60, wide: true }],
} as const satisfies WidgetManifest;
