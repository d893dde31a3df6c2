import { Link } from 'react-router';
import type { PageSection, PageSummary } from '../../shared/content/types.ts';
import { usePages } from '../content/useContent.ts';
import { useContentLang } from '../i18n.ts';
import { CmsArticle } from './CmsArticle.tsx';
import { Loaded } from './State.tsx';

/** A hub: a content page and the list of a section's pages as links. */
export function Hub({
  pageId,
  section,
  base,
  title,
  exclude = [],
}: {
  pageId?: string;
  section: PageSection;
  base: string;
  /** The heading, when no content page (pageId) gives one. */
  title: string;
  exclude?: string[];
}) {
  const pages = usePages(section);
  const cms = useContentLang();
  const list = (
    <Loaded state={pages}>
      {(items: PageSummary[]) => (
        <ul className="site-grid">
          {items
            .filter((p) => !exclude.includes(p.id))
            .map((p) => (
              <li key={p.id} className="site-card" lang={cms}>
                <h2 className="site-card-title">
                  <Link to={`${base}/${p.id}`}>{p.title}</Link>
                </h2>
                <p>{p.summary}</p>
              </li>
            ))}
        </ul>
      )}
    </Loaded>
  );
  if (pageId) return <CmsArticle section="pages" id={pageId} after={list} />;
  return (
    <>
      <h1>{title}</h1>
      {list}
    </>
  );
}
