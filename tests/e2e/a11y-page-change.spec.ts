/**
 * A page change inside the site (WCAG 2.4.3 and 4.1.3): after a link, Back and a
 * widget's thank-you navigation, focus is on the new page's level-1 heading and a live region says
 * the new page's title.
 */
import { expect, test, type Page } from '@playwright/test';

/** The shell's live region once it says `title`. */
const said = (page: Page, title: string | RegExp) => page.getByRole('status').filter({ hasText: title });

test('a link, then Back: focus on the new page heading, its title said', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contactus$/);
  const h1 = page.getByRole('heading', { level: 1, name: 'Contact Us' });
  await expect(h1).toBeFocused();
  expect(await page.title()).toBe('Contact us | EastWest Bank');
  await expect(said(page, 'Contact us | EastWest Bank')).toHaveCount(1);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Your bank, close to you' })).toBeFocused();
  await expect(said(page, await page.title())).toHaveCount(1);
});

test("the callback form's thank-you navigation: focus on Thank you!, its title said", async ({ page }) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Request a callback' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Site Visitor');
  await form.getByRole('textbox', { name: 'Mobile Number' }).fill('09171234567');
  await form.getByRole('combobox', { name: 'Preferred Store' }).fill('Ayala Avenue');
  await form.getByRole('option', { name: /Makati - Ayala Avenue/ }).click();
  await form.getByRole('checkbox', { name: /I have read and agree/ }).check({ force: true });
  await form.getByRole('button', { name: 'Submit' }).click();
  await page.getByRole('dialog', { name: 'Thank you' }).getByRole('button', { name: 'OK' }).press('Enter');
  await expect(page).toHaveURL(/\/callback\/thankyou$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeFocused();
  await expect(said(page, await page.title())).toHaveCount(1);
});

test('a search from the support search box, which writes the query into the URL, keeps focus in the box', async ({
  page,
}) => {
  await page.goto('/supportandsecurity/search');
  const box = page.getByRole('searchbox');
  await box.click();
  await page.keyboard.type('card');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=card/);
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('card');
});
