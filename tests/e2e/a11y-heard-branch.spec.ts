/**
 * The branch picker says the branch chosen, read from the accessibility tree: once an option is
 * picked by keyboard, the combobox's value is the branch, the status line says it was chosen (the
 * list closing alone is heard as "collapsed"), and the button that shows the list names it too.
 */
import { expect, test } from '@playwright/test';
import { axFind } from './ax-tree.ts';

const T = {
  en: { label: 'Preferred Store', chosen: 'Chosen: ', button: 'Show options, chosen: ' },
  fil: { label: 'Gustong Sangay', chosen: 'Napili: ', button: 'Ipakita ang mga pagpipilian, napili: ' },
};

for (const locale of ['en', 'fil'] as const) {
  test(`the branch picker says the branch chosen (${locale})`, async ({ page }) => {
    if (locale === 'fil') await page.addInitScript(() => localStorage.setItem('ew-locale', 'fil'));
    await page.goto('/');
    const form = page.locator('ew-callback-form');
    const box = form.getByRole('combobox', { name: T[locale].label });
    await expect(box).toBeVisible({ timeout: 20_000 });
    await box.click();
    await page.keyboard.type('Ayala Avenue');
    await expect(form.getByRole('option', { name: /Makati - Ayala Avenue/ })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    const branch = await box.inputValue();
    expect(branch).toMatch(/Makati - Ayala Avenue/);
    const [combo] = await axFind(page, 'combobox', T[locale].label);
    expect(combo!.value).toBe(branch);
    await expect(form.getByRole('status').filter({ hasText: T[locale].chosen + branch })).toHaveCount(1);
    expect(await axFind(page, 'StaticText', T[locale].chosen + branch), 'said by the status line').toHaveLength(1);
    const buttons = await axFind(page, 'button', T[locale].button + branch);
    expect(buttons, 'the show-options button names the branch chosen').toHaveLength(1);
  });
}
