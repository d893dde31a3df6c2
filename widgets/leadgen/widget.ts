import { HANDOVER, HOST_FORM_ATTRIBUTES, KB, TIMEOUT, WIZARD_EVENTS, type WidgetManifest } from '../registry/types.ts';

export const widget = {
  name: 'leadgen',
  form: 'leadgen',
  summary: 'The second application form: open an account (wizard)',
  page: '/forms',
  attributes: { timeout: TIMEOUT, handover: HANDOVER, ...HOST_FORM_ATTRIBUTES },
  events: WIZARD_EVENTS,
  budget: 90 * KB,
  demo: [{ label: 'Open an account', id: 'campaign-leadgen', order: 70, wide: true }],
} as const satisfies WidgetManifest;
