/**
 * The success dialog as a screen reader meets it: a modal dialog named by its title in the
 * accessibility tree, and no click handler on its backdrop (Chromium exposes an element with one as
 * "clickable", and Orca said so after the dialog's text); a click on the backdrop still closes it.
 */
import { expect, test, type Page } from '@playwright/test';
import { axFind } from './ax-tree.ts';

async function sendCallback(page: Page) {
  await page.goto('/demo/one/callback-form.html');
  const form = page.getByRole('form', { name: 'Request a callback' });
  await expect(form).toBeVisible({ timeout: 20_000 });
  await form.getByRole('textbox', { name: 'Name' }).fill('Site Visitor');
  await form.getByRole('textbox', { name: 'Mobile Number' }).fill('09171234567');
  await form.getByRole('combobox').fill('Ayala Avenue');
  await form.getByRole('option', { name: /Makati - Ayala Avenue/ }).click();
  await form.getByRole('checkbox', { name: /I have read/ }).check({ force: true });
  // The demo page navigates itself after OK: the dialog is what is looked at here.
  await page.evaluate(() => addEventListener('ew:navigate', (e) => e.preventDefault(), true));
  await form.getByRole('button', { name: 'Submit' }).click();
  return page.getByRole('dialog', { name: 'Thank you' });
}

/** Types of the mouse listeners on `el` and every element above it up to its root (CDP, as the AX tree sees them). */
async function mouseListenersAround(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  const found: string[] = [];
  const { result } = (await cdp.send('Runtime.evaluate', {
    expression: `(() => { const out = []; const host = document.querySelector('ew-callback-form'); let el = host.shadowRoot.querySelector(${JSON.stringify(selector)}); while (el && el !== host) { out.push(el); el = el.parentNode instanceof ShadowRoot ? null : el.parentElement; } return out; })()`,
  })) as { result: { objectId: string } };
  const { result: props } = (await cdp.send('Runtime.getProperties', {
    objectId: result.objectId,
    ownProperties: true,
  })) as {
    result: { name: string; value?: { objectId?: string; description?: string } }[];
  };
  for (const p of props) {
    if (!/^\d+$/.test(p.name) || !p.value?.objectId) continue;
    const { listeners } = (await cdp.send('DOMDebugger.getEventListeners', { objectId: p.value.objectId })) as {
      listeners: { type: string }[];
    };
    for (const l of listeners)
      if (/^(click|mousedown|mouseup|pointerdown|pointerup)$/.test(l.type))
        found.push(`${p.value.description}: ${l.type}`);
  }
  await cdp.detach();
  return found;
}

test('the success dialog is a modal dialog named by its title, its backdrop not clickable', async ({ page }) => {
  const dialog = await sendCallback(page);
  await expect(dialog).toBeVisible();
  const [node] = await axFind(page, 'dialog', 'Thank you');
  expect(node, 'a dialog named "Thank you"').toBeTruthy();
  expect(node!.props.modal).toBe('true');
  expect(await mouseListenersAround(page, '.ew-dialog'), 'no click handler on the dialog or above it').toEqual([]);
  // A click on the backdrop (outside the dialog) still closes it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.mouse.click(10, 10);
  await expect(dialog).toBeHidden();
});
