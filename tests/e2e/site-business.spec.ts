/**
 * The business solution pages (site-and-content.md §2 "Product card", §3 "Solution
 * contact mapping"): REQUEST FOR CALLBACK only on Fixed Income Products, to
 * /request-for-callback/investment; every page's contact is its own mapping (e-mail and its own
 * request for a callback); the business loan form is mounted as the loan variant it is.
 */
import { expect, test } from '@playwright/test';
import { SOLUTION_CONTACTS, solutionCallbackPath } from '../../shared/content/solutions.ts';
import { expectNoAxeViolations, widgetsTookOver } from './helpers.ts';

test.describe.configure({ timeout: 90_000 });

test('REQUEST FOR CALLBACK only on Fixed Income Products; each page contacts its own solution', async ({ page }) => {
  for (const s of SOLUTION_CONTACTS) {
    await page.goto(s.urlSolution);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible();
    const buttons = main.getByRole('link', { name: 'REQUEST FOR CALLBACK' });
    if (s.key === 'fixedincome') {
      const n = await buttons.count();
      expect(n, 'one per product card').toBeGreaterThan(1);
      for (let i = 0; i < n; i++)
        await expect(buttons.nth(i)).toHaveAttribute('href', '/request-for-callback/investment');
    } else {
      await expect(buttons, s.urlSolution).toHaveCount(0);
    }
    // Only the loan solution leads to the business loan form.
    await expect(main.locator('a[href="/business/form/business-loan-solution"]'), s.urlSolution).toHaveCount(
      s.key === 'loan' ? 1 : 0,
    );
    const contact = main.getByRole('region', { name: s.titleSolution, exact: true });
    await expect(contact.getByRole('link', { name: s.emailSolution })).toHaveAttribute(
      'href',
      `mailto:${s.emailSolution}`,
    );
    await expect(
      contact.getByRole('link', { name: `Request a callback about ${s.titleSolution}` }),
      s.urlSolution,
    ).toHaveAttribute('href', solutionCallbackPath(s.key));
  }
});

test('a solution page leads to a callback about that solution', async ({ page }) => {
  await page.goto('/business/forex-service-solution');
  await page.getByRole('link', { name: 'Request a callback about Forex Services' }).click();
  await expect(page).toHaveURL(/\/request-for-callback\/\?solution=forex$/);
  const form = page.getByRole('form', { name: /^Request for Callback/ });
  await expect(form.getByRole('heading', { name: 'Request for Callback: Forex Services' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(form.getByRole('checkbox', { name: 'Forex Services' })).toBeChecked();
});

test('the business loan form is the loan variant: its title and e-mail, Business Loans ticked, the loan asked', async ({
  page,
}) => {
  await page.goto('/business/loan-solution');
  await page.getByRole('link', { name: 'Request a callback about Business Loan Solution' }).click();
  await expect(page).toHaveURL(/\/business\/form\/business-loan-solution$/);
  const notice = page.getByRole('dialog', { name: 'Before you apply' });
  await notice.getByRole('button', { name: 'Continue' }).click();
  const form = page.getByRole('form', { name: /^Request for Callback/ });
  await expect(form.getByRole('heading', { name: 'Request for Callback: Business Loan Solution' })).toBeVisible({
    timeout: 20_000,
  });
  await widgetsTookOver(page);
  await expect(form.getByRole('link', { name: 'businessloans@sample-ewbank.ph' })).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'Business Loans' })).toBeChecked();
  await expect(form.getByRole('combobox', { name: 'Purpose of Loan' })).toBeVisible();
  await expectNoAxeViolations(page, 'business loan form');
});
