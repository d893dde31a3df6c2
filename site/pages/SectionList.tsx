/** A section's list (advisories, tips and tutorials, newsroom, business news, promos): from the content service. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PageSection } from '../../shared/content/types.ts';
import { formatDate } from '../blocks/date.ts';
import { Loaded } from '../blocks/State.tsx';
import { usePages } from '../content/useContent.ts';
import { useContentLang, useLocale, useT, type SiteKey } from '../i18n.ts';

export default function SectionList({
  section,
  title,
  base,
  intro,
  after,
}: {
  section: PageSection;
  title: SiteKey;
  base: string;
  intro?: string;
  /** What the page shows after its list. */
  after?: ReactNode;
}) {
  const t = useT();
  const { locale } = useLocale();
  const cms = useContentLang();
  const state = usePages(section);
  return (
    <>
      <h1>{t(title)}</h1>
      {intro && <p>{intro}</p>}
      <Loaded state={state}>
        {(pages) => (
          <ul className="site-grid">
            {pages
              .filter((p) => !p.expired)
              .map((p) => (
                <li key={p.id} className="site-card">
                  <h2 className="site-card-title" lang={cms}>
                    <Link to={`${base}/${p.id}`}>{p.title}</Link>
                  </h2>
                  {p.date && (
                    <p className="site-muted">
                      <time dateTime={p.date}>{formatDate(p.date, locale)}</time>
                    </p>
                  )}
                  <p lang={cms}>{p.summary}</p>
                  {p.duration && (
                    <p className="site-muted">
                      {t('site.promoPeriod')}: <span lang={cms}>{p.duration}</span>
                    </p>
                  )}
                </li>
              ))}
          </ul>
        )}
      </Loaded>
      {after}
    </>
  );
}
