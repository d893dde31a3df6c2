/**
 * A step change as a screen reader hears it, read from the accessibility tree: after Next, focus is
 * on the new step's heading, whose name says "Step N of M" before the step's title (and the form's
 * fields come after it); on a phone the steps toggle says the count and the heading the title, not
 * the same words twice.
 */
import { expect, test, type Page } from '@playwright/test';
import { axFind, axFocused } from './ax-tree.ts';

const T = {
  en: { next: 'Next', card: 'Type of EastWest Bank Credit Card', step2: 'Step 2 of 8: Existing client' },
  fil: { next: 'Susunod', card: 'Uri ng EastWest Bank Credit Card', step2: /^Hakbang 2 sa 8: \S/ },
};

async function toStep2(page: Page, locale: 'en' | 'fil') {
  if (locale === 'fil') await page.addInitScript(() => localStorage.setItem('ew-locale', 'fil'));
  await page.goto('/forms?preset=creditcard');
  const form = page.locator('ew-credit-card');
  await expect(form.getByRole('button', { name: T[locale].next })).toBeVisible({ timeout: 20_000 });
  await form.getByRole('radiogroup', { name: T[locale].card }).getByRole('radio').first().check({ force: true });
  await form.getByRole('button', { name: T[locale].next }).press('Enter');
  return form;
}

for (const locale of ['en', 'fil'] as const) {
  test(`after Next the new step's heading has focus and says "Step 2 of 8" first (${locale})`, async ({ page }) => {
    const form = await toStep2(page, locale);
    await expect(form.getByRole('heading', { level: 3, name: T[locale].step2 })).toBeFocused();
    const focused = await axFocused(page);
    expect(focused?.role).toBe('heading');
    if (typeof T[locale].step2 === 'string') expect(focused!.name).toBe(T[locale].step2);
    else expect(focused!.name).toMatch(T[locale].step2);
  });

  test(`on a phone the steps toggle and the step heading do not say the same title twice (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const form = await toStep2(page, locale);
    const heading = form.getByRole('heading', { level: 3, name: T[locale].step2 });
    await expect(heading).toBeFocused();
    const [h] = (await axFind(page, 'heading')).filter((n) => n.props.focused === 'true');
    const title = h!.name.split(': ').slice(1).join(': ');
    expect(title).not.toBe('');
    const toggle = (await axFind(page, 'button')).find(
      (n) => n.props.expanded !== undefined && /^(Step|Hakbang) /.test(n.name),
    );
    expect(toggle, 'the steps toggle').toBeTruthy();
    expect(toggle!.name).toBe(locale === 'fil' ? 'Hakbang 2 sa 8' : 'Step 2 of 8');
    // Seen: the toggle's count, then the title once (the count in the heading is for screen readers).
    const seen = (await form.locator('.ew-wizard').innerText()).split('\n').filter((l) => l.includes(title));
    expect(seen, 'the step title is shown once').toHaveLength(1);
  });
}
