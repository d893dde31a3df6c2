/**
 * Keyboard helpers of the personal loan and credit card browser tests: long forms whose
 * tab order has many optional stops, so `tab(label)` presses Tab until the field labelled `label`
 * of the current step has focus (failing after a bounded number of presses), then types.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { step } from './loans.ts';

/**
 * How many Tab presses from the focused element to `target`, counting the tabbable controls between
 * them in document order (a radio group is one stop): 0 when it has focus, -1 when unknown.
 */
const distance = (target: Locator) =>
  target.evaluate((el) => {
    const root = el.getRootNode() as Document | ShadowRoot;
    const active = root.activeElement;
    if (active === el) return 0;
    const all = Array.from(
      root.querySelectorAll<HTMLElement>('input:not([type=hidden]), select, textarea, button, a[href], [tabindex]'),
    ).filter((x) => x.tabIndex >= 0 && !(x as HTMLInputElement).disabled && x.getClientRects().length > 0);
    const seenRadio = new Set<string>();
    const stops = all.filter((x) => {
      if (!(x instanceof HTMLInputElement) || x.type !== 'radio') return true;
      if (seenRadio.has(x.name)) return false;
      seenRadio.add(x.name);
      return true;
    });
    const from = active ? stops.indexOf(active as HTMLElement) : -1;
    const to = stops.indexOf(el as HTMLElement);
    return from >= 0 && to > from ? to - from : -1;
  });

/** Tab (forwards) until `target` has focus; at most `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 200) {
  // Far away: press most of the way without asking after each press, then step.
  const far = await distance(target);
  for (let i = 0; i < far - 2; i++) await page.keyboard.press('Tab');
  for (let i = 0; i < max; i++) {
    if ((await distance(target)) === 0) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its label, with or without the " (optional)" the engine appends. */
export const byLabel = (form: Locator, label: string) =>
  form.getByLabel(new RegExp(`^${escape(label)}( \\(optional\\))?$`)).first();

/** Keyboard driving of one step: its form, a field by label, a radio, a checkbox or a button. */
export function keyboardOn(page: Page, title: string) {
  const form = step(page, title);
  return {
    form,
    /** Tab to the field labelled `label`, type `text`. */
    async type(label: string, text: string) {
      await tabTo(page, byLabel(form, label));
      if (text) await page.keyboard.type(text);
    },
    /** Tab into the radio group `group` and choose `option` with the arrow keys. */
    async radio(group: string, option: string) {
      const groupEl = form.getByRole('radiogroup', { name: group });
      const target = groupEl.getByRole('radio', { name: option, exact: true });
      await tabTo(page, groupEl.getByRole('radio').first());
      await page.keyboard.press('Space');
      for (let i = 0; i < 15 && !(await target.isChecked()); i++) await page.keyboard.press('ArrowDown');
      await expect(target).toBeChecked();
    },
    /** Tab to the checkbox and toggle it with Space. */
    async check(label: string) {
      await tabTo(page, form.getByRole('checkbox', { name: label }));
      await page.keyboard.press('Space');
    },
    /** Tab to the button and press Enter. */
    async press(name: string) {
      await tabTo(page, form.getByRole('button', { name, exact: true }));
      await page.keyboard.press('Enter');
    },
  };
}

/** Enter on the focused field submits the step: Next; waits for the next heading to take focus. */
export async function enterTo(page: Page, heading: string) {
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: heading, level: 3 })).toBeFocused();
}

/** The error summary's links of a step, after a Next that failed. */
export const summaryLinks = (form: Locator) =>
  form.getByRole('group', { name: 'There is a problem' }).getByRole('link');
