// The journeys a blind visitor takes, under Orca (run.sh starts it): Chromium is started by hand with
// its accessibility bridge on and the first page on its command line (so the page, not the address
// bar, has the window's focus); Playwright attaches over CDP to press keys and fill what is not under
// test. After each key press, what Orca said since is read from its log and checked.
// usage (through run.sh): node tests/sr/journeys.mjs <baseUrl>
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_BASE_ARGS } from '../../scripts/ensure-chromium.mjs';

const BASE = process.argv[2];
const only = process.argv[3];
const want = (name) => !only || only === name;
const LOG = process.env.ORCA_SPEECH_LOG;
let offset = existsSync(LOG) ? statSync(LOG).size : 0;
/** Utterances logged since the last call. */
function heard() {
  if (!existsSync(LOG)) return [];
  const buf = readFileSync(LOG);
  const text = buf.subarray(offset).toString('utf8');
  offset = buf.length;
  return text
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split('\t').slice(1).join('\t'))
    .filter((l) => !l.startsWith('[speech error'));
}

const failures = [];
let transcript = [];
/** Presses `key` (or runs `fn`), waits for Orca, prints what it said and checks it. */
async function step(what, fn, checks = [], ms = 1500) {
  heard();
  await fn();
  await page.waitForTimeout(ms);
  const said = heard();
  transcript.push({ what, said });
  console.log(
    `${what} [${new URL(page.url()).pathname}, focus: ${(await focused()).slice(0, 40)}]\n    orca: ${said.length ? said.map((s) => `«${s}»`).join(' ') : '(nothing)'}`,
  );
  const all = said.join(' | ');
  for (const [expectation, test] of checks) {
    const ok = typeof test === 'function' ? test(all) : test.test(all);
    if (!ok) failures.push(`${what}: expected ${expectation}; heard: ${all || '(nothing)'}`);
    console.log(`    ${ok ? 'ok  ' : 'FAIL'} ${expectation}`);
  }
  return said;
}
const press = (key) => () => page.keyboard.press(key);
/** The focused element's text or name, through shadow roots. */
const focused = () =>
  page.evaluate(() => {
    let el = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return (el?.getAttribute('aria-label') || el?.textContent || '').trim();
  });
async function tabTo(name, max = 40) {
  for (let i = 0; i < max; i++) {
    if (name.test(await focused())) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`no ${name} within ${max} Tabs`);
}

const port = 9300 + Math.floor(Math.random() * 600);
const browserProc = spawn(
  CHROMIUM,
  [
    ...CHROMIUM_BASE_ARGS,
    '--force-renderer-accessibility',
    `--remote-debugging-port=${port}`,
    `--user-data-dir=${mkdtempSync(join(tmpdir(), 'sr-chromium-'))}`,
    '--window-size=1280,900',
    '--window-position=0,0',
    '--no-default-browser-check',
    `${BASE}/`,
  ],
  { stdio: 'ignore' },
);
let browser;
for (let i = 0; i < 60 && !browser; i++) {
  await new Promise((r) => setTimeout(r, 500));
  browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`).catch(() => null);
}
if (!browser) throw new Error('Chromium did not start');
const page = browser.contexts()[0].pages()[0];
const widget = (tag) => page.locator(tag);

try {
  // The callback form: empty Submit, the summary, an error link, the branch picker, Submit, OK.
  await page.waitForLoadState('load');
  if (want('callback')) await callback();
  if (want('card')) await card();
} catch (error) {
  failures.push(`the journey stopped: ${error instanceof Error ? error.message : error}`);
} finally {
  await browser.close().catch(() => {});
  browserProc.kill();
}

async function callback() {
  const cb = widget('ew-callback-form');
  await cb.getByRole('textbox', { name: 'Name' }).waitFor({ timeout: 30_000 });
  await page.waitForTimeout(3000);
  await cb.getByRole('textbox', { name: 'Name' }).focus();
  await tabTo(/^Submit$/);
  const links = async () => (await cb.locator('.ew-summary a').allTextContents()).length;
  await step(
    'callback: Enter on Submit (empty)',
    press('Enter'),
    [['"There is a problem"', /There is a problem/]],
    2500,
  );
  const n = await links();
  const last = transcript.at(-1).said.join(' ');
  const countOk = new RegExp(`\\b${n} errors?\\b`).test(last);
  if (!countOk) failures.push(`callback: the summary's count "${n} errors" not heard: ${last}`);
  console.log(`    ${countOk ? 'ok  ' : 'FAIL'} "${n} errors" (the summary's count)`);
  await step('callback: Tab to the first error link', press('Tab'), [['the error', /Name/]]);
  await step('callback: Enter on the error link', press('Enter'), [
    ['"invalid"', /invalid/i],
    ['the message', /Please enter|required|name/i],
  ]);
  await cb.getByRole('textbox', { name: 'Name' }).fill('Site Visitor');
  await cb.getByRole('textbox', { name: 'Mobile Number' }).fill('09171234567');
  await cb.getByRole('combobox', { name: 'Preferred Store' }).focus();
  await page.keyboard.type('Ayala Avenue', { delay: 30 });
  await page.waitForTimeout(800);
  await step('callback: Down arrow into the branches', press('ArrowDown'));
  await step('callback: Enter on a branch', press('Enter'), [['the branch chosen', /Ayala Avenue/]]);
  await cb.getByRole('checkbox', { name: /I have read/ }).check({ force: true });
  await cb.getByRole('button', { name: 'Submit' }).focus();
  await step(
    'callback: Enter on Submit (filled)',
    press('Enter'),
    [
      ["the dialog's title and text", /Thank you.*Your details were sent successfully/],
      ['no "clickable"', (s) => !/clickable/i.test(s)],
    ],
    3500,
  );
  for (let i = 0; i < 4 && !/^OK$/.test(await focused()); i++)
    await step('callback: Tab (in the dialog)', press('Tab'));
  await step(
    'callback: Enter on OK',
    press('Enter'),
    [
      ['the new heading "Thank you!"', /Thank you!/],
      ['the new page title', /Thank you: we will call you/],
      ['not the old page as a document', (s) => !/Personal banking \| EastWest Bank.*document/.test(s)],
    ],
    4000,
  );
}

// The credit card's first step: empty Next, the error link to the radio group, a choice, Next.
async function card() {
  await page.goto(`${BASE}/forms?preset=creditcard`);
  const cc = widget('ew-credit-card');
  await cc.getByRole('radio').first().waitFor({ timeout: 30_000 });
  await page.waitForTimeout(3000);
  await cc.getByRole('button', { name: 'Next' }).focus();
  await step(
    'card: Enter on Next (empty)',
    press('Enter'),
    [
      ['"There is a problem"', /There is a problem/],
      ['"1 error"', /\b1 error\b/],
    ],
    2500,
  );
  await step('card: Tab to the error link', press('Tab'));
  await step('card: Enter on the error link (a radio group)', press('Enter'), [
    ['"invalid"', /invalid/i],
    ['the message, as an error', /Error: Type of EastWest Bank Credit Card is required/],
  ]);
  await step('card: Space chooses the card', press('Space'));
  await cc.getByRole('button', { name: 'Next' }).focus();
  await step(
    'card: Enter on Next',
    press('Enter'),
    [['"Step 2 of 8" and the step', /Step 2 of 8:\s*Existing client heading/]],
    2500,
  );
}
console.log(failures.length ? `\n${failures.length} failed:\n- ${failures.join('\n- ')}` : '\nall heard as expected');
process.exit(failures.length ? 1 : 0);
