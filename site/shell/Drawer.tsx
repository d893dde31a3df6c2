/** The side drawer (§2): PERSONAL, BUSINESS and the about group; About Us only on small screens. */
import { useT } from '../i18n.ts';
import { Modal } from './Modal.tsx';
import { NavAnchor } from './NavAnchor.tsx';
import { drawerGroups } from './nav.ts';
import { useShell } from './ShellContext.ts';

export function Drawer() {
  const t = useT();
  const shell = useShell();
  const close = () => shell.setDrawerOpen(false);
  return (
    <Modal
      open={shell.drawerOpen}
      onRequestClose={close}
      title={t('site.mainMenu')}
      className="site-drawer"
      headerEnd={
        <button type="button" className="site-x" onClick={close} aria-label={t('site.closeMenu')}>
          <span aria-hidden="true">×</span>
        </button>
      }
    >
      <nav aria-label={t('site.mainMenu')}>
        {drawerGroups().map((g) => (
          <section key={g.title} className="site-drawer-group" aria-labelledby={`drawer-${g.title.split('.').pop()}`}>
            <h3 id={`drawer-${g.title.split('.').pop()}`}>{t(g.title)}</h3>
            <ul>
              {g.links.map((l) => (
                <li key={l.label} className={l.mobileOnly ? 'site-small-only' : undefined}>
                  {l.action === 'billers' ? (
                    <button
                      type="button"
                      className="site-linklike"
                      aria-haspopup="dialog"
                      onClick={() => {
                        close();
                        shell.openBillers();
                      }}
                    >
                      {t(l.label)}
                    </button>
                  ) : (
                    <NavAnchor link={l} onClick={close} />
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
    </Modal>
  );
}
