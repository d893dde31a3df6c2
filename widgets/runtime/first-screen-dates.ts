/**
 * A prerendered first screen's date bounds on the visitor's day: the build wrote each date input's
 * bound rules ("min max", shared/day-rules.ts) beside the build day's values, and this sets min and
 * max from them when the screen is shown. Inlined by scripts/first-screens.mjs only into the first
 * screens that have such an input (the others do not carry it).
 */
import { dayOf } from '../../shared/day-rules.ts';

/** A date input's bound rules, "min max" (e.g. "y-80 y-18", "1910-07-31 y-18", "d0 d90"). */
export const RANGE_ATTR = 'data-ew-range';

export function fixDates(root: ParentNode | null): void {
  for (const input of Array.from(root?.querySelectorAll<HTMLInputElement>(`input[${RANGE_ATTR}]`) ?? [])) {
    const [min, max] = input.getAttribute(RANGE_ATTR)!.split(' ');
    if (min) input.min = dayOf(min);
    if (max) input.max = dayOf(max);
  }
}
