/**
 * English prose on Filipino pages (WCAG 3.1.2 Language of Parts), found by what it reads like rather
 * than by a list of known texts: every route of the walk in Filipino, and the partner demo page with
 * its widgets in Filipino, fail on any visible text node that reads as an English sentence and whose
 * nearest `lang` (across shadow-root boundaries, widgets included) is Filipino. a11y-filipino-site
 * checks the sample content's texts by name; this one also catches what nobody listed: content added
 * later, a hard-coded English string, a text from a service. axe stays at 0 violations on each page.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolationsFast, walkInFilipino } from './site-helpers.ts';
import { widgetsTookOver } from './helpers.ts';

/**
 * The texts of the page that read as English prose but are in a Filipino part of it (`inLang` "en":
 * those in an English part, to show the heuristic finds what it should). English prose:
 * at least three words, two of them English function words, and not one Filipino marker word (a
 * Filipino sentence keeps an English product or form term: "Basahin ang Terms of Use").
 */
function englishInFilipino(page: Page, inLang: 'fil' | 'en' = 'fil'): Promise<string[]> {
  return page.evaluate((inLang) => {
    const EN = new Set(
      'the and your for with of to you is are our in on this that we will be can from by or an it its not all'.split(
        ' ',
      ),
    );
    const FIL =
      /\b(ang|ng|mga|sa|na|at|ay|ninyo|inyong|inyo|para|nang|ito|iyong|kung|mo|ko|po|ni|kay|namin|natin|lamang|lang)\b/;
    const reads = (text: string) => {
      const words = text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? [];
      return words.length >= 3 && words.filter((w) => EN.has(w)).length >= 2 && !FIL.test(words.join(' '));
    };
    /** The nearest lang of an element, up through shadow roots to their hosts and the document. */
    const langOf = (el: Element): string => {
      for (let e: Element | null = el; e;) {
        const marked = e.closest('[lang]');
        if (marked) return marked.getAttribute('lang')!.toLowerCase();
        const root = e.getRootNode();
        e = root instanceof ShadowRoot ? root.host : null;
      }
      return '';
    };
    const filipino = (el: Element) => (inLang === 'en' ? /^en(-|$)/ : /^(fil|tl)(-|$)/).test(langOf(el));
    const where = (root: Document | ShadowRoot) => (root instanceof ShadowRoot ? `${root.host.localName} > ` : '');
    const out: string[] = [];
    const walk = (root: Document | ShadowRoot) => {
      for (const e of root.querySelectorAll('*')) if (e.shadowRoot) walk(e.shadowRoot);
      const start = root instanceof Document ? root.body : root;
      const walker = document.createTreeWalker(start, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const text = (n.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (!reads(text)) continue;
        const el = n.parentElement;
        if (!el || el.closest('[aria-hidden="true"], style, script, template, noscript')) continue;
        if (!el.checkVisibility({ visibilityProperty: true })) continue;
        if (filipino(el)) out.push(`${where(root)}<${el.localName}> ${text}`);
      }
      // what a screen reader says of an element from its attributes, in the element's own language
      for (const el of root.querySelectorAll('[alt], [aria-label], [title], [placeholder], [aria-description]')) {
        if (el.closest('[aria-hidden="true"]') || !filipino(el)) continue;
        for (const a of ['alt', 'aria-label', 'title', 'placeholder', 'aria-description']) {
          const text = (el.getAttribute(a) ?? '').replace(/\s+/g, ' ').trim();
          if (reads(text)) out.push(`${where(root)}<${el.localName} ${a}> ${text}`);
        }
      }
    };
    walk(document);
    return out;
  }, inLang);
}

test('every route in Filipino: no English prose outside lang="en", axe clean', async ({ page }) => {
  test.setTimeout(900_000); // ~85 routes in one document, axe on each
  const found: string[] = [];
  let walked = 0;
  let marked = 0; // English prose inside lang="en": the heuristic knows the content when it sees it
  await walkInFilipino(page, async (w, quietFor) => {
    await widgetsTookOver(page);
    const here = new Set(await englishInFilipino(page));
    // what a disclosure shows when opened (an accordion's panel, a card's features, a services grid)
    const disclosures = await page.evaluate(
      () => Array.from(document.querySelectorAll('main button[aria-expanded="false"]:not([aria-haspopup])')).length,
    );
    for (let i = 0; i < disclosures && i < 12; i++) {
      const opened = await page.evaluate((i) => {
        const b = document.querySelectorAll<HTMLElement>('main button[aria-expanded]:not([aria-haspopup])')[i];
        if (!b || b.getAttribute('aria-expanded') !== 'false' || !b.checkVisibility()) return false;
        b.click();
        return true;
      }, i);
      if (!opened) continue;
      await expect.poll(() => quietFor(100), { timeout: 5_000 }).toBe(true);
      for (const t of await englishInFilipino(page)) here.add(t);
    }
    found.push(...[...here].map((t) => `${w.path}: ${t}`));
    marked += (await englishInFilipino(page, 'en')).length;
    await expectNoAxeViolationsFast(page, `${w.path} in Filipino`);
    walked++;
  });
  console.log(`English prose outside lang="en" on ${walked} Filipino routes: ${found.length}`);
  console.log(`English prose inside lang="en": ${marked}`);
  expect(walked).toBeGreaterThan(80);
  expect(marked, 'the heuristic recognises the English the site marks').toBeGreaterThan(100);
  expect(found, 'English prose read as Filipino').toEqual([]);
});

test('the partner demo page with its widgets in Filipino: no English prose outside lang="en"', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/demo/?lang=fil');
  await widgetsTookOver(page);
  const hosts = page.locator('main [id^="campaign-"]');
  expect(await hosts.count(), 'the demo page hosts every widget').toBeGreaterThanOrEqual(13);
  await expect(page.locator('ew-callback-form .ew-root[lang="fil"]').first()).toBeAttached();
  const found = await englishInFilipino(page);
  console.log(`English prose outside lang="en" in the demo page's Filipino widgets: ${found.length}`);
  expect(found, 'English prose read as Filipino').toEqual([]);
  await expectNoAxeViolationsFast(page, 'demo in Filipino');
});
