/**
 * Error summary links name their fields (WCAG 2.4.4 and 3.3.1): on the first step of
 * every form, sent empty, each link of "There is a problem" contains its field's label, and no two
 * links read the same (the applicant's and the mother's first name).
 */
import { expect, test, type Page } from '@playwright/test';

const FORMS = [
  { url: '/', form: 'Request a callback' },
  { url: '/request-for-callback/?solution=loan' },
  ...['auto-loan', 'home-loan', 'personal-loan', 'creditcard', 'timedeposit', 'leadgen'].map((p) => ({
    url: `/forms?preset=${p}`,
  })),
];

/** Each summary link's text with the label its field shows. */
function linksAndLabels(page: Page) {
  return page.evaluate(() => {
    const out: { link: string; label: string }[] = [];
    // Every shadow root, nested ones too (the chooser, <ew-apply>, holds the form it opens in its own).
    const roots: (Document | ShadowRoot)[] = [document];
    for (let i = 0; i < roots.length; i++) {
      for (const e of roots[i]!.querySelectorAll('*')) if (e.shadowRoot) roots.push(e.shadowRoot);
    }
    for (const root of roots) {
      for (const a of root.querySelectorAll<HTMLAnchorElement>('.ew-summary a')) {
        const field = root.querySelector(`[data-field="${CSS.escape(a.getAttribute('href')!.slice(1))}"]`)!;
        // a group's or field's label, or a lone checkbox's text (after its aria-hidden mark)
        const label = field.querySelector('.ew-label') ?? field.querySelector('.ew-choice > span:last-child');
        out.push({ link: a.textContent!.trim(), label: (label?.textContent ?? '').replace(/\s+/g, ' ').trim() });
      }
    }
    return out;
  });
}

for (const f of FORMS) {
  test(`every error summary link of ${f.url} names its field`, async ({ page }) => {
    await page.goto(f.url);
    const send = page.getByRole('button', { name: /^(Next|Submit)$/ }).first();
    await expect(send).toBeVisible({ timeout: 20_000 });
    await send.click();
    await expect(page.getByRole('group', { name: 'There is a problem' }).first()).toBeFocused();
    const links = await linksAndLabels(page);
    expect(links.length).toBeGreaterThan(0);
    for (const { link, label } of links) {
      expect(label, link).not.toBe('');
      expect(link.toLowerCase(), 'the link names its field').toContain(
        label.replace(/ \(optional\)$/, '').toLowerCase(),
      );
    }
    const texts = links.map((l) => l.link);
    expect(new Set(texts).size, 'no two links read the same').toBe(texts.length);
  });
}
