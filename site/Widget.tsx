/**
 * Renders a widget's custom element in the site's language and routes its ew:navigate events
 * client-side: the site cancels the event (so the widget does not reload the page) and pushes the
 * path instead. Links to other origins are left to the widget.
 */
import { useEffect, useRef, type ElementType } from 'react';
import { useNavigate } from 'react-router';
import type { EWAttributes, EWElement, EWWidgetName } from '../widgets/ew-widgets.d.ts';
import { useLocale } from './i18n.ts';
import { prefetchThankYou, routePage } from './page-ready.ts';

/**
 * `tag`: a widget of the registry, and the attributes that widget declares, typed by the host
 * declarations partners get (/widgets/ew-widgets.d.ts): a typo in either is a compile error.
 */
export function Widget<N extends EWWidgetName>({ tag, ...attrs }: { tag: `ew-${N}` } & EWAttributes[N]) {
  const ref = useRef<EWElement<N>>(null);
  const navigate = useNavigate();
  const { locale } = useLocale();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onNavigate = (e: CustomEvent<{ href: string }>) => {
      const href = e.detail.href;
      const url = new URL(href, location.href);
      if (url.origin !== location.origin) return;
      e.preventDefault();
      const to = url.pathname + url.search + url.hash;
      // The new page replaces the widget in one render once its module is in (no loading box between,
      // which would drop focus on the document before the new heading takes it); the widget's dialog
      // stays open meanwhile.
      const target = routePage(url.pathname);
      if (target.loaded) void navigate(to);
      else
        void target.load().then(
          () => navigate(to),
          () => navigate(to),
        );
    };
    // A form being sent lands on a thank-you page: its module is asked for meanwhile.
    const onSubmit = () => prefetchThankYou();
    el.addEventListener('ew:navigate', onNavigate);
    el.addEventListener('ew:submit', onSubmit);
    return () => {
      el.removeEventListener('ew:navigate', onNavigate);
      el.removeEventListener('ew:submit', onSubmit);
    };
  }, [navigate]);
  const Tag = tag as unknown as ElementType; // a custom element: React 19 sets its attributes as given
  return <Tag ref={ref} locale={locale} {...attrs} />;
}
