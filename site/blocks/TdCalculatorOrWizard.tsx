/**
 * The time deposit product page's widget (application-forms.md §2: the time deposit wizard is reached
 * "also ... under the time deposit product page"). The calculator hands over to
 * /forms?preset=timedeposit&… (its contract for every host); here the page takes that hand-over and
 * opens the wizard on this page instead, with the same query, so the wizard reads it as it does on
 * /forms. Back returns to the calculator.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readTdHandOver } from '../../shared/calculators/td.ts';
import { Widget } from '../Widget.tsx';

export function TdCalculatorOrWizard() {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Capture: this runs before the element's own listener (site/Widget.tsx), which would go to /forms.
    const onNavigate = (e: Event) => {
      const url = new URL((e as CustomEvent<{ href: string }>).detail.href, location.href);
      if (url.origin !== location.origin || !readTdHandOver(url.search)) return;
      e.preventDefault();
      e.stopPropagation();
      void navigate(pathname + url.search);
    };
    el.addEventListener('ew:navigate', onNavigate, true);
    return () => el.removeEventListener('ew:navigate', onNavigate, true);
  }, [navigate, pathname]);
  return (
    <div className="site-card" ref={ref}>
      {readTdHandOver(search) ? <Widget tag="ew-time-deposit" /> : <Widget tag="ew-td-calculator" />}
    </div>
  );
}
