/** The loading overlay (§2 "Global dialog host"): a spinner on a backdrop, announced politely. */
import { useT } from '../i18n.ts';

export function LoadingOverlay({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="site-overlay" role="status" aria-live="polite">
      <span className="site-spinner" aria-hidden="true" />
      <span className="site-vh">{label ?? t('site.loadingPage')}</span>
    </div>
  );
}
