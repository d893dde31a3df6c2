import { HANDOVER, HOST_FORM_ATTRIBUTES, KB, TIMEOUT, WIZARD_EVENTS, type WidgetManifest } from '../registry/types.ts';

export const widget = {
  name: 'auto-loan',
  form: 'auto-loan',
  summary: 'The auto loan application (wizard)',
  page: '/forms',
  attributes: { timeout: TIMEOUT, handover: HANDOVER, ...HOST_FORM_ATTRIBUTES },
  events: WIZARD_EVENTS,
  budget: 90 * KB,
  demo: [{ label: 'Auto loan application', id: 'campaign-auto-loan', order: 20, wide: true }],
} as const satisfies WidgetManifest;
