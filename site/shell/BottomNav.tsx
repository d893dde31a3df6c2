/** Bottom navigation on small screens (width 936 or less): Personal, Business, Contact, Apply, Menu. */
import { Link } from 'react-router';
import { ACTIONS, CATEGORIES, LABELS, track } from '../analytics.ts';
import { SITE } from '../config.ts';
import { useT } from '../i18n.ts';
import { useShell } from './ShellContext.ts';

export function BottomNav() {
  const t = useT();
  const shell = useShell();
  const affix = (to: string) => () =>
    track.event(CATEGORIES.HOME_PAGE_CAROUSEL, ACTIONS.NAV_AFFIX_CLICK, `${LABELS.NAV_AFFIX_SECTION_MENU} ${to}`);
  return (
    <nav className="site-bottomnav" aria-label={t('site.bottomNav')}>
      <a href={SITE.personal} onClick={affix('personal')}>
        <span aria-hidden="true" className="site-bn-icon">
          ●
        </span>
        {t('site.bnPersonal')}
      </a>
      <Link to="/business" onClick={affix('business')}>
        <span aria-hidden="true" className="site-bn-icon">
          ▲
        </span>
        {t('site.bnBusiness')}
      </Link>
      <Link to="/contactus" onClick={affix('contact')}>
        <span aria-hidden="true" className="site-bn-icon">
          ✆
        </span>
        {t('site.bnContact')}
      </Link>
      <Link to="/Forms" onClick={affix('apply')}>
        <span aria-hidden="true" className="site-bn-icon">
          ✎
        </span>
        {t('site.bnApply')}
      </Link>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={shell.drawerOpen}
        onClick={() => shell.setDrawerOpen(true)}
      >
        <span aria-hidden="true" className="site-bn-icon">
          ☰
        </span>
        {t('site.menu')}
      </button>
    </nav>
  );
}
