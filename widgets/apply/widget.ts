import { HANDOVER, HOST_FORM_ATTRIBUTES, KB, type WidgetManifest } from '../registry/types.ts';

export const widget = {
  name: 'apply',
  form: 'apply',
  summary: 'The Apply Today! chooser, opening each application form',
  page: '/forms',
  attributes: {
    ...HOST_FORM_ATTRIBUTES,
    preset: {
      type: 'enum',
      values: ['creditcard', 'personal-loan', 'auto-loan', 'home-loan', 'leadgen', 'timedeposit'],
      description: 'Opens this form at once instead of the list.',
      live: true,
      otherScreen: true,
    },
    handover: HANDOVER,
    'chat-url': {
      type: 'url',
      description: 'The chat assistant the Credit Card choice opens.',
      live: true,
      otherScreen: false,
    },
  },
  events: ['ew:navigate'],
  budget: 70 * KB, // the chooser itself; each form it opens loads its own chunks
  demo: [{ label: 'Apply Today', id: 'campaign-apply', order: 80, wide: true }],
} as const satisfies WidgetManifest;
