/**
 * <ew-td-calculator> end to end (site-and-content.md §2 "Time-deposit calculator", §4, §5, §9):
 * each life stage path, the "interested in investing more" prompt, typed limits, slider keyboard
 * use, the IMPORTANT NOTE (it waits: Close, Apply, Escape) and the hand-over, in English
 * and Filipino, on a bare host page, on /demo/ and on the site; axe-core in every state.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectErrors, expectNoAxeViolations, fixture, holdClock, installClock, widgetsTookOver } from './helpers.ts';

const page$ = (body: string, lang = 'en') =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Time deposit</title>` +
  `<script src="/widgets/loader.js" async></script></head><body><main>${body}</main>` +
  // Records every ew:navigate and cancels it, as a single-page host does.
  `<script>window.navs=[];document.addEventListener('ew:navigate',function(e){window.navs.push(e.detail.href);e.preventDefault();});</script>` +
  `</body></html>`;

async function open(page: Page, locale: 'en' | 'fil' = 'en') {
  await fixture(page, page$(`<ew-td-calculator locale="${locale}"></ew-td-calculator>`, locale), `/td-${locale}.html`);
  const widget = page.getByRole('region', {
    name: locale === 'en' ? 'Time deposit investment calculator' : 'Calculator ng time deposit',
  });
  await expect(widget).toBeVisible({ timeout: 20_000 });
  // the widget itself, not its prerendered first screen: a test may hold the clock next, and a
  // takeover still waiting on a timer would then never come
  await widgetsTookOver(page);
  return widget;
}

const navs = (page: Page) => page.evaluate(() => (window as unknown as { navs: string[] }).navs);

/** RAC keeps the real radio input visually hidden under its label. */
const choose = (widget: Locator, stage: string) =>
  widget.getByRole('radio', { name: stage, exact: true }).check({ force: true });

const STAGES = [
  { name: 'Single/Independent', code: 'single', min: 10_000, max: 490_000, step: 10_000, prompt: true },
  { name: 'Starting a life together', code: 'couple', min: 10_000, max: 490_000, step: 10_000, prompt: true },
  { name: 'Family with Young Kids', code: 'young-kids', min: 10_000, max: 490_000, step: 10_000, prompt: true },
  { name: 'Family with Grown Up Kids', code: 'grown-kids', min: 10_000, max: 490_000, step: 10_000, prompt: true },
  { name: 'Empty Nester', code: 'empty-nester', min: 500_000, max: 5_000_000, step: 100_000, prompt: false },
  { name: 'Retiree', code: 'retiree', min: 500_000, max: 5_000_000, step: 100_000, prompt: false },
];
const peso = (n: number) => `PHP ${n.toLocaleString('en-US')}`;

test('each life stage: its limits, increment and start; the prompt for the first four only; choosing a stage resets', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const widget = await open(page);
  // before a stage: amount 0, tenor 30 days, no amount slider
  await expect(widget.getByText('PHP 0', { exact: true })).toBeVisible();
  await expect(widget.getByRole('slider', { name: 'How much do you want to invest?' })).toHaveCount(0);
  const tenor = widget.getByRole('slider', { name: 'How long would like to invest in Time Deposit?' });
  await expect(tenor).toHaveAttribute('aria-valuetext', '30 days');
  await expectNoAxeViolations(page, 'no stage');

  const amount = widget.getByRole('slider', { name: 'How much do you want to invest?' });
  const prompt = widget.getByText('Are you interested in investing more?');
  for (const s of STAGES) {
    await choose(widget, s.name);
    await expect(amount).toHaveAttribute('aria-valuetext', peso(s.min));
    await expect(amount).toHaveAttribute('min', String(s.min));
    await expect(amount).toHaveAttribute('max', String(s.max));
    await expect(amount).toHaveAttribute('step', String(s.step));
    await expect(widget.getByText(peso(s.max), { exact: true })).toBeVisible(); // the end mark
    await expect(tenor).toHaveAttribute('aria-valuetext', '30 days');
    await expect(prompt).toHaveCount(s.prompt ? 1 : 0);
    await expect(widget.getByRole('button', { name: "YES, I'M INTERESTED" })).toHaveCount(s.prompt ? 1 : 0);
    if (s.code === 'retiree') await expectNoAxeViolations(page, `stage ${s.code}`);
    // move everything, then the next stage resets amount, tenor and input mode
    await amount.focus();
    await page.keyboard.press('ArrowRight');
    await tenor.focus();
    await page.keyboard.press('End');
    await expect(tenor).toHaveAttribute('aria-valuetext', '5 years');
    if (s.prompt) {
      await widget.getByRole('button', { name: "YES, I'M INTERESTED" }).click();
      await expect(widget.getByRole('textbox', { name: 'Enter amount to invest' })).toBeVisible();
    }
  }
  // back to a first-four stage from the typed field of none: straight to its slider
  await choose(widget, 'Single/Independent');
  await expect(amount).toHaveAttribute('aria-valuetext', 'PHP 10,000');
  await expect(tenor).toHaveAttribute('aria-valuetext', '30 days');
  await expect(widget.getByRole('textbox', { name: 'Enter amount to invest' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('sliders by keyboard: arrows, Page Up/Down, Home/End, announced as formatted values; 490,000 hides the prompt', async ({
  page,
}) => {
  const widget = await open(page);
  await choose(widget, 'Family with Grown Up Kids');
  const amount = widget.getByRole('slider', { name: 'How much do you want to invest?' });
  await amount.focus();
  const steps: [string, string][] = [
    ['ArrowRight', 'PHP 20,000'],
    ['ArrowUp', 'PHP 30,000'],
    ['PageUp', 'PHP 80,000'],
    ['ArrowLeft', 'PHP 70,000'],
    ['End', 'PHP 490,000'],
    ['ArrowRight', 'PHP 490,000'],
    ['PageDown', 'PHP 440,000'],
    ['Home', 'PHP 10,000'],
    ['ArrowDown', 'PHP 10,000'],
  ];
  for (const [key, text] of steps) {
    await page.keyboard.press(key);
    await expect(amount, `${key} -> ${text}`).toHaveAttribute('aria-valuetext', text);
  }
  await page.keyboard.press('End');
  await expect(widget.getByText('Are you interested in investing more?')).toHaveCount(0);
  await expect(amount).toBeFocused();
  await expectNoAxeViolations(page, 'amount at 490,000');
  await page.keyboard.press('ArrowLeft');
  await expect(widget.getByText('Are you interested in investing more?')).toBeVisible();

  // by pointer too: a press on the track moves the thumb there (the track's geometry, not a test id)
  const track = widget.locator('.ew-slider-track').first();
  const box = (await track.boundingBox())!;
  await page.mouse.click(box.x + 1, box.y + box.height / 2);
  await expect(amount).toHaveAttribute('aria-valuetext', 'PHP 10,000');
  await page.mouse.click(box.x + box.width - 1, box.y + box.height / 2);
  await expect(amount).toHaveAttribute('aria-valuetext', 'PHP 490,000');

  await choose(widget, 'Retiree');
  await amount.focus();
  await page.keyboard.press('End');
  await expect(amount).toHaveAttribute('aria-valuetext', 'PHP 5,000,000');
  await page.keyboard.press('ArrowLeft');
  await expect(amount).toHaveAttribute('aria-valuetext', 'PHP 4,900,000');
  await page.keyboard.press('PageDown');
  await expect(amount).toHaveAttribute('aria-valuetext', 'PHP 4,400,000');

  // Tab moves on to the tenor slider: only the marks, days up to 360, then years
  await page.keyboard.press('Tab');
  const tenor = widget.getByRole('slider', { name: 'How long would like to invest in Time Deposit?' });
  await expect(tenor).toBeFocused();
  const tenors = ['60 days', '90 days', '180 days', '270 days', '360 days', '2 years', '3 years', '4 years', '5 years'];
  for (const text of tenors) {
    await page.keyboard.press('ArrowRight');
    await expect(tenor).toHaveAttribute('aria-valuetext', text);
  }
  await page.keyboard.press('ArrowRight');
  await expect(tenor).toHaveAttribute('aria-valuetext', '5 years');
  await page.keyboard.press('Home');
  await expect(tenor).toHaveAttribute('aria-valuetext', '30 days');
  await page.keyboard.press('End');
  await expect(tenor).toHaveAttribute('aria-valuetext', '5 years');
  await page.keyboard.press('PageDown');
  await expect(tenor).toHaveAttribute('aria-valuetext', '4 years');
  // the visible copy of the value and the two mark labels
  await expect(widget.getByText('4 years', { exact: true })).toBeVisible();
  await expect(widget.getByText('1 year', { exact: true })).toBeVisible();
  await expect(widget.getByText('5 years', { exact: true })).toBeVisible();
});

test('the prompt switches to the typed amount: digits only, 9 at most, separators, PHP prefix, both limit messages', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const widget = await open(page);

  // Apply now without a stage: the stage question says so and takes focus
  await widget.getByRole('button', { name: 'Apply now' }).click();
  await expect(widget.getByText('Please choose your stage in life.')).toBeVisible();
  await expect(widget.getByRole('radio', { name: 'Single/Independent' })).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await choose(widget, 'Family with Young Kids');
  await expect(widget.getByText('Please choose your stage in life.')).toHaveCount(0);
  await widget.getByRole('button', { name: "YES, I'M INTERESTED" }).click();
  const field = widget.getByRole('textbox', { name: 'Enter amount to invest' });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('PHP 10,000');
  await expect(widget.getByRole('slider', { name: 'How much do you want to invest?' })).toHaveCount(0);
  await expect(widget.getByText('Are you interested in investing more?')).toHaveCount(0);

  await field.fill('abc9,999');
  await expect(field).toHaveValue('PHP 9,999');
  await page.keyboard.press('Tab');
  const less = 'Amount should not be less than P10,000.';
  await expect(widget.getByText(less)).toBeVisible();
  await expect(field).toHaveAccessibleDescription(new RegExp(less.replace(/[.]/g, '\\.')));
  await expectNoAxeViolations(page, 'typed amount too small');

  await field.fill('5000001');
  await expect(field).toHaveValue('PHP 5,000,001');
  await expect(widget.getByText('Amount should not be more than P5,000,000.')).toBeVisible();
  await expect(widget.getByText(less)).toHaveCount(0);

  // Apply now with the amount out of limits: focus goes back to it, no dialog
  await widget.getByRole('button', { name: 'Apply now' }).click();
  await expect(field).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await field.fill('');
  await page.keyboard.type('12345678901234');
  // 'PHP ' with at most 9 integer digits (site spec §5 masks)
  await expect(field).toHaveValue('PHP 123,456,789');
  // typing in the middle keeps the caret behind the digit typed
  await field.fill('PHP 1,000');
  await field.press('Home');
  for (let i = 0; i < 5; i++) await field.press('ArrowRight'); // after "PHP 1"
  await page.keyboard.type('5');
  await page.keyboard.type('0');
  await expect(field).toHaveValue('PHP 150,000');
  await expect(widget.getByText(/Amount should not be/)).toHaveCount(0);

  // choosing a life stage resets the input mode
  await choose(widget, 'Starting a life together');
  await expect(field).toHaveCount(0);
  await expect(widget.getByRole('slider', { name: 'How much do you want to invest?' })).toHaveAttribute(
    'aria-valuetext',
    'PHP 10,000',
  );
  expect(errors).toEqual([]);
});

test('IMPORTANT NOTE: waits for the visitor (no redirect by itself), Close stays, Apply hands stage, amount and tenor over', async ({
  page,
}) => {
  const errors = collectErrors(page);
  // The page's clock is held: time passes only by runFor, so "nothing happens by itself" is checked
  // over a minute of the page's time.
  await installClock(page);
  const widget = await open(page);
  await holdClock(page);
  await choose(widget, 'Starting a life together');
  await widget.getByRole('slider', { name: 'How much do you want to invest?' }).focus();
  await page.keyboard.press('End');
  await widget.getByRole('slider', { name: 'How long would like to invest in Time Deposit?' }).focus();
  await page.keyboard.press('End');

  const applyNow = widget.getByRole('button', { name: 'Apply now' });
  await applyNow.click();
  const dialog = page.getByRole('dialog', { name: 'IMPORTANT NOTE' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('wholly-owned non-life insurance brokerage subsidiary');
  await expect(dialog).toContainText(
    'not covered by the Philippine Deposit Insurance Corporation (PDIC) nor by EastWest Bank',
  );
  await expect(dialog.getByRole('timer')).toHaveCount(0);
  await expect(dialog.getByRole('button')).toHaveText(['Close', 'Apply']);
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeFocused();
  // left alone, it stays: no redirect by itself
  await page.clock.runFor(60_000);
  await expect(dialog).toBeVisible();
  expect(await navs(page)).toEqual([]);
  await expectNoAxeViolations(page, 'note');
  // Close: the dialog closes, focus returns to Apply now, nothing is handed over
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await page.clock.runFor(100); // focus returns to the opener a frame after the dialog goes
  await expect(applyNow).toBeFocused();
  expect(await navs(page)).toEqual([]);

  // Apply hands over
  await applyNow.click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await navs(page)).toEqual(['/forms?preset=timedeposit&stage=couple&amount=490000&tenor=1800']);
  await page.clock.runFor(100); // the page leaves inert a frame after the dialog goes

  // Escape closes it too, without a hand-over
  await applyNow.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await navs(page)).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('the typed amount is handed over as typed', async ({ page }) => {
  await installClock(page);
  const widget = await open(page);
  await choose(widget, 'Single/Independent');
  await widget.getByRole('button', { name: "YES, I'M INTERESTED" }).click();
  await widget.getByRole('textbox', { name: 'Enter amount to invest' }).fill('2,345,678');
  await widget.getByRole('slider', { name: 'How long would like to invest in Time Deposit?' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await holdClock(page);
  await widget.getByRole('button', { name: 'Apply now' }).click();
  await page
    .getByRole('dialog', { name: 'IMPORTANT NOTE' })
    .getByRole('button', { name: 'Apply', exact: true })
    .click();
  expect(await navs(page)).toEqual(['/forms?preset=timedeposit&stage=single&amount=2345678&tenor=90']);
});

test('in Filipino: every text translated, the same rules', async ({ page }) => {
  const errors = collectErrors(page);
  await installClock(page);
  const widget = await open(page, 'fil');
  await expect(widget.getByRole('radiogroup', { name: 'Ang iyong yugto sa buhay' })).toBeVisible();
  const tenor = widget.getByRole('slider', { name: 'Gaano katagal mo gustong mag-invest sa Time Deposit?' });
  await expect(tenor).toHaveAttribute('aria-valuetext', '30 araw');
  await choose(widget, 'Walang asawa/Independiyente');
  const amount = widget.getByRole('slider', { name: 'Magkano ang gusto mong i-invest?' });
  await expect(amount).toHaveAttribute('aria-valuetext', 'PHP 10,000');
  await expect(widget.getByText('Interesado ka bang mag-invest nang mas malaki?')).toBeVisible();
  await expectNoAxeViolations(page, 'fil stage chosen');
  await widget.getByRole('button', { name: 'OO, INTERESADO AKO' }).click();
  const field = widget.getByRole('textbox', { name: 'Ilagay ang halagang i-invest' });
  await field.fill('500');
  await page.keyboard.press('Tab');
  await expect(widget.getByText('Ang halaga ay hindi dapat bababa sa P10,000.')).toBeVisible();
  await field.fill('6000000');
  await expect(widget.getByText('Ang halaga ay hindi dapat hihigit sa P5,000,000.')).toBeVisible();
  await choose(widget, 'Retirado');
  await tenor.focus();
  await page.keyboard.press('End');
  await expect(tenor).toHaveAttribute('aria-valuetext', '5 taon');
  await widget.getByRole('button', { name: 'Mag-apply na' }).click();
  const dialog = page.getByRole('dialog', { name: 'MAHALAGANG PAALALA' });
  await expect(dialog.getByRole('button', { name: 'Mag-apply', exact: true })).toBeFocused();
  await expectNoAxeViolations(page, 'fil note');
  await expect(dialog.getByRole('button')).toHaveText(['Isara', 'Mag-apply']);
  await dialog.getByRole('button', { name: 'Mag-apply' }).click();
  expect(await navs(page)).toEqual(['/forms?preset=timedeposit&stage=retiree&amount=500000&tenor=1800']);
  expect(errors).toEqual([]);
});

test('on /demo/ by script tag: not cancelled, the widget navigates the page itself', async ({ page }) => {
  await installClock(page);
  await page.goto('/demo/');
  const widget = page.getByRole('region', { name: 'Time deposit investment calculator' });
  await expect(widget).toBeVisible({ timeout: 20_000 });
  await widgetsTookOver(page); // before the clock is held (see open)
  await choose(widget, 'Empty Nester');
  await widget.getByRole('button', { name: 'Apply now' }).click();
  const handedOver = page.waitForRequest((r) =>
    r.url().endsWith('/forms?preset=timedeposit&stage=empty-nester&amount=500000&tenor=30'),
  );
  await page
    .getByRole('dialog', { name: 'IMPORTANT NOTE' })
    .getByRole('button', { name: 'Apply', exact: true })
    .click();
  await handedOver;
});

test('on the site at /deposits/timedeposit, in English and Filipino; the hand-over opens the wizard on that page', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await installClock(page);
  await page.goto('/deposits/timedeposit');
  const widget = page.getByRole('region', { name: 'Time deposit investment calculator' });
  await expect(widget).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Filipino' }).click();
  const fil = page.getByRole('region', { name: 'Calculator ng time deposit' });
  await expect(fil).toBeVisible();
  await choose(fil, 'Retirado');
  await expectNoAxeViolations(page, 'site fil', 'ew-td-calculator');
  await page.getByRole('button', { name: 'English' }).click();
  await widget.getByRole('button', { name: 'Apply now' }).click();
  await page
    .getByRole('dialog', { name: 'IMPORTANT NOTE' })
    .getByRole('button', { name: 'Apply', exact: true })
    .click();
  await page.clock.resume();
  await expect(page).toHaveURL(/\/deposits\/timedeposit\?preset=timedeposit&stage=retiree&amount=500000&tenor=30$/);
  await expect(page.getByRole('heading', { name: 'Time Deposit', level: 1 })).toBeVisible();
  await expect(page.locator('ew-time-deposit')).toContainText('PHP 500,000', { timeout: 20_000 });
  await expect(page.getByRole('form', { name: 'Get Started' })).toBeVisible();
  await expect(page.locator('ew-td-calculator')).toHaveCount(0);
  // Back returns to the calculator.
  await page.goBack();
  await expect(widget).toBeVisible();
  expect(errors).toEqual([]);
});
