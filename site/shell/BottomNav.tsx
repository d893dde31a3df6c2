/** Bottom navigation on small screens (width 936 or less): Personal, Business, Contact, Apply, Menu. */
import { Link } from 'react-router';
import { SITE } from '../config.ts';
import { useT } from '../i18n.ts';
import { useShell } from './ShellContext.ts';

export function BottomNav() {
  const t = useT();
  const shell = useShell();
  return (
    <nav className="site-bottomnav" aria-label={t('site.bottomNav')}>
      <a href={SITE.personal}>
        <span aria-hidden="true" className="site-bn-icon">
          ●
        </span>
        {t('site.bnPersonal')}
      </a>
      <Link to="/business">
        <span aria-hidden="true" className="site-bn-icon">
          ▲
        </span>
        {t('site.bnBusiness')}
      </Link>
      <Link to="/contactus">
        <span aria-hidden="true" className="site-bn-icon">
          ✆
        </span>
        {t('site.bnContact')}
      </Link>
      <Link to="/Forms">
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
