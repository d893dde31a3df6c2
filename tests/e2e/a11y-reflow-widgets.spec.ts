/**
 * The widgets at 320 px and 400 % zoom, the wizard's parts (WCAG 1.4.10, 2.4.1,
 * 2.4.6, 3.3.1): every widget of the registry alone on a page at 320x640 and 320x256, in English and
 * Filipino, with its error summary shown where it has one: nothing scrolls sideways and no word of a
 * control breaks; axe 0 at 320 px. Personal loan A's review table fits a phone with its Edit whole;
 * the credit card review has one Change per section, named by it; several wizards on one page name
 * their steps apart; after Next on a phone the step heading and the first field are on the screen,
 * clear of the site's bars; a malformed zip code says so.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { VALID_CC } from '../../shared/credit-card/fixtures.ts';
import { WIDGET_NAMES } from '../../widgets/registry/index.ts';
import { byLabel, summaryLinks } from './applications.ts';
import { expectNoAxeViolations, fixture, widgetsTookOver } from './helpers.ts';
import { PERSON, fillPersonal, next, step } from './loans.ts';

test.describe.configure({ timeout: 90_000 });

/** How far the document scrolls sideways. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A page holding one widget (and a draft, when given, as a reload would find it). */
async function alone(page: Page, tag: string, attributes = '', draft?: { step: number; values: object }) {
  if (draft) {
    await page.addInitScript(
      ([key, value]) => sessionStorage.setItem(key!, value!),
      [`ew:draft:${tag}:0`, JSON.stringify(draft)],
    );
  }
  await fixture(
    page,
    `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Reflow</title>
<script src="/widgets/loader.js" async></script></head>
<body><main><h1>Reflow</h1><${tag} ${attributes}></${tag}></main></body></html>`,
  );
  await widgetsTookOver(page);
  return page.locator(tag);
}

/**
 * Words of buttons and links in `host` drawn on more than one line ("E/di/t"): each word's boxes,
 * measured with a Range over it, share one top.
 */
function brokenWords(host: Locator) {
  return host.evaluate((el) => {
    const root = el.shadowRoot ?? el;
    const broken: string[] = [];
    for (const control of root.querySelectorAll('button, a, [role="button"]')) {
      if (!(control as HTMLElement).offsetParent) continue; // not drawn
      const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if ((node.parentElement as HTMLElement).closest('.ew-vh')) continue; // not drawn either
        const text = node.textContent ?? '';
        // a hyphen or slash may end a line; a word between them may not
        for (const m of text.matchAll(/[^\s/-]+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size > 1) broken.push(m[0]);
        }
      }
    }
    return broken;
  });
}

const SIZES = [
  { width: 320, height: 640, what: '320 px' },
  { width: 320, height: 256, what: '400 % zoom' },
];
/** The widgets that check what is typed: their first Next or Submit shows the error summary. */
const FORMS = new Set([
  'auto-loan',
  'home-loan',
  'personal-loan',
  'credit-card',
  'time-deposit',
  'leadgen',
  'callback-form',
  'business-callback',
]);

for (const name of WIDGET_NAMES) {
  for (const size of SIZES) {
    test(`${name} at ${size.what}, en and fil${FORMS.has(name) ? ', with its error summary' : ''}: no sideways scroll, no broken word`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      const host = await alone(page, `ew-${name}`);
      if (FORMS.has(name)) {
        await host
          .getByRole('button', { name: /^(Next|Submit)$/ })
          .first()
          .click();
        await expect(host.getByRole('group', { name: 'There is a problem' })).toBeFocused();
      }
      expect(await sideways(page), 'en').toBeLessThanOrEqual(0);
      expect(await brokenWords(host), 'en').toEqual([]);
      if (size.height === 640) await expectNoAxeViolations(page, `${name} at 320 px`);
      await host.evaluate((e) => e.setAttribute('locale', 'fil'));
      if (FORMS.has(name)) await expect(host.getByRole('group', { name: 'May problema' })).toBeVisible();
      else await expect(host.locator('.ew-root[lang="fil"], [lang="fil"]').first()).toBeAttached();
      expect(await sideways(page), 'fil').toBeLessThanOrEqual(0);
      expect(await brokenWords(host), 'fil').toEqual([]);
    });
  }
}

/** Personal loan A on its review, as a reload there finds it. */
const REVIEW_A = {
  step: 5,
  values: {
    ...PERSON,
    lastname: 'Dela Cruz-Villanueva',
    loanAmount: '150000',
    loanTerm: '36',
    loanPurpose: 'Travel',
    bankName: 'Bank of the Philippine Islands',
    employerName: 'Acme Trading Corporation International',
  },
};

for (const size of SIZES) {
  test(`personal loan A's review table at ${size.what}: fits, its Edit never breaks, en and fil`, async ({ page }) => {
    await page.setViewportSize(size);
    const host = await alone(page, 'ew-personal-loan', 'variant="summary"', REVIEW_A);
    const table = host.getByRole('table', { name: 'Summary of your application' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('button', { name: 'Edit Email address' })).toBeVisible();
    const fit = () =>
      host.evaluate((el) => {
        const region = el.shadowRoot!.querySelector('.ew-review-table')!;
        return region.scrollWidth - region.clientWidth;
      });
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(await fit(), 'the table fits its box').toBeLessThanOrEqual(0);
    expect(await brokenWords(host)).toEqual([]);
    if (size.height === 640) await expectNoAxeViolations(page, 'personal loan A review at 320 px');
    await host.evaluate((e) => e.setAttribute('locale', 'fil'));
    await expect(host.getByRole('table', { name: 'Buod ng iyong aplikasyon' })).toBeVisible();
    expect(await sideways(page), 'fil').toBeLessThanOrEqual(0);
    expect(await fit(), 'fil').toBeLessThanOrEqual(0);
    expect(await brokenWords(host), 'fil').toEqual([]);
  });
}

test('the credit card review has one Change per section in the Tab order, each answer its own out of it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const host = await alone(page, 'ew-credit-card', '', { step: 7, values: VALID_CC });
  const review = step(page, 'Review details');
  await expect(review.getByRole('heading', { name: 'Review details', level: 3 })).toBeVisible();
  const sections = review.getByRole('region').filter({ has: page.getByRole('term') }); // the answers' sections
  const titles = await sections.getByRole('heading', { level: 3 }).allTextContents();
  expect(titles.length).toBeGreaterThanOrEqual(6);
  const changes = review.getByRole('button', { name: /^Change / });
  const tabStops = await changes.evaluateAll((b) =>
    b.filter((x) => (x as HTMLElement).tabIndex !== -1).map((x) => x.textContent),
  );
  expect(tabStops).toEqual(titles.map((t) => `Change ${t}`));
  // and every answer's row carries its own edit action (the spec's review rows), out of the Tab order
  const answers = await review.getByRole('term').count();
  const perAnswer = await changes.evaluateAll((b) => b.filter((x) => (x as HTMLElement).tabIndex === -1).length);
  expect(perAnswer).toBe(answers);
  for (const [i, title] of titles.entries()) {
    await expect(sections.nth(i).getByRole('button', { name: `Change ${title}`, exact: true })).toHaveCount(1);
  }
  expect(await brokenWords(host)).toEqual([]);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  // a section's Change goes to its step
  await review.getByRole('button', { name: 'Change Work and finances', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Work and finances', level: 3 })).toBeFocused();
});

test("several wizards on one page name their steps' landmarks apart, in en and fil", async ({ page }) => {
  for (const lang of ['en', 'fil']) {
    await page.goto(`/demo/?lang=${lang}`);
    // widgets load as they come near the viewport
    for (const tag of ['ew-auto-loan', 'ew-home-loan', 'ew-personal-loan', 'ew-credit-card', 'ew-time-deposit']) {
      for (const el of await page.locator(tag).all()) await el.scrollIntoViewIfNeeded();
    }
    await page.locator('ew-leadgen').scrollIntoViewIfNeeded();
    const steps = page.getByRole('navigation', {
      name: lang === 'en' ? /^Application steps: / : /^Mga hakbang ng aplikasyon: /,
    });
    await expect(steps).toHaveCount(7, { timeout: 30_000 });
    const names = await steps.evaluateAll((navs) => navs.map((n) => n.getAttribute('aria-label')));
    expect(new Set(names).size, names.join(' | ')).toBe(names.length);
  }
});

/** The part of the viewport no fixed or sticky bar covers: [top, bottom]. */
const clear = (page: Page) =>
  page.evaluate(() => {
    let top = 0;
    let bottom = innerHeight;
    for (const e of document.querySelectorAll('body *')) {
      const s = getComputedStyle(e);
      if (s.position !== 'fixed' && s.position !== 'sticky') continue;
      const r = e.getBoundingClientRect();
      if (!r.width || !r.height || r.bottom <= 0 || r.top >= innerHeight) continue;
      if (r.top <= 1) top = Math.max(top, r.bottom);
      else if (r.bottom >= innerHeight - 1) bottom = Math.min(bottom, r.top);
    }
    return [top, bottom] as const;
  });

for (const size of [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
]) {
  test(`after Next on a ${size.width}x${size.height} phone the step heading and its first field are on the screen, clear of the bars`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/forms?preset=auto-loan');
    const personal = step(page, 'Personal Information');
    await expect(personal).toBeVisible({ timeout: 20_000 });
    await fillPersonal(personal, 'Reyes');
    await next(page, 'Personal Information', 'Loan Information');
    await page.waitForTimeout(300); // the scroll settles
    const [top, bottom] = await clear(page);
    const heading = await page.getByRole('heading', { name: 'Loan Information', level: 3 }).boundingBox();
    const first = await step(page, 'Loan Information').locator('.ew-field').first().boundingBox();
    expect(heading!.y, 'the heading is below the top bar').toBeGreaterThanOrEqual(top);
    expect(first!.y + first!.height, 'the first field is above the bottom bar').toBeLessThanOrEqual(bottom);
    const steps = page.getByRole('navigation', { name: /Application steps/ });
    // compact: the toggle says where the applicant is; the list opens on demand
    const toggle = steps.getByRole('button', { name: 'Step 2 of 6', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(steps.getByRole('listitem').first()).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(steps.getByRole('listitem')).toHaveCount(6);
    await expect(steps.getByRole('listitem').first()).toBeVisible();
  });
}

test('a malformed zip code says so, not that it is missing (credit card), en and fil', async ({ page }) => {
  const host = await alone(page, 'ew-credit-card', '', { step: 2, values: { ...VALID_CC, zipCode: '12' } });
  const personal = step(page, 'Personal information');
  await personal.getByRole('button', { name: 'Next' }).click();
  await expect(summaryLinks(personal)).toHaveText(['Zip code should be 4 digits']);
  await expect(byLabel(personal, 'Zip Code')).toHaveValue('12'); // nothing typed is lost
  await host.evaluate((e) => e.setAttribute('locale', 'fil'));
  await expect(
    step(page, 'Personal na impormasyon').getByRole('group', { name: 'May problema' }).getByRole('link'),
  ).toHaveText(['Dapat apat na numero ang zip code']);
});
