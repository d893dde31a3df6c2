/**
 * The thin React site: every route of site-and-content.md §2 at 390 px with axe-core (at 1280 px:
 * site-walks.spec.ts), the shell (top bar, popovers, drawer, bottom navigation, footer variants), the
 * announcement and holiday banner, the Apply Now dialog's close confirmation, the Contact Us
 * accordion, CMS HTML with a script payload that does not run, and the store locator.
 */
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_TOKEN } from '../../playwright.config.ts';
import { collectErrors, expectNoAxeViolations } from './helpers.ts';
import { WALK, openRoute } from './site-helpers.ts';

const WIDTHS = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
const BATCH = 12;

// At 1280 px the English route walk (site-walks.spec.ts) makes the same checks on every route.
test.describe('every route', () => {
  test.describe.configure({ timeout: 150_000 });
  for (const [name, viewport] of Object.entries({ phone: WIDTHS.phone })) {
    for (let i = 0; i < WALK.length; i += BATCH) {
      const batch = WALK.slice(i, i + BATCH);
      test(`${name}: routes ${i + 1}-${i + batch.length} render (or redirect) with no axe violations`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        const errors = collectErrors(page);
        const timings: string[] = [];
        for (const [n, w] of batch.entries()) {
          const started = Date.now();
          await openRoute(page, w, n > 0);
          const shown = Date.now();
          await expectNoAxeViolations(page, `${name} ${w.path}`);
          timings.push(`${w.path} ${shown - started}+${Date.now() - shown} ms`);
        }
        test.info().annotations.push({ type: 'timings', description: timings.join(', ') });
        expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
      });
    }
  }
});

test('every route is a deep link: the server answers the site for each path', async ({ request }) => {
  for (const w of WALK) {
    if (w.path.startsWith('/forexrates/')) continue;
    const res = await request.get(w.path);
    expect(res.status(), w.path).toBe(200);
    expect(res.headers()['content-type'], w.path).toContain('text/html');
    expect(await res.text(), w.path).toContain('<div id="root">');
  }
});

async function publishAnnouncement(page: Page, items: unknown[]) {
  // Only this page sees it: the request is answered here, not on the shared server.
  await page.route('**/api/annoucement', (route) => route.fulfill({ json: items }));
}

test.describe('shell at 1280 px', () => {
  test.use({ viewport: WIDTHS.desktop });

  test('top bar: logo to /business, switcher, popovers with their entries, drawer with three groups', async ({
    page,
  }) => {
    await page.goto('/about');
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('link', { name: 'EastWest Bank business home' })).toHaveAttribute('href', '/business');
    const switcher = bar.getByRole('navigation', { name: 'Banking for' });
    await expect(switcher.getByRole('link', { name: 'PERSONAL' })).toBeVisible();
    await expect(switcher.getByRole('link', { name: 'BUSINESS' })).toHaveAttribute('href', '/business');
    await expect(switcher.getByRole('link', { name: /PRIORITY/ })).toHaveAttribute('target', '_blank');
    await expect(bar.getByRole('link', { name: 'About Us' })).toBeVisible();
    await expect(bar.getByRole('link', { name: /Chat with us/ })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Log in' })).toBeHidden();

    const stores = bar.getByRole('button', { name: 'Stores & ATMs' });
    await stores.click();
    await expect(stores).toHaveAttribute('aria-expanded', 'true');
    await expect(bar.getByRole('link', { name: 'ATMs' })).toBeVisible();
    await bar.getByRole('link', { name: 'Stores', exact: true }).click();
    await expect(page).toHaveURL(/\/storedirectory$/);
    // The route changes in a transition: the new page is drawn after the URL has changed. The next
    // popover is opened once it is (in a loaded CI run, one opened before showed none of its links).
    await expect(page.getByRole('heading', { level: 1, name: 'Store Directory' })).toBeVisible();

    const online = bar.getByRole('button', { name: 'ONLINE BANKING' });
    await online.click();
    for (const entry of [
      'easyway online Personal',
      'easybiz online Corporate',
      'Travel Money',
      'Corporate online site',
      'Generate Green PIN',
    ]) {
      await expect(bar.getByRole('link', { name: new RegExp(entry) })).toBeVisible();
    }
    await expectNoAxeViolations(page, 'online banking popover');
    await page.keyboard.press('Escape');
    await expect(online).toHaveAttribute('aria-expanded', 'false');
    await expect(online).toBeFocused();

    await expect(page.getByRole('navigation', { name: 'Quick links' })).toBeHidden();
    await bar.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await expect(drawer).toBeVisible();
    for (const group of ['PERSONAL', 'BUSINESS', 'ABOUT'])
      await expect(drawer.getByRole('heading', { name: group })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'About Us' })).toBeHidden(); // mobile only
    await expect(drawer.getByRole('link', { name: 'Instapay' })).toBeVisible();
    await expectNoAxeViolations(page, 'drawer');
    await drawer.getByRole('button', { name: 'EW Billers' }).click();
    const billers = page.getByRole('dialog', { name: 'EW Billers' });
    await expect(billers.getByRole('table', { name: 'Billers' })).toBeVisible();
    await billers.getByRole('button', { name: 'Close' }).first().click(); // directly closable: no confirmation
    await expect(billers).toBeHidden();
  });

  test('footer variants and the P1 Million text only on home, deposits and business home; cards e-mail on card pages', async ({
    page,
  }) => {
    const footer = page.getByRole('contentinfo');
    const pdic = footer.getByText('Deposits are insured by PDIC up to P1 Million per depositor.');
    const cases: [string, 'business' | 'personal', boolean][] = [
      ['/', 'personal', true],
      ['/deposits/savings', 'personal', true],
      ['/business', 'business', true],
      ['/business/loan-solution', 'business', false],
      ['/contactus', 'personal', false],
    ];
    for (const [path, variant, insured] of cases) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      const nav = footer.getByRole('navigation', { name: 'Site map' });
      if (variant === 'business') {
        await expect(nav.getByRole('heading', { name: 'Business products' })).toBeVisible();
        await expect(nav.getByRole('link', { name: 'Cash management' })).toBeVisible();
      } else {
        await expect(nav.getByRole('heading', { name: 'Products', exact: true })).toBeVisible();
        await expect(nav.getByRole('link', { name: 'Cards' })).toBeVisible();
      }
      for (const link of ['Terms of Use', 'Privacy Statement', 'Store directory', 'Contact Us'])
        await expect(nav.getByRole('link', { name: link })).toBeVisible();
      await expect(pdic, `${path} P1 Million`).toHaveCount(insured ? 1 : 0);
      await expect(footer.getByText('Credit cards e-mail')).toHaveCount(0);
    }
    await page.goto('/CreditCards');
    await expect(footer.getByText('Credit cards e-mail')).toBeVisible();
  });

  test('announcement: the first item, its sanitized HTML body, X CLOSE; none for an empty list', async ({ page }) => {
    await publishAnnouncement(page, [
      {
        title: 'Holiday schedule',
        body: '<p>Our stores close on <strong>December 25</strong>.</p><img src=x alt="" onerror="window.__pwned=1">',
      },
      { title: 'Second', body: '<p>not shown</p>' },
    ]);
    await page.goto('/contactus');
    const dialog = page.getByRole('dialog', { name: 'Holiday schedule' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('strong')).toHaveText('December 25');
    await expect(page.getByRole('dialog', { name: 'Second' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'announcement');
    await dialog.getByRole('button', { name: 'X CLOSE' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

    await page.unroute('**/api/annoucement');
    await page.goto('/contactus');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('holiday banner: the countdown placeholder is replaced by days remaining; hidden without an image', async ({
    page,
  }) => {
    const target = new Date(Date.now() + 10 * 86_400_000);
    const iso = `${target.getFullYear()}-${String(target.getMonth() + 1).padStart(2, '0')}-${String(target.getDate()).padStart(2, '0')}`;
    await page.route('**/cms/holidaybanner', (route) =>
      route.fulfill({
        json: [
          {
            field_holiday_banner_link: '/advisories',
            field_hbanner_short_description: 'Only star days to Christmas',
            field_imageholiday: '/content/holiday.svg',
            field_countdown_date: iso,
          },
        ],
      }),
    );
    await page.goto('/about');
    const banner = page.getByRole('complementary', { name: 'Holiday notice' });
    await expect(banner).toContainText('Only 10 days to Christmas');
    await banner.getByRole('link').click();
    await expect(page).toHaveURL(/\/advisories$/);

    await page.unroute('**/cms/holidaybanner');
    await page.route('**/cms/holidaybanner', (route) =>
      route.fulfill({
        json: [{ field_holiday_banner_link: '', field_hbanner_short_description: 'No image', field_imageholiday: '' }],
      }),
    );
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Holiday notice' })).toHaveCount(0);
  });

  test('the seeded holiday banner shows with a number in place of the placeholder', async ({ page }) => {
    await page.goto('/about');
    const banner = page.getByRole('complementary', { name: 'Holiday notice' });
    await expect(banner).toContainText(/only \d+ days to go/);
    await expect(banner).not.toContainText('star');
  });

  test('Apply Now: APPLY and CONTACT US tabs; closing on APPLY asks first (No keeps, Yes closes); CONTACT US closes directly', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply Now' });
    await expect(dialog).toBeVisible();
    const apply = dialog.getByRole('tab', { name: 'APPLY' });
    await expect(apply).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page, 'apply now');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to close?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect(confirm).toBeHidden();
    await expect(dialog).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole('banner').getByRole('button', { name: 'Apply Now' }).click();
    await dialog.getByRole('tab', { name: 'APPLY' }).focus();
    await page.keyboard.press('ArrowRight');
    const contact = dialog.getByRole('tab', { name: 'CONTACT US' });
    await expect(contact).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('form', { name: 'Request a callback' })).toBeVisible({ timeout: 20_000 });
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(dialog).toBeHidden();
    await expect(confirm).toBeHidden();
  });

  test('Apply Now closes when its form completes (ew:success), then shows the thank-you page', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('banner').getByRole('button', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply Now' });
    await dialog.getByRole('tab', { name: 'CONTACT US' }).click();
    const form = dialog.getByRole('form', { name: 'Request a callback' });
    await expect(form).toBeVisible({ timeout: 20_000 });
    await form.getByRole('textbox', { name: 'Name' }).fill('Site Apply Now');
    await form.getByRole('textbox', { name: 'Mobile Number' }).fill('09171234567');
    await form.getByRole('combobox', { name: 'Preferred Store' }).fill('Ayala Avenue');
    await form.getByRole('option', { name: /Makati - Ayala Avenue/ }).click();
    await form.getByRole('checkbox', { name: /I have read and agree/ }).check({ force: true });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/callback\/thankyou$/);
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  });

  test('Contact Us: header, one-open-at-a-time accordion with HTML panels, find-a-store; Loading.... while loading', async ({
    page,
  }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/cms/contactuscontactlist', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contactus');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByText('Loading....')).toBeVisible();
    release();
    const first = page.getByRole('button', { name: 'Customer Service Hotline' });
    const second = page.getByRole('button', { name: 'E-mail' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Customer Service Hotline' }).locator('strong').first()).toHaveText(
      '(02) 8888-1700',
    );
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('region', { name: 'Customer Service Hotline' })).toBeHidden();
    await expect(
      page.getByRole('region', { name: 'E-mail' }).getByRole('link', { name: 'service@sample-ewbank.ph' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Find a store' })).toBeVisible();
    await expectNoAxeViolations(page, 'contact us open panel');
  });

  test('a CMS HTML body with a script payload does not run', async ({ page, request }) => {
    const handler = ` onload="window.__pwned = 'onload'"`;
    const payload =
      `<p>Safe text</p><script>window.__pwned = "script"</script><img src="/content/holiday.svg" alt=""${handler}>` +
      '<a href="javascript:window.__pwned=\'link\'">click me</a><iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>';
    for (const [id, body] of [
      ['e2e-script-payload', payload],
      ['e2e-script-payload-no-handler', payload.replace(handler, '')],
    ]) {
      const res = await request.put(`/admin/api/content/pages/advisories/${id}`, {
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
        data: { title: 'Payload advisory', summary: 'x', body },
      });
      expect(res.status()).toBe(200);
    }
    // Every CSP report of the page, with what it was about.
    await page.addInitScript(() => {
      const w = window as unknown as { cspReports: object[] };
      w.cspReports = [];
      document.addEventListener('securitypolicyviolation', (e) =>
        w.cspReports.push({
          directive: e.effectiveDirective,
          blocked: e.blockedURI,
          source: e.sourceFile,
          onLiveElement: e.target instanceof Element && e.target.isConnected,
        }),
      );
    });
    const errors = collectErrors(page);
    const open = async (id: string) => {
      errors.length = 0;
      await page.goto(`/advisories/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Payload advisory' })).toBeVisible();
      await expect(page.getByText('Safe text')).toBeVisible();
      // the javascript: URL is gone (the text stays, as an anchor without href)
      await expect(page.getByRole('main').getByText('click me')).toBeVisible();
      expect(await page.getByRole('main').getByText('click me').getAttribute('href')).toBeNull();
      // nothing ran, and nothing in the live document (shadow roots included) carries a handler,
      // a script or a frame from the content
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
      expect(await page.locator('main script, main iframe').count()).toBe(0);
      const withHandlers = await page.evaluate(() => {
        const found: string[] = [];
        const visit = (root: Document | ShadowRoot) => {
          for (const el of root.querySelectorAll('*')) {
            if (el.getAttributeNames().some((n) => n.toLowerCase().startsWith('on'))) found.push(el.outerHTML);
            if (el.shadowRoot) visit(el.shadowRoot);
          }
        };
        visit(document);
        return found;
      });
      expect(withHandlers).toEqual([]);
      return page.evaluate(() => (window as unknown as { cspReports: object[] }).cspReports);
    };

    // With the handler: the CSP reports it. Chromium checks an inline handler against the page's
    // policy as soon as a parser sets it, even in the inert DOMParser document DOMPurify parses the
    // payload into (which never runs it). So the report is script-src-attr, raised by the site's
    // script (the sanitizer; not by the page's markup) and about no element of the live page.
    const reports = await open('e2e-script-payload');
    expect(reports.length).toBeGreaterThan(0);
    expect(reports).toEqual(
      reports.map(() => ({
        directive: 'script-src-attr',
        blocked: 'inline',
        source: expect.stringMatching(/\/assets\/[\w-]+\.js$/),
        onLiveElement: false,
      })),
    );
    const handlerReport = /^console: Executing inline event handler violates .*'script-src /;
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual(
      reports.map(() => expect.stringMatching(handlerReport)),
    );
    // The same payload without the handler: no report at all, so the report was the payload's.
    expect(await open('e2e-script-payload-no-handler')).toEqual([]);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
  });

  test('analytics: a page view on every route change, through the adapter', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { views: string[]; events: string[]; ewAnalytics: unknown };
      w.views = [];
      w.events = [];
      w.ewAnalytics = {
        pageView: (p: string) => w.views.push(p),
        event: (c: string, a: string, l: string) => w.events.push(`${c}|${a}|${l}`),
      };
    });
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contactus$/);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { views: string[] }).views))
      .toEqual(['/', '/contactus']);
    await page.goto('/');
    await page.getByRole('region', { name: 'Featured offers' }).getByRole('link').first().click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { events: string[] }).events[0]))
      .toBe('HOME_PAGE_CAROUSEL|ENTRY_POINT_FROM_CAROUSEL|NAVIGATE_FROM_HOME_PAGE_CAROUSEL_TO');
  });
});

test.describe('shell at 390 px', () => {
  test.use({ viewport: WIDTHS.phone });

  test('bottom navigation, the login popover and the drawer with About Us', async ({ page }) => {
    await page.goto('/about');
    const bottom = page.getByRole('navigation', { name: 'Quick links' });
    await expect(bottom).toBeVisible();
    for (const item of ['Personal', 'Business', 'Contact', 'Apply'])
      await expect(bottom.getByRole('link', { name: item })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'ONLINE BANKING' })).toBeHidden();
    const login = page.getByRole('banner').getByRole('button', { name: 'Log in' });
    await login.click();
    await expect(page.getByRole('banner').getByRole('link', { name: /Generate Green PIN/ })).toBeVisible();
    await expectNoAxeViolations(page, 'phone login popover');
    await page.keyboard.press('Escape');

    await bottom.getByRole('link', { name: 'Business' }).click();
    await expect(page).toHaveURL(/\/business$/);
    await bottom.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contactus$/);
    await bottom.getByRole('link', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/\/Forms$/);

    await bottom.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await expect(drawer.getByRole('link', { name: 'About Us' })).toBeVisible();
    await expectNoAxeViolations(page, 'phone drawer');
    await drawer.getByRole('link', { name: 'Store and ATM locator' }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/storedirectory$/);
  });

  test('the dialog host is full screen up to 936 px', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('main').getByRole('button', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply Now' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(390);
    expect(box?.height).toBe(844);
  });
});

test.describe('store locator', () => {
  test('keyboard only: location, then municipality; stores listed with e-mail; ATMs on /storedirectory/atm', async ({
    page,
  }) => {
    await page.goto('/storedirectory');
    const widget = page.locator('ew-store-locator');
    const location = widget.getByRole('combobox', { name: 'Location' });
    await expect(location).toBeVisible({ timeout: 20_000 });
    await expect(widget.getByText('Choose a location to see its stores.')).toBeVisible();
    await location.focus();
    await location.selectOption('Visayas');
    await expect(widget.getByRole('status')).toContainText(/\d+ stores in Visayas/);
    const municipality = widget.getByRole('combobox', { name: 'City / Municipality' });
    await page.keyboard.press('Tab');
    await expect(municipality).toBeFocused();
    await municipality.selectOption('Cebu City');
    await expect(widget.getByRole('status')).toHaveText('8 stores in Cebu City');
    await expect(widget.getByRole('heading', { name: 'Cebu - IT Park', exact: true })).toBeVisible();
    await expect(widget.getByRole('link', { name: 'cebu.itpark@sample-ewbank.ph' })).toBeVisible();
    await expectNoAxeViolations(page, 'store locator results');

    await page.goto('/storedirectory/atm');
    const atm = page.locator('ew-store-locator');
    await atm.getByRole('combobox', { name: 'Location' }).selectOption('NCR');
    await atm.getByRole('combobox', { name: 'City / Municipality' }).selectOption('Pateros');
    await expect(atm.getByRole('status')).toHaveText('2 ATMs in Pateros');
  });

  test('in Filipino, and on the demo page', async ({ page }) => {
    await page.goto('/storedirectory');
    await page.getByRole('button', { name: 'Filipino' }).click();
    const widget = page.locator('ew-store-locator');
    await expect(widget.getByRole('combobox', { name: 'Lokasyon' })).toBeVisible({ timeout: 20_000 });
    await page.goto('/demo/');
    await expect(page.locator('ew-store-locator').getByRole('combobox', { name: 'Location' })).toBeVisible({
      timeout: 20_000,
    });
  });

  test('a failed load says so and retries', async ({ page }) => {
    let fail = true;
    await page.route('**/cms/stores', (route) => (fail ? route.fulfill({ status: 500, body: 'x' }) : route.continue()));
    await page.goto('/storedirectory');
    const widget = page.locator('ew-store-locator');
    await expect(widget.getByRole('alert')).toContainText('We could not load the store list.', { timeout: 20_000 });
    fail = false;
    await widget.getByRole('button', { name: 'Try again' }).click();
    await expect(widget.getByRole('combobox', { name: 'Location' })).toBeVisible();
  });
});
