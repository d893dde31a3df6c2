/** The side drawer (§2): PERSONAL, BUSINESS and the about group; About Us only on small screens. */
import { useText } from '../text.ts';
import { Modal } from './Modal.tsx';
import { NavAnchor } from './NavAnchor.tsx';
import { drawerGroups } from './nav.ts';
import { useShell } from './ShellContext.ts';

export function Drawer() {
  const text = useText();
  const shell = useShell();
  const close = () => shell.setDrawerOpen(false);
  return (
    <Modal
      open={shell.drawerOpen}
      onRequestClose={close}
      title={text.mainMenu}
      className="site-drawer"
      headerEnd={
        <button type="button" className="site-x" onClick={close} aria-label={text.closeMenu}>
          <span aria-hidden="true">×</span>
        </button>
      }
    >
      <nav aria-label={text.mainMenu}>
        {drawerGroups(text).map((g) => (
          <section key={g.title} className="site-drawer-group" aria-labelledby={`drawer-${g.title}`}>
            <h3 id={`drawer-${g.title}`}>{g.title}</h3>
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
                      {l.label}
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
