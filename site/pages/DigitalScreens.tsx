import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useText } from '../text.ts';

/** The store-screen routes belong to the kiosk build: leave the site for them (a full page load). */
export default function DigitalScreens() {
  const text = useText();
  const { pathname } = useLocation();
  useEffect(() => {
    location.replace(pathname);
  }, [pathname]);
  return <p role="status">{text.digitalScreens}</p>;
}
