/**
 * EW Billers (§3 "EW Billers content", GET /api/ewbillers) in the dialog host: loaded when the drawer
 * opens it, with the HTML sanitizer it needs.
 */
import { Html } from '../content/Html.tsx';
import { useContent } from '../content/useContent.ts';
import { useT } from '../i18n.ts';

export default function Billers() {
  const t = useT();
  const { status, data } = useContent('ewbillers');
  if (status === 'loading') return <p role="status">{t('site.loading')}</p>;
  // A failed load is logged only (§8): the dialog keeps its title and shows nothing else.
  if (!data) return null;
  return <Html html={data.ReportBody} className="site-prose" />;
}
