/**
 * The site in Filipino (WCAG 3.1.2): the content service has its texts in English
 * only, so on a Filipino page every passage of it must say lang="en" (a screen reader then reads it
 * with English pronunciation). Every route of the walk is opened in Filipino and every text of the
 * page's light DOM that is one of the sample content's texts must sit inside an element whose
 * nearest lang is "en". The site's own texts are Filipino and are left alone (a11y-filipino.spec.ts
 * checks the widgets' texts, the unit test of shared/i18n the site's own).
 */
import { expect, test, type Page } from '@playwright/test';
import { SAMPLE_CONTENT, SAMPLE_PAGES } from '../../shared/content/sample.ts';
import { sameInFilipinoAllowed } from '../../shared/i18n/filipino-allow.ts';
import { walkInFilipino } from './site-helpers.ts';

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Every text of the sample content, HTML split at its tags: what the site shows as text nodes. */
function contentTexts(): Set<string> {
  const out = new Set<string>();
  const visit = (x: unknown) => {
    if (typeof x === 'string') {
      if (/^(\/|https?:|mailto:|tel:)/.test(x)) return; // links and images, not text
      for (const piece of x.split(/<[^>]*>/)) {
        const text = squash(piece.replace(/&amp;/g, '&').replace(/&nbsp;/g, ' '));
        // a text with words, not a number, a date or a name we keep in English (filipino-allow.ts)
        if (/[A-Za-z]{3}/.test(text) && text.includes(' ') && !sameInFilipinoAllowed(text)) out.add(text);
      }
    } else if (Array.isArray(x)) x.forEach(visit);
    else if (x && typeof x === 'object') Object.values(x).forEach(visit);
  };
  visit(SAMPLE_CONTENT);
  visit(SAMPLE_PAGES);
  return out;
}

/** The page's texts that are content texts but are read as Filipino (not inside lang="en"). */
function unmarked(page: Page, texts: string[]): Promise<string[]> {
  return page.evaluate((list) => {
    const content = new Set(list);
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!content.has(text)) continue;
      const el = n.parentElement!;
      if (!el.checkVisibility({ visibilityProperty: true }) || el.closest('[aria-hidden="true"]')) continue;
      if (el.closest('[lang]')?.getAttribute('lang') !== 'en') out.push(`<${el.localName}> ${text}`);
    }
    return out;
  }, texts);
}

test('every page in Filipino marks the content service’s English texts lang="en"', async ({ page }) => {
  test.setTimeout(300_000); // ~85 routes in one document, client-side
  const texts = [...contentTexts()];
  expect(texts.length, 'the sample content has texts').toBeGreaterThan(300);
  const found: string[] = [];
  let checked = 0;
  await walkInFilipino(page, async (w) => {
    const main = page.locator('main');
    const here = await unmarked(page, texts);
    // a page heading still in English must say so (the legal pages, published in English)
    if (typeof w.heading === 'string' && !sameInFilipinoAllowed(w.heading)) {
      const h1 = main.getByRole('heading', { level: 1 }).first();
      const [text, lang] = await h1.evaluate((e) => [e.textContent?.trim(), e.closest('[lang]')?.getAttribute('lang')]);
      if (text === w.heading && lang !== 'en') here.push(`<h1> ${text}`);
    }
    checked += await page.evaluate(
      (list) => list.filter((t) => document.body.innerText.includes(t)).length,
      texts.filter((t) => t.length > 20),
    );
    found.push(...here.map((t) => `${w.path}: ${t}`));
  });
  expect(checked, 'the walk met the content service’s texts').toBeGreaterThan(100);
  expect(found, 'content texts read as Filipino on a Filipino page').toEqual([]);
});
