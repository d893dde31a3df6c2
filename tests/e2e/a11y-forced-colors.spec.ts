/**
 * Forced colours (Windows high contrast): the system palette drops backgrounds and
 * shadows, so every state the kit shows by colour alone must still differ in what is painted. Each
 * check compares the computed style of a control's mark in its two states, in Chromium's forced
 * colours mode, and axe runs there too.
 */
import { expect, test, type Locator } from '@playwright/test';
import { REGISTRY, tagOf } from '../../widgets/registry/index.ts';
import { expectNoAxeViolations, widgetsTookOver } from './helpers.ts';

test.use({ forcedColors: 'active' });
// axe over the demo page's thirteen widgets takes a while on a loaded machine
test.describe.configure({ timeout: 120_000 });

/** What forced colours leave of an element's look: the painted colours, the glyph's size, the shadow. */
function look(mark: Locator) {
  return mark.evaluate((e) => {
    const s = getComputedStyle(e);
    return {
      background: s.backgroundColor,
      border: s.borderTopColor,
      color: s.color,
      glyph: s.fontSize,
      shadow: s.boxShadow,
      edge: s.borderInlineStartWidth,
    };
  });
}

test('forced colours: a ticked box, a chosen radio and the highlighted option look unlike the others', async ({
  page,
}) => {
  await page.goto('/demo/');
  const form = page.getByRole('form', { name: 'Request a callback' });
  await expect(form).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);

  // checkboxes: the tick is painted only on the ticked one
  const deposit = form.locator('.ew-choice', { hasText: 'Deposit Accounts' });
  const card = form.locator('.ew-choice', { hasText: 'Credit Card' });
  await deposit.click();
  await expect(form.getByRole('checkbox', { name: 'Deposit Accounts' })).toBeChecked();
  const ticked = await look(deposit.locator('.ew-mark'));
  const unticked = await look(card.locator('.ew-mark'));
  expect(unticked.glyph, 'no tick glyph painted on an unticked box').toBe('0px');
  expect(ticked.glyph).not.toBe('0px');
  expect(ticked.background).not.toBe(unticked.background);

  // radios: AM is chosen, PM is not
  const am = await look(form.locator('.ew-choice', { hasText: 'AM' }).locator('.ew-mark'));
  const pm = await look(form.locator('.ew-choice', { hasText: 'PM' }).locator('.ew-mark'));
  expect(am.background).not.toBe(pm.background);
  expect(am.shadow).not.toBe('none');

  // the branch list: the option Enter would pick is painted apart from the rest
  const branch = form.getByRole('combobox', { name: 'Preferred Store' });
  await branch.fill('Cebu');
  await page.keyboard.press('ArrowDown');
  const options = form.getByRole('option');
  await expect(options.first()).toHaveAttribute('data-focused', 'true');
  const active = await look(options.nth(0));
  const other = await look(options.nth(1));
  expect(active.background).not.toBe(other.background);
  expect(active.color).not.toBe(other.color);
  await expectNoAxeViolations(page, 'callback form in forced colours, list open');
  await page.keyboard.press('Enter');
  await branch.fill('Cebu');
  const chosen = form.getByRole('option', { selected: true });
  await expect(chosen).toHaveCount(1);
  expect((await look(chosen)).edge).not.toBe((await look(form.getByRole('option', { selected: false }).first())).edge);
});

test('forced colours: the stepper paints the current step apart from the others', async ({ page }) => {
  await page.goto('/forms?preset=leadgen');
  const steps = page.getByRole('navigation', { name: 'Application steps' });
  await expect(steps).toBeVisible({ timeout: 20_000 });
  const current = steps.locator('li[aria-current="step"] .ew-step-mark');
  const next = steps.locator('li:not([aria-current]) .ew-step-mark').first();
  const a = await look(current);
  const b = await look(next);
  expect(a.background).not.toBe(b.background);
  expect(a.color).not.toBe(b.color);
  await expectNoAxeViolations(page, 'leadgen in forced colours');
});

test('forced colours: axe finds nothing on any widget of the registry, each running its own code', async ({ page }) => {
  await page.goto('/demo/');
  expect(await page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
  // every widget the registry declares is on the page and has taken over from its first screen
  for (const w of REGISTRY) await expect(page.locator(tagOf(w.name)).first(), w.name).toBeAttached({ timeout: 20_000 });
  await widgetsTookOver(page);
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, 'every widget on /demo/ in forced colours');
});
