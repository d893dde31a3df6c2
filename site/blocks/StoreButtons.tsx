/** The app's store buttons (Google Play, App Store), each opening in a new tab and tracked as its banner's call to action. */
import { track, type TrackedEvent } from '../analytics.ts';
import { useT } from '../i18n.ts';
import type { LandingPage } from '../../shared/content/types.ts';

export function StoreButtons({
  app,
  event,
}: {
  app: Pick<LandingPage, 'google_play_icon' | 'google_play_link' | 'apple_icon' | 'apple_link'>;
  event: TrackedEvent;
}) {
  const t = useT();
  return (
    <p className="site-stores">
      <a
        href={app.google_play_link}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => track.event(event, app.google_play_link)}
      >
        <img src={app.google_play_icon} alt={t('sitePages.easyway.googlePlay')} width="135" height="40" />
      </a>
      <a
        href={app.apple_link}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => track.event(event, app.apple_link)}
      >
        <img src={app.apple_icon} alt={t('sitePages.easyway.appStore')} width="120" height="40" />
      </a>
    </p>
  );
}
