/**
 * A page of the content service (the {id} routes and the content pages of §2): title, date, HTML
 * body (sanitized), link items and downloadable documents. 'Loading....' while loading; an unknown
 * id redirects to the section's list (or / when it has none); an ended promo to /promo-expired.
 * A page whose content failed to load (or arrived malformed as a whole) shows what it has, quietly
 * (§8: logged only): the route's own title as its heading, and what the page adds after the body.
 */
import { Link, Navigate, useParams } from 'react-router';
import type { PageSection } from '../../shared/content/types.ts';
import { Html } from '../content/Html.tsx';
import { usePage } from '../content/useContent.ts';
import { useContentLang, useLocale, useT } from '../i18n.ts';
import { usePageTitle, useRouteTitle } from '../shell/PageTitle.tsx';
import { DocumentList, LearnMoreAbout, LinkItems } from './Blocks.tsx';
import { formatDate } from './date.ts';
import { Loaded } from './State.tsx';
import { ContentImage } from './ContentImage.tsx';

export interface CmsArticleProps {
  section: PageSection;
  /** A fixed page id; without it, the route's :id. */
  id?: string;
  /** Where an unknown id goes (default /). */
  listPath?: string;
  /** Page-specific content after the body. */
  after?: React.ReactNode;
  /** Show a Back to Home link. */
  backHome?: boolean;
}

export function CmsArticle({ section, id, listPath = '/', after, backHome }: CmsArticleProps) {
  const t = useT();
  const params = useParams();
  const pageId = id ?? params.id;
  const state = usePage(section, pageId);
  const { locale } = useLocale();
  const cms = useContentLang();
  const routeTitle = useRouteTitle();
  // A page of a section's {id} route is titled by its content; a fixed route keeps its own title.
  usePageTitle(id ? undefined : state.data?.title);
  if (!pageId || state.notFound) return <Navigate to={listPath} replace />;
  if (state.data?.expired) return <Navigate to="/promo-expired" replace />;
  const backLink = backHome && (
    <p>
      <Link to="/">{t('site.backToHome')}</Link>
    </p>
  );
  if (state.status === 'error' && state.data === null)
    return (
      <article className="site-article">
        {routeTitle && <h1>{routeTitle}</h1>}
        {after}
        {backLink}
      </article>
    );
  return (
    <Loaded state={state}>
      {(page) => (
        <article className="site-article">
          {page.title && <h1 lang={cms}>{page.title}</h1>}
          {page.date && (
            <p className="site-muted">
              {t('site.published')} <time dateTime={page.date}>{formatDate(page.date, locale)}</time>
            </p>
          )}
          {page.image && (
            <ContentImage src={page.image} alt="" className="site-hero-img" width={640} height={240} loading="eager" />
          )}
          {page.duration && (
            <p>
              <strong>{t('site.promoPeriod')}:</strong> <span lang={cms}>{page.duration}</span>
            </p>
          )}
          {page.body !== undefined && <Html html={page.body} className="site-prose" />}
          {page.links && page.links.length > 0 && (
            <>
              {section === 'promos' && <h2>{t('site.eligibleCards')}</h2>}
              <LinkItems
                items={page.links}
                label={section === 'promos' ? t('site.eligibleCards') : (page.title ?? t('sitePages.home.quickLinks'))}
              />
            </>
          )}
          {page.documents && page.documents.length > 0 && (
            <DocumentList items={page.documents} title={t('site.documents')} />
          )}
          {page.link && section === 'promos' && (
            <p>
              {/* Named for what it is about, as the promo grid's (WCAG 2.4.4), its text first (2.5.3). */}
              <Link to={page.link} className="site-button">
                <LearnMoreAbout about={page.title} />
              </Link>
            </p>
          )}
          {after}
          {backLink}
        </article>
      )}
    </Loaded>
  );
}
