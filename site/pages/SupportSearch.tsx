import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { pageListSchema } from '../../shared/content/schema.ts';
import { PAGE_SECTIONS, pagesPath, type PageSection, type PageSummary } from '../../shared/content/types.ts';
import { readContent } from '../content/useContent.ts';
import { useContentLang, useT } from '../i18n.ts';

type Hit = { section: PageSection; page: PageSummary };

/** /supportandsecurity/search?q=: titles and summaries of every section's pages. */
export default function SupportSearch() {
  const t = useT();
  const cms = useContentLang(); // a page's title and summary are English only
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  // The results of one query: those of another query (or none yet) mean "still searching".
  const [found, setFound] = useState<{ q: string; results: Hit[] } | null>(null);
  const results = !q ? [] : found?.q === q ? found.results : null;
  useEffect(() => {
    let live = true;
    if (!q) return;
    Promise.all(
      PAGE_SECTIONS.map((s) =>
        fetch(pagesPath(s))
          .then((r) => (r.ok ? (r.json() as Promise<unknown>) : []))
          .then((data): PageSummary[] => readContent(pagesPath(s), pageListSchema, data) ?? [])
          .then((pages) => pages.map((page) => ({ section: s, page }))),
      ),
    ).then(
      (all) => {
        if (!live) return;
        const needle = q.toLowerCase();
        const results = all.flat().filter(({ page }) => `${page.title} ${page.summary}`.toLowerCase().includes(needle));
        setFound({ q, results });
      },
      () => live && setFound({ q, results: [] }),
    );
    return () => {
      live = false;
    };
  }, [q]);
  return (
    <>
      <h1>{t('site.searchResults')}</h1>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          const value = new FormData(e.currentTarget).get('q');
          setParams({ q: String(value ?? '') });
        }}
      >
        <label htmlFor="site-search">{t('site.searchLabel')}</label>{' '}
        <input id="site-search" name="q" type="search" defaultValue={q} className="site-input" />{' '}
        <button type="submit" className="site-button">
          {t('site.search')}
        </button>
      </form>
      {results === null ? (
        <p className="site-loading">{t('site.loading')}</p>
      ) : q && results.length === 0 ? (
        <p role="status">{t('site.noResults', { q })}</p>
      ) : (
        <ul className="site-list" aria-live="polite">
          {results.map(({ section, page }) => (
            <li key={`${section}/${page.id}`} lang={cms}>
              <Link to={sectionBase(section, page.id)}>{page.title}</Link> — {page.summary}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

const SECTION_BASE: Record<PageSection, string> = {
  deposits: '/deposits',
  loans: '/loans',
  cards: '/cards',
  investments: '/investments',
  advisories: '/advisories',
  promos: '/Promos',
  tips: '/tipsandtutorials',
  newsroom: '/about/newsroom',
  blog: '/business/news',
  pages: '/pages',
};
const sectionBase = (s: PageSection, id: string) => `${SECTION_BASE[s]}/${id}`;
