/**
 * The same widget on any host page: the page's CSS stops at the widget's root (widgets/ui/ui.css,
 * docs/decisions.md). Every widget of the registry is put on a partner page whose root font size is
 * 10 px (rem there is 10 px: 62.5 % is common) and whose body sets every inherited text property a
 * page may set (uppercase, nowrap, letter and word spacing, line height, italic small caps, centred
 * and indented, right to left, dark color-scheme...), and on a plain page. Its prerendered first
 * screen (the widget's code held back) and its own rendering after the takeover have, element by
 * element, the same computed text styles and the same box sizes on both. With the browser's default
 * font size at 32 px (a visitor's setting, WCAG 1.4.4) the widget's text is twice as large, on the
 * hostile page too.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { WIDGET_NAMES } from '../../widgets/registry/index.ts';
import { collectErrors, widgetsTookOver } from './helpers.ts';

/** What a partner page may set around the element: all of it inherited, none of it the widget's. */
const HOSTILE = `
html { font-size: 10px; color-scheme: dark; }
body {
  font: italic small-caps 700 13px/3 Georgia, serif;
  font-stretch: condensed;
  font-feature-settings: 'smcp';
  font-kerning: none;
  font-synthesis: none;
  text-transform: uppercase;
  white-space: nowrap;
  letter-spacing: 3px;
  word-spacing: 12px;
  text-align: center;
  text-align-last: center;
  text-indent: 40px;
  text-shadow: 1px 1px 2px red;
  direction: rtl;
  cursor: crosshair;
  hyphens: auto;
  word-break: break-all;
  overflow-wrap: anywhere;
  line-break: anywhere;
  list-style: square inside;
  border-collapse: separate;
  border-spacing: 9px;
  caption-side: bottom;
  quotes: '«' '»';
  tab-size: 20;
  text-underline-offset: 9px;
  -webkit-text-fill-color: red;
  accent-color: red;
  caret-color: red;
}
main { font-size: 2rem; line-height: 40px; }
`;

/** The computed properties compared, element by element (the text's and the box's). */
const PROPS = [
  'font-size',
  'line-height',
  'font-family',
  'font-weight',
  'font-style',
  'font-variant-caps',
  'font-stretch',
  'font-feature-settings',
  'font-kerning',
  'text-transform',
  'white-space',
  'letter-spacing',
  'word-spacing',
  'text-align',
  'text-align-last',
  'text-indent',
  'text-shadow',
  'direction',
  'cursor',
  'hyphens',
  'word-break',
  'overflow-wrap',
  'line-break',
  'list-style-type',
  'list-style-position',
  'border-spacing',
  'caption-side',
  'tab-size',
  'color',
  '-webkit-text-fill-color',
  'color-scheme',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'min-height',
  'max-width',
];

const pageWith = (name: string, css: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner</title>
<style>body { margin: 0; } main { width: 760px; padding: 16px; } ${css}</style>
<script src="/widgets/loader.js" async></script></head>
<body><main><p>A partner's article.</p><ew-${name}></ew-${name}></main></body></html>`;

interface Element$ {
  /** Tag, class and place in the shadow root, to say which one differs. */
  id: string;
  style: Record<string, string>;
  width: number;
  height: number;
  /** Whether it holds text of its own (not only through its children). */
  text: boolean;
}

/** Every element of the widget's shadow root under its root, with its computed styles and box. */
function snapshot(page: Page, name: string): Promise<Element$[]> {
  return page.evaluate(
    ([name, props]) => {
      const root = document.querySelector(`ew-${name}`)!.shadowRoot!.querySelector('.ew-root')!;
      return [root, ...Array.from(root.querySelectorAll('*'))]
        .filter((e) => !['STYLE', 'SCRIPT', 'TEMPLATE'].includes(e.tagName))
        .map((e, i) => {
          const cs = getComputedStyle(e);
          const r = e.getBoundingClientRect();
          return {
            id: `${i} ${e.localName}${e.className && typeof e.className == 'string' ? '.' + e.className.trim().split(/\s+/).join('.') : ''}`,
            style: Object.fromEntries(props.map((p) => [p, cs.getPropertyValue(p)])),
            width: Math.round(r.width * 10) / 10,
            height: Math.round(r.height * 10) / 10,
            text: Array.from(e.childNodes).some((n) => n.nodeType === 3 && n.textContent!.trim() !== ''),
          };
        });
    },
    [name, PROPS] as const,
  );
}

/** What differs between two snapshots of the same widget ([] when nothing does). */
function differences(plain: Element$[], other: Element$[]): string[] {
  if (plain.length !== other.length) return [`${plain.length} elements on the plain page, ${other.length} here`];
  return plain.flatMap((p, i) => {
    const o = other[i]!;
    if (p.id !== o.id) return [`element ${p.id} is ${o.id} here`];
    const out = PROPS.filter((k) => p.style[k] !== o.style[k]).map(
      (k) => `${p.id} ${k}: ${p.style[k]} on the plain page, ${o.style[k]} here`,
    );
    for (const k of ['width', 'height'] as const)
      if (Math.abs(p[k] - o[k]) > 0.5) out.push(`${p.id} ${k}: ${p[k]} on the plain page, ${o[k]} here`);
    return out;
  });
}

/** The browser's default font size (a visitor's setting), over CDP: it holds across navigations. */
async function defaultFontSize(page: Page, px: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: Math.round(px * 0.8125) } });
}

/**
 * Opens the widget on a page with this CSS; snapshots its first screen (the widget's code held back)
 * and, once its code has taken over and its data arrived, its own rendering.
 */
async function measure(page: Page, name: string, css: string) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  await page.route(/\/widgets\/[^/]+\/[^/]+\.js$/, async (route: Route) => {
    if (!route.request().url().includes('-first-')) await released;
    await route.continue();
  });
  const path = `/isolation-${name}.html`;
  await page.route(`**${path}`, (route) => route.fulfill({ body: pageWith(name, css), contentType: 'text/html' }));
  await page.goto(path);
  const host = page.locator(`ew-${name}`);
  await expect(host.locator('.ew-root[data-ew-first]')).toBeAttached({ timeout: 20_000 });
  const first = await snapshot(page, name);
  release();
  await widgetsTookOver(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 100))));
  const own = await snapshot(page, name);
  return { first, own };
}

test.describe.configure({ mode: 'parallel' });

for (const name of WIDGET_NAMES) {
  test(`ew-${name} looks the same on a hostile page and follows only the visitor's font size`, async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const plainPage = await context.newPage();
      const errors = collectErrors(plainPage);
      const plain = await measure(plainPage, name, '');
      expect(plain.first.length, 'a first screen with elements').toBeGreaterThan(5);
      expect(plain.own.filter((e) => e.text).length, 'text in the widget').toBeGreaterThan(2);

      const hostilePage = await context.newPage();
      const hostile = await measure(hostilePage, name, HOSTILE);
      // The page is as hostile as it says: rem is 10 px there, and the body's text is transformed.
      expect(
        await hostilePage.evaluate(() => [
          getComputedStyle(document.documentElement).fontSize,
          getComputedStyle(document.body).textTransform,
          getComputedStyle(document.querySelector('main')!).fontSize,
        ]),
      ).toEqual(['10px', 'uppercase', '20px']);
      expect(differences(plain.first, hostile.first), 'the first screen').toEqual([]);
      expect(differences(plain.own, hostile.own), "the widget's own rendering").toEqual([]);

      // The visitor's default font size at 32 px: every text twice its size at 16, on the hostile page.
      const largePage = await context.newPage();
      await defaultFontSize(largePage, 32);
      const large = await measure(largePage, name, HOSTILE);
      for (const [when, at16, at32] of [
        ['the first screen', plain.first, large.first],
        ["the widget's own rendering", plain.own, large.own],
      ] as const) {
        expect(at32.length, when).toBe(at16.length);
        const notDoubled = at16.flatMap((e, i) => {
          // The tick of a checkbox is a glyph drawn to its 24 px mark, not text to read.
          // Text shown only (a phone's stepper toggle is not rendered on a wide screen).
          if (!e.text || !e.width || /\.ew-mark\b/.test(e.id)) return [];
          const size = parseFloat(e.style['font-size']!);
          const now = parseFloat(at32[i]!.style['font-size']!);
          return Math.abs(now - 2 * size) > 0.5 ? [`${e.id}: ${size}px at 16, ${now}px at 32`] : [];
        });
        expect(notDoubled, when).toEqual([]);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
}

test('a host page still hides what it hides: visibility reaches the widget', async ({ page }) => {
  await page.route('**/isolation-hidden.html', (route) =>
    route.fulfill({
      body: pageWith('callback-form', 'main { visibility: hidden; }'),
      contentType: 'text/html',
    }),
  );
  await page.goto('/isolation-hidden.html');
  await widgetsTookOver(page);
  // Hidden, so out of the accessibility tree: found by its element instead.
  const form = page.locator('ew-callback-form form');
  await expect(form).toBeAttached();
  await expect(form).toBeHidden();
  expect(await form.evaluate((e) => getComputedStyle(e).visibility)).toBe('hidden');
});
