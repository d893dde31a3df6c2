/**
 * Every browser a visitor brings (README "Browser support"), in Chromium:
 * - the floor simulations (tests/e2e/floor.ts): the demo page without constructable stylesheets,
 *   Intl.Segmenter and AbortSignal.timeout, and with Safari's no-focus-on-click rule: every widget
 *   renders and takes over in en and fil, the callback form is sent, the time deposit passes its
 *   second step, the site's dialogs give focus back to the button pressed, the kiosk reports in;
 * - no blank box: a widget whose code cannot arrive, or throws while mounting, says so in the
 *   visitor's language with the bank's page and hotline, and tells the host page (ew:error);
 * - nested dialogs close in order in every engine: focus lands on the original opener.
 * The same journeys in Firefox and WebKitGTK: tests/smoke (npm test runs both).
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_TOKEN } from '../../playwright.config.ts';
import { BUSINESS_CALLBACK } from '../../shared/business-callback/form.ts';
import { validValues } from '../../shared/business-callback/fixtures.ts';
import { VALID_CC } from '../../shared/credit-card/fixtures.ts';
import { CREDIT_CARD } from '../../shared/credit-card/forms.ts';
import type { Form, Values } from '../../shared/forms/contract.ts';
import { VALID_LEADGEN } from '../../shared/leadgen/fixtures.ts';
import { LEADGEN } from '../../shared/leadgen/form.ts';
import { VALID_AUTO, VALID_HOME } from '../../shared/loans/fixtures.ts';
import { AUTO_LOAN, HOME_LOAN } from '../../shared/loans/forms.ts';
import { VALID_B } from '../../shared/personal-loan/fixtures.ts';
import { PERSONAL_LOAN_B } from '../../shared/personal-loan/forms.ts';
import { VALID_TD } from '../../shared/time-deposit/fixtures.ts';
import { TIME_DEPOSIT } from '../../shared/time-deposit/form.ts';
import { REGISTRY, WIDGET_NAMES, attributesOf } from '../../widgets/registry/index.ts';
import { collectErrors, fixture, submissions, uniqueName, widgetsTookOver } from './helpers.ts';
import { next, step } from './loans.ts';
import { onTheFloor } from './floor.ts';

const TAGS = async (page: Page) =>
  page.evaluate(() =>
    [...new Set(Array.from(document.querySelectorAll('*'), (e) => e.localName))].filter((n) => n.startsWith('ew-')),
  );

/** A partner's page that reports the widgets' events to the test (watch), even across its navigations. */
const partnerPage = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
<script>for(const t of ['ew:ready','ew:success','ew:error'])document.addEventListener(t,e=>ewSeen(t,e.target.localName),true)</script>
<script src="/widgets/loader.js" async></script></head><body><main><h1>Partner</h1>${body}</main></body></html>`;
/** The events of the page's widgets, [type, tag], as they come (call before the page loads). */
async function watch(page: Page) {
  const events: [string, string][] = [];
  await page.exposeFunction('ewSeen', (type: string, tag: string) => events.push([type, tag]));
  const of = (type: string) => events.filter(([t]) => t === type).map(([, tag]) => tag);
  return { of };
}

/** One known answer per form, on the form's first screen (`field`: the input's name). */
const PREFILLS: {
  tag: string;
  attribute: string;
  field: string;
  value: string;
  checked?: boolean;
  attributes?: string;
}[] = [
  { tag: 'callback-form', attribute: 'name', field: 'name', value: 'Rosario Lim' },
  { tag: 'business-callback', attribute: 'business-name', field: 'businessName', value: 'Lim Trading' },
  { tag: 'auto-loan', attribute: 'firstname', field: 'firstname', value: 'Rosario' },
  { tag: 'home-loan', attribute: 'firstname', field: 'firstname', value: 'Rosario' },
  { tag: 'personal-loan', attribute: 'first-name', field: 'firstName', value: 'Rosario' },
  { tag: 'credit-card', attribute: 'card-type', field: 'cardType', value: 'PCM', checked: true },
  { tag: 'time-deposit', attribute: 'customeremail', field: 'customeremail', value: 'rosario@example.ph' },
  { tag: 'leadgen', attribute: 'email', field: 'email', value: 'rosario@example.ph' },
  { tag: 'apply', attribute: 'email', field: 'email', value: 'rosario@example.ph', attributes: 'preset="leadgen"' },
];

/** Each form's complete answers, as a reload would find them on its last step; `stored`: the operator API's name. */
const DRAFTS: { tag: string; form: Form; values: Values; stored: string }[] = [
  { tag: 'auto-loan', form: AUTO_LOAN, values: VALID_AUTO, stored: 'auto-loan' },
  { tag: 'home-loan', form: HOME_LOAN, values: VALID_HOME, stored: 'home-loan' },
  { tag: 'personal-loan', form: PERSONAL_LOAN_B, values: VALID_B, stored: 'personal-loan' },
  { tag: 'credit-card', form: CREDIT_CARD, values: VALID_CC, stored: 'credit-card' },
  { tag: 'time-deposit', form: TIME_DEPOSIT, values: VALID_TD, stored: 'time-deposit' },
  { tag: 'leadgen', form: LEADGEN, values: VALID_LEADGEN, stored: 'leadgen' },
  { tag: 'business-callback', form: BUSINESS_CALLBACK, values: validValues(), stored: 'request-for-callback' },
];

test.describe('on the floor (Chromium imitating Safari 15, Firefox 115, Chrome 100)', () => {
  test.beforeEach(async ({ page }) => {
    await onTheFloor(page);
  });

  for (const lang of ['en', 'fil'] as const) {
    test(`${lang}: every widget of the demo page renders and takes over, styled, with no error`, async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(`/demo/?lang=${lang}`);
      // The imitation holds: what the floor lacks is gone.
      expect(
        await page.evaluate(() => [
          'adoptedStyleSheets' in document,
          'Segmenter' in Intl,
          'timeout' in AbortSignal,
          'hasOwn' in Object,
          'at' in [],
          'findLast' in [],
          'at' in String.prototype,
          'structuredClone' in window,
          'randomUUID' in crypto,
          'HTMLDialogElement' in window,
          'showModal' in document.createElement('dialog'),
          'requestIdleCallback' in window,
          (() => {
            try {
              new CSSStyleSheet();
              return true;
            } catch {
              return false;
            }
          })(),
        ]),
      ).toEqual(Array(13).fill(false));
      const tags = await TAGS(page);
      expect(tags.length).toBeGreaterThanOrEqual(13);
      for (const tag of tags) await page.locator(tag).first().scrollIntoViewIfNeeded();
      await widgetsTookOver(page);
      const widgets = await page.evaluate(() =>
        Array.from(document.querySelectorAll('*'))
          .filter((e) => e.localName.startsWith('ew-'))
          .map((e) => {
            const root = e.shadowRoot!.querySelector<HTMLElement>('.ew-root')!;
            return {
              tag: e.localName,
              lang: root.lang,
              styled: !!e.shadowRoot!.querySelector('style'),
              // the kit's styles apply: a widget's root is laid out by them, not the host page's
              font: getComputedStyle(root).fontFamily.includes('Comic') ? 'host' : 'own',
              height: root.getBoundingClientRect().height,
            };
          }),
      );
      for (const w of widgets) {
        expect(w, w.tag).toMatchObject({ lang, styled: true, font: 'own' });
        expect(w.height, w.tag).toBeGreaterThan(20);
      }
      expect(errors).toEqual([]);
    });
  }

  test('the callback form is sent (name length counted without Intl.Segmenter) and a row is stored', async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/demo/');
    const form = page.getByRole('form', { name: 'Request a callback' });
    await expect(form).toBeVisible({ timeout: 20_000 });
    await widgetsTookOver(page);
    const name = uniqueName('Peña');
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Mobile Number' }).fill('09171234567');
    await form.getByRole('combobox', { name: 'Preferred Store' }).fill('Lanang');
    await form.getByRole('option', { name: /Davao - Lanang/ }).click();
    await form.getByRole('checkbox', { name: 'Home Loan' }).check({ force: true });
    await form.getByRole('checkbox', { name: /I have read and agree/ }).check({ force: true });
    await form.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Thank you' });
    await expect(dialog).toContainText('Your details were sent successfully!');
    const rows = (await submissions(request, 'callback')).filter((r) => r.fields.CustomerName === name);
    expect(rows).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('the time deposit application passes its second step (lengths counted without Intl.Segmenter)', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/forms?preset=timedeposit&stage=retiree&amount=500000&tenor=30');
    const start = step(page, 'Get Started');
    await expect(start).toBeVisible({ timeout: 20_000 });
    await widgetsTookOver(page);
    await start.getByLabel('Email address').fill('rosario.lim@example.ph');
    await start.getByLabel('Date of birth').fill('1958-03-21');
    await start.getByRole('combobox', { name: 'Preferred store' }).fill('Lanang');
    await start.getByRole('option', { name: /Davao - Lanang/ }).click();
    await next(page, 'Get Started', 'Personal Information');
    const form = step(page, 'Personal Information');
    await form.getByLabel('First name').fill('Rosario');
    await form.getByLabel('Middle name').fill('Lim');
    await form.getByLabel('Last name').fill('Peñaflor');
    await form.getByLabel('Country of birth').selectOption('PH');
    await form.getByLabel('Place of birth').fill('Davao City');
    await form.getByRole('radio', { name: 'Female' }).check({ force: true });
    await form.getByLabel('Nationality').selectOption({ label: 'Filipino' });
    await form.getByLabel('Civil status').selectOption({ label: 'Married' });
    await form.getByLabel('TIN').fill('123-456-789-000');
    await form.getByLabel('Employment status').selectOption({ label: 'Self-Employed (Local)' });
    await form.getByLabel('Employer name').fill('Lim Trading');
    await form.getByLabel('Nature of employment').selectOption({ label: 'Wholesale/Retail' });
    await next(page, 'Personal Information', 'Contact Information');
    expect(errors).toEqual([]);
  });

  test('every widget of the registry mounts and takes over on a partner page, with no error', async ({ page }) => {
    const errors = collectErrors(page);
    const seen = await watch(page);
    await fixture(page, partnerPage(WIDGET_NAMES.map((n) => `<ew-${n}></ew-${n}>`).join('\n')));
    await widgetsTookOver(page);
    await expect.poll(() => seen.of('ew:ready').sort()).toEqual(WIDGET_NAMES.map((n) => `ew-${n}`).sort());
    expect(WIDGET_NAMES).toHaveLength(13);
    expect(seen.of('ew:error')).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('every form that takes known answers takes a data-prefill-* and shows it', async ({ page }) => {
    const errors = collectErrors(page);
    const seen = await watch(page);
    // every widget that declares `prefill` is here (apply passes its answers on to the form it opens)
    expect(PREFILLS.map((p) => p.tag).sort()).toEqual(
      REGISTRY.filter((w) => 'prefill' in attributesOf(w))
        .map((w) => w.name)
        .sort(),
    );
    await fixture(
      page,
      partnerPage(
        PREFILLS.map(
          (p) => `<ew-${p.tag} ${p.attributes ?? ''} data-prefill-${p.attribute}="${p.value}"></ew-${p.tag}>`,
        ).join('\n'),
      ),
    );
    await widgetsTookOver(page);
    for (const p of PREFILLS) {
      // (the page's own element, not the form ew-apply opens inside itself)
      const field = page.locator(`main > ew-${p.tag}`).locator(`[name="${p.field}"]`);
      if (p.checked) await expect(field.and(page.locator(`[value="${p.value}"]`)), p.tag).toBeChecked();
      else await expect(field, p.tag).toHaveValue(p.value);
    }
    expect(seen.of('ew:error')).toEqual([]);
    expect(errors).toEqual([]);
  });

  for (const d of DRAFTS) {
    test(`${d.tag}: Submit from a complete draft sends it (ew:success) and a row is stored`, async ({
      page,
      request,
    }) => {
      const errors = collectErrors(page);
      const seen = await watch(page);
      const before = new Set((await submissions(request, d.stored)).map((r) => r.id));
      const draft = { values: { ...d.form.empty(), ...d.values }, step: d.form.steps.length - 1 };
      await page.addInitScript(
        ([key, value]) => sessionStorage.setItem(key!, value!),
        [`ew:draft:ew-${d.tag}:0`, JSON.stringify(draft)],
      );
      await fixture(page, partnerPage(`<ew-${d.tag}></ew-${d.tag}>`));
      await widgetsTookOver(page);
      await page
        .locator(`ew-${d.tag}`)
        .getByRole('button', { name: /^Submit/ })
        .click();
      await expect.poll(() => seen.of('ew:success'), { timeout: 20_000 }).toEqual([`ew-${d.tag}`]);
      const added = (await submissions(request, d.stored)).filter((r) => !before.has(r.id));
      expect(added).toHaveLength(1);
      expect(errors).toEqual([]);
    });
  }

  test("Safari's rule: the site's dialogs give focus back to the button pressed, nested ones in order", async ({
    page,
  }) => {
    await page.goto('/');
    const applyNow = page.getByRole('banner').getByRole('button', { name: 'Apply Now' });
    await applyNow.click();
    const dialog = page.getByRole('dialog', { name: 'Apply Now' });
    await expect(dialog).toBeVisible();
    await expect(applyNow).not.toBeFocused(); // the imitation holds
    const cancel = dialog.getByRole('button', { name: 'Cancel' });
    await cancel.click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to close?' });
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toBeHidden();
    await expect(cancel).toBeFocused();
    await cancel.click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog).toBeHidden();
    await expect(applyNow).toBeFocused();
  });

  test('a kiosk without AbortSignal.timeout reports in (heartbeat)', async ({ page, request }) => {
    const screen = `FLOOR-${Math.random().toString(36).slice(2, 8)}`;
    await page.goto(`/forexrates/store-digitalscreens?interval=1&heartbeat=5&screen=${screen}`);
    await expect
      .poll(
        async () => {
          const res = await request.get('/admin/api/screens', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
          return ((await res.json()) as { screenId: string }[]).some((s) => s.screenId === screen);
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  });
});

test('in every engine: "Yes" closes both of Apply Now\'s dialogs, in order, and focus lands on Apply Now', async ({
  page,
}) => {
  await page.goto('/');
  const applyNow = page.getByRole('banner').getByRole('button', { name: 'Apply Now' });
  await applyNow.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Apply Now' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to close?' });
  await confirm.getByRole('button', { name: 'Yes' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(confirm).toBeHidden();
  await expect(applyNow).toBeFocused();
});

test.describe('no blank box', () => {
  const page1 = (body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title><script src="/widgets/loader.js"></script></head><body>${body}<script>window.errors=[];document.addEventListener('ew:error',e=>errors.push(e.detail))</script></body></html>`;

  test("code that cannot arrive: ew:error 'load' and, in Filipino, the bank's page and hotline", async ({ page }) => {
    await page.route(/\/widgets\/[^/]+\/callback-form\.js$/, (route) => route.abort());
    await fixture(page, page1('<ew-callback-form locale="fil"></ew-callback-form>'));
    const host = page.locator('ew-callback-form');
    await expect(host.getByText('Paumanhin, hindi ito ma-load.')).toBeVisible({ timeout: 20_000 });
    const site = host.getByRole('link', { name: 'Pumunta sa aming website' });
    const origin = new URL(page.url()).origin;
    await expect(site).toHaveAttribute('href', `${origin}/request-for-callback`);
    await expect(host.getByRole('link', { name: '(02) 8888-1700' })).toHaveAttribute('href', 'tel:+63288881700');
    // The first screen (which can no longer send) is gone: no dead form is left.
    await expect(host.getByRole('textbox')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { errors: unknown[] }).errors)).toEqual([
      { form: 'callback', kind: 'load' },
    ]);
  });

  test("code that throws while mounting: ew:error 'mount' and, in English, the page and hotline; light DOM too", async ({
    page,
  }) => {
    await page.route(/\/widgets\/[^/]+\/(loan-calculator|td-calculator)\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'export function mount() { throw new Error("cannot run here"); }',
      }),
    );
    await fixture(
      page,
      page1(
        '<ew-loan-calculator api-base="https://bank.example"></ew-loan-calculator><ew-td-calculator shadow="false"><p>Our rates</p></ew-td-calculator>',
      ),
    );
    const loans = page.locator('ew-loan-calculator');
    await expect(loans.getByText('Sorry, this could not load.')).toBeVisible({ timeout: 20_000 });
    await expect(loans.getByRole('link', { name: 'Go to our website' })).toHaveAttribute(
      'href',
      'https://bank.example/loans',
    );
    await expect(loans.getByRole('link', { name: '(02) 8888-1700' })).toBeVisible();
    const td = page.locator('ew-td-calculator');
    await expect(td.getByRole('link', { name: 'Go to our website' })).toHaveAttribute(
      'href',
      `${new URL(page.url()).origin}/deposits/timedeposit`,
    );
    await expect(td.getByText('Our rates')).toBeVisible(); // the page's own content stays
    expect(await page.evaluate(() => (window as unknown as { errors: unknown[] }).errors)).toEqual(
      expect.arrayContaining([
        { form: 'loan-calculator', kind: 'mount' },
        { form: 'td-calculator', kind: 'mount' },
      ]),
    );
  });
});
