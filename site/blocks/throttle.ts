/**
 * Calls `fn` at most once every `ms`: the first call starts the wait, later calls in it are folded
 * into one trailing call at its end (the carousels' resize throttle, §4 "resize throttle 500 ms").
 */
export function throttle(fn: () => void, ms: number): { (): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const call = () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      fn();
    }, ms);
  };
  call.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
  };
  return call;
}

/** §4: carousels re-measure the window at most every 500 ms. */
export const RESIZE_THROTTLE_MS = 500;
