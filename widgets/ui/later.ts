/**
 * Code a widget needs only after it has shown (the modal, the legal texts, the branch directory):
 * out of what every widget loads first, fetched once the page is idle, or at once when it is wanted
 * before that; loaded once, and a failed load is tried again the next time it is asked for.
 */
import { useEffect, useState } from 'react';
import { useWidget } from '../runtime/context.ts';

export interface Later<T> {
  /** What the load gave, once it has arrived. */
  value?: T;
  load(): Promise<T>;
}

export function later<T>(load: () => Promise<T>): Later<T> {
  let loading: Promise<T> | undefined;
  const part: Later<T> = {
    load: () =>
      (loading ??= load().then(
        (value) => (part.value = value),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
  };
  return part;
}

/**
 * Asks for `part` when the page is idle after this render, or at once while `now`, and renders again
 * when it arrives. True when the last load failed (`part.value` stays empty then).
 */
export function useLater(part: Later<unknown>, now: boolean): boolean | undefined {
  const [failed, setFailed] = useState<boolean>();
  useEffect(() => {
    if (part.value) return;
    let live = true;
    const load = () =>
      part.load().then(
        () => live && setFailed(false),
        () => live && setFailed(true),
      );
    const timer = now ? (void load(), undefined) : setTimeout(load, 1);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [part, now]);
  return failed;
}

/**
 * A part the widget cannot draw without (a partner's prefill reader, a variant's form): asked for at
 * once while `wanted`, never otherwise. Its value once it has arrived; undefined while on its way
 * (`ew:ready` waits for it: WidgetContextValue.wait); null when not wanted or when it could not be
 * loaded (the widget then draws without it). Draws again when the load settles.
 */
export function useNeeded<T>(part: Later<T>, wanted: boolean): T | null | undefined {
  const { wait } = useWidget();
  const [failed, setFailed] = useState(false);
  const [, arrived] = useState(0);
  if (!wanted || failed) return null;
  if (part.value !== undefined) return part.value;
  // Asked for while drawing, not in an effect: the mount hears of it before it sends ew:ready.
  wait(
    part.load().then(
      () => arrived(1),
      () => setFailed(true),
    ),
  );
  return undefined;
}
