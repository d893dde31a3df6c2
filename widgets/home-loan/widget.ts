import { HANDOVER, HOST_FORM_ATTRIBUTES, KB, TIMEOUT, WIZARD_EVENTS, type WidgetManifest } from '../registry/types.ts';

export const widget = {
  name: 'home-loan',
  form: 'home-loan',
  summary: 'The home loan application (wizard)',
  page: '/forms',
  attributes: { timeout: TIMEOUT, handover: HANDOVER, ...HOST_FORM_ATTRIBUTES },
  events: WIZARD_EVENTS,
  budget: 90 * KB,
  demo: [{ label: 'Home loan application', id: 'campaign-home-loan', order: 30, wide: true }],
} as const satisfies WidgetManifest;
