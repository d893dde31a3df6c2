/**
 * The business request-for-callback (`ew-business-callback`) end to end: the site's
 * /request-for-callback routes and the demo page -> loader -> widget -> POST /gateway/request-for-callback
 * (multipart) -> stored row `request-for-callback` -> /request-for-callback/thankyou/{id}.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectErrors, expectNoAxeViolations, submissions, uniqueName } from './helpers.ts';

const POST = '**/gateway/request-for-callback';

async function open(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const form = page.getByRole('form', { name: /^Request for Callback/ });
  await expect(form).toBeVisible({ timeout: 20_000 });
  return form;
}

/** yyyy-MM-dd in Manila, `days` from today; and the digits Chromium's en-US date field takes (mmddyyyy). */
function day(days: number): { iso: string; keys: string } {
  const d = new Date(Date.now() + 8 * 3600_000);
  d.setUTCDate(d.getUTCDate() + days);
  const iso = d.toISOString().slice(0, 10);
  const [y, m, dd] = iso.split('-');
  return { iso, keys: `${m}${dd}${y}` };
}

/** Presses Tab (keyboard only) until `target` has focus; at most `max` presses. */
async function tabTo(page: Page, target: Locator, max = 4) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (
      await target.evaluate((el) => {
        let a: Element | null = document.activeElement;
        while (a?.shadowRoot?.activeElement) a = a.shadowRoot.activeElement;
        return a === el;
      })
    )
      return;
  }
  await expect(target).toBeFocused();
}

async function fillValid(form: Locator, name: string) {
  await form.getByRole('textbox', { name: 'Business Name' }).fill('Sari-Sari Trading');
  await form.getByRole('combobox', { name: 'Type of Business' }).selectOption('Services');
  await form.getByRole('radio', { name: 'NO' }).check({ force: true });
  await form.getByRole('textbox', { name: 'Contact Person' }).fill(name);
  await form.getByRole('textbox', { name: 'E-mail Address' }).fill('maria@example.ph');
  await form.getByRole('textbox', { name: 'Mobile Number' }).fill('09181234567');
  await form.getByRole('combobox', { name: 'Preferred EastWest Branch' }).fill('Lanang');
  await form.getByRole('option', { name: /Davao - Lanang/ }).click();
  await form.getByRole('checkbox', { name: 'Insurance' }).check({ force: true });
  await form.getByLabel('From').fill(day(1).iso);
  await form.getByLabel('To', { exact: true }).fill(day(2).iso);
}

test('keyboard only on the site: a business loan inquiry is stored as typed and thanked at /request-for-callback/thankyou/{id}', async ({
  page,
  request,
}) => {
  const errors = collectErrors(page);
  const form = await open(page, '/request-for-callback/?solution=loan');
  // the solution contact mapping: title and e-mail of Business Loan Solution; its topic ticked
  await expect(form.getByRole('heading', { name: 'Request for Callback: Business Loan Solution' })).toBeVisible();
  await expect(form.getByRole('link', { name: 'businessloans@sample-ewbank.ph' })).toHaveAttribute(
    'href',
    'mailto:businessloans@sample-ewbank.ph',
  );
  await expect(form.getByRole('checkbox', { name: 'Business Loans' })).toBeChecked();
  await expectNoAxeViolations(page, 'empty', 'ew-business-callback');

  const name = uniqueName();
  const from = day(1);
  const to = day(3);
  await form.getByRole('textbox', { name: 'Business Name' }).focus();
  const kb = page.keyboard;
  await kb.type('Dela Cruz Trading');
  await kb.press('Tab'); // type of business (native select): typeahead
  await kb.type('Tr');
  await kb.press('Tab'); // existing account: nothing chosen, focus on YES
  await kb.press('Space');
  await kb.press('Tab');
  await kb.type(name);
  await kb.press('Tab');
  await kb.type('juan@example.ph');
  await kb.press('Tab');
  await kb.type('0917 123 4567');
  await kb.press('Tab'); // branch picker
  await kb.type('Cebu IT Park');
  await kb.press('ArrowDown');
  await kb.press('Enter');
  await kb.press('Tab'); // first topic: Deposits
  await kb.press('Space');
  for (let i = 0; i < 10; i++) await kb.press('Tab'); // past the topics (Others is disabled: skipped)
  await kb.type('Wo'); // purpose of loan: Working Capital
  await kb.press('Tab');
  await kb.type('1500000'); // loan amount, formatted as typed
  await kb.press('Tab');
  await kb.type(from.keys); // preferred days: from
  // Chromium's date field moves Tab through its own month/day/year parts first
  await tabTo(page, form.getByLabel('To', { exact: true }));
  await kb.type(to.keys); // to
  await tabTo(page, form.getByRole('combobox', { name: 'Call me between' })); // 8:30 AM (default) ...
  await kb.press('Tab'); // ... and: 10:00 AM
  await kb.type('10');

  await expect(form.getByRole('combobox', { name: 'Type of Business' })).toHaveValue('Trading');
  await expect(form.getByRole('radio', { name: 'YES' })).toBeChecked();
  await expect(form.getByRole('combobox', { name: 'Preferred EastWest Branch' })).toHaveValue('Cebu - IT Park');
  await expect(form.getByRole('checkbox', { name: 'Deposits' })).toBeChecked();
  await expect(form.getByRole('combobox', { name: 'Purpose of Loan' })).toHaveValue('Working Capital');
  await expect(form.getByRole('textbox', { name: 'Loan Amount (PHP)' })).toHaveValue('1,500,000');
  await expect(form.getByLabel('From')).toHaveValue(from.iso);
  await expect(form.getByLabel('To', { exact: true })).toHaveValue(to.iso);
  await expect(form.getByRole('combobox', { name: 'Call me between' })).toHaveValue('08:30');
  await expect(form.getByRole('combobox', { name: 'and' })).toHaveValue('10:00');
  // shown as clock times (the list's format), sent as 24-hour values
  await expect(form.getByRole('combobox', { name: 'Call me between' }).locator('option:checked')).toHaveText('8:30 AM');
  await expect(form.getByRole('combobox', { name: 'and' }).locator('option:checked')).toHaveText('10:00 AM');

  // the events of CONTRACT.md, seen by the host page (the site routes ew:navigate itself)
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { seen: unknown[] }).seen = seen;
    for (const type of ['ew:submit', 'ew:success', 'ew:navigate', 'ew:error'])
      document.addEventListener(type, (e) => seen.push([type, (e as CustomEvent).detail]));
  });
  const posted = page.waitForRequest((r) => r.url().endsWith('/gateway/request-for-callback') && r.method() === 'POST');
  for (let i = 0; i < 3; i++) await kb.press('Tab'); // privacy, terms, Submit
  await expect(form.getByRole('button', { name: 'Submit' })).toBeFocused();
  await kb.press('Enter');
  expect((await posted).headers()['content-type']).toMatch(/^multipart\/form-data/);
  await expect(page).toHaveURL(/\/request-for-callback\/thankyou\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: /Thank you/i })).toBeVisible();
  const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
  expect(await page.evaluate(() => (window as unknown as { seen: unknown[] }).seen)).toEqual([
    ['ew:submit', { form: 'request-for-callback' }],
    ['ew:success', { form: 'request-for-callback', id }],
    ['ew:navigate', { href: `/request-for-callback/thankyou/${id}` }],
  ]);

  const rows = (await submissions(request, 'request-for-callback')).filter((r) => r.id === id);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.fields).toEqual({
    hasAnExistingAccount: 'YES',
    preferredStore: '145',
    other: '',
    typeOfBusiness: 'Trading',
    inquireAbout: 'Deposits, Business Loans',
    primaryMobileNumber: '09171234567',
    preferredDay: `${from.iso}/${to.iso}`,
    businessName: 'Dela Cruz Trading',
    name,
    email: 'juan@example.ph',
    timeIn: '08:30',
    timeTo: '10:00',
    purposeLoan: 'Working Capital',
    loanAmount: '1500000',
    solution: 'loan',
    variant: '',
    titleSolution: 'Business Loan Solution',
    emailSolution: 'businessloans@sample-ewbank.ph',
  });
  expect(errors).toEqual([]);
});

test('messages: every rule of an empty form, EastWest Branch is required, and live corrections', async ({ page }) => {
  const form = await open(page, '/request-for-callback/');
  await form.getByRole('button', { name: 'Submit' }).click();
  const summary = form.getByRole('group', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Please enter your business name',
    'Please select your type of business',
    'Do you have an existing EastWest account?: This field is required',
    'Contact Person: Name should be at least 3 characters long',
    'Please enter a valid e-mail address',
    'Mobile Number should follow the format (09XXXXXXXXX)',
    'Preferred EastWest Branch: EastWest Branch is required',
    'I would like to inquire about: Please select at least one topic',
    'Preferred days for the call: Please enter the first preferred day',
  ]);
  await expect(form.getByRole('combobox', { name: 'Preferred EastWest Branch' })).toHaveAccessibleDescription(
    /EastWest Branch is required/,
  );
  await expectNoAxeViolations(page, 'invalid', 'ew-business-callback');
  await summary.getByRole('link', { name: 'EastWest Branch is required' }).click();
  await expect(form.getByRole('combobox', { name: 'Preferred EastWest Branch' })).toBeFocused();

  // Others: type of business asks what it is; Business Loans asks for purpose and amount
  await form.getByRole('combobox', { name: 'Type of Business' }).selectOption('Others');
  await expect(summary.getByRole('link', { name: 'Please specify your type of business' })).toBeVisible();
  await form.getByRole('checkbox', { name: 'Business Loans' }).check({ force: true });
  await expect(summary.getByRole('link', { name: 'Please select the purpose of the loan' })).toBeVisible();
  const amount = form.getByRole('textbox', { name: 'Loan Amount (PHP)' });
  await amount.fill('PHP 12a345678901234');
  await expect(amount).toHaveValue('1,234,567,890'); // digits only, at most 10, separators
  await form.getByRole('checkbox', { name: 'Business Loans' }).uncheck({ force: true });
  await expect(form.getByRole('combobox', { name: 'Purpose of Loan' })).toHaveCount(0);

  // the call window: the end after the start
  await form.getByRole('combobox', { name: 'Call me between' }).selectOption('10:00');
  await expect(summary.getByRole('link', { name: 'The end of the call window must be after its start' })).toBeVisible();
  await form.getByLabel('From').fill(day(3).iso);
  await form.getByLabel('To', { exact: true }).fill(day(1).iso);
  await expect(summary.getByRole('link', { name: 'The last preferred day cannot be before the first' })).toBeVisible();
});

test('Others is shown among the topics but disabled', async ({ page }) => {
  const form = await open(page, '/request-for-callback/deposit-page');
  const others = form.getByRole('checkbox', { name: 'Others' });
  await expect(others).toBeVisible();
  await expect(others).toBeDisabled();
  await others.click({ force: true });
  await expect(others).not.toBeChecked();
  // deposit-page: the Deposit solution, Deposits ticked
  await expect(form.getByRole('link', { name: 'deposits@sample-ewbank.ph' })).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'Deposits' })).toBeChecked();
});

test('server error, server down and timeout: an alert, every value kept, the button busy while sending, and a retry stores one row', async ({
  page,
  request,
}) => {
  const form = await open(page, '/request-for-callback/investment');
  await expect(form.getByRole('heading', { name: 'Request for Callback: Fixed Income Product' })).toBeVisible();
  const name = uniqueName('Maria');
  await fillValid(form, name);
  const failures: [string, (p: Page) => Promise<void>][] = [
    ['HTTP 500', async (p) => void (await p.route(POST, (r) => r.fulfill({ status: 500, body: 'boom' })))],
    [
      'HTTP 200 without an id',
      async (p) => void (await p.route(POST, (r) => r.fulfill({ status: 200, body: '{"status":"FAILED"}' }))),
    ],
    ['server down', async (p) => void (await p.route(POST, (r) => r.abort('connectionrefused')))],
    [
      'timeout',
      async (p) => {
        await p.locator('ew-business-callback').evaluate((el) => el.setAttribute('timeout', '1'));
        await p.route(POST, async (r) => {
          await new Promise((done) => setTimeout(done, 2500));
          await r.fulfill({ status: 200, body: '{}' }).catch(() => undefined);
        });
      },
    ],
  ];
  for (const [label, fail] of failures) {
    await fail(page);
    await form.getByRole('button', { name: 'Submit' }).click();
    const alert = page.getByRole('alertdialog', { name: 'Request not sent' });
    await expect(alert, label).toBeVisible();
    await expect(alert).toContainText('We could not send your request.');
    if (label === 'HTTP 500') await expectNoAxeViolations(page, 'error dialog', 'ew-business-callback');
    await alert.getByRole('button', { name: 'OK' }).click();
    await expect(alert).toBeHidden();
    await expect(form.getByRole('textbox', { name: 'Contact Person' })).toHaveValue(name);
    await expect(form.getByRole('combobox', { name: 'Preferred EastWest Branch' })).toHaveValue('Davao - Lanang');
    await expect(form.getByRole('checkbox', { name: 'Insurance' })).toBeChecked();
    await expect(form.getByLabel('From')).toHaveValue(day(1).iso);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
  await page.locator('ew-business-callback').evaluate((el) => el.setAttribute('timeout', '15'));
  let calls = 0;
  await page.route(POST, async (route) => {
    calls++;
    await new Promise((done) => setTimeout(done, 800));
    await route.continue();
  });
  await form.getByRole('button', { name: 'Submit' }).dblclick();
  await expect(form.getByRole('button', { name: /Submitting/ })).toHaveAttribute('aria-disabled', 'true');
  await expect(page).toHaveURL(/\/request-for-callback\/thankyou\//);
  expect(calls).toBe(1);
  const rows = (await submissions(request, 'request-for-callback')).filter((r) => r.fields.name === name);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.fields).toMatchObject({
    typeOfBusiness: 'Services',
    hasAnExistingAccount: 'NO',
    inquireAbout: 'Investments and Trust, Insurance',
    solution: 'fixedincome',
    variant: 'investment',
    titleSolution: 'Fixed Income Product',
    emailSolution: 'fixedincome@sample-ewbank.ph',
  });
});

test('a draft survives a reload', async ({ page }) => {
  const form = await open(page, '/request-for-callback/');
  await form.getByRole('textbox', { name: 'Business Name' }).fill('Draft Traders');
  await page.reload();
  const again = page.getByRole('form', { name: /^Request for Callback/ });
  await expect(again.getByRole('textbox', { name: 'Business Name' })).toHaveValue('Draft Traders');
});

test('on the demo page: axe on the whole page, and Filipino', async ({ page }) => {
  test.slow(); // the demo page loads every widget
  await page.goto('/demo/');
  const dform = page
    .locator('ew-business-callback')
    .getByRole('form', { name: 'Request for Callback: Business Loan Solution' });
  await expect(dform).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page, 'demo');
  await page.goto('/demo/?lang=fil');
  const fil = page.locator('ew-business-callback').getByRole('form', { name: /^Humiling na Tawagan/ });
  await expect(fil).toBeVisible({ timeout: 30_000 });
  await fil.getByRole('button', { name: 'Ipasa' }).focus();
  await page.keyboard.press('Enter');
  await expect(fil.getByRole('link', { name: 'Kailangan ang sangay ng EastWest' })).toBeVisible();
  await expect(fil.getByRole('checkbox', { name: 'Iba pa' })).toBeDisabled();
});
