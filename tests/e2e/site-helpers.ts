/** The site's routes as the browser tests walk them (site-and-content.md §2): where each lands and its heading. */
import { expect, type Page } from '@playwright/test';
import { matchRoutes } from 'react-router';
import { routeTable } from '../../site/routes.tsx';

export interface Walk {
  path: string;
  /** The level-1 heading the page shows (substring or pattern). */
  heading: string | RegExp;
  /** Where the URL ends up when the route redirects. */
  lands?: string;
}

export const WALK: Walk[] = [
  { path: '/', heading: 'Your bank, close to you' },
  { path: '/no/such/page', heading: 'Your bank, close to you', lands: '/' },
  { path: '/business', heading: 'Complete business solutions' },
  { path: '/business/form/business-loan-solution', heading: 'Business Loan Solution' },
  { path: '/business/cash-management', heading: 'Cash Management' },
  { path: '/business/insurance-solution', heading: 'Insurance' },
  { path: '/business/deposit-solution', heading: 'Deposit' },
  { path: '/business/cash-management-solution', heading: 'Cash Management' },
  { path: '/business/easybiz', heading: 'EasyBiz Online' },
  { path: '/business/loan-solution', heading: 'Business Loan Solution' },
  { path: '/business/fixed-income-product', heading: 'Fixed Income Product' },
  { path: '/business/investment-solution', heading: 'Investment and Trust' },
  { path: '/business/forex-service-solution', heading: 'Forex Services' },
  { path: '/business/news-and-insight', heading: 'News and Insight' },
  { path: '/business/complete-business-solution', heading: 'Complete business solutions' },
  { path: '/business/thank-you', heading: 'Thank you!' },
  { path: '/business/news/cash-flow-tips', heading: 'Five ways to improve your business cash flow' },
  { path: '/business/news/nope', heading: 'News and Insight', lands: '/business/news-and-insight' },
  { path: '/about', heading: 'About Us' },
  { path: '/about/whoweare', heading: 'Who We Are' },
  { path: '/about/careers', heading: 'Careers' },
  { path: '/about/feesandcharges', heading: 'Fees and Charges' },
  { path: '/about/investorrelations', heading: 'Investor Relations' },
  { path: '/about/investorrelations/psefilings', heading: 'PSE Filings' },
  { path: '/about/investorrelations/secfilings', heading: 'SEC Filings' },
  { path: '/about/investorrelations/statementofcondition', heading: 'Published Statement of Condition' },
  { path: '/about/newsroom', heading: 'Newsroom' },
  { path: '/about/newsroom/q3-results', heading: 'Bank reports nine-month net income' },
  { path: '/about/boardofdirectors', heading: 'Board of Directors' },
  { path: '/about/shareholdingstructure', heading: 'Shareholding Structure' },
  { path: '/about/corporategovernance', heading: 'Corporate Governance' },
  { path: '/mobile-check-deposit', heading: 'Mobile Check Deposit' },
  { path: '/storedirectory', heading: 'Store Directory' },
  { path: '/storedirectory/atm', heading: 'ATM Locator' },
  { path: '/contactus', heading: 'Contact Us' },
  { path: '/termsofuse', heading: 'Terms of Use' },
  { path: '/privacystatement', heading: 'Privacy Statement' },
  { path: '/request-for-callback/', heading: /Request for Callback|Request a callback|callback/i },
  { path: '/request-for-callback/deposit-page', heading: /Request for Callback|callback/i },
  { path: '/request-for-callback/investment', heading: /Request for Callback|callback/i },
  { path: '/request-for-callback/thankyou/REF123', heading: /Thank you/i },
  { path: '/callback/thankyou', heading: 'Thank you!' },
  { path: '/pages/instapay', heading: 'Instapay' },
  { path: '/easyway', heading: 'EasyWay: your bank in your pocket' },
  { path: '/advisories', heading: 'Advisories' },
  { path: '/advisories/phishing-warning', heading: 'Beware of phishing messages' },
  { path: '/interestrates', heading: 'Interest Rates' },
  { path: '/Thank-You', heading: 'Thank you!' },
  { path: '/Promos', heading: 'Promos' },
  { path: '/Promos/japan-trip', heading: 'Spend and win a trip to Japan' },
  { path: '/Promos/summer-cashback', heading: 'This promo has ended', lands: '/promo-expired' },
  { path: '/promo-expired', heading: 'This promo has ended' },
  { path: '/tipsandtutorials', heading: 'Tips and Tutorials' },
  { path: '/tipsandtutorials/safe-atm-use', heading: 'Use ATMs safely' },
  { path: '/CreditCards', heading: 'Credit Cards' },
  { path: '/CreditCards/platinum', heading: 'Platinum Mastercard' },
  { path: '/cards/creditcards/gold', heading: 'Gold Visa' },
  { path: '/cards/debit', heading: 'Debit Cards' },
  { path: '/creditcards/downloadableforms', heading: 'Downloadable Forms' },
  { path: '/creditcards/thankyou', heading: /Thank you/i },
  { path: '/deposits/timedeposit', heading: 'Time Deposit' },
  { path: '/deposits/savings', heading: 'Savings Accounts' },
  { path: '/deposits/timedeposit/thankyou', heading: /Thank you/i },
  { path: '/loans', heading: 'Loans' },
  { path: '/loans/homeloans', heading: 'Home Loans' },
  { path: '/loans/personalloans/thankyou', heading: /Thank you/i },
  { path: '/loans/homeloans/thankyou', heading: 'Thank you!' },
  { path: '/loans/autoloans/thankyou', heading: 'Thank you!' },
  { path: '/investments', heading: 'Investments' },
  { path: '/investments/uitf', heading: 'Unit Investment Trust Funds' },
  { path: '/investments/riskdisclosurestatement', heading: 'Risk Disclosure Statement' },
  { path: '/investments/kiids', heading: 'Key Information and Investment Disclosure Statement' },
  { path: '/investments/declarationoftrust', heading: 'Declaration of Trust' },
  { path: '/investments/performancestandards', heading: 'Performance Standards' },
  { path: '/investments/investmentprofiling', heading: 'Investment Profiling' },
  { path: '/investments/secregisteredbrokersanddealers', heading: 'SEC-Registered Brokers and Dealers' },
  { path: '/investmentProduct/compare-uitf-products', heading: 'Compare UITF Products' },
  { path: '/acquired-assets/properties-for-sale', heading: 'Properties for Sale' },
  { path: '/acquired-assets/auto-loans-second-hand', heading: 'Second-hand Cars for Sale' },
  { path: '/supportandsecurity', heading: 'Tips and Tutorials', lands: '/tipsandtutorials' },
  { path: '/supportandsecurity/termsandconditions', heading: 'Terms and Conditions' },
  {
    path: '/supportandsecurity/termsandconditions/electronicstatementofaccount',
    heading: 'Electronic Statement of Account',
  },
  { path: '/supportandsecurity/advisories', heading: 'Advisories' },
  { path: '/supportandsecurity/faqs', heading: 'Frequently Asked Questions' },
  { path: '/supportandsecurity/feesandcharges/creditcards', heading: 'Fees and Charges: Credit Cards' },
  { path: '/supportandsecurity/feesandcharges/personalloans', heading: 'Fees and Charges: Personal Loans' },
  { path: '/supportandsecurity/feesandcharges/deposits', heading: 'Fees and Charges: Deposits' },
  { path: '/supportandsecurity/paymentchannels', heading: 'Payment Channels' },
  { path: '/supportandsecurity/bankingsecurity', heading: 'Banking Security' },
  { path: '/supportandsecurity/search?q=card', heading: 'Search results' },
  { path: '/forms', heading: /Apply|application/i },
  { path: '/application-form', heading: 'Choose your application' },
  { path: '/forms/timedeposit/abc123', heading: /Time Deposit|time deposit/i },
  { path: '/forexrates', heading: 'Foreign exchange rates' },
];

/** The store-screen routes leave the site for the kiosk build (its own document, its own title). */
const LEAVES_THE_SITE = (path: string) => path.startsWith('/forexrates/store-digitalscreens');

/** One walk entry per route of the table: the table decides what is walked, WALK how to reach it. */
export function routesToWalk() {
  const table = routeTable().filter((r) => !LEAVES_THE_SITE(r.path));
  const walks = new Map<string, Walk>();
  for (const w of WALK) {
    if (w.lands) continue; // a redirect shows another route's page
    const path = w.path.split('?')[0]!;
    const route = matchRoutes(
      table.map((r) => ({ path: r.path })),
      path,
    )?.[0]?.route.path;
    if (route && !walks.has(route)) walks.set(route, w);
  }
  const redirects = table.filter((r) => (r.element.props as { to?: string }).to !== undefined).map((r) => r.path);
  return { table, walks, redirects };
}

/**
 * Opens a path and waits until its page heading shows and no block is still loading. `client`:
 * route inside the already loaded site (history + popstate, as a link click does) instead of a
 * full page load, which keeps a walk of ~90 routes fast.
 */
export async function openRoute(page: Page, w: Walk, client = false) {
  if (client && page.url().startsWith('http')) {
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, w.path);
  } else {
    await page.goto(w.path);
  }
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: w.heading }).first()).toBeVisible({ timeout: 15_000 });
  if (w.lands) await expect(page).toHaveURL(new RegExp(`${w.lands.replace(/[/?]/g, '\\$&')}$`));
  await expect(main.getByText('Loading....', { exact: true })).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Walks every route of the walk in Filipino inside one document (client-side routing, as a link
 * does), calling `visit` on each once its heading shows, nothing says it is loading and no request
 * has been in flight for a moment (client-side routing leaves the load state idle: the requests are
 * counted here); `before` is the document's title before the route was opened. Routes that redirect
 * or that are a store screen are left out.
 */
/**
 * Counts the page's requests in flight from now on: `quietFor(ms)` is true once none has been in
 * flight for ms. Client-side routing leaves the load state idle, so a walk inside the site waits on this.
 */
export function countRequests(page: Page): (ms: number) => boolean {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (d: number) => () => ((inFlight += d), (lastChange = Date.now()));
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return (ms) => inFlight <= 0 && Date.now() - lastChange >= ms;
}

export async function walkInFilipino(
  page: Page,
  visit: (w: Walk, quietFor: (ms: number) => boolean, before: string) => Promise<void>,
) {
  const quietFor = countRequests(page);
  await page.addInitScript(() => localStorage.setItem('ew-locale', 'fil'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
  for (const w of WALK) {
    if (w.lands || w.path.startsWith('/forexrates/store-digitalscreens')) continue;
    const before = await page.title();
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, w.path);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
    await expect(main.getByText('Nilo-load....', { exact: true })).toHaveCount(0, { timeout: 15_000 });
    await expect.poll(() => quietFor(300), { timeout: 15_000 }).toBe(true);
    await visit(w, quietFor, before);
  }
}
