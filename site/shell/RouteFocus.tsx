/**
 * A page change inside the site (a link, a widget's thank-you navigation, Back) moves focus to the new
 * page's level-1 heading, or to <main> when it shows none, and says the page's title in a live region
 * (WCAG 2.4.3, 4.1.3). Without it focus stayed on the old link or fell to <body>, and
 * a screen reader heard nothing of the new page. The first page of a visit is left to the browser.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How long a page may take to show its heading (a lazy route, content from the API) before <main> takes focus. */
const HEADING_WAIT_MS = 3000;

/** Focus is in a field whose typing drives the URL (the support search): a page change must not take it away. */
function typing(el: Element | null) {
  if (!el) return false;
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  return el instanceof HTMLInputElement && !/^(checkbox|radio|button|submit|reset)$/.test(el.type);
}

/** `page`: what identifies the page shown (path and query); `title`: its document title. */
export function RouteFocus({ page, title }: { page: string; title: string }) {
  const [landed, setLanded] = useState<{ page: string; heading: string; lang?: string } | null>(null);
  const shown = useRef(page);
  // Where focus last was (a page's element, or a widget's host): when it went with the old page, Orca
  // moves its own focus to the new page's first text silently and then takes the heading's focus as no
  // change, so the status says the heading too.
  const lastFocus = useRef<Element | null>(null);
  useEffect(() => {
    const onFocus = (e: FocusEvent) => (lastFocus.current = e.target as Element);
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);

  // As the new page commits, before the next frame: when its heading is there, focus goes to it
  // straight from where it was (a widget's button, a link), never resting on the document between.
  useLayoutEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    setLanded(null);
    const main = document.getElementById('main');
    if (!main || typing(document.activeElement)) return;
    // Where focus was as the page changed: if the visitor has moved it before the heading shows (opened
    // a menu, started typing), it stays where they put it.
    const before = document.activeElement;
    let timer = 0;
    // The old page may still be in the DOM, hidden while the new one loads: only a visible heading counts.
    const heading = () => Array.from(main.querySelectorAll('h1')).find((h) => h.getClientRects().length > 0);
    const land = (last: boolean) => {
      const now = document.activeElement;
      const moved = now !== before && now !== document.body && now !== null;
      const h1 = heading();
      if (!h1 && !last && !moved) return;
      observer.disconnect();
      window.clearTimeout(timer);
      if (moved) return;
      const target = h1 ?? main;
      const gone = !!lastFocus.current && !lastFocus.current.isConnected;
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.focus();
      // the heading in its own language: a content page's title is English on a Filipino page
      const lang = h1?.closest('[lang]')?.getAttribute('lang') ?? undefined;
      setLanded({ page, heading: gone && h1 ? (h1.textContent ?? '').trim() : '', lang });
    };
    const observer = new MutationObserver(() => land(false));
    observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
    timer = window.setTimeout(() => land(true), HEADING_WAIT_MS);
    land(false);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [page]);

  return (
    <p className="site-vh" role="status">
      {landed?.page === page && title}
      {landed?.page === page && landed.heading && (
        <>
          {title && '. '}
          <span lang={landed.lang}>{landed.heading}</span>
        </>
      )}
    </p>
  );
}
