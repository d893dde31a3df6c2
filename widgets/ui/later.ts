/**
 * Code a widget needs only after it has shown (the modal, the legal texts, the branch directory):
 * out of what every widget loads first, fetched once the page is idle, or at once when it is wanted
 * before that; loaded once, and a failed load is tried again the next time it is asked for.
 */
import { useEffect, useState } from 'react';

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
