import { useId, useState } from 'react';
import { Html } from '../content/Html.tsx';
import { useContentLang } from '../i18n.ts';

/**
 * One panel open at a time; each header a button (aria-expanded) controlling its region. Its items
 * are the content service's (English only: lang="en" on a Filipino page).
 */
export function Accordion({ items }: { items: readonly { header: string; copy: string }[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const base = `acc-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <div className="site-accordion" lang={useContentLang()}>
      {items.map((item, i) => (
        <div key={item.header} className="site-accordion-item">
          <h2>
            <button
              type="button"
              id={`${base}-h${i}`}
              aria-expanded={open === i}
              aria-controls={`${base}-p${i}`}
              onClick={() => setOpen(open === i ? null : i)}
            >
              {item.header}
              <span aria-hidden="true" className="site-caret">
                {open === i ? '−' : '+'}
              </span>
            </button>
          </h2>
          <div id={`${base}-p${i}`} role="region" aria-labelledby={`${base}-h${i}`} hidden={open !== i}>
            <Html html={item.copy} className="site-prose" />
          </div>
        </div>
      ))}
    </div>
  );
}
