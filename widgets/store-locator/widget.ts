import { KB, TIMEOUT, type WidgetManifest } from '../registry/types.ts';

export const widget = {
  name: 'store-locator',
  form: 'store-locator',
  summary: 'The store and ATM locator',
  page: '/storedirectory',
  attributes: {
    variant: {
      type: 'enum',
      values: ['stores', 'atm'],
      description: 'Stores (default) or ATMs.',
      live: true,
      otherScreen: true,
    },
    timeout: TIMEOUT,
  },
  events: [],
  budget: 66 * KB,
  demo: [{ label: 'Store and ATM locator', id: 'campaign-store-locator', order: 140, wide: true }],
} as const satisfies WidgetManifest;
