/**
 * The fixed top bar (site-and-content.md §2 "Site shell"): logo to /business; the PERSONAL /
 * BUSINESS / PRIORITY switcher; About Us; the messenger chat; the Stores & ATMs popover (ATMs
 * external, Stores internal); the login popover (Log in on small screens, ONLINE BANKING on large
 * ones); Apply Now; the language; the menu (drawer) on large screens (the bottom bar has it on small).
 */
import { useLayoutEffect, useRef } from 'react';
import { Link, NavLink as RouterNavLink } from 'react-router';
import { SITE } from '../config.ts';
import { useLocale, useT } from '../i18n.ts';
import { isBusinessPath } from '../../shared/content/shell.ts';
import { NavAnchor } from './NavAnchor.tsx';
import { atmsLink, chatLink, loginLinks } from './nav.ts';
import { Popover } from './Popover.tsx';
import { useShell } from './ShellContext.ts';

export function TopBar({ path }: { path: string }) {
  const t = useT();
  const { locale, setLocale } = useLocale();
  const shell = useShell();
  const business = isBusinessPath(path);
  const header = useTopBarHeight();
  const logins = (
    <ul className="site-menu-list">
      {loginLinks().map((l) => (
        <li key={l.label}>
          <NavAnchor link={l} />
        </li>
      ))}
    </ul>
  );
  return (
    <header ref={header} className="site-topbar">
      <div className="site-topbar-row">
        <Link to="/business" className="site-logo" aria-label={t('site.logo')}>
          <span aria-hidden="true">EastWest</span>
        </Link>
        <nav className="site-switcher" aria-label={t('site.switcher')}>
          <a href={SITE.personal} aria-current={!business ? 'true' : undefined}>
            {t('site.personal')}
          </a>
          <RouterNavLink to="/business" aria-current={business ? 'page' : undefined}>
            {t('site.business')}
          </RouterNavLink>
          <a href={SITE.priority} target="_blank" rel="noopener noreferrer">
            {t('site.priority')}
            <span className="site-vh"> {t('site.newTab')}</span>
          </a>
        </nav>
        <div className="site-topbar-tools">
          <Link to="/about" className="site-topbar-link site-large-only">
            {t('site.aboutUs')}
          </Link>
          <NavAnchor link={chatLink()} className="site-topbar-link site-large-only" />
          <Popover label={t('site.storesAtms')} className="site-large-only">
            <ul className="site-menu-list">
              <li>
                <NavAnchor link={atmsLink()} />
              </li>
              <li>
                <Link to="/storedirectory">{t('site.stores')}</Link>
              </li>
            </ul>
          </Popover>
          <Popover label={t('site.onlineBanking')} className="site-large-only">
            {logins}
          </Popover>
          <Popover label={t('site.accountLogin')} className="site-small-only">
            {logins}
          </Popover>
          <button type="button" className="site-button site-apply site-large-only" onClick={shell.openApplyNow}>
            {t('site.applyNow')}
          </button>
          <div className="site-lang" role="group" aria-label={t('site.language')}>
            <button type="button" aria-pressed={locale === 'en'} onClick={() => setLocale('en')} lang="en">
              English
            </button>
            <button type="button" aria-pressed={locale === 'fil'} onClick={() => setLocale('fil')} lang="fil">
              Filipino
            </button>
          </div>
          <button
            type="button"
            className="site-topbar-button site-large-only"
            aria-expanded={shell.drawerOpen}
            aria-haspopup="dialog"
            onClick={() => shell.setDrawerOpen(true)}
          >
            <span aria-hidden="true">☰ </span>
            {t('site.menu')}
          </button>
        </div>
      </div>
    </header>
  );
}

/**
 * The bar's height as `--site-topbar-height` on the document (it wraps to two rows on some widths):
 * what scrolls under it (a jump to a section, the landing page's section menu) stays clear of it.
 */
function useTopBarHeight() {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const set = () => root.setProperty('--site-topbar-height', `${Math.ceil(el.getBoundingClientRect().height)}px`);
    // Measured by the observer alone: its first call comes after the first layout and before the
    // first paint, so the commit itself forces no layout of the page (what the value moves, the
    // scroll padding and a sticky menu's offset, is not seen before a scroll).
    const observer = new ResizeObserver(set);
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.removeProperty('--site-topbar-height');
    };
  }, []);
  return ref;
}
