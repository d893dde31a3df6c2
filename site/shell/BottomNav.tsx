/** Bottom navigation on small screens (width 936 or less): Personal, Business, Contact, Apply, Menu. */
import { Link } from 'react-router';
import { SITE } from '../config.ts';
import { useT } from '../i18n.ts';
import { useShell } from './ShellContext.ts';

/** The site's own routes in the bar, between Personal (another site) and Menu (a button). */
const ROUTES = [
  { to: '/business', icon: '▲', label: 'site.bnBusiness' },
  { to: '/contactus', icon: '✆', label: 'site.bnContact' },
  { to: '/Forms', icon: '✎', label: 'site.bnApply' },
] as const;

function Icon(props: { glyph: string }) {
  return (
    <span aria-hidden="true" className="site-bn-icon">
      {props.glyph}
    </span>
  );
}

export function BottomNav() {
  const t = useT();
  const shell = useShell();
  return (
    <nav className="site-bottomnav" aria-label={t('site.bottomNav')}>
      <a href={SITE.personal}>
        <Icon glyph="●" />
        {t('site.bnPersonal')}
      </a>
      {ROUTES.map((r) => (
        <Link key={r.to} to={r.to}>
          <Icon glyph={r.icon} />
          {t(r.label)}
        </Link>
      ))}
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={shell.drawerOpen}
        onClick={() => shell.setDrawerOpen(true)}
      >
        <Icon glyph="☰" />
        {t('site.menu')}
      </button>
    </nav>
  );
}
