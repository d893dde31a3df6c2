/**
 * The footer (§2): business product links on business paths, the personal sitemap elsewhere; about
 * and help links; the P1 Million deposit insurance text only on home, deposits and business home;
 * the hotline and service e-mail, plus the cards e-mail on credit card pages.
 */
import { SITE } from '../config.ts';
import { useText } from '../text.ts';
import { footerVariant, showsCardsEmail, showsDepositInsurance } from '../../shared/content/shell.ts';
import { NavAnchor } from './NavAnchor.tsx';
import { footerGroups } from './nav.ts';

export function Footer({ path }: { path: string }) {
  const text = useText();
  const variant = footerVariant(path);
  return (
    <footer className="site-footer" data-variant={variant}>
      <nav aria-label={text.footer.label} className="site-footer-nav">
        {footerGroups(text, variant).map((g) => (
          <div key={g.title}>
            <h2>{g.title}</h2>
            <ul>
              {g.links.map((l) => (
                <li key={l.href}>
                  <NavAnchor link={l} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="site-footer-contact">
        <p>
          {text.footer.hotline}:{' '}
          <a href={`tel:${SITE.contact.hotline.replace(/[^\d+]/g, '')}`}>{SITE.contact.hotline}</a>
        </p>
        <p>
          {text.footer.email}: <a href={`mailto:${SITE.contact.email}`}>{SITE.contact.email}</a>
        </p>
        {showsCardsEmail(path) && (
          <p>
            {text.footer.cardsEmail}: <a href={`mailto:${SITE.contact.cardsEmail}`}>{SITE.contact.cardsEmail}</a>
          </p>
        )}
      </div>
      {showsDepositInsurance(path) && <p className="site-pdic">{text.footer.pdic}</p>}
      <p className="site-copyright">{text.footer.copyright}</p>
    </footer>
  );
}
