/**
 * What a screen reader hears when a form's success dialog sends the visitor to the thank-you page:
 * focus goes from the dialog's OK straight to the new page's level-1 heading, with the new page's
 * title already set, and never rests on the document (<body>) in between (a screen reader then says the
 * document and its old title instead of the new page). Focus is sampled as the accessibility tree sees
 * it: on every focus change and every frame.
 */
import { expect, test, type Page } from '@playwright/test';

/** Records each change of the focused element (through shadow roots) with the document title then. */
async function traceFocus(page: Page) {
  await page.addInitScript(() => {
    const trace: { at: string; title: string }[] = [];
    (window as unknown as { __focusTrace: typeof trace }).__focusTrace = trace;
    const describe = () => {
      let el: Element | null = document.activeElement;
      while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
      if (!el) return 'none';
      const text = (el.textContent ?? '').trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}${el === document.body ? '' : `:${text}`}`;
    };
    const sample = () => {
      const at = describe();
      if (trace.at(-1)?.at !== at) trace.push({ at, title: document.title });
    };
    addEventListener('focusin', sample, true);
    addEventListener('focusout', () => queueMicrotask(sample), true);
    new MutationObserver(sample).observe(document, { childList: true, subtree: true });
    const frame = () => {
      sample();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const trace = (page: Page) =>
  page.evaluate(() => (window as unknown as { __focusTrace: { at: string; title: string }[] }).__focusTrace);

for (const locale of ['en', 'fil'] as const) {
  test(`OK on the callback form's success dialog focuses "Thank you!" under the new title (${locale})`, async ({
    page,
  }) => {
    if (locale === 'fil') await page.addInitScript(() => localStorage.setItem('ew-locale', 'fil'));
    await traceFocus(page);
    await page.goto('/');
    const fil = locale === 'fil';
    const form = page.getByRole('form', { name: fil ? 'Humiling na tawagan ka' : 'Request a callback' });
    await expect(form).toBeVisible({ timeout: 20_000 });
    await form.getByRole('textbox', { name: fil ? 'Pangalan' : 'Name' }).fill('Site Visitor');
    await form.getByRole('textbox', { name: fil ? 'Numero ng Mobile' : 'Mobile Number' }).fill('09171234567');
    await form.getByRole('combobox').fill('Ayala Avenue');
    await form.getByRole('option', { name: /Makati - Ayala Avenue/ }).click();
    await form.getByRole('checkbox', { name: fil ? /Nabasa ko/ : /I have read/ }).check({ force: true });
    await form.getByRole('button', { name: fil ? 'Ipasa' : 'Submit' }).click();
    const ok = page.getByRole('dialog').getByRole('button', { name: 'OK' });
    await ok.focus();
    const before = (await trace(page)).length;
    await ok.press('Enter');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeFocused();
    const heading = (await h1.textContent())!.trim();
    await page.waitForTimeout(500); // anything that would take focus afterwards
    await expect(h1).toBeFocused();
    const title = await page.title();
    expect(title).toMatch(fil ? /Salamat/ : /Thank/);
    const after = (await trace(page)).slice(before);
    // From OK, the first place focus lands (and stays) is the heading, with the new title set.
    const landed = after.filter((s) => !/^button:OK/.test(s.at));
    expect(landed, JSON.stringify(after)).toEqual([{ at: `h1:${heading}`, title }]);
    // Focus left with the old page: the status says the new title and heading (a screen reader that
    // moved its own focus to the new page's text first does not read the heading's focus).
    await expect(page.getByRole('status').filter({ hasText: `${title}. ${heading}` })).toHaveCount(1);
  });
}
