/**
 * The footer (§2): business product links on business paths, the personal sitemap elsewhere; about
 * and help links; the P1 Million deposit insurance text only on home, deposits and business home;
 * the hotline and service e-mail, plus the cards e-mail on credit card pages.
 */
import { SITE } from '../config.ts';
import { useT } from '../i18n.ts';
import { footerVariant, showsCardsEmail, showsDepositInsurance } from '../../shared/content/shell.ts';
import { NavAnchor } from './NavAnchor.tsx';
import { footerGroups } from './nav.ts';

export function Footer({ path }: { path: string }) {
  const t = useT();
  const variant = footerVariant(path);
  return (
    <footer className="site-footer" data-variant={variant}>
      <nav aria-label={t('site.footer.label')} className="site-footer-nav">
        {footerGroups(variant).map((g) => (
          <div key={g.title}>
            <h2>{t(g.title)}</h2>
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
          {t('site.footer.hotline')}:{' '}
          <a href={`tel:${SITE.contact.hotline.replace(/[^\d+]/g, '')}`}>{SITE.contact.hotline}</a>
        </p>
        <p>
          {t('site.footer.email')}: <a href={`mailto:${SITE.contact.email}`}>{SITE.contact.email}</a>
        </p>
        {showsCardsEmail(path) && (
          <p>
            {t('site.footer.cardsEmail')}: <a href={`mailto:${SITE.contact.cardsEmail}`}>{SITE.contact.cardsEmail}</a>
          </p>
        )}
      </div>
      {showsDepositInsurance(path) && <p className="site-pdic">{t('site.footer.pdic')}</p>}
      <p className="site-copyright">{t('site.footer.copyright')}</p>
    </footer>
  );
}
