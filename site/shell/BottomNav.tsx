/** Bottom navigation on small screens (width 936 or less): Personal, Business, Contact, Apply, Menu. */
import { Link } from 'react-router';
import { ACTIONS, CATEGORIES, LABELS, track } from '../analytics.ts';
import { SITE } from '../config.ts';
import { useText } from '../text.ts';
import { useShell } from './ShellContext.ts';

export function BottomNav() {
  const text = useText();
  const shell = useShell();
  const affix = (to: string) => () =>
    track.event(CATEGORIES.HOME_PAGE_CAROUSEL, ACTIONS.NAV_AFFIX_CLICK, `${LABELS.NAV_AFFIX_SECTION_MENU} ${to}`);
  return (
    <nav className="site-bottomnav" aria-label={text.bottomNav}>
      <a href={SITE.personal} onClick={affix('personal')}>
        <span aria-hidden="true" className="site-bn-icon">
          ●
        </span>
        {text.bnPersonal}
      </a>
      <Link to="/business" onClick={affix('business')}>
        <span aria-hidden="true" className="site-bn-icon">
          ▲
        </span>
        {text.bnBusiness}
      </Link>
      <Link to="/contactus" onClick={affix('contact')}>
        <span aria-hidden="true" className="site-bn-icon">
          ✆
        </span>
        {text.bnContact}
      </Link>
      <Link to="/Forms" onClick={affix('apply')}>
        <span aria-hidden="true" className="site-bn-icon">
          ✎
        </span>
        {text.bnApply}
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
        {text.menu}
      </button>
    </nav>
  );
}
