/**
 * One small driver over three engines, for the cross-engine smoke suite (tests/smoke/suite.ts):
 * - chromium: Debian's Chromium through puppeteer-core (CDP);
 * - firefox: Debian's Firefox ESR through puppeteer-core over WebDriver BiDi (no geckodriver);
 * - webkit: WebKitGTK's MiniBrowser through WebKitWebDriver (W3C WebDriver classic) and webdriverio,
 *   under Xvfb (no headless mode; its window is at least ~447 px wide).
 * Nothing is downloaded: each engine is the system's (scripts/ensure-*.mjs install them).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import puppeteer, { type Browser, type ElementHandle, type KeyInput, type Page } from 'puppeteer-core';
import { remote } from 'webdriverio';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/ensure-chromium.mjs';
import { FIREFOX, MINIBROWSER, WEBKIT_DRIVER, XVFB_RUN } from '../../scripts/ensure-engines.mjs';
import { installHelpers, type Helpers } from './page-helpers.ts';

export type Engine = 'chromium' | 'firefox' | 'webkit';
export const ENGINES: readonly Engine[] = ['chromium', 'firefox', 'webkit'];

/** What a poll ends on. */
export type Truthy<T> = Exclude<T, false | null | undefined | 0 | ''>;

export type Key = 'Tab' | 'Enter' | 'Space' | 'Escape' | 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight';

/** A function run in the page with the helpers (page-helpers.ts) as its first argument. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type InPage<T> = (h: Helpers, ...args: any[]) => T;

export interface Driver {
  engine: Engine;
  /** Opens a path of the server under test and waits for the page to have loaded. */
  goto(path: string): Promise<void>;
  run<T>(fn: InPage<T>, ...args: unknown[]): Promise<T>;
  /** Polls `fn` in the page until it returns something truthy; fails with `what` after `timeout`. */
  waitFor<T>(what: string, fn: InPage<T>, args?: unknown[], timeout?: number): Promise<Truthy<T>>;
  /** A real pointer click on the element `fn` finds. */
  click(what: string, fn: InPage<Element | null>, ...args: unknown[]): Promise<void>;
  /** Types text into whatever has focus, key by key. */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  resize(width: number, height: number): Promise<void>;
  /** Errors the page reported (uncaught, unhandled, console.error). */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * The script a function becomes in the page: the helpers installed, then the function applied.
 * (tsx names functions with an `__name` helper of its own: defined here as what it is, a no-op.)
 */
function script<T>(fn: InPage<T>): string {
  return `var __name = (f) => f; (${installHelpers.toString()})(); return (${fn.toString()}).apply(null, [window.__ew].concat(Array.from(arguments)));`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function poll<T>(what: string, timeout: number, attempt: () => Promise<T>): Promise<T> {
  const until = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const value = await attempt();
      if (value) return value;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > until)
      throw new Error(`timed out after ${timeout} ms waiting for ${what} (last: ${String(last)})`);
    await sleep(100);
  }
}

/** Chromium and Firefox: puppeteer-core (CDP and WebDriver BiDi). */
async function puppeteerDriver(engine: 'chromium' | 'firefox', base: string): Promise<Driver> {
  const browser: Browser = await puppeteer.launch(
    engine === 'chromium'
      ? { executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true }
      : { browser: 'firefox', executablePath: FIREFOX, headless: true },
  );
  const page: Page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  const reported: string[] = [];
  page.on('pageerror', (e) => reported.push(`pageerror: ${e instanceof Error ? e.message : String(e)}`));
  const run = <T>(fn: InPage<T>, ...args: unknown[]) =>
    page.evaluate(new Function(script(fn)) as (...a: unknown[]) => T, ...args) as Promise<T>;
  const keys: Record<Key, KeyInput> = {
    Tab: 'Tab',
    Enter: 'Enter',
    Space: ' ',
    Escape: 'Escape',
    ArrowDown: 'ArrowDown',
    ArrowUp: 'ArrowUp',
    ArrowLeft: 'ArrowLeft',
    ArrowRight: 'ArrowRight',
  };
  return {
    engine,
    async goto(path) {
      await page.goto(new URL(path, base).href, { waitUntil: 'load' });
    },
    run,
    waitFor: (what, fn, args = [], timeout = 20_000) => poll(what, timeout, () => run(fn, ...args)) as Promise<never>,
    async click(what, fn, ...args) {
      const handle = await poll(what, 20_000, async () => {
        const h = await page.evaluateHandle(new Function(script(fn)) as () => Element | null, ...args);
        const el = h.asElement() as ElementHandle<Element> | null;
        return el ? el : (await h.dispose(), null);
      });
      await handle!.click();
      await handle!.dispose();
    },
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(keys[key]),
    resize: (width, height) => page.setViewport({ width, height }),
    async errors() {
      return [...reported, ...(await run((h) => h.errors.filter((e) => !e.startsWith('pageerror:'))))];
    },
    close: () => browser.close(),
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

/** WebKitGTK: MiniBrowser through WebKitWebDriver, under Xvfb, with webdriverio (WebDriver classic). */
async function webkitDriver(base: string): Promise<Driver> {
  const port = await freePort();
  // A screen as large as the kiosk's design size; the driver starts MiniBrowser on it.
  const xvfb: ChildProcess = spawn(XVFB_RUN, ['-a', '-s', '-screen 0 1920x1200x24', WEBKIT_DRIVER, `--port=${port}`], {
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-xvfb.pid!);
    } catch {
      /* already gone */
    }
  };
  try {
    const b = await poll('WebKitWebDriver', 20_000, async () =>
      remote({
        hostname: '127.0.0.1',
        port,
        logLevel: 'silent',
        connectionRetryCount: 0,
        capabilities: {
          browserName: 'MiniBrowser',
          'wdio:enforceWebDriverClassic': true,
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        } as WebdriverIO.Capabilities,
      }),
    );
    await b.setWindowSize(1280, 900);
    const run = <T>(fn: InPage<T>, ...args: unknown[]) => b.execute(script(fn), ...args) as Promise<T>;
    const keys: Record<Key, string> = {
      Tab: '\uE004',
      Enter: '\uE007',
      Space: ' ',
      Escape: '\uE00C',
      ArrowDown: '\uE015',
      ArrowUp: '\uE013',
      ArrowLeft: '\uE012',
      ArrowRight: '\uE014',
    };
    return {
      engine: 'webkit',
      async goto(path) {
        await b.url(new URL(path, base).href);
        await poll('the page to load', 20_000, () => b.execute(() => document.readyState === 'complete'));
      },
      run,
      waitFor: (what, fn, args = [], timeout = 20_000) => poll(what, timeout, () => run(fn, ...args)) as Promise<never>,
      async click(what, fn, ...args) {
        const el = await poll(what, 20_000, () => run(fn, ...args));
        // An element found by script is a WebDriver element reference (shadow roots included).
        await b.$(el as unknown as WebdriverIO.Element).click();
      },
      async type(text) {
        // Element Send Keys to the focused element: key actions from b.keys() lose spaces in WebKitGTK.
        const active = await b.getActiveElement();
        await b.elementSendKeys(
          (active as unknown as Record<string, string>)['element-6066-11e4-a52e-4f735466cecf']!,
          text,
        );
      },
      press: (key) => b.keys([keys[key]]),
      resize: (width, height) => b.setWindowSize(width, height),
      errors: () => run((h) => [...h.errors]),
      async close() {
        try {
          await b.deleteSession();
        } finally {
          stop();
        }
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

export function launch(engine: Engine, base: string): Promise<Driver> {
  return engine === 'webkit' ? webkitDriver(base) : puppeteerDriver(engine, base);
}
