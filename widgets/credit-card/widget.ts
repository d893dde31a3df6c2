import { HANDOVER, HOST_FORM_ATTRIBUTES, KB, TIMEOUT, WIZARD_EVENTS, type WidgetManifest } from '../registry/types.ts';

export const widget = {
  name: 'credit-card',
  form: 'credit-card',
  summary: 'The credit card application (wizard)',
  page: '/forms',
  attributes: { timeout: TIMEOUT, handover: HANDOVER, ...HOST_FORM_ATTRIBUTES },
  events: WIZARD_EVENTS,
  budget: 90 * KB,
  demo: [{ label: 'Credit card application', id: 'campaign-credit-card', order: 50, wide: true }],
} as const satisfies WidgetManifest;
