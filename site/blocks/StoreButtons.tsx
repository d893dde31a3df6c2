/**
 * The app's store buttons (Google Play, App Store), each opening in a new tab and tracked as its
 * banner's call to action. A store whose link or icon the content left out is left out.
 */
import { track, type TrackedEvent } from '../analytics.ts';
import { useT } from '../i18n.ts';
import type { LandingPage } from '../../shared/content/types.ts';

export function StoreButtons({
  app,
  event,
}: {
  app: Partial<Pick<LandingPage, 'google_play_icon' | 'google_play_link' | 'apple_icon' | 'apple_link'>>;
  event: TrackedEvent;
}) {
  const t = useT();
  const stores = [
    { link: app.google_play_link, icon: app.google_play_icon, alt: t('sitePages.easyway.googlePlay'), width: 135 },
    { link: app.apple_link, icon: app.apple_icon, alt: t('sitePages.easyway.appStore'), width: 120 },
  ];
  return (
    <p className="site-stores">
      {stores.map(
        ({ link, icon, alt, width }) =>
          link &&
          icon && (
            <a
              key={link}
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => track.event(event, link)}
            >
              <img src={icon} alt={alt} width={width} height="40" />
            </a>
          ),
      )}
    </p>
  );
}
