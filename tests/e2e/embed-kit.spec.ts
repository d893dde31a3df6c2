/**
 * The partner's embed kit in the browser: the typed host API served beside the loader, a
 * car dealer's page on another origin prefilling the auto loan (en and fil, an invalid value dropped
 * with ew:error kind prefill) and its lead attributed through the operator API, popup mode by
 * keyboard only from open to submitted and closed, EWWidgets.open/close.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_TOKEN } from '../../playwright.config.ts';
import { CHROMIUM, chromiumArgs } from '../../scripts/ensure-chromium.mjs';
import { hostTypesText } from '../../scripts/host-types.mjs';
import { loans } from '../../shared/i18n/loans.ts';
import { collectErrors, expectNoAxeViolations, submissions, uniqueName } from './helpers.ts';
import { fillBusiness, fillEmployment, fillPersonal, next, step } from './loans.ts';

test.describe.configure({ timeout: 150_000 });
// The partner pages are fulfilled by the test (no address of their own), so Chromium would count them
// as public and refuse their requests to the loopback server (Local Network Access); a real partner
// page and the bank's server are both public.
test.use({
  launchOptions: {
    executablePath: CHROMIUM,
    args: chromiumArgs(['LocalNetworkAccessChecks', 'PrivateNetworkAccessRespectPreflightResults']),
  },
});

const AUTH = { Authorization: `Bearer ${ADMIN_TOKEN}` };

/**
 * A partner page on another origin than the bank's (127.0.0.1 against the server's localhost), with
 * the loader by script tag; `events` records every ew:* event that reaches the document.
 */
async function partnerPage(page: Page, baseURL: string, path: string, body: string) {
  const origin = baseURL.replace('localhost', '127.0.0.1');
  await page.route(
    (url) => url.origin === origin && url.pathname === path.split('?')[0],
    (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dealer</title>
<script>window.events = []; for (const t of ['ew:ready','ew:error','ew:success','ew:navigate','ew:submit'])
  document.addEventListener(t, (e) => { window.events.push({ type: t, detail: e.detail });
    if (t === 'ew:navigate' && document.body.dataset.spa) e.preventDefault(); });</script>
<script src="${baseURL}/widgets/loader.js" async></script></head><body><main><h1>Vios 1.3 XLE</h1>${body}</main></body></html>`,
      }),
  );
  await page.goto(`${origin}${path}`);
}

const events = (page: Page) => page.evaluate(() => (window as unknown as { events: unknown[] }).events);

test('the host types are served beside the loader, as the registry generates them', async ({ request }) => {
  const res = await request.get('/widgets/ew-widgets.d.ts');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(res.headers()['access-control-allow-origin']).toBe('*');
  expect(await res.text()).toBe(await hostTypesText());
});

const CAR = { autoBrand: 'Toyota', autoModel: 'Vios 1.3 XLE 2025', autoCashPrize: '1050000' };

test('a car dealer prefills the auto loan; the invalid value is dropped with ew:error; the lead is attributed', async ({
  page,
  request,
  baseURL,
}) => {
  const errors = collectErrors(page);
  await partnerPage(
    page,
    baseURL!,
    '/dealer/vios.html?utm_source=facebook&utm_medium=cpc&utm_campaign=year-end&fbclid=abc',
    `<ew-auto-loan partner="dealer-0042" campaign="year-end-sale" prefill='${JSON.stringify(CAR)}'
      data-prefill-auto-terms="7"></ew-auto-loan>`,
  );
  await expect(step(page, 'Personal Information')).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() => events(page))
    .toContainEqual({ type: 'ew:error', detail: { form: 'auto-loan', kind: 'prefill', field: 'autoTerms' } });

  const lastname = `Prefill${uniqueName('X').split(' ').pop()}`;
  await fillPersonal(step(page, 'Personal Information'), lastname);
  await next(page, 'Personal Information', 'Loan Information');
  const loan = step(page, 'Loan Information');
  await expect(loan.getByLabel('Car brand')).toHaveValue('Toyota');
  await expect(loan.getByLabel('Car type and year model')).toHaveValue('Vios 1.3 XLE 2025');
  await expect(loan.getByLabel('Cash price (PHP)')).toHaveValue(/^1,?050,?000(\.00)?$/);
  await expect(loan.getByLabel('Number of terms (months)')).toHaveValue(''); // "7" was dropped
  await expectNoAxeViolations(page, 'prefilled loan step');

  await loan.getByLabel('Car type', { exact: true }).selectOption({ label: 'Used/Pre-owned' });
  await loan.getByLabel('Downpayment (PHP)').fill('210000');
  await loan.getByLabel('Amount financed (PHP)').fill('840000');
  await loan.getByLabel('Number of terms (months)').selectOption('48');
  await next(page, 'Loan Information', 'Bank Accounts');
  await next(page, 'Bank Accounts', 'Employment Information');
  await fillEmployment(step(page, 'Employment Information'));
  await next(page, 'Employment Information', 'Business Information');
  await fillBusiness(step(page, 'Business Information'));
  await next(page, 'Business Information', 'Review details');
  const review = step(page, 'Review details');
  await review.getByRole('checkbox', { name: /I have read and agree to the terms above/ }).check({ force: true });
  await page.evaluate(() => (document.body.dataset.spa = '1')); // stay on the page: it routes itself
  await review.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => events(page)).toContainEqual({ type: 'ew:success', detail: { form: 'auto-loan' } });

  const row = (await submissions(request, 'auto-loan')).find((r) => r.fields.lastname === lastname);
  expect(row?.fields).toMatchObject({ autoBrand: 'Toyota', autoModel: 'Vios 1.3 XLE 2025', autoCashPrize: '1050000' });
  // Beside the payload, not in it: the spec's entries only.
  expect(Object.keys(row!.fields).some((k) => /partner|utm|origin/i.test(k))).toBe(false);
  const byPartner = await request.get('/admin/api/submissions?partner=dealer-0042', { headers: AUTH });
  const listed = (await byPartner.json()) as { id: string; attribution: Record<string, string> }[];
  expect(listed.find((r) => r.id === row!.id)?.attribution).toEqual({
    origin: new URL(baseURL!.replace('localhost', '127.0.0.1')).origin,
    path: '/dealer/vios.html',
    partner: 'dealer-0042',
    campaign: 'year-end-sale',
    utm_source: 'facebook',
    utm_medium: 'cpc',
    utm_campaign: 'year-end',
  });
  const summary = (await (await request.get('/admin/api/leads/summary', { headers: AUTH })).json()) as {
    partner: string | null;
    form: string;
    leads: number;
  }[];
  expect(summary.find((s) => s.partner === 'dealer-0042' && s.form === 'auto-loan')?.leads).toBeGreaterThanOrEqual(1);
  expect(errors.filter((e) => !/status of 40\d/.test(e))).toEqual([]);
});

test('in Filipino: the prefilled answers show under the Filipino labels; an invalid one is dropped', async ({
  page,
  baseURL,
}) => {
  const fil = loans.fil;
  await partnerPage(
    page,
    baseURL!,
    '/dealer/vios-fil.html',
    `<ew-auto-loan locale="fil" partner="dealer-0042"
      prefill='${JSON.stringify({ firstname: 'Ana', autoBrand: 'Toyota', autoModel: 'Vios', autoCashPrize: 'isang milyon' })}'></ew-auto-loan>`,
  );
  const personal = step(page, fil.stepTitles.personal);
  await expect(personal).toBeVisible({ timeout: 20_000 });
  await expect(personal.getByLabel(fil.fields.firstname, { exact: true })).toHaveValue('Ana');
  await expect
    .poll(() => events(page))
    .toContainEqual({ type: 'ew:error', detail: { form: 'auto-loan', kind: 'prefill', field: 'autoCashPrize' } });
  // The loan step, reached by switching the element to English to fill the personal step, then back.
  await page.locator('ew-auto-loan').evaluate((el) => el.setAttribute('locale', 'en'));
  await fillPersonal(step(page, 'Personal Information'), 'Santos');
  await next(page, 'Personal Information', 'Loan Information');
  await page.locator('ew-auto-loan').evaluate((el) => el.setAttribute('locale', 'fil'));
  const loan = step(page, fil.stepTitles.autoLoan);
  await expect(loan.getByLabel(fil.fields.autoBrand)).toHaveValue('Toyota');
  await expect(loan.getByLabel(fil.fields.autoModel)).toHaveValue('Vios');
  await expect(loan.getByLabel(fil.fields.autoCashPrize)).toHaveValue('');
  await expectNoAxeViolations(page, 'prefilled loan step, Filipino');
});

/** The callback form by keyboard only, from its Name field (tests/e2e/callback.spec.ts's order). */
async function callbackByKeyboard(page: Page, name: string) {
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('09171234567');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight'); // PM
  await page.keyboard.press('Tab');
  await page.keyboard.type('Cebu IT Park');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab'); // Deposit Accounts
  await page.keyboard.press('Space');
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab'); // past the products to Yes/No
  await page.keyboard.press('Tab'); // agreement
  await page.keyboard.press('Space');
}

test('popup mode, keyboard only: open, the close confirmation, submit, closed with focus back', async ({
  page,
  request,
  baseURL,
}) => {
  const errors = collectErrors(page);
  await partnerPage(
    page,
    baseURL!,
    '/dealer/popup.html',
    `<p>Ask us to call you back.</p><ew-callback-form mode="popup" label="Apply now" partner="dealer-0042"></ew-callback-form>`,
  );
  await page.evaluate(() => (document.body.dataset.spa = '1')); // the page routes itself: cancels ew:navigate
  const opener = page.getByRole('button', { name: 'Apply now' });
  await expect(opener).toBeVisible({ timeout: 20_000 });
  // Nothing of the form on the page until it is opened.
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveCount(0);

  await page.keyboard.press('Tab');
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Apply now' });
  await expect(dialog).toBeVisible();
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toBeVisible();
  await expectNoAxeViolations(page, 'popup open');
  // Nothing entered: Escape closes at once, focus back on the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  // Focus is trapped in the dialog: tabbing around never leaves it.
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.localName)).toBe('ew-callback-form');
  }
  await name.focus();
  const who = uniqueName();
  await page.keyboard.type('Jo');
  await page.keyboard.press('Escape');
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to close?' });
  await expect(confirm).toBeVisible();
  const no = confirm.getByRole('button', { name: 'No' });
  // Focus moves into the confirmation (on the dialog or its first button): Tab reaches No.
  if (!(await no.evaluate((b) => b.matches(':focus')))) await page.keyboard.press('Tab');
  await expect(no).toBeFocused();
  await page.keyboard.press('Enter'); // No: stays open, nothing lost
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(name).toHaveValue('Jo');

  await name.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await callbackByKeyboard(page, who);
  await page.keyboard.press('Enter'); // submit
  const thanks = page.getByRole('dialog', { name: 'Thank you' });
  await expect(thanks).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(thanks.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter'); // on to the thank-you route: the popup closes
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  const rows = (await submissions(request, 'callback')).filter((r) => r.fields.CustomerName === who);
  expect(rows).toHaveLength(1);
  const listed = (await (
    await request.get('/admin/api/submissions?form=callback&partner=dealer-0042', { headers: AUTH })
  ).json()) as { id: string }[];
  expect(listed.map((r) => r.id)).toContain(rows[0]!.id);
  expect(errors).toEqual([]);
});

test('popup mode in Filipino, full screen at 936 px and less; EWWidgets.open and close', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 900, height: 700 });
  await partnerPage(
    page,
    baseURL!,
    '/dealer/popup-fil.html',
    `<ew-callback-form mode="popup" locale="fil"></ew-callback-form>`,
  );
  const opener = page.getByRole('button', { name: 'Mag-apply na' });
  await expect(opener).toBeVisible({ timeout: 20_000 });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Mag-apply na' });
  await expect(dialog).toBeVisible();
  const modal = await dialog.evaluate((el) => el.parentElement!.getBoundingClientRect().toJSON() as DOMRect);
  expect([modal.x, modal.y, modal.width, modal.height]).toEqual([0, 0, 900, 700]);
  await dialog.getByRole('textbox', { name: /Pangalan/ }).fill('Ana');
  await dialog.getByRole('button', { name: 'Isara' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Sigurado ka bang isasara mo ito?' })).toBeVisible();
  await page.getByRole('button', { name: 'Oo' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() =>
    (window as unknown as { EWWidgets: { open(n: string, o: object): void } }).EWWidgets.open('callback-form', {
      locale: 'en',
      label: 'Call me back',
    }),
  );
  const opened = page.getByRole('dialog', { name: 'Call me back' });
  await expect(opened).toBeVisible();
  const wide = await opened.evaluate((el) => el.parentElement!.getBoundingClientRect().width);
  expect(wide).toBeLessThan(1280);
  await page.evaluate(() => (window as unknown as { EWWidgets: { close(): void } }).EWWidgets.close());
  await expect(opened).toBeHidden();
  // Its element went with it.
  await expect.poll(() => page.evaluate(() => document.body.children.length)).toBe(1);
});

test('the embed builder: pick, set, preview; the copied snippet works on a blank page (markup and JS API)', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/embed/');
  await page.getByLabel('Widget').selectOption('callback-form');
  await page.getByLabel(/^locale/).selectOption('fil');
  await page.getByLabel(/^partner/).fill('dealer-0042');
  await page.getByLabel(/^partner/).press('Tab');
  const preview = page.getByRole('region', { name: 'Live preview' });
  await expect(preview.getByRole('form', { name: 'Humiling na tawagan ka' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Copy snippet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied.' })).toBeVisible();
  const markup = await page.evaluate(() => navigator.clipboard.readText());
  expect(markup).toBe(
    `<script src="${baseURL}/widgets/loader.js" async></script>\n<ew-callback-form locale="fil" partner="dealer-0042"></ew-callback-form>`,
  );

  await page.getByLabel('JavaScript API (with the queue stub)').check();
  await page.getByRole('button', { name: 'Copy snippet' }).click();
  const js = await page.evaluate(() => navigator.clipboard.readText());
  expect(js).toContain('EWWidgets.mount("callback-form"');

  for (const [i, snippet] of [markup, js].entries()) {
    const blank = await context.newPage();
    await blank.route(`**/blank-${i}.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><body>${snippet}</body></html>`,
      }),
    );
    await blank.goto(`/blank-${i}.html`);
    await expect(blank.getByRole('form', { name: 'Humiling na tawagan ka' })).toBeVisible({ timeout: 20_000 });
    await blank.close();
  }
});
