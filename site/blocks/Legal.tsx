/**
 * The frame of the legal pages (site-and-content.md §2 "Privacy Statement page", "Terms of Use
 * page"): an article in English, the language the bank publishes it in (lang="en" on a Filipino
 * page), under its banner, and its Back to Home link in the visitor's own language.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useContentLang, useLocale, useT } from '../i18n.ts';

export function LegalArticle(props: { title: string; children: ReactNode }) {
  const legal = useContentLang();
  return (
    <article className="site-legal" lang={legal}>
      <div className="site-banner">
        <h1>{props.title}</h1>
      </div>
      {props.children}
    </article>
  );
}

/** Back to Home (medium and larger screens), in the site's language though the page is English. */
export function LegalBackToHome() {
  const t = useT();
  const legal = useContentLang();
  const { locale } = useLocale();
  return (
    <p className="site-medium-up">
      <Link to="/" lang={legal && locale}>
        {t('site.backToHome')}
      </Link>
    </p>
  );
}
