/**
 * The site's route table (site-and-content.md §2 "Routes"). One line per route; each page in its own
 * file under pages/. Unknown paths redirect to / (App.tsx). A line marked `fallback: true` is the
 * site's generic page for a path that a widget's issue owns (thank-you pages, request-for-callback,
 * the time deposit resume link): it is used only while no other line has that path (routeTable).
 * Content pages are loaded on first use (lazy), so the first load carries the shell and home only.
 * Every line names its page's <title> (shared/i18n/site-titles.ts; a content page adds its own).
 */
import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { matchRoutes, Navigate, type Params } from 'react-router';
import { isDigitalScreenRoute } from '../shared/content/shell.ts';
import { CONTENT_PATHS, pagesPath, type ContentKey, type PageSection } from '../shared/content/types.ts';
import { prefetchContent, prefetchPages } from './content/useContent.ts';
import type { WidgetName } from '../widgets/registry/index.ts';
import type { TitleKey } from './i18n.ts';
import { SupportLinks } from './blocks/SupportLinks.tsx';
import { CardApply } from './blocks/CardApply.tsx';
import { ProductOffer } from './blocks/ProductOffer.tsx';
import { registerPages, type PageModule } from './page-ready.ts';

const ForexRates = page('ForexRates', () => import('./pages/ForexRates.tsx'));
const Forms = page('Forms', () => import('./pages/Forms.tsx'));
const ApplicationForm = page('ApplicationForm', () => import('./pages/ApplicationForm.tsx'));
const Home = page('Home', () => import('./pages/Home.tsx'));
const Loans = page('Loans', () => import('./pages/Loans.tsx'));
const TimeDeposit = page('TimeDeposit', () => import('./pages/TimeDeposit.tsx'));
const Privacy = page('Privacy', () => import('./pages/Privacy.tsx'));
const Terms = page('Terms', () => import('./pages/Terms.tsx'));
const ContactUs = page('ContactUs', () => import('./pages/ContactUs.tsx'));
const InterestRates = page('InterestRates', () => import('./pages/InterestRates.tsx'));
const CmsPage = page('CmsPage', () => import('./pages/CmsPage.tsx'));
const SectionList = page('SectionList', () => import('./pages/SectionList.tsx'));
const Promos = page('Promos', () => import('./pages/Promos.tsx'));
const BusinessHome = page('BusinessHome', () => import('./pages/BusinessHome.tsx'));
const CompleteSolution = page('CompleteSolution', () => import('./pages/CompleteSolution.tsx'));
const SolutionPage = page('SolutionPage', () => import('./pages/SolutionPage.tsx'));
const BusinessLoanForm = page('BusinessLoanForm', () => import('./pages/BusinessLoanForm.tsx'));
const StoreDirectory = page('StoreDirectory', () => import('./pages/StoreDirectory.tsx'));
const CreditCards = page('CreditCards', () => import('./pages/CreditCards.tsx'));
const DepositPage = page('DepositPage', () => import('./pages/DepositPage.tsx'));
const Investments = page('Investments', () => import('./pages/Investments.tsx'));
const EasyWay = page('EasyWay', () => import('./pages/EasyWay.tsx'));
const ThankYou = page('ThankYou', () => import('./pages/ThankYou.tsx'));
const PromoExpired = page('PromoExpired', () => import('./pages/PromoExpired.tsx'));
const SupportSearch = page('SupportSearch', () => import('./pages/SupportSearch.tsx'));
const DigitalScreens = page('DigitalScreens', () => import('./pages/DigitalScreens.tsx'));
const RequestForCallback = page('RequestForCallback', () => import('./pages/RequestForCallback.tsx'));
const SavedTimeDeposit = page('SavedTimeDeposit', () => import('./pages/SavedTimeDeposit.tsx'));
const About = page('About', () => import('./pages/About.tsx'));
const Support = page('Support', () => import('./pages/Support.tsx'));
const Downloadable = page('Downloadable', () => import('./pages/Downloadable.tsx'));
const MobileCheckDeposit = page('MobileCheckDeposit', () => import('./pages/MobileCheckDeposit.tsx'));

/** A page of pages/, loaded on first use; `file` names its module (the build preloads its chunk). */
export interface SitePage {
  file: string;
  load(): Promise<unknown>;
  /** Its module has arrived: the page renders at once, without suspending. */
  loaded(): boolean;
}

/**
 * Lazy until its module has arrived, then rendered directly: a lazy component suspends on its first
 * render even when its module is in (it learns so a microtask later), and that suspension would show
 * the loading box for a moment and take focus out of the page being left (a widget's thank-you
 * navigation) before the new heading can take it.
 */
function page<P extends object>(file: string, load: () => Promise<{ default: ComponentType<P> }>) {
  let arrived: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const once = () =>
    (loading ??= load().then(
      (m) => ((arrived = m.default), m),
      (error: unknown) => {
        loading = undefined; // tried again on the next use
        throw error;
      },
    ));
  const Lazy = lazy(once);
  // Chosen once per mount: switching from Lazy to the module later would remount the page.
  const Page = (props: P) => {
    const [Shown] = useState<ComponentType<P>>(() => arrived ?? Lazy);
    return createElement(Shown, props);
  };
  return Object.assign(Page, { file, load: once, loaded: () => !!arrived }) as unknown as LazyExoticComponent<
    ComponentType<P>
  > &
    SitePage;
}

/** A content record a page reads: a content key, or a section's page list (no id) or one page (`:id`: the route's). */
export type ContentNeed = ContentKey | { section: PageSection; id?: string };

export interface SiteRoute {
  path: string;
  title: TitleKey;
  element: ReactElement;
  fallback?: boolean;
  /** The widgets its page shows on arrival: the server preloads their chunks with the page. */
  widgets?: readonly WidgetName[];
  /**
   * The content records its page reads on arrival, asked for at navigation start beside the page's
   * chunk (prefetchRoute). A content-service page (CmsPage, Support, SectionList) needs none here:
   * its record follows from its element (routeContent).
   */
  content?: readonly ContentNeed[];
  /**
   * The record (one of `content`) whose first slide's picture is drawn at the top of the page, its
   * largest paint: the server asks for that picture with the page (server/http/page-hints.ts).
   */
  hero?: ContentKey;
}

export const ROUTES: SiteRoute[] = [
  {
    path: '/',
    title: 'siteTitles.home',
    element: <Home />,
    content: ['homecarousel', 'homepagebanners', 'productbanner', 'promos', 'featuredlist'],
    hero: 'homecarousel',
    widgets: ['callback-form'],
  },
  {
    path: '/callback/thankyou',
    title: 'siteTitles.callbackThankYou',
    element: <ThankYou message="sitePages.thankYou.callback" />,
  },
  { path: '/forms', title: 'siteTitles.forms', element: <Forms />, widgets: ['apply'] },
  // The homepage callback's Continue (application-forms.md §2 "Callback form (homepage)").
  { path: '/application-form', title: 'siteTitles.applicationForm', element: <ApplicationForm />, widgets: ['apply'] },
  {
    path: '/loans/autoloans/thankyou',
    title: 'siteTitles.autoLoanThankYou',
    element: <ThankYou product="autoLoan" />,
  },
  {
    path: '/loans/homeloans/thankyou',
    title: 'siteTitles.homeLoanThankYou',
    element: <ThankYou product="homeLoan" />,
  },
  {
    path: '/loans/personalloans/thankyou',
    title: 'siteTitles.personalLoanThankYou',
    element: <ThankYou product="personalLoan" />,
  },
  {
    path: '/creditcards/thankyou',
    title: 'siteTitles.creditCardThankYou',
    element: <ThankYou message="sitePages.thankYou.creditCard" />,
  },
  {
    path: '/deposits/timedeposit',
    title: 'siteTitles.timeDeposit',
    element: <TimeDeposit />,
    widgets: ['td-calculator'],
  },
  {
    path: '/loans',
    title: 'siteTitles.loans',
    element: <Loans />,
    content: [{ section: 'loans' }],
    widgets: ['loan-calculator'],
  },
  { path: '/forexrates', title: 'siteTitles.forexRates', element: <ForexRates />, widgets: ['fx-board'] },
  // Every other route of §2 (site, content pages, the {id} pages fed by the content service).
  {
    path: '/business',
    title: 'siteTitles.business',
    element: <BusinessHome />,
    content: ['businesscomplete-banner', 'fxfeature'],
  },
  {
    path: '/business/form/business-loan-solution',
    title: 'siteTitles.businessLoanForm',
    element: <BusinessLoanForm />,
  },
  {
    path: '/business/cash-management',
    title: 'siteTitles.cashManagement',
    element: <CmsPage section="pages" id="business-cash-management" />,
  },
  {
    path: '/business/deposit-solution',
    title: 'siteTitles.depositSolution',
    element: <SolutionPage solution="deposit" />,
    content: ['businesscomplete-detail', 'brokers'],
  },
  {
    path: '/business/cash-management-solution',
    title: 'siteTitles.cashSolution',
    element: <SolutionPage solution="cash" />,
    content: ['businesscomplete-detail', 'brokers'],
  },
  {
    path: '/business/loan-solution',
    title: 'siteTitles.loanSolution',
    element: <SolutionPage solution="loan" />,
    content: ['businesscomplete-detail', 'brokers'],
  },
  {
    path: '/business/fixed-income-product',
    title: 'siteTitles.fixedIncome',
    element: <SolutionPage solution="fixedincome" />,
    content: ['businesscomplete-detail', 'brokers'],
  },
  {
    path: '/business/investment-solution',
    title: 'siteTitles.investmentSolution',
    element: <SolutionPage solution="investment" />,
    content: ['businesscomplete-detail', 'brokers'],
  },
  {
    path: '/business/forex-service-solution',
    title: 'siteTitles.forexSolution',
    element: <SolutionPage solution="forex" />,
    content: ['businesscomplete-detail', 'brokers'],
  },
  {
    path: '/business/insurance-solution',
    title: 'siteTitles.insuranceSolution',
    element: <SolutionPage solution="insurance" />,
    content: ['businesscomplete-detail', 'brokers'],
  },
  {
    path: '/business/easybiz',
    title: 'siteTitles.easybiz',
    element: <CmsPage section="pages" id="business-easybiz" />,
  },
  {
    path: '/business/news-and-insight',
    title: 'siteTitles.newsAndInsight',
    element: <SectionList section="blog" title="sitePages.sections.newsAndInsight" base="/business/news" />,
  },
  {
    path: '/business/news/:id',
    title: 'siteTitles.newsAndInsight',
    element: <CmsPage section="blog" listPath="/business/news-and-insight" />,
  },
  {
    path: '/business/complete-business-solution',
    title: 'siteTitles.completeSolution',
    element: <CompleteSolution />,
    content: ['businesscomplete-banner'],
  },
  { path: '/business/thank-you', title: 'siteTitles.businessThankYou', element: <ThankYou /> },
  { path: '/about', title: 'siteTitles.about', element: <About />, content: [{ section: 'pages', id: 'about' }] },
  { path: '/about/whoweare', title: 'siteTitles.whoWeAre', element: <CmsPage section="pages" id="whoweare" /> },
  { path: '/about/careers', title: 'siteTitles.careers', element: <CmsPage section="pages" id="careers" /> },
  {
    path: '/about/feesandcharges',
    title: 'siteTitles.feesAndCharges',
    element: <CmsPage section="pages" id="feesandcharges" />,
  },
  {
    path: '/about/investorrelations',
    title: 'siteTitles.investorRelations',
    element: <CmsPage section="pages" id="investorrelations" />,
  },
  {
    path: '/about/investorrelations/psefilings',
    title: 'siteTitles.pseFilings',
    element: <CmsPage section="pages" id="psefilings" />,
  },
  {
    path: '/about/investorrelations/secfilings',
    title: 'siteTitles.secFilings',
    element: <CmsPage section="pages" id="secfilings" />,
  },
  {
    path: '/about/investorrelations/statementofcondition',
    title: 'siteTitles.statementOfCondition',
    element: <CmsPage section="pages" id="statementofcondition" />,
  },
  {
    path: '/about/newsroom',
    title: 'siteTitles.newsroom',
    element: <SectionList section="newsroom" title="sitePages.sections.newsroom" base="/about/newsroom" />,
  },
  {
    path: '/about/newsroom/:id',
    title: 'siteTitles.newsroom',
    element: <CmsPage section="newsroom" listPath="/about/newsroom" />,
  },
  {
    path: '/about/boardofdirectors',
    title: 'siteTitles.boardOfDirectors',
    element: <CmsPage section="pages" id="boardofdirectors" />,
  },
  {
    path: '/about/shareholdingstructure',
    title: 'siteTitles.shareholding',
    element: <CmsPage section="pages" id="shareholdingstructure" />,
  },
  {
    path: '/about/corporategovernance',
    title: 'siteTitles.governance',
    element: <CmsPage section="pages" id="corporategovernance" />,
  },
  { path: '/forexrates/store-digitalscreens', title: 'siteTitles.storeScreen', element: <DigitalScreens /> },
  { path: '/forexrates/store-digitalscreens-marquee', title: 'siteTitles.storeMarquee', element: <DigitalScreens /> },
  {
    path: '/mobile-check-deposit',
    title: 'siteTitles.mobileCheckDeposit',
    element: <MobileCheckDeposit />,
    content: [{ section: 'pages', id: 'mobile-check-deposit' }, 'landingpage'],
  },
  {
    path: '/storedirectory',
    title: 'siteTitles.storeDirectory',
    element: <StoreDirectory variant="stores" />,
    widgets: ['store-locator'],
  },
  {
    path: '/storedirectory/atm',
    title: 'siteTitles.atmLocator',
    element: <StoreDirectory variant="atm" />,
    widgets: ['store-locator'],
  },
  {
    path: '/contactus',
    title: 'siteTitles.contactUs',
    element: <ContactUs />,
    content: ['contactusheader', 'contactuscontactlist', 'contactusfindstore'],
  },
  { path: '/termsofuse', title: 'siteTitles.terms', element: <Terms /> },
  { path: '/privacystatement', title: 'siteTitles.privacy', element: <Privacy /> },
  {
    path: '/request-for-callback',
    title: 'siteTitles.requestCallback',
    element: <RequestForCallback />,
    fallback: true,
  },
  {
    path: '/request-for-callback/deposit-page',
    title: 'siteTitles.requestCallbackDeposit',
    element: <RequestForCallback variant="deposit-page" />,
    fallback: true,
  },
  {
    path: '/request-for-callback/investment',
    title: 'siteTitles.requestCallbackInvestment',
    element: <RequestForCallback variant="investment" />,
    fallback: true,
  },
  {
    path: '/request-for-callback/thankyou/:id',
    title: 'siteTitles.requestCallbackThankYou',
    element: <ThankYou />,
    fallback: true,
  },
  { path: '/pages/:id', title: 'siteTitles.page', element: <CmsPage section="pages" /> },
  {
    path: '/easyway',
    title: 'siteTitles.easyway',
    element: <EasyWay />,
    content: ['landingpage', 'landingpage-features', 'landingpage-faqs', 'landingpage-guide', 'landingpage-steps'],
  },
  {
    path: '/advisories',
    title: 'siteTitles.advisories',
    element: <SectionList section="advisories" title="sitePages.sections.advisories" base="/advisories" />,
  },
  {
    path: '/advisories/:id',
    title: 'siteTitles.advisories',
    element: <CmsPage section="advisories" listPath="/advisories" />,
  },
  { path: '/interestrates', title: 'siteTitles.interestRates', element: <InterestRates /> },
  { path: '/Thank-You', title: 'siteTitles.leadgenThankYou', element: <ThankYou /> },
  { path: '/Promos', title: 'siteTitles.promos', element: <Promos />, content: ['promos'] },
  { path: '/Promos/:id', title: 'siteTitles.promos', element: <CmsPage section="promos" listPath="/Promos" /> },
  { path: '/promo-expired', title: 'siteTitles.promoExpired', element: <PromoExpired /> },
  {
    path: '/tipsandtutorials',
    title: 'siteTitles.tips',
    element: (
      <SectionList section="tips" title="sitePages.sections.tips" base="/tipsandtutorials" after={<SupportLinks />} />
    ),
  },
  {
    path: '/tipsandtutorials/:id',
    title: 'siteTitles.tips',
    element: <CmsPage section="tips" listPath="/tipsandtutorials" />,
  },
  {
    path: '/CreditCards',
    title: 'siteTitles.creditCards',
    element: <CreditCards />,
    content: ['creditcardbanners', 'creditcards'],
    hero: 'creditcardbanners',
  },
  {
    path: '/CreditCards/:id',
    title: 'siteTitles.creditCards',
    element: <CmsPage section="cards" listPath="/CreditCards" after={<CardApply />} />,
  },
  {
    path: '/cards/creditcards/:id',
    title: 'siteTitles.creditCards',
    element: <CmsPage section="cards" listPath="/CreditCards" after={<CardApply />} />,
  },
  { path: '/cards/:id', title: 'siteTitles.creditCards', element: <CmsPage section="cards" listPath="/CreditCards" /> },
  {
    path: '/creditcards/downloadableforms',
    title: 'siteTitles.cardForms',
    element: <Downloadable />,
    content: [{ section: 'pages', id: 'creditcards-downloadableforms' }],
  },
  {
    path: '/creditcards/thankyou',
    title: 'siteTitles.creditCardThankYou',
    element: <ThankYou message="sitePages.thankYou.creditCard" />,
    fallback: true,
  },
  {
    path: '/deposits/:id',
    title: 'siteTitles.deposits',
    element: <DepositPage />,
    content: [{ section: 'deposits', id: ':id' }, 'list-8', 'list-9'],
  },
  {
    path: '/deposits/timedeposit/thankyou',
    title: 'siteTitles.timeDepositThankYou',
    element: <ThankYou message="sitePages.thankYou.timeDeposit" />,
    fallback: true,
  },
  {
    path: '/loans/:id',
    title: 'siteTitles.loanProducts',
    element: <CmsPage section="loans" listPath="/loans" after={<ProductOffer section="loans" />} />,
  },
  {
    path: '/loans/personalloans/thankyou',
    title: 'siteTitles.personalLoanThankYou',
    element: <ThankYou product="personalLoan" />,
    fallback: true,
  },
  {
    path: '/investments',
    title: 'siteTitles.investments',
    element: <Investments />,
    content: [{ section: 'investments' }],
  },
  {
    path: '/investments/:id',
    title: 'siteTitles.investments',
    element: <CmsPage section="investments" listPath="/investments" />,
  },
  {
    path: '/investmentProduct/compare-uitf-products',
    title: 'siteTitles.compareUitf',
    element: <CmsPage section="pages" id="compare-uitf-products" />,
  },
  {
    path: '/acquired-assets/properties-for-sale',
    title: 'siteTitles.propertiesForSale',
    element: <CmsPage section="pages" id="properties-for-sale" />,
  },
  {
    path: '/acquired-assets/auto-loans-second-hand',
    title: 'siteTitles.carsForSale',
    element: <CmsPage section="pages" id="auto-loans-second-hand" />,
  },
  { path: '/supportandsecurity', title: 'siteTitles.tips', element: <Navigate to="/tipsandtutorials" replace /> },
  {
    path: '/supportandsecurity/termsandconditions',
    title: 'siteTitles.termsAndConditions',
    element: <Support id="termsandconditions" />,
  },
  {
    path: '/supportandsecurity/termsandconditions/electronicstatementofaccount',
    title: 'siteTitles.eSoa',
    element: <Support id="electronicstatementofaccount" />,
  },
  {
    path: '/supportandsecurity/advisories',
    title: 'siteTitles.securityAdvisories',
    element: <SectionList section="advisories" title="sitePages.sections.advisories" base="/advisories" />,
  },
  { path: '/supportandsecurity/faqs', title: 'siteTitles.faqs', element: <Support id="faqs" /> },
  {
    path: '/supportandsecurity/feesandcharges/creditcards',
    title: 'siteTitles.feesCards',
    element: <Support id="fees-creditcards" />,
  },
  {
    path: '/supportandsecurity/feesandcharges/personalloans',
    title: 'siteTitles.feesPersonalLoans',
    element: <Support id="fees-personalloans" />,
  },
  {
    path: '/supportandsecurity/feesandcharges/deposits',
    title: 'siteTitles.feesDeposits',
    element: <Support id="fees-deposits" />,
  },
  {
    path: '/supportandsecurity/paymentchannels',
    title: 'siteTitles.paymentChannels',
    element: <Support id="paymentchannels" />,
  },
  {
    path: '/supportandsecurity/bankingsecurity',
    title: 'siteTitles.bankingSecurity',
    element: <Support id="bankingsecurity" />,
  },
  { path: '/supportandsecurity/search', title: 'siteTitles.search', element: <SupportSearch /> },
  {
    path: '/forms/timedeposit/:referenceid',
    title: 'siteTitles.savedTimeDeposit',
    element: <SavedTimeDeposit />,
    fallback: true,
  },
];

/** The table as rendered: one route per path, the first line that is not a fallback, else the fallback. */
export function routeTable<R extends { path: string; fallback?: boolean } = SiteRoute>(
  routes: readonly R[] = ROUTES as unknown as R[],
): R[] {
  const byPath = new Map<string, R>();
  for (const r of routes) {
    const seen = byPath.get(r.path);
    if (!seen || (seen.fallback && !r.fallback)) byPath.set(r.path, r);
  }
  return [...byPath.values()];
}

const TABLE = routeTable();

type ElementProps = { section?: PageSection; id?: string };

/** The content records the route's page reads on arrival, with the route's params filled in. */
export function routeContent(route: SiteRoute, params: Params): ContentNeed[] {
  const needs = [...(route.content ?? [])];
  const type = route.element.type;
  const props = route.element.props as ElementProps;
  if (type === CmsPage) needs.push({ section: props.section!, id: props.id ?? ':id' });
  if (type === Support) needs.push({ section: 'pages', id: props.id });
  if (type === SectionList) needs.push({ section: props.section! });
  return needs
    .map((n) => (typeof n === 'object' && n.id === ':id' ? { ...n, id: params.id } : n))
    .filter((n) => typeof n !== 'object' || !('id' in n) || n.id !== undefined);
}

/**
 * Everything the page's first drawing waits for (App.tsx PageWait): the page's records and the
 * shell's, the holiday banner, shown with the page except on the digital screens.
 */
export function firstContent(route: SiteRoute, params: Params, pathname: string): ContentNeed[] {
  return [...routeContent(route, params), ...(isDigitalScreenRoute(pathname) ? [] : (['holidaybanner'] as const))];
}

/** Where a record is served (GET). */
export const contentPath = (need: ContentNeed) =>
  typeof need === 'string' ? CONTENT_PATHS[need] : pagesPath(need.section, need.id);

/**
 * At navigation start: asks for the page's chunk and its content records at once, so the page can
 * be shown in one go when they are in (useContent PageWait) instead of chunk, then record after record.
 * On the first page the server has asked for the records already, as the HTML arrived (the build's
 * preloads.json, server/http/page-hints.ts): these requests take those answers.
 */
export function prefetchRoute(pathname: string) {
  const match = matchRoutes(TABLE, pathname)?.[0];
  if (!match) return;
  const type = match.route.element.type as Partial<SitePage>;
  void type.load?.().catch(() => {}); // a chunk that cannot arrive fails where the page renders
  for (const need of firstContent(match.route, match.params, pathname)) {
    if (typeof need === 'string') prefetchContent(need);
    else prefetchPages(need.section, need.id);
  }
}

/**
 * The page module of the route that renders `pathname`, loaded (none to load for a path that
 * redirects): resolves at once when it has arrived before.
 */
export function routePage(pathname: string): PageModule {
  const type = matchRoutes(TABLE, pathname)?.[0]?.route.element.type as Partial<SitePage> | undefined;
  if (!type?.load || !type.loaded) return { loaded: true, load: () => Promise.resolve() };
  return { loaded: type.loaded(), load: type.load };
}

registerPages(routePage, () => void (ThankYou as unknown as SitePage).load().catch(() => {}));

/** The title of the route that renders `pathname` (none for the paths that redirect to /). */
export function routeTitle(pathname: string): TitleKey | undefined {
  return matchRoutes(TABLE, pathname)?.[0]?.route.title;
}
