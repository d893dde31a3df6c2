/**
 * A step with nothing to ask is passed over and not counted: the personal loan's My Spouse for a
 * single applicant. Next from My Personal Information lands on My Personal References, heard as
 * "Step 2 of 5" (of the 6 steps, one is not needed), and Back returns to step 1; for a married
 * applicant My Spouse is step 2 of 6.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { byLabel } from './applications.ts';
import { axFocused } from './ax-tree.ts';

async function personalStep(page: Page, civil: 'Single' | 'Married') {
  await page.goto('/forms?preset=personal-loan');
  const personal = page.getByRole('form', { name: /My Personal Information$/ });
  await expect(personal).toBeVisible({ timeout: 20_000 });
  const fill = (label: string, value: string) => byLabel(personal, label).fill(value);
  await fill('First name', 'Maria');
  await fill('Middle name', 'Santos');
  await fill('Last name', 'Reyes');
  await fill('Birth Date', '1990-05-15');
  await fill('Place of birth', 'Quezon City');
  await fill("Mother's first name", 'Lourdes');
  await fill("Mother's middle name", 'Garcia');
  await fill("Mother's last name", 'Cruz');
  await personal.getByRole('radio', { name: 'Female' }).check({ force: true });
  await byLabel(personal, 'Civil status').selectOption({ label: civil });
  await byLabel(personal, 'Education').selectOption({ label: 'College' });
  await byLabel(personal, 'Citizenship').selectOption({ label: 'Filipino' });
  await fill('SSS/GSIS No.', '1234567890');
  await fill('Tax Identification Number (TIN)', '123456789');
  await fill('Number of dependents', '0');
  await fill('Present home address', '6750 Ayala Avenue, Makati City');
  await fill('Present zip code', '1226');
  await byLabel(personal, 'Home ownership').selectOption({ label: 'Rented' });
  await fill('Years of stay', '5');
  await fill('Mobile phone number', '09171234567');
  await fill('Email address', 'maria@example.ph');
  return personal;
}

const next = (form: Locator) => form.getByRole('button', { name: 'Next' }).press('Enter');

test('a single applicant passes over My Spouse, and the count leaves it out', async ({ page }) => {
  const personal = await personalStep(page, 'Single');
  await expect(page.getByRole('heading', { level: 3, name: 'Step 1 of 5: My Personal Information' })).toBeVisible();
  await next(personal);
  const refs = page.getByRole('heading', { level: 3, name: 'Step 2 of 5: My Personal References' });
  await expect(refs).toBeFocused();
  expect((await axFocused(page))?.name).toBe('Step 2 of 5: My Personal References');
  const steps = page.getByRole('navigation', { name: /Application steps/ }).getByRole('listitem');
  await expect(steps).toHaveCount(5);
  await expect(steps.filter({ hasText: 'My Spouse' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Step 1 of 5: My Personal Information' })).toBeFocused();
});

test('a married applicant has My Spouse as step 2 of 6', async ({ page }) => {
  const personal = await personalStep(page, 'Married');
  await next(personal);
  await expect(page.getByRole('heading', { level: 3, name: 'Step 2 of 6: My Spouse' })).toBeFocused();
});
