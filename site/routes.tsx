/**
 * The site's route table (site-and-content.md §2 "Routes"). One line per route; each page in its own
 * file under pages/. Unknown paths redirect to / (App.tsx). A line marked `fallback: true` is the
 * site's generic page for a path that a widget's issue owns (thank-you pages, request-for-callback,
 * the time deposit resume link): it is used only while no other line has that path (routeTable).
 * Content pages are loaded on first use (lazy), so the first load carries the shell and home only.
 * Every line names its page's <title> (shared/i18n/site-titles.ts; a content page adds its own).
 */
import { lazy, type ReactElement } from 'react';
import { matchRoutes, Navigate } from 'react-router';
import type { WidgetName } from '../widgets/registry/index.ts';
import type { TitleKey } from './i18n.ts';
import CallbackThankYou from './pages/CallbackThankYou.tsx';
import ForexRates from './pages/ForexRates.tsx';
import Forms from './pages/Forms.tsx';
import ApplicationForm from './pages/ApplicationForm.tsx';
import Home from './pages/Home.tsx';
import LoanThankYou from './pages/LoanThankYou.tsx';
import CreditCardThankYou from './pages/CreditCardThankYou.tsx';
import Loans from './pages/Loans.tsx';
import TimeDeposit from './pages/TimeDeposit.tsx';

const Privacy = lazy(() => import('./pages/Privacy.tsx'));
const Terms = lazy(() => import('./pages/Terms.tsx'));
const ContactUs = lazy(() => import('./pages/ContactUs.tsx'));
const InterestRates = lazy(() => import('./pages/InterestRates.tsx'));
const CmsPage = lazy(() => import('./pages/CmsPage.tsx'));
const SectionList = lazy(() => import('./pages/SectionList.tsx'));
const Promos = lazy(() => import('./pages/Promos.tsx'));
const BusinessHome = lazy(() => import('./pages/BusinessHome.tsx'));
const CompleteSolution = lazy(() => import('./pages/CompleteSolution.tsx'));
const SolutionPage = lazy(() => import('./pages/SolutionPage.tsx'));
const BusinessLoanForm = lazy(() => import('./pages/BusinessLoanForm.tsx'));
const StoreDirectory = lazy(() => import('./pages/StoreDirectory.tsx'));
const CreditCards = lazy(() => import('./pages/CreditCards.tsx'));
const DepositPage = lazy(() => import('./pages/DepositPage.tsx'));
const Investments = lazy(() => import('./pages/Investments.tsx'));
const EasyWay = lazy(() => import('./pages/EasyWay.tsx'));
const ThankYou = lazy(() => import('./pages/ThankYou.tsx'));
const PromoExpired = lazy(() => import('./pages/PromoExpired.tsx'));
const SupportSearch = lazy(() => import('./pages/SupportSearch.tsx'));
const DigitalScreens = lazy(() => import('./pages/DigitalScreens.tsx'));
const RequestForCallback = lazy(() => import('./pages/RequestForCallback.tsx'));
const SavedTimeDeposit = lazy(() => import('./pages/SavedTimeDeposit.tsx'));
const About = lazy(() => import('./pages/About.tsx'));
const Support = lazy(() => import('./pages/Support.tsx'));
const Downloadable = lazy(() => import('./pages/Downloadable.tsx'));

export interface SiteRoute {
  path: string;
  title: TitleKey;
  element: ReactElement;
  fallback?: boolean;
  /** The widgets its page shows on arrival: the server preloads their chunks with the page (issue 11). */
  widgets?: readonly WidgetName[];
}

export const ROUTES: SiteRoute[] = [
  { path: '/', title: 'siteTitles.home', element: <Home />, widgets: ['callback-form'] },
  { path: '/callback/thankyou', title: 'siteTitles.callbackThankYou', element: <CallbackThankYou /> },
  { path: '/forms', title: 'siteTitles.forms', element: <Forms /> },
  // The homepage callback's Continue (issue 12 item 1).
  { path: '/application-form', title: 'siteTitles.applicationForm', element: <ApplicationForm />, widgets: ['apply'] },
  {
    path: '/loans/autoloans/thankyou',
    title: 'siteTitles.autoLoanThankYou',
    element: <LoanThankYou product="autoLoan" />,
  },
  {
    path: '/loans/homeloans/thankyou',
    title: 'siteTitles.homeLoanThankYou',
    element: <LoanThankYou product="homeLoan" />,
  },
  {
    path: '/loans/personalloans/thankyou',
    title: 'siteTitles.personalLoanThankYou',
    element: <LoanThankYou product="personalLoan" />,
  },
  { path: '/creditcards/thankyou', title: 'siteTitles.creditCardThankYou', element: <CreditCardThankYou /> },
  {
    path: '/deposits/timedeposit',
    title: 'siteTitles.timeDeposit',
    element: <TimeDeposit />,
    widgets: ['td-calculator'],
  },
  { path: '/loans', title: 'siteTitles.loans', element: <Loans />, widgets: ['loan-calculator'] },
  { path: '/forexrates', title: 'siteTitles.forexRates', element: <ForexRates />, widgets: ['fx-board'] },
  // Issue 8: every other route of §2 (site, content pages, the {id} pages fed by the content service).
  { path: '/business', title: 'siteTitles.business', element: <BusinessHome /> },
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
  },
  {
    path: '/business/cash-management-solution',
    title: 'siteTitles.cashSolution',
    element: <SolutionPage solution="cash" />,
  },
  { path: '/business/loan-solution', title: 'siteTitles.loanSolution', element: <SolutionPage solution="loan" /> },
  {
    path: '/business/fixed-income-product',
    title: 'siteTitles.fixedIncome',
    element: <SolutionPage solution="fixedincome" />,
  },
  {
    path: '/business/investment-solution',
    title: 'siteTitles.investmentSolution',
    element: <SolutionPage solution="investment" />,
  },
  {
    path: '/business/forex-service-solution',
    title: 'siteTitles.forexSolution',
    element: <SolutionPage solution="forex" />,
  },
  {
    path: '/business/insurance-solution',
    title: 'siteTitles.insuranceSolution',
    element: <SolutionPage solution="insurance" />,
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
  { path: '/business/complete-business-solution', title: 'siteTitles.completeSolution', element: <CompleteSolution /> },
  { path: '/business/thank-you', title: 'siteTitles.businessThankYou', element: <ThankYou /> },
  { path: '/about', title: 'siteTitles.about', element: <About /> },
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
    element: <CmsPage section="pages" id="mobile-check-deposit" />,
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
  { path: '/contactus', title: 'siteTitles.contactUs', element: <ContactUs /> },
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
  { path: '/easyway', title: 'siteTitles.easyway', element: <EasyWay /> },
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
  { path: '/Promos', title: 'siteTitles.promos', element: <Promos /> },
  { path: '/Promos/:id', title: 'siteTitles.promos', element: <CmsPage section="promos" listPath="/Promos" /> },
  { path: '/promo-expired', title: 'siteTitles.promoExpired', element: <PromoExpired /> },
  {
    path: '/tipsandtutorials',
    title: 'siteTitles.tips',
    element: <SectionList section="tips" title="sitePages.sections.tips" base="/tipsandtutorials" />,
  },
  {
    path: '/tipsandtutorials/:id',
    title: 'siteTitles.tips',
    element: <CmsPage section="tips" listPath="/tipsandtutorials" />,
  },
  { path: '/CreditCards', title: 'siteTitles.creditCards', element: <CreditCards /> },
  {
    path: '/CreditCards/:id',
    title: 'siteTitles.creditCards',
    element: <CmsPage section="cards" listPath="/CreditCards" />,
  },
  {
    path: '/cards/creditcards/:id',
    title: 'siteTitles.creditCards',
    element: <CmsPage section="cards" listPath="/CreditCards" />,
  },
  { path: '/cards/:id', title: 'siteTitles.creditCards', element: <CmsPage section="cards" listPath="/CreditCards" /> },
  { path: '/creditcards/downloadableforms', title: 'siteTitles.cardForms', element: <Downloadable /> },
  {
    path: '/creditcards/thankyou',
    title: 'siteTitles.creditCardThankYou',
    element: <ThankYou message="sitePages.thankYou.creditCard" />,
    fallback: true,
  },
  { path: '/deposits/:id', title: 'siteTitles.deposits', element: <DepositPage /> },
  {
    path: '/deposits/timedeposit/thankyou',
    title: 'siteTitles.timeDepositThankYou',
    element: <ThankYou message="sitePages.thankYou.timeDeposit" />,
    fallback: true,
  },
  { path: '/loans/:id', title: 'siteTitles.loanProducts', element: <CmsPage section="loans" listPath="/loans" /> },
  {
    path: '/loans/personalloans/thankyou',
    title: 'siteTitles.personalLoanThankYou',
    element: <LoanThankYou product="personalLoan" />,
    fallback: true,
  },
  { path: '/investments', title: 'siteTitles.investments', element: <Investments /> },
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

/** The title of the route that renders `pathname` (none for the paths that redirect to /). */
export function routeTitle(pathname: string): TitleKey | undefined {
  return matchRoutes(TABLE, pathname)?.[0]?.route.title;
}
