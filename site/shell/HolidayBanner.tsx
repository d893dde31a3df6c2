/**
 * The holiday banner (§2, §3): at the top when an image is configured; the countdown placeholder in
 * its text replaced by the days remaining; hidden on the digital-screens routes. A failed load
 * leaves error false and shows nothing (§4). Shown with a page only if it was in when that page was
 * first drawn (App.tsx mounts it per page): a banner whose record comes later than the page's wait
 * (PAGE_WAIT_MS, a slow network) would push the whole page down under the visitor's eyes (CLS 0.067
 * at 412 px), so it comes with the next page instead.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { bannerText } from '../../shared/content/holiday.ts';
import { showsHolidayBanner } from '../../shared/content/shell.ts';
import { useContent } from '../content/useContent.ts';
import { useContentLang, useT } from '../i18n.ts';

export function HolidayBanner({ path }: { path: string }) {
  const t = useT();
  const cms = useContentLang(); // the banner's text comes from the CMS in English only
  const { data } = useContent('holidaybanner');
  const [inWithThePage] = useState(data !== null);
  const banner = data?.[0];
  if (!inWithThePage || !banner || !showsHolidayBanner(path, banner.field_imageholiday)) return null;
  const body = (
    <>
      <img src={banner.field_imageholiday} alt="" width="48" height="48" />
      <span lang={cms}>{bannerText(banner)}</span>
    </>
  );
  const link = banner.field_holiday_banner_link;
  return (
    <aside className="site-holiday" aria-label={t('site.holiday')}>
      {link && /^\//.test(link) ? <Link to={link}>{body}</Link> : link ? <a href={link}>{body}</a> : body}
    </aside>
  );
}
