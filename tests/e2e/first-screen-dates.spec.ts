/**
 * A prerendered first screen's date bounds are the visitor's day, not the build's: with the page's
 * clock a year and more after the build, every date field a first screen shows (ages 18/21 to 80,
 * the 1910-07-31 earliest birthday, a callback day from today to 90 days ahead) offers the days of
 * that clock while the widget's code is held back, and the same once the widget takes over.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { fixture, widgetsTookOver } from './helpers.ts';

// 15 June 2027, 10:00 in Manila: a visitor well after any build of this tree.
const NOW = new Date('2027-06-15T10:00:00+08:00');
test.use({ timezoneId: 'Asia/Manila' });

const ADULT = { min: '1947-06-15', max: '2009-06-15' };
const BIRTHDAY = { min: '1910-07-31', max: '2009-06-15' };
const CALL_DAY = { min: '2027-06-15', max: '2027-09-13' };
const EXPECTED: Record<string, Record<string, { min: string; max: string }>> = {
  'auto-loan': { bday: ADULT },
  'home-loan': { bday: ADULT },
  'personal-loan': { birthDate: ADULT },
  leadgen: { dateOfBirth: BIRTHDAY },
  'time-deposit': { DateOfBirth: BIRTHDAY },
  'business-callback': { preferredDayFrom: CALL_DAY, preferredDayTo: CALL_DAY },
};

const page$ = (tag: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title><script src="/widgets/loader.js" async></script></head><body><main><${tag}></${tag}></main></body></html>`;

/** Holds back the widgets' code (not the loader, not the first screens) until release(). */
async function holdChunks(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(/\/widgets\/[^/]+\/[^/]+\.js$/, async (route: Route) => {
    if (!route.request().url().includes('-first-')) await released;
    await route.continue();
  });
  return release;
}

const bounds = (page: Page, tag: string, selector: string) =>
  page
    .locator(tag)
    .evaluate(
      (el, sel) =>
        Object.fromEntries(
          Array.from(el.shadowRoot!.querySelectorAll<HTMLInputElement>(sel)).map((i) => [
            i.name,
            { min: i.min, max: i.max },
          ]),
        ),
      selector,
    );

for (const [name, expected] of Object.entries(EXPECTED)) {
  test(`${name}: the first screen's date bounds are the visitor's day, and stay so after the takeover`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOW);
    const release = await holdChunks(page);
    const tag = `ew-${name}`;
    await fixture(page, page$(tag));
    await expect(page.locator(`${tag} [data-ew-first]`)).toBeAttached();
    expect(await bounds(page, tag, '[data-ew-first] input[type=date]')).toEqual(expected);
    release();
    await widgetsTookOver(page);
    expect(await bounds(page, tag, 'input[type=date]')).toEqual(expected);
  });
}
