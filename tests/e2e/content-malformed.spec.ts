/**
 * In the browser: a malformed content record does not blank the site. The
 * operator API refuses such a publish now (server/routes/content.abuse.test.ts), so the records
 * here are served the way a database that already holds them serves them (that test shows a
 * record written straight into storage, on both back ends, is answered as stored) or as a real
 * CMS may: answered to this page only. The site leaves out that block, logs it (§8: no message to
 * the visitor) and shows the rest.
 */
import { expect, test, type Page } from '@playwright/test';
import { SAMPLE_CONTENT, SAMPLE_PAGES } from '../../shared/content/sample.ts';
import { CONTENT_PATHS, pagesPath } from '../../shared/content/types.ts';
import { collectErrors, expectNoAxeViolations } from './helpers.ts';
import { WALK, openRoute } from './site-helpers.ts';

/** Answers `path` with `body` for this page only (the shared server keeps its good content). */
const serve = (page: Page, path: string, body: unknown) =>
  page.route(`**${path}`, (route) => route.fulfill({ json: body }));

/** The site's log lines about content it left out. */
function leftOut(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().includes('left out')) lines.push(m.text());
  });
  return lines;
}

const noErrors = (errors: string[]) => expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
const noMessage = (page: Page) => expect(page.getByText('This content could not be loaded')).toHaveCount(0);

test('an announcement whose title is an object: every page still renders, without the dialog', async ({ page }) => {
  await serve(page, CONTENT_PATHS.annoucement, [{ title: { en: 'Hi' }, body: '<p>Bad</p>' }]);
  const errors = collectErrors(page);
  const log = leftOut(page);
  const paths = ['/', '/business', '/advisories', '/loans/homeloans', '/contactus', '/easyway'];
  for (const [i, w] of WALK.filter((x) => paths.includes(x.path)).entries()) {
    await openRoute(page, w, i > 0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await noMessage(page);
  }
  await openRoute(
    page,
    WALK.find((x) => x.path === '/')!,
  );
  await expect(page.getByRole('form', { name: /callback/i })).toBeVisible({ timeout: 20_000 });
  await expectNoAxeViolations(page, 'home with a malformed announcement');
  expect(log).toContain('content /api/annoucement: left out "0.title" (content.errors.title)');
  noErrors(errors);
});

test('a malformed announcement is left out; the well-formed one after it shows', async ({ page }) => {
  await serve(page, CONTENT_PATHS.annoucement, [
    { title: 'Broken', body: ['<p>x</p>'] },
    { title: 'Holiday schedule', body: '<p>Closed on <strong>December 25</strong>.</p>' },
  ]);
  const errors = collectErrors(page);
  await page.goto('/contactus');
  const dialog = page.getByRole('dialog', { name: 'Holiday schedule' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('strong')).toHaveText('December 25');
  await expect(page.getByRole('dialog', { name: 'Broken' })).toHaveCount(0);
  noErrors(errors);
});

test('home: a malformed section and a malformed slide are left out, the rest shows', async ({ page }) => {
  const [slide, ...slides] = SAMPLE_CONTENT.homecarousel;
  await serve(page, CONTENT_PATHS.homepagebanners, { ...SAMPLE_CONTENT.homepagebanners, waysWeCanHelpData: 'oops' });
  await serve(page, CONTENT_PATHS.homecarousel, [{ ...slide, headline: { text: slide!.headline } }, ...slides]);
  const errors = collectErrors(page);
  const log = leftOut(page);
  await openRoute(page, WALK[0]!);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Rates and tools' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Ways we can help' })).toHaveCount(0);
  await expect(
    main.getByRole('heading', { name: SAMPLE_CONTENT.homepagebanners.financialData[0]!.title }),
  ).toBeVisible();
  await expect(main.getByRole('heading', { name: slides[0]!.headline })).toBeAttached();
  await expect(main.getByRole('heading', { name: slide!.headline })).toHaveCount(0);
  await noMessage(page);
  await expectNoAxeViolations(page, 'home with malformed blocks');
  expect(log).toEqual(
    expect.arrayContaining([
      'content /cms/homepagebanners: left out "waysWeCanHelpData" (content.errors.list)',
      'content /cms/homecarousel: left out "0.headline" (content.errors.title)',
    ]),
  );
  noErrors(errors);
});

test('a page whose title or body is malformed shows the rest; its list leaves out a malformed page', async ({
  page,
}) => {
  const advisory = SAMPLE_PAGES.advisories.find((p) => p.id === 'phishing-warning')!;
  const path = pagesPath('advisories', advisory.id);
  const list = SAMPLE_PAGES.advisories.map(({ body: _b, links: _l, documents: _d, ...summary }) => summary);
  await serve(page, pagesPath('advisories'), [{ ...list[0], title: { text: list[0]!.title } }, ...list.slice(1)]);
  const errors = collectErrors(page);
  const main = page.getByRole('main');

  await serve(page, path, { ...advisory, body: { html: advisory.body } });
  await page.goto(`/advisories/${advisory.id}`);
  await expect(main.getByRole('heading', { level: 1, name: advisory.title })).toBeVisible();
  await expect(main.locator('time')).toHaveAttribute('datetime', advisory.date!);
  await expect(main.getByText('We will never ask for your password')).toHaveCount(0);
  await expect(main.getByText('[object Object]')).toHaveCount(0);
  await noMessage(page);
  await expectNoAxeViolations(page, 'a page without its body');

  await page.unroute(`**${path}`);
  await serve(page, path, { ...advisory, title: { text: advisory.title } });
  await page.goto(`/advisories/${advisory.id}`);
  await expect(main.getByText('We will never ask for your password')).toBeVisible();
  await expect(main.locator('time')).toHaveAttribute('datetime', advisory.date!);
  await expect(main.getByRole('heading', { level: 1 })).toHaveCount(0);
  await noMessage(page);

  await page.goto('/advisories');
  await expect(main.getByRole('heading', { level: 1, name: 'Advisories' })).toBeVisible();
  for (const p of list.slice(1).filter((p) => !p.expired))
    await expect(main.getByRole('link', { name: p.title })).toBeVisible();
  await expect(main.getByRole('link', { name: list[0]!.title })).toHaveCount(0);
  await noMessage(page);
  noErrors(errors);
});

test('a malformed solution leaves that solution page with its title and contact; the others are whole', async ({
  page,
}) => {
  const detail = SAMPLE_CONTENT['businesscomplete-detail'];
  await serve(page, CONTENT_PATHS['businesscomplete-detail'], { ...detail, cash: { ...detail.cash, title: [] } });
  const errors = collectErrors(page);
  await page.goto('/business/cash-management-solution');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Cash Management' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Cash Management' })).toBeVisible();
  await expect(main.getByText(detail.cash.intro)).toHaveCount(0);
  await noMessage(page);
  await expectNoAxeViolations(page, 'a solution left out');

  await openRoute(
    page,
    WALK.find((w) => w.path === '/business/deposit-solution')!,
    true,
  );
  await expect(main.getByText(detail.deposit.intro)).toBeVisible();
  await expect(main.getByRole('heading', { name: detail.deposit.products[0]!.title })).toBeVisible();
  noErrors(errors);
});

test("a carousel item in the spec's third variant (title, body, btn_title, btn_link) shows as the others", async ({
  page,
}) => {
  await serve(page, CONTENT_PATHS.creditcardbanners, [
    {
      title: 'Save more with Platinum',
      body: 'Double points this month.',
      btn_title: 'See the card',
      btn_link: '/CreditCards/platinum',
    },
  ]);
  const errors = collectErrors(page);
  const log = leftOut(page);
  await page.goto('/CreditCards');
  const slide = page.getByRole('main').getByRole('region', { name: /offers/i });
  await expect(slide.getByRole('heading', { name: 'Save more with Platinum' })).toBeVisible();
  await expect(slide.getByText('Double points this month.')).toBeVisible();
  await slide.getByRole('link', { name: /^See the card/ }).click();
  await expect(page).toHaveURL(/\/CreditCards\/platinum$/);
  expect(log).toEqual([]);
  noErrors(errors);
});
