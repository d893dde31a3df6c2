/**
 * /mobile-check-deposit: the content page and its banner, whose store buttons are the
 * MOBILE_CHECK_DEPOSIT call to action of §7 (tracked on click, never on a page view).
 */
import { EVENTS } from '../analytics.ts';
import { CmsArticle } from '../blocks/CmsArticle.tsx';
import { Loaded } from '../blocks/State.tsx';
import { StoreButtons } from '../blocks/StoreButtons.tsx';
import { useContent } from '../content/useContent.ts';
import { useT } from '../i18n.ts';

export default function MobileCheckDeposit() {
  const t = useT();
  const app = useContent('landingpage');
  return (
    <CmsArticle
      section="pages"
      id="mobile-check-deposit"
      after={
        <Loaded state={app}>
          {(lp) => (
            <section className="site-section site-banner" aria-labelledby="mcd-banner">
              <h2 id="mcd-banner">{t('sitePages.mobileCheckDeposit.banner')}</h2>
              <p>{t('sitePages.mobileCheckDeposit.bannerText')}</p>
              <StoreButtons app={lp} event={EVENTS.mobileCheckDeposit} />
            </section>
          )}
        </Loaded>
      }
    />
  );
}
