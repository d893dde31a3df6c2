/** The route table (site-and-content.md §2 "Routes"): every path of the spec has a route; the rules of the table. */
import { matchRoutes, Navigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { siteTitles } from '../shared/i18n/site-titles.ts';
import { textsIn } from './i18n.ts';
import { contentPath, firstContent, ROUTES, routeContent, routeTable, routeTitle, type SitePage } from './routes.tsx';

/** Every route of §2, with ids filled in. */
const SPEC_PATHS = [
  '/',
  '/business',
  '/business/form/business-loan-solution',
  '/business/cash-management',
  '/business/insurance-solution',
  '/business/deposit-solution',
  '/business/cash-management-solution',
  '/business/easybiz',
  '/business/loan-solution',
  '/business/fixed-income-product',
  '/business/investment-solution',
  '/business/forex-service-solution',
  '/business/news-and-insight',
  '/business/complete-business-solution',
  '/business/thank-you',
  '/business/news/some-id',
  '/about',
  '/about/whoweare',
  '/about/careers',
  '/about/feesandcharges',
  '/about/investorrelations',
  '/about/investorrelations/psefilings',
  '/about/investorrelations/secfilings',
  '/about/investorrelations/statementofcondition',
  '/about/newsroom',
  '/about/newsroom/some-id',
  '/about/boardofdirectors',
  '/about/shareholdingstructure',
  '/about/corporategovernance',
  '/forexrates/store-digitalscreens',
  '/forexrates/store-digitalscreens-marquee',
  '/mobile-check-deposit',
  '/storedirectory',
  '/storedirectory/atm',
  '/contactus',
  '/termsofuse',
  '/privacystatement',
  '/request-for-callback/',
  '/request-for-callback/deposit-page',
  '/request-for-callback/investment',
  '/request-for-callback/thankyou/REF1',
  '/callback/thankyou',
  '/pages/some-id',
  '/easyway',
  '/advisories',
  '/advisories/some-id',
  '/interestrates',
  '/Thank-You',
  '/Promos',
  '/Promos/some-id',
  '/promo-expired',
  '/tipsandtutorials',
  '/tipsandtutorials/some-id',
  '/CreditCards',
  '/CreditCards/some-id',
  '/cards/creditcards/some-id',
  '/cards/some-id',
  '/creditcards/downloadableforms',
  '/creditcards/thankyou',
  '/deposits/timedeposit',
  '/deposits/some-id',
  '/deposits/timedeposit/thankyou',
  '/loans',
  '/loans/some-id',
  '/loans/personalloans/thankyou',
  '/loans/homeloans/thankyou',
  '/loans/autoloans/thankyou',
  '/investments',
  '/investments/uitf',
  '/investments/riskdisclosurestatement',
  '/investments/kiids',
  '/investments/declarationoftrust',
  '/investments/performancestandards',
  '/investments/investmentprofiling',
  '/investments/secregisteredbrokersanddealers',
  '/investments/some-id',
  '/investmentProduct/compare-uitf-products',
  '/acquired-assets/properties-for-sale',
  '/acquired-assets/auto-loans-second-hand',
  '/supportandsecurity',
  '/supportandsecurity/termsandconditions',
  '/supportandsecurity/termsandconditions/electronicstatementofaccount',
  '/supportandsecurity/advisories',
  '/supportandsecurity/faqs',
  '/supportandsecurity/feesandcharges/creditcards',
  '/supportandsecurity/feesandcharges/personalloans',
  '/supportandsecurity/feesandcharges/deposits',
  '/supportandsecurity/paymentchannels',
  '/supportandsecurity/bankingsecurity',
  '/supportandsecurity/search',
  '/forms',
  '/forms/timedeposit/REF123',
];

const table = routeTable();
const match = (path: string) =>
  matchRoutes(
    table.map((r) => ({ path: r.path })),
    path,
  )?.[0]?.route.path;

describe('route table', () => {
  it('has a route for every path of §2 (no catch-all needed)', () => {
    const missing = SPEC_PATHS.filter((p) => !match(p));
    expect(missing).toEqual([]);
  });

  it('leaves unknown paths to the redirect to / (no route matches them)', () => {
    for (const p of ['/no/such/page', '/businesses', '/about/unknown/deep', '/supportandsecurity/unknown'])
      expect(match(p), p).toBeUndefined();
  });

  it('prefers the fixed pages over the {id} pages', () => {
    expect(match('/deposits/timedeposit')).toBe('/deposits/timedeposit');
    expect(match('/deposits/timedeposit/thankyou')).toBe('/deposits/timedeposit/thankyou');
    expect(match('/loans/personalloans/thankyou')).toBe('/loans/personalloans/thankyou');
    expect(match('/cards/creditcards/gold')).toBe('/cards/creditcards/:id');
    expect(match('/investments/uitf')).toBe('/investments/:id');
  });

  it('renders one route per path: a widget issue\u2019s line replaces the site\u2019s fallback, whatever the order', () => {
    const a = <p>fallback</p>;
    const b = <p>owner</p>;
    expect(
      routeTable([
        { path: '/x', element: a, fallback: true },
        { path: '/x', element: b },
      ]),
    ).toEqual([{ path: '/x', element: b }]);
    expect(
      routeTable([
        { path: '/x', element: b },
        { path: '/x', element: a, fallback: true },
      ]),
    ).toEqual([{ path: '/x', element: b }]);
    expect(
      routeTable([
        { path: '/x', element: b },
        { path: '/x', element: a },
      ]),
    ).toEqual([{ path: '/x', element: b }]);
    const paths = table.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('keeps every line of the table (the single table every issue appends to)', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(table.length);
    expect(table.find((r) => r.path === '/')).toBeTruthy();
    expect(table.find((r) => r.path === '/callback/thankyou')).toBeTruthy();
  });
});

describe('route titles (WCAG 2.4.2)', () => {
  const en = textsIn('en');
  const fil = textsIn('fil');
  /** Routes that render a page of their own: no {id}, no redirect. */
  const fixed = table.filter((r) => !r.path.includes(':') && r.element.type !== Navigate);

  it('every route names a title that exists in en and fil', () => {
    // In each language's own texts: a Filipino page would otherwise fall back to the English title.
    const name = (title: string) => title.replace(/^siteTitles\./, '') as keyof (typeof siteTitles)['en'];
    for (const r of ROUTES) {
      expect(siteTitles.en[name(r.title)], `${r.path}: ${r.title}`).toBeTruthy();
      expect(siteTitles.fil[name(r.title)], `${r.path}: ${r.title}`).toBeTruthy();
    }
  });

  it('each page of its own has its own title, in en and in fil', () => {
    for (const t of [en, fil]) {
      const titles = fixed.map((r) => t(r.title));
      const repeated = titles.filter((x, i) => titles.indexOf(x) !== i);
      expect(repeated).toEqual([]);
    }
  });

  it('is found for a path as the router matches it', () => {
    expect(routeTitle('/')).toBe('siteTitles.home');
    expect(routeTitle('/deposits/timedeposit')).toBe('siteTitles.timeDeposit');
    expect(routeTitle('/deposits/savings')).toBe('siteTitles.deposits');
    expect(routeTitle('/advisories/system-maintenance')).toBe('siteTitles.advisories');
    expect(routeTitle('/no/such/page')).toBeUndefined();
  });
});

describe('pages loaded per route', () => {
  it('every page is lazy and names the module it loads (the build preloads its chunk by that name)', async () => {
    for (const r of ROUTES) {
      if (r.element.type === Navigate) continue;
      const type = r.element.type as Partial<SitePage>;
      expect(type.file, r.path).toMatch(/^[A-Z]\w+$/);
      expect(await type.load!(), r.path).toBe(await import(`./pages/${type.file}.tsx`));
    }
  });

  it("declares the content records a page reads, with the route's :id filled in", () => {
    const content = (path: string) => {
      const match = matchRoutes(table, path)![0]!;
      return routeContent(match.route, match.params);
    };
    expect(content('/')).toEqual(['homecarousel', 'homepagebanners', 'productbanner', 'promos', 'featuredlist']);
    expect(content('/deposits/savings')).toEqual([{ section: 'deposits', id: 'savings' }, 'list-8', 'list-9']);
    expect(content('/advisories/phishing-warning')).toEqual([{ section: 'advisories', id: 'phishing-warning' }]);
    expect(content('/about/careers')).toEqual([{ section: 'pages', id: 'careers' }]);
    expect(content('/tipsandtutorials')).toEqual([{ section: 'tips' }]);
    expect(content('/supportandsecurity/faqs')).toEqual([{ section: 'pages', id: 'faqs' }]);
    expect(content('/termsofuse')).toEqual([]);
  });

  it("adds the shell's holiday banner to what the first drawing waits for, except on the digital screens", () => {
    const first = (path: string) => {
      const match = matchRoutes(table, path)![0]!;
      return firstContent(match.route, match.params, path).map(contentPath);
    };
    expect(first('/')).toEqual([
      '/cms/homecarousel',
      '/cms/homepagebanners',
      '/cms/productbanner',
      '/cms/promos',
      '/cms/featuredlist',
      '/cms/holidaybanner',
    ]);
    expect(first('/advisories/phishing-warning')).toEqual([
      '/cms/pages/advisories/phishing-warning',
      '/cms/holidaybanner',
    ]);
    expect(first('/forexrates/store-digitalscreens')).toEqual([]);
  });

  it("names a hero only where the page is topped by that record's carousel", () => {
    for (const r of ROUTES.filter((r) => r.hero)) expect(r.content, r.path).toContain(r.hero);
    expect(ROUTES.find((r) => r.path === '/')?.hero).toBe('homecarousel');
  });
});
