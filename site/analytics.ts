/**
 * Analytics (site-and-content.md §7): page views on route change and events with category, action
 * and label, behind a small adapter. The default does nothing; a deployment installs one with
 * setAnalytics() or by defining window.ewAnalytics before the site loads. Failures are only logged.
 */
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

export interface AnalyticsAdapter {
  pageView(path: string): void;
  event(category: string, action: string, label: string): void;
}

export const noopAnalytics: AnalyticsAdapter = { pageView() {}, event() {} };

let adapter: AnalyticsAdapter = (globalThis as { ewAnalytics?: AnalyticsAdapter }).ewAnalytics ?? noopAnalytics;

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
 * application, so it never leaves the page (issue 15 item 12).
 */
export const analyticsPath = (path: string) => path.replace(/^(\/forms\/timedeposit\/)[^/?#]+/i, '$1:id');

export const track = {
  pageView: (path: string) => safely('pageView', () => adapter.pageView(analyticsPath(path))),
  event: (category: string, action: string, label: string) =>
    safely('event', () => adapter.event(category, action, label)),
};
