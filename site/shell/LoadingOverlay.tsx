/** The loading overlay (§2 "Global dialog host"): a spinner on a backdrop, announced politely. */
import { useText } from '../text.ts';

export function LoadingOverlay({ label }: { label?: string }) {
  const text = useText();
  return (
    <div className="site-overlay" role="status" aria-live="polite">
      <span className="site-spinner" aria-hidden="true" />
      <span className="site-vh">{label ?? text.loadingPage}</span>
    </div>
  );
}
