import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIONS,
  CATEGORIES,
  EVENTS,
  LABELS,
  analyticsFor,
  analyticsPath,
  dataLayerAnalytics,
  noopAnalytics,
  recorded,
  setAnalytics,
  track,
  trackWidgets,
} from './analytics.ts';

afterEach(() => {
  setAnalytics(noopAnalytics);
  vi.restoreAllMocks();
});

describe('page views carry no reference id', () => {
  it('strips the resume link id', () => {
    const seen: string[] = [];
    setAnalytics({ pageView: (p) => seen.push(p), event() {} });
    track.pageView('/forms/timedeposit/Hmx6XGvhcV_lWry_MS-MoQ');
    track.pageView('/forms/timedeposit');
    track.pageView('/deposits/timedeposit/thankyou');
    expect(seen).toEqual(['/forms/timedeposit/:id', '/forms/timedeposit', '/deposits/timedeposit/thankyou']);
    expect(analyticsPath('/Forms/TimeDeposit/abc')).toBe('/Forms/TimeDeposit/:id');
  });
});

describe('analytics to window.dataLayer', () => {
  it('the events use only the categories, actions and labels of §7, spelled as listed', () => {
    for (const e of Object.values(EVENTS)) {
      expect(Object.values(CATEGORIES)).toContain(e.category);
      expect(Object.values(ACTIONS)).toContain(e.action);
      expect(Object.values(LABELS)).toContain(e.label);
    }
    expect([...Object.values(CATEGORIES), ...Object.values(ACTIONS), ...Object.values(LABELS)].sort()).toEqual(
      [
        'MOBILE_CHECK_DEPOSIT',
        'HOME_PAGE_CAROUSEL',
        'DXP_LANDING_PAGE',
        'ENTRY_POINT_FROM_CAROUSEL',
        'NAV_AFFIX_CLICK',
        'BANNER_CALL_TO_ACTION_CLICK',
        'NAVIGATE_FROM_HOME_PAGE_CAROUSEL_TO',
        'NAV_AFFIX_SECTION_MENU',
        'DXP_DOWNLOAD',
      ].sort(),
    );
  });

  it('pushes page views, events and form outcomes in the shape tag managers read', () => {
    const target: { dataLayer?: unknown[] } = {};
    setAnalytics(dataLayerAnalytics(target));
    track.pageView('/loans');
    track.event(EVENTS.carouselEntry, '/loans/homeloans');
    track.event(EVENTS.mobileCheckDeposit);
    track.form({ outcome: 'success', form: 'callback' });
    track.form({ outcome: 'error', form: 'auto-loan', kind: 'timeout' });
    expect(target.dataLayer).toEqual([
      { event: 'page_view', page_path: '/loans' },
      {
        event: 'ew_event',
        event_category: 'HOME_PAGE_CAROUSEL',
        event_action: 'ENTRY_POINT_FROM_CAROUSEL',
        event_label: 'NAVIGATE_FROM_HOME_PAGE_CAROUSEL_TO',
        link_url: '/loans/homeloans',
      },
      {
        event: 'ew_event',
        event_category: 'MOBILE_CHECK_DEPOSIT',
        event_action: 'BANNER_CALL_TO_ACTION_CLICK',
        event_label: 'DXP_DOWNLOAD',
      },
      { event: 'ew_form_success', form: 'callback' },
      { event: 'ew_form_error', form: 'auto-loan', error_kind: 'timeout' },
    ]);
  });

  it('keeps a tag manager’s existing dataLayer', () => {
    const existing: unknown[] = [{ 'gtm.start': 1 }];
    const target = { dataLayer: existing };
    dataLayerAnalytics(target).pageView('/');
    expect(target.dataLayer).toBe(existing);
    expect(existing).toHaveLength(2);
  });

  it('the configuration decides: off sends nothing, test mode records, RELEASE pushes quietly, others also log', () => {
    const g = globalThis as { dataLayer?: unknown[] };
    delete g.dataLayer;
    analyticsFor({ analytics: false, testMode: false, environment: 'RELEASE' }).pageView('/off');
    expect(g.dataLayer).toBeUndefined();

    analyticsFor({ analytics: true, testMode: true, environment: 'RELEASE' }).pageView('/test');
    expect(g.dataLayer).toBeUndefined();
    expect(recorded.pageView).toContain('/test');

    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    analyticsFor({ analytics: true, testMode: false, environment: 'RELEASE' }).pageView('/release');
    expect(info).not.toHaveBeenCalled();
    analyticsFor({ analytics: true, testMode: false, environment: 'UAT' }).pageView('/uat');
    expect(info).toHaveBeenCalledWith('analytics', { event: 'page_view', page_path: '/uat' });
    expect(g.dataLayer).toEqual([
      { event: 'page_view', page_path: '/release' },
      { event: 'page_view', page_path: '/uat' },
    ]);
    delete g.dataLayer;
  });

  it('a failure of the analytics path is only logged', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = {
      dataLayer: {
        push() {
          throw new Error('blocked by an extension');
        },
      } as unknown as unknown[],
    };
    setAnalytics(dataLayerAnalytics(broken));
    expect(() => track.pageView('/')).not.toThrow();
    expect(() => track.event(EVENTS.appDownload, 'https://play.google.com/store')).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('forwards what widgets report (ew:success, ew:error), never their reference numbers', () => {
    const target: { dataLayer?: unknown[] } = {};
    setAnalytics(dataLayerAnalytics(target));
    const page = new EventTarget();
    const stop = trackWidgets(page as unknown as Document);
    page.dispatchEvent(new CustomEvent('ew:success', { detail: { form: 'time-deposit', referenceId: 'SECRET' } }));
    page.dispatchEvent(new CustomEvent('ew:error', { detail: { form: 'callback', kind: 'http' } }));
    page.dispatchEvent(new CustomEvent('ew:error', { detail: null }));
    // Not a form failing: a widget that did not load or start, a partner's refused prefill.
    for (const kind of ['load', 'mount', 'prefill'])
      page.dispatchEvent(new CustomEvent('ew:error', { detail: { form: 'auto-loan', kind } }));
    page.dispatchEvent(new CustomEvent('ew:error', { detail: { form: 'auto-loan', kind: 'network' } }));
    stop();
    page.dispatchEvent(new CustomEvent('ew:success', { detail: { form: 'callback' } }));
    expect(target.dataLayer).toEqual([
      { event: 'ew_form_success', form: 'time-deposit' },
      { event: 'ew_form_error', form: 'callback', error_kind: 'http' },
      { event: 'ew_form_error', form: 'unknown' },
      { event: 'ew_form_error', form: 'auto-loan', error_kind: 'network' },
    ]);
    expect(JSON.stringify(target.dataLayer)).not.toContain('SECRET');
  });
});
