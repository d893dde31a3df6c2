/**
 * Analytics (site-and-content.md §7 "Analytics", §9 "environment RELEASE, test mode off, analytics
 * enabled"): a page view on every route change and the §7 events, with their category, action and
 * label exactly as the spec spells them, pushed to `window.dataLayer`, the queue tag managers (Google
 * Tag Manager and the like) read. The site also pushes what its widgets report (ew:success, ew:error:
 * application-forms.md §7 "Analytics events are pushed on callback success or API error").
 *
 * On by default (SITE.analytics); `testMode` records the calls in memory instead (`recorded`), for
 * tests; outside RELEASE every push is also logged to the console. A deployment may install its own
 * adapter (window.ewAnalytics before the site loads, or setAnalytics()). A failure anywhere on this
 * path is only logged (console.warn): the page never breaks for it.
 */
import { SITE, type SiteConfig } from './config.ts';

export const CATEGORIES = {
  MOBILE_CHECK_DEPOSIT: 'MOBILE_CHECK_DEPOSIT',
  HOME_PAGE_CAROUSEL: 'HOME_PAGE_CAROUSEL',
  DXP_LANDING_PAGE: 'DXP_LANDING_PAGE',
} as const;
export const ACTIONS = {
  ENTRY_POINT_FROM_CAROUSEL: 'ENTRY_POINT_FROM_CAROUSEL',
  NAV_AFFIX_CLICK: 'NAV_AFFIX_CLICK',
  BANNER_CALL_TO_ACTION_CLICK: 'BANNER_CALL_TO_ACTION_CLICK',
} as const;
export const LABELS = {
  NAVIGATE_FROM_HOME_PAGE_CAROUSEL_TO: 'NAVIGATE_FROM_HOME_PAGE_CAROUSEL_TO',
  NAV_AFFIX_SECTION_MENU: 'NAV_AFFIX_SECTION_MENU',
  DXP_DOWNLOAD: 'DXP_DOWNLOAD',
} as const;

export interface TrackedEvent {
  category: (typeof CATEGORIES)[keyof typeof CATEGORIES];
  action: (typeof ACTIONS)[keyof typeof ACTIONS];
  label: (typeof LABELS)[keyof typeof LABELS];
}

/** The site's events: which of the spec's categories, actions and labels go together (docs/decisions.md). */
export const EVENTS = {
  /** A home page carousel slide's call to action. */
  carouselEntry: {
    category: CATEGORIES.HOME_PAGE_CAROUSEL,
    action: ACTIONS.ENTRY_POINT_FROM_CAROUSEL,
    label: LABELS.NAVIGATE_FROM_HOME_PAGE_CAROUSEL_TO,
  },
  /** The app landing page's section menu (the "affix" that stays in view). */
  sectionMenu: {
    category: CATEGORIES.DXP_LANDING_PAGE,
    action: ACTIONS.NAV_AFFIX_CLICK,
    label: LABELS.NAV_AFFIX_SECTION_MENU,
  },
  /** The app landing page's store buttons. */
  appDownload: {
    category: CATEGORIES.DXP_LANDING_PAGE,
    action: ACTIONS.BANNER_CALL_TO_ACTION_CLICK,
    label: LABELS.DXP_DOWNLOAD,
  },
  /** The mobile check deposit banner's store buttons. */
  mobileCheckDeposit: {
    category: CATEGORIES.MOBILE_CHECK_DEPOSIT,
    action: ACTIONS.BANNER_CALL_TO_ACTION_CLICK,
    label: LABELS.DXP_DOWNLOAD,
  },
} as const satisfies Record<string, TrackedEvent>;

/** What a widget reported: its form's success, or a failure of its call (kind as the ew:error event's). */
export interface FormOutcome {
  outcome: 'success' | 'error';
  form: string;
  kind?: string;
}

export interface AnalyticsAdapter {
  pageView(path: string): void;
  /** `link`: where the tracked link goes (a path, an address or a #section), when it goes somewhere. */
  event(category: string, action: string, label: string, link?: string): void;
  form?(outcome: FormOutcome): void;
}

export const noopAnalytics: AnalyticsAdapter = { pageView() {}, event() {} };

type DataLayerEntry = Record<string, string>;

/**
 * Pushes to `target.dataLayer` (created when missing, as tag managers expect): `page_view` with
 * `page_path`; `ew_event` with `event_category`, `event_action`, `event_label` (and `link_url`);
 * `ew_form_success` / `ew_form_error` with `form` (and `error_kind`). A form's reference number is
 * never pushed.
 */
export function dataLayerAnalytics(
  target: { dataLayer?: unknown[] } = globalThis as { dataLayer?: unknown[] },
  log?: (entry: DataLayerEntry) => void,
): AnalyticsAdapter {
  const push = (entry: DataLayerEntry) => {
    target.dataLayer ??= [];
    target.dataLayer.push(entry);
    log?.(entry);
  };
  return {
    pageView: (path) => push({ event: 'page_view', page_path: path }),
    event: (category, action, label, link) =>
      push({
        event: 'ew_event',
        event_category: category,
        event_action: action,
        event_label: label,
        ...(link ? { link_url: link } : {}),
      }),
    form: ({ outcome, form, kind }) =>
      push({ event: `ew_form_${outcome}`, form, ...(outcome === 'error' && kind ? { error_kind: kind } : {}) }),
  };
}

/** Calls recorded in test mode (§9 "test mode"), newest last. */
export const recorded: { pageView: string[]; event: string[][]; form: FormOutcome[] } = {
  pageView: [],
  event: [],
  form: [],
};

const testModeAnalytics: AnalyticsAdapter = {
  pageView: (path) => void recorded.pageView.push(path),
  event: (...args) => void recorded.event.push(args.filter((a): a is string => a !== undefined)),
  form: (outcome) => void recorded.form.push(outcome),
};

/** The adapter a configuration asks for: off, test mode, or window.dataLayer (logged outside RELEASE). */
export function analyticsFor(config: Pick<SiteConfig, 'analytics' | 'testMode' | 'environment'>): AnalyticsAdapter {
  if (!config.analytics) return noopAnalytics;
  if (config.testMode) return testModeAnalytics;
  return dataLayerAnalytics(
    undefined,
    config.environment === 'RELEASE' ? undefined : (entry) => console.info('analytics', entry),
  );
}

let adapter: AnalyticsAdapter = (globalThis as { ewAnalytics?: AnalyticsAdapter }).ewAnalytics ?? analyticsFor(SITE);

export function setAnalytics(next: AnalyticsAdapter): void {
  adapter = next;
}

function safely(what: string, fn: () => void) {
  try {
    fn();
  } catch (err) {
    console.warn(`analytics ${what} failed:`, err);
  }
}

/**
 * The path as analytics may see it: a resume link's reference id is half of what opens a saved
 * application, so it never leaves the page.
 */
export const analyticsPath = (path: string) => path.replace(/^(\/forms\/timedeposit\/)[^/?#]+/i, '$1:id');

export const track = {
  pageView: (path: string) => safely('pageView', () => adapter.pageView(analyticsPath(path))),
  event: (e: TrackedEvent, link?: string) =>
    safely('event', () => adapter.event(e.category, e.action, e.label, link && analyticsPath(link))),
  form: (outcome: FormOutcome) => safely('form', () => adapter.form?.(outcome)),
};

/**
 * Forwards what the widgets on the page report: ew:success and ew:error bubble out of their shadow
 * roots (composed), so one listener on the document hears every widget, nested ones included.
 * Returns the way to stop.
 */
/**
 * The ew:error kinds that are not a visitor's form failing (CONTRACT.md): a widget that could not load
 * or start, and a partner's refused prefill. `ew_form_error` counts what application-forms.md §7
 * calls an API error (`http`, `timeout`, `network`), so those stay out of it.
 */
const NOT_FORM_ERRORS = new Set(['load', 'mount', 'prefill']);

export function trackWidgets(root: Pick<Document, 'addEventListener' | 'removeEventListener'> = document) {
  const on = (outcome: FormOutcome['outcome']) => (e: Event) =>
    safely(outcome, () => {
      const detail = (e as CustomEvent<{ form?: unknown; kind?: unknown }>).detail ?? {};
      const form = typeof detail.form === 'string' ? detail.form : 'unknown';
      const kind = typeof detail.kind === 'string' ? detail.kind : undefined;
      if (kind && NOT_FORM_ERRORS.has(kind)) return;
      track.form({ outcome, form, ...(kind ? { kind } : {}) });
    });
  const success = on('success');
  const error = on('error');
  root.addEventListener('ew:success', success);
  root.addEventListener('ew:error', error);
  return () => {
    root.removeEventListener('ew:success', success);
    root.removeEventListener('ew:error', error);
  };
}
