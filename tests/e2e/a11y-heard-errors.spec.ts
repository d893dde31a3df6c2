/**
 * Errors as a screen reader hears them, read from the browser's accessibility tree: a radio group in
 * error says "invalid" and its message on the group and on the radio that takes focus from the error
 * link (as text fields and checkboxes do; in words too, first in the radio's description, for Orca), and the error summary, focused after a failed Submit or
 * Next, says how many errors there are and what they are, not only "There is a problem".
 */
import { expect, test, type Page } from '@playwright/test';
import { axFind, axFocused } from './ax-tree.ts';

const CARD_TYPE = {
  en: { label: 'Type of EastWest Bank Credit Card', error: 'Type of EastWest Bank Credit Card is required' },
  fil: { label: 'Uri ng EastWest Bank Credit Card', error: 'Kailangan ang uri ng EastWest Bank Credit Card' },
};
const INVALID = { en: 'Invalid entry.', fil: 'Hindi wastong sagot.' };
const SUMMARY = { en: 'There is a problem', fil: 'May problema' };
const COUNT = { en: (n: number) => `${n} error${n === 1 ? '' : 's'}`, fil: (n: number) => `${n} mali` };

async function inLocale(page: Page, locale: 'en' | 'fil') {
  if (locale === 'fil') await page.addInitScript(() => localStorage.setItem('ew-locale', 'fil'));
}

for (const locale of ['en', 'fil'] as const) {
  test(`a radio group in error is invalid and described by its message, on the group and its radios (${locale})`, async ({
    page,
  }) => {
    await inLocale(page, locale);
    await page.goto('/forms?preset=creditcard');
    const form = page.locator('ew-credit-card');
    const next = form.getByRole('button', { name: locale === 'fil' ? 'Susunod' : 'Next' });
    await expect(next).toBeVisible({ timeout: 20_000 });
    await next.click();
    const { label, error } = CARD_TYPE[locale];
    await form.getByRole('link', { name: error }).click();
    const [group] = await axFind(page, 'radiogroup', label);
    expect(group, 'the radio group').toBeTruthy();
    expect(group!.props.invalid).toBe('true');
    expect(group!.description).toContain(error);
    const focused = await axFocused(page);
    expect(focused?.role).toBe('radio');
    expect(focused!.props.invalid, 'the radio the error link focused says invalid').toBe('true');
    expect(focused!.description, 'and its message').toContain(error);
    // Orca 43 has no invalid state in what it says of a radio: the description says it first
    expect(focused!.description.startsWith(INVALID[locale]), focused!.description).toBe(true);
    // Answered: neither the group nor its radios say invalid any more.
    await page.keyboard.press('Space');
    await expect.poll(async () => (await axFind(page, 'radiogroup', label))[0]?.props.invalid ?? 'false').toBe('false');
    expect((await axFocused(page))!.props.invalid ?? 'false').toBe('false');
  });

  test(`the error summary says its count and its errors when it takes focus (${locale})`, async ({ page }) => {
    await inLocale(page, locale);
    await page.goto('/');
    const form = page.locator('ew-callback-form');
    const submit = form.getByRole('button', { name: locale === 'fil' ? 'Ipasa' : 'Submit' });
    await expect(submit).toBeVisible({ timeout: 20_000 });
    await submit.click();
    const summary = form.getByRole('group', { name: SUMMARY[locale] });
    await expect(summary).toBeFocused();
    const links = (await summary.getByRole('link').allTextContents()).map((s) => s.trim());
    expect(links.length).toBeGreaterThan(1);
    const focused = await axFocused(page);
    expect(focused?.name).toBe(SUMMARY[locale]);
    // What is said with the name on focus: the count, then every error.
    expect(focused!.description.startsWith(COUNT[locale](links.length)), focused!.description).toBe(true);
    for (const l of links) expect(focused!.description).toContain(l);
  });
}
