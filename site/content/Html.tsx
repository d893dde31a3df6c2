/**
 * CMS HTML, sanitized with DOMPurify before it reaches the DOM (no script, no event handler, no
 * javascript: URL runs from content). Same-origin links inside it route client-side; links that
 * open a new tab get rel="noopener noreferrer"; a table scrolls sideways in its own box.
 */
import DOMPurify from 'dompurify';
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useContentLang } from '../i18n.ts';

let hooked = false;

/** Sanitized HTML; without a DOM (server-side, unit tests) nothing is let through. */
export function sanitize(html: string): string {
  if (!DOMPurify.isSupported) return '';
  if (!hooked) {
    hooked = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node instanceof HTMLAnchorElement && node.target === '_blank') node.rel = 'noopener noreferrer';
    });
  }
  return wrapTables(
    DOMPurify.sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
      FORBID_ATTR: ['style'],
    }),
  );
}

/**
 * Each table of the content in a box that scrolls sideways (`site-table-scroll`), focusable so a
 * keyboard can scroll it and named by the table's caption: a wide table must not widen a phone's
 * page (WCAG 1.4.10).
 */
function wrapTables(html: string): string {
  if (!html.includes('<table')) return html;
  const t = document.createElement('template');
  t.innerHTML = html;
  for (const table of t.content.querySelectorAll('table')) {
    const box = document.createElement('div');
    box.className = 'site-table-scroll';
    box.tabIndex = 0;
    const caption = table.querySelector('caption')?.textContent?.trim();
    if (caption) {
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', caption);
    }
    table.replaceWith(box);
    box.append(table);
  }
  return t.innerHTML;
}

export function Html({ html, className, as = 'div' }: { html: string; className?: string; as?: 'div' | 'span' }) {
  const navigate = useNavigate();
  const lang = useContentLang(); // CMS HTML is English only
  const clean = useMemo(() => sanitize(html ?? ''), [html]);
  const onClick = (e: MouseEvent<HTMLElement>) => {
    const a = (e.target as Element).closest('a');
    if (!a || a.target === '_blank' || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey)
      return;
    const url = new URL(a.href, location.href);
    if (url.origin !== location.origin || url.protocol === 'mailto:') return;
    e.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
  const Tag = as;
  return <Tag lang={lang} className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
