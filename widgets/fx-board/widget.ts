import { KB, TIMEOUT, type WidgetManifest } from '../registry/types.ts';

export const widget = {
  name: 'fx-board',
  form: 'fx-board',
  summary: 'The foreign exchange rate board or ticker',
  page: '/forexrates',
  attributes: {
    variant: {
      type: 'enum',
      values: ['board', 'marquee'],
      description: 'A table, or a moving ticker.',
      live: true,
      otherScreen: true,
    },
    'poll-interval': {
      type: 'seconds',
      description: 'How often the rates are asked for.',
      live: true,
      otherScreen: false,
    },
    timeout: TIMEOUT,
    'stale-after': {
      type: 'seconds',
      description: 'After how long without news the rates are marked stale.',
      live: true,
      otherScreen: false,
    },
    'backoff-min': { type: 'seconds', description: 'First wait after a failed poll.', live: true, otherScreen: false },
    'backoff-max': { type: 'seconds', description: 'Longest wait after failed polls.', live: true, otherScreen: false },
    speed: { type: 'number', description: 'Ticker speed, px/s.', live: true, otherScreen: false },
  },
  events: [],
  budget: 66 * KB,
  demo: [
    {
      label: 'Foreign exchange rates ticker',
      id: 'campaign-fx-marquee',
      order: 120,
      wide: true,
      attributes: { variant: 'marquee' },
    },
    { label: 'Foreign exchange rates', id: 'campaign-fx-board', order: 130, attributes: { variant: 'board' } },
  ],
} as const satisfies WidgetManifest;
