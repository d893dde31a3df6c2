/**
 * The checks the site's route walks make on each page (tests/e2e/site-walks.spec.ts), and the
 * language check the partner demo page shares (a11y-filipino-prose.spec.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { SAMPLE_CONTENT, SAMPLE_PAGES } from '../../shared/content/sample.ts';
import { sameInFilipinoAllowed } from '../../shared/i18n/filipino-allow.ts';
import { siteTitles } from '../../shared/i18n/site-titles.ts';
import type { Locale } from '../../shared/i18n/types.ts';

// ---- pictures (no placeholder anywhere, lazy below the first screen)

export const MANIFEST = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'scripts', 'sample-pictures.json'), 'utf8'),
) as Record<string, { sha256: string }>;
/**
 * Pictures of the sample content that no page shows: the business solution banners' pictures (the
 * business home shows their bodies only); cash is the one no other block uses.
 */
export const NOT_SHOWN = ['cash'];
const BY_HASH = new Map(Object.entries(MANIFEST).map(([name, m]) => [m.sha256, name]));

/** The composed sample picture these bytes are (by their sha256), or undefined. */
export const samplePictureOf = (bytes: Buffer) => BY_HASH.get(createHash('sha256').update(bytes).digest('hex'));

export interface Shown {
  url: string;
  /** An img's loading attribute; null for a CSS background. */
  loading: string | null;
  /** Whether it starts below the first screen (its top past `firstScreen`, page scrolled to the top). */
  below: boolean;
}

/**
 * Every picture the page shows now: img sources and CSS background images, shadow roots included.
 * `firstScreen`: the height, in CSS px, of the first screen (below it a picture should load lazily).
 */
export function shownPictures(page: Page, firstScreen: number) {
  return page.evaluate((firstScreen): Shown[] => {
    const out: Shown[] = [];
    const visit = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el instanceof HTMLImageElement) {
          const top = el.getBoundingClientRect().top + scrollY;
          out.push({ url: el.currentSrc || el.src, loading: el.getAttribute('loading'), below: top > firstScreen });
        }
        for (const pseudo of [null, '::before', '::after']) {
          const bg = getComputedStyle(el, pseudo).backgroundImage;
          for (const m of bg.matchAll(/url\("?([^")]+)"?\)/g))
            out.push({ url: new URL(m[1]!, location.href).href, loading: null, below: false });
        }
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    visit(document);
    return out;
  }, firstScreen);
}

/** Shows each other slide of each carousel on the page in turn, collecting what each shows. */
export async function everySlide(page: Page, collect: () => Promise<void>) {
  const carousels = page.locator('main .site-carousel');
  for (let c = 0; c < (await carousels.count()); c++) {
    const carousel = carousels.nth(c);
    const count = carousel.locator('.site-carousel-controls > span');
    if (!(await count.count())) continue;
    // (from the slide it shows: a page opened client-side may keep a carousel's place; it wraps round)
    const [from, pages] = (await count.textContent())!.split('/').map(Number) as [number, number];
    for (let i = 1; i < pages; i++) {
      await carousel.locator('.site-carousel-controls > button').last().click();
      await expect(count).toHaveText(new RegExp(`^${((from - 1 + i) % pages) + 1} / ${pages}$`));
      await collect();
    }
  }
}

// ---- words (a site that reads as a bank's)

export const MIN_WORDS = 80;

/** Routes whose page is a form, a finder, or a form's thank-you: their words are the widget's. */
export const NOT_CONTENT = [
  /thank-?you/i,
  /^\/forms(\/|$)/,
  /^\/application-form$/,
  /^\/request-for-callback(\/|$)/,
  /^\/business\/form\//,
  /^\/storedirectory(\/|$)/,
];

/** How many words <main> says as a visitor sees it (the text the browser renders, shadow roots aside). */
export const wordsInMain = (page: Page) =>
  page.locator('main').evaluate((m: HTMLElement) => m.innerText.split(/\s+/).filter(Boolean).length);

// ---- titles (WCAG 2.4.2)

export const BRAND = siteTitles.en.brand;
export const title = (locale: Locale, key: string) => siteTitles[locale][key.replace(/^siteTitles\./, '') as 'home'];

/** Routes with a parameter that is not a content page's id: their title is the route's alone. */
const PARAM_NOT_CONTENT = ['/request-for-callback/thankyou/:id', '/forms/timedeposit/:referenceid'];

/** A content page of a section's {id} route: its own title comes first (site/blocks/CmsArticle.tsx). */
export function titledByContent(route: { path: string }) {
  return route.path.includes('/:') && !PARAM_NOT_CONTENT.includes(route.path);
}

/**
 * The title of a content page once it names its own content: "<h1> | <section> | EastWest Bank".
 * (Polled: client-side routing can reuse the page's element, so the previous page's h1 may still show;
 * and a navigation keeps the previous page on screen until the new one's content is in: `previous`,
 * the title before the navigation, is not the new page's.)
 */
export async function contentTitle(page: Page, section: string, previous: string) {
  let last = '';
  await expect
    .poll(
      async () => {
        const h1 = (
          await page
            .locator('main h1')
            .first()
            .textContent({ timeout: 1000 })
            .catch(() => '')
        )?.trim();
        const shown = await page.title();
        last = shown;
        return !!h1 && shown !== previous && shown === `${h1} | ${section} | ${BRAND}`;
      },
      { timeout: 15_000, message: 'the title starts with the page h1, then its section' },
    )
    .toBe(true);
  return last;
}

// ---- Filipino pages: the content service's English texts marked lang="en" (WCAG 3.1.2)

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Every text of the sample content, HTML split at its tags: what the site shows as text nodes. */
export function contentTexts(): Set<string> {
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
export function unmarked(page: Page, texts: string[]): Promise<string[]> {
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

// ---- Filipino pages: no English prose outside lang="en" (WCAG 3.1.2)

/**
 * The texts of the page that read as English prose but are in a Filipino part of it (`inLang` "en":
 * those in an English part, to show the heuristic finds what it should). English prose:
 * at least three words, two of them English function words, and not one Filipino marker word (a
 * Filipino sentence keeps an English product or form term: "Basahin ang Terms of Use").
 */
export function englishInFilipino(page: Page, inLang: 'fil' | 'en' = 'fil'): Promise<string[]> {
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
