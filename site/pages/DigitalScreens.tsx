import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../i18n.ts';

/** The store-screen routes belong to the kiosk build: leave the site for them (a full page load). */
export default function DigitalScreens() {
  const t = useT();
  const { pathname } = useLocation();
  useEffect(() => {
    location.replace(pathname);
  }, [pathname]);
  return <p role="status">{t('site.digitalScreens')}</p>;
}
