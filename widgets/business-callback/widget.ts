import { HOST_FORM_ATTRIBUTES, FORM_EVENTS, KB, TIMEOUT, type WidgetManifest } from '../registry/types.ts';

export const widget = {
  name: 'business-callback',
  form: 'request-for-callback',
  summary: 'The business request for a callback',
  page: '/request-for-callback',
  attributes: {
    ...HOST_FORM_ATTRIBUTES,
    solution: {
      type: 'string',
      description: 'The business solution the request is about (its contact mapping decides the form).',
      live: true,
      otherScreen: true,
    },
    variant: {
      type: 'enum',
      values: ['deposit-page', 'investment'],
      description: 'The form as a deposit page or the investment page shows it.',
      live: true,
      otherScreen: true,
    },
    timeout: TIMEOUT,
  },
  events: FORM_EVENTS,
  budget: 70 * KB,
  demo: [
    {
      label: 'Business request for callback',
      id: 'campaign-business-callback',
      order: 90,
      wide: true,
      attributes: { solution: 'loan' },
    },
  ],
} as const satisfies WidgetManifest;
