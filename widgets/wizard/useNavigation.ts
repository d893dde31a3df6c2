/**
 * The wizard's steps: where it is, Next (checks the step, returns to the review after a Change),
 * Back, jumps from the review; `ew:step { step, total }` on every change and once on mount, and on a
 * new step focus on its heading (announced) at the top of the form.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useWidget } from '../runtime/context.ts';
import { useFormStore, useAtomValue } from './form-context.tsx';

export function useNavigation(heading: RefObject<HTMLHeadingElement | null>) {
  const { host, emit } = useWidget();
  const fs = useFormStore();
  const total = fs.form.steps.length;
  const step = Math.min(useAtomValue(fs.step), total - 1);
  const returnToReview = useAtomValue(fs.returnToReview);
  const last = total - 1;
  const skippedList = useAtomValue(fs.skipped);
  const skipped = new Set(skippedList ? skippedList.split(',').map(Number) : []);
  // The steps shown, in order: a step with nothing to ask is passed over and not counted.
  const shown = fs.form.steps.map((_, i) => i).filter((i) => !skipped.has(i) || i === step);
  const following = (from: number, by: 1 | -1) => {
    let i = from + by;
    while (skipped.has(i)) i += by;
    return i;
  };

  const firstRender = useRef(true);
  // As the step commits (before it is painted or read): the heading, which says "Step N of M" and the
  // title, is what a screen reader reads first, not the new step's first field.
  useLayoutEffect(() => {
    emit('ew:step', { step, total });
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // A new step: start at its top with focus on its heading (announced by screen readers).
    heading.current?.focus({ preventScroll: true });
    host.scrollIntoView?.({ block: 'start' });
    // Runs on a step change: the host, the heading ref, total and emit stay for the mount's life.
  }, [step, total, emit, heading, host]);

  return {
    step,
    total,
    /** The shown steps' indexes (the count "Step N of M" and the stepper go by them). */
    shown,
    stepId: fs.form.steps[step]!.id,
    onReview: step === last,
    returnToReview,
    /** Moves to a step (from the review's Change: Next returns to the review). */
    go: (next: number, toReview = false) => fs.go(next, toReview),
    /** Checks the step; when it passes, the next one (or back to the review). */
    next() {
      if (fs.attempt().ok) fs.go(returnToReview ? last : following(step, 1));
    },
    back: () => fs.go(Math.max(0, following(step, -1))),
  };
}
