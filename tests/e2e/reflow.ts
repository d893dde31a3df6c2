/** Reflow measures (WCAG 1.4.10) shared by the widget and site reflow specs. */
import type { Page } from '@playwright/test';

/** How far the document scrolls sideways (0 or less: not at all). */
export const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The share of the viewport's height under fixed or sticky bars, once scrolled into the page: what
 * stays on the screen whatever the scroll is what covers it. A `<dialog>` and what is in it are not
 * bars: open, it is what the visitor reads (the business form opens in one).
 */
export async function coveredByFixedBars(page: Page): Promise<number> {
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    let px = 0;
    for (const e of document.querySelectorAll('body *')) {
      const s = getComputedStyle(e);
      if (s.position !== 'fixed' && s.position !== 'sticky') continue;
      if (s.display === 'none' || s.visibility === 'hidden' || e.closest('dialog')) continue;
      const r = e.getBoundingClientRect();
      const shown = Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0));
      if (r.width > 0 && shown > 0) px += shown;
    }
    return px / innerHeight;
  });
}
