/**
 * A calculator's result, said by screen readers as it changes (WCAG 4.1.3): a polite status region
 * (visually hidden: the result is on screen already) whose text follows `text` once it has stopped
 * changing for `delay` ms, so typing an amount or holding an arrow key is said once, not at every
 * keystroke. Filled only after mount: a region that starts filled is not read.
 *
 * Imported from this file, not ui/index.ts: only the calculators carry it.
 */
import { useEffect, useState } from 'react';

export function LiveResult({ text, delay = 700 }: { text: string; delay?: number }) {
  const [said, setSaid] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSaid(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return (
    <p role="status" className="ew-vh">
      {said}
    </p>
  );
}
