/**
 * Renders a widget's custom element and routes its ew:navigate events client-side: the site
 * cancels the event (so the widget does not reload the page) and pushes the path instead.
 */
import { createElement, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

export function Widget({ tag, locale, ...attrs }: { tag: `ew-${string}`; locale: string; [attr: string]: string }) {
  const ref = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onNavigate = (e: Event) => {
      const href = (e as CustomEvent<{ href: string }>).detail.href;
      const url = new URL(href, location.href);
      if (url.origin !== location.origin) return; // leave other sites to the browser
      e.preventDefault();
      void navigate(url.pathname + url.search + url.hash);
    };
    el.addEventListener('ew:navigate', onNavigate);
    return () => el.removeEventListener('ew:navigate', onNavigate);
  }, [navigate]);
  return createElement(tag, { ref, locale, ...attrs });
}
