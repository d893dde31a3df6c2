/**
 * Filipino (WCAG 3.1.2): every widget of the demo page, in English and in Filipino,
 * in three states (first screen, after an empty submit, a dialog open). Every text a person can see
 * or hear inside its shadow roots (text, visually hidden text too, aria-label, aria-description,
 * placeholder, title, alt) is collected; a Filipino text that reads exactly as an English one fails
 * unless it is allow-listed (shared/i18n/filipino-allow.ts, the list the unit test reads), marked
 * as English (`lang="en"`: a passage the data has in English only) or not to be translated
 * (`translate="no"`: a branch's name and address). This finds texts hard-coded in components and
 * RAC's own, which the unit test of shared/i18n cannot see.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { sameInFilipinoAllowed } from '../../shared/i18n/filipino-allow.ts';
import { expectNoAxeViolations, widgetsTookOver } from './helpers.ts';

type Lang = 'en' | 'fil';

/**
 * Every user-visible text inside the widget `id`'s shadow roots, nested ones too; in Filipino, but
 * for passages marked as English.
 */
function texts(page: Page, id: string, lang: Lang): Promise<string[]> {
  return page.evaluate(
    ([hostId, lang]) => {
      const out = new Set<string>();
      const ATTRS = ['aria-label', 'aria-description', 'placeholder', 'title', 'alt'];
      const add = (t: string | null | undefined) => {
        const s = (t ?? '').replace(/\s+/g, ' ').trim();
        if (s) out.add(s);
      };
      /** Text marked English on a Filipino page or not to be translated, hidden from everyone, or not shown. */
      const skipped = (e: Element) =>
        (lang === 'fil' && e.closest('[lang]')?.getAttribute('lang') === 'en') ||
        !!e.closest('[translate="no"], [aria-hidden="true"], style, script, template') ||
        !e.checkVisibility({ visibilityProperty: true });
      const walk = (root: ShadowRoot) => {
        for (const e of root.querySelectorAll('*')) {
          if (e.shadowRoot) walk(e.shadowRoot);
          if (skipped(e)) continue;
          for (const a of ATTRS) add(e.getAttribute(a));
          for (const n of e.childNodes) if (n.nodeType === Node.TEXT_NODE) add(n.textContent);
        }
      };
      walk(document.getElementById(hostId)!.shadowRoot!);
      return [...out];
    },
    [id, lang] as const,
  );
}

/** The texts of every widget of the demo page in `lang`: first screen, empty submit, a dialog. */
async function collect(page: Page, lang: Lang): Promise<Map<string, string[]>> {
  await page.goto(`/demo/?lang=${lang}`);
  await widgetsTookOver(page);
  const ids = await page.locator('main [id^="campaign-"]').evaluateAll((es) => es.map((e) => e.id));
  expect(ids.length, 'the demo page hosts every widget').toBeGreaterThanOrEqual(13);
  const all = new Map<string, string[]>();
  for (const id of ids) {
    const host = page.locator(`#${id}`);
    await expect(host.locator('.ew-root').first()).toBeVisible({ timeout: 20_000 });
    const seen = new Set(await texts(page, id, lang));
    const submit = host.locator('button[type="submit"]').first();
    if (await submit.isVisible()) {
      await submit.click();
      await expect(host.locator('.ew-summary, [aria-invalid="true"]').first()).toBeVisible();
      for (const t of await texts(page, id, lang)) seen.add(t);
    }
    const opener = host.locator('[aria-haspopup="dialog"]').first();
    if (await opener.isVisible()) {
      const dialog = host.locator('[role="dialog"], [role="alertdialog"]').first();
      const opened = async () => {
        await opener.click();
        return dialog.waitFor({ timeout: 3_000 }).then(
          () => true,
          () => false,
        );
      };
      if (!(await opened())) {
        // the deposit calculator asks for a stage first: the first, with the largest amount and tenor
        for (const t of await texts(page, id, lang)) seen.add(t); // its error state
        await host.getByRole('radio').first().check({ force: true });
        for (const slider of await host.getByRole('slider').all()) {
          await slider.focus();
          await page.keyboard.press('End');
        }
        expect(await opened(), `${id} opens its dialog`).toBe(true);
      }
      for (const t of await texts(page, id, lang)) seen.add(t);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    all.set(id, [...seen]);
  }
  return all;
}

test('no widget text reads in Filipino as in English, but names, codes and terms allow-listed', async ({ page }) => {
  test.setTimeout(360_000); // the demo page loads every widget, twice (2 min on a busy 2-core machine)
  await page.setViewportSize({ width: 1280, height: 900 });
  const en = await collect(page, 'en');
  const fil = await collect(page, 'fil');
  const english = new Set([...en.values()].flat());
  const same: string[] = [];
  for (const [id, list] of fil) {
    expect(list.length, `${id} shows texts in Filipino`).toBeGreaterThan(3);
    expect(en.get(id)!.length, `${id} shows texts in English`).toBeGreaterThan(3);
    for (const t of list) if (english.has(t) && !sameInFilipinoAllowed(t)) same.push(`${id}: ${t}`);
  }
  expect(same, 'Filipino texts that read as the English ones').toEqual([]);
  await expectNoAxeViolations(page, 'demo in Filipino after every state');
});

/** The language an element is read in: its own or its nearest ancestor's lang. */
const langOf = (el: Locator) => el.evaluate((e) => e.closest('[lang]')?.getAttribute('lang'));

test('the site in Filipino: the content service’s English passages say lang="en", its own Filipino texts do not', async ({
  page,
}) => {
  await page.goto('/about/newsroom');
  await page.getByRole('button', { name: 'Filipino' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  const heading = page.getByRole('heading', { level: 1, name: 'Mga Balita' });
  await expect(heading).toBeVisible();
  expect(await langOf(heading)).toBe('fil');
  // a news item: its title and summary come from the content service, in English only
  const card = page.locator('main .site-card').first();
  await expect(card).toBeVisible();
  expect(await langOf(card.getByRole('heading'))).toBe('en');
  expect(await langOf(card.locator('p:not(.site-muted)').first())).toBe('en');
  expect(await langOf(card.locator('time')), 'the date is formatted in Filipino').toBe('fil');

  // a content page: its English title and body, under the shell's Filipino navigation
  await card.getByRole('link').click();
  const body = page.locator('main .site-prose').first();
  await expect(body).toBeVisible();
  expect(await langOf(body)).toBe('en');
  expect(await langOf(page.getByRole('heading', { level: 1 }))).toBe('en');
  expect(await langOf(page.getByText('Inilathala', { exact: false }).first())).toBe('fil');
  await expectNoAxeViolations(page, 'a content page in Filipino');

  // in English nothing is marked: the page's own language holds
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await body.getAttribute('lang')).toBeNull();
});
