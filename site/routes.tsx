/**
 * The site's route table (site-and-content.md §2 "Routes"). One line per route; each page in its own
 * file under pages/. Unknown paths redirect to / (App.tsx). A line marked `fallback: true` is the
 * site's generic page for a path that a widget's issue owns (thank-you pages, request-for-callback,
 * the time deposit resume link): it is used only while no other line has that path (routeTable).
 * Content pages are loaded on first use (lazy), so the first load carries the shell and home only.
 */
import { lazy, type ReactElement } from 'react';
import { Navigate } from 'react-router';
import CallbackThankYou from './pages/CallbackThankYou.tsx';
import ForexRates from './pages/ForexRates.tsx';
import Forms from './pages/Forms.tsx';
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

export const ROUTES: { path: string; element: ReactElement; fallback?: boolean }[] = [
  { path: '/', element: <Home /> },
  { path: '/callback/thankyou', element: <CallbackThankYou /> },
  { path: '/forms', element: <Forms /> },
  { path: '/loans/autoloans/thankyou', element: <LoanThankYou product={{ en: 'auto loan', fil: 'auto loan' }} /> },
  { path: '/loans/homeloans/thankyou', element: <LoanThankYou product={{ en: 'home loan', fil: 'home loan' }} /> },
  {
    path: '/loans/personalloans/thankyou',
    element: <LoanThankYou product={{ en: 'personal loan', fil: 'personal loan' }} />,
  },
  { path: '/creditcards/thankyou', element: <CreditCardThankYou /> },
  { path: '/deposits/timedeposit', element: <TimeDeposit /> },
  { path: '/loans', element: <Loans /> },
  { path: '/forexrates', element: <ForexRates /> },
  // Issue 8: every other route of §2 (site, content pages, the {id} pages fed by the content service).
  { path: '/business', element: <BusinessHome /> },
  { path: '/business/form/business-loan-solution', element: <BusinessLoanForm /> },
  { path: '/business/cash-management', element: <CmsPage section="pages" id="business-cash-management" /> },
  { path: '/business/deposit-solution', element: <SolutionPage solution="deposit" /> },
  { path: '/business/cash-management-solution', element: <SolutionPage solution="cash" /> },
  { path: '/business/loan-solution', element: <SolutionPage solution="loan" /> },
  { path: '/business/fixed-income-product', element: <SolutionPage solution="fixedincome" /> },
  { path: '/business/investment-solution', element: <SolutionPage solution="investment" /> },
  { path: '/business/forex-service-solution', element: <SolutionPage solution="forex" /> },
  { path: '/business/insurance-solution', element: <SolutionPage solution="insurance" /> },
  { path: '/business/easybiz', element: <CmsPage section="pages" id="business-easybiz" /> },
  {
    path: '/business/news-and-insight',
    element: <SectionList section="blog" title="News and Insight" base="/business/news" />,
  },
  { path: '/business/news/:id', element: <CmsPage section="blog" listPath="/business/news-and-insight" /> },
  { path: '/business/complete-business-solution', element: <CompleteSolution /> },
  { path: '/business/thank-you', element: <ThankYou /> },
  { path: '/about', element: <About /> },
  { path: '/about/whoweare', element: <CmsPage section="pages" id="whoweare" /> },
  { path: '/about/careers', element: <CmsPage section="pages" id="careers" /> },
  { path: '/about/feesandcharges', element: <CmsPage section="pages" id="feesandcharges" /> },
  { path: '/about/investorrelations', element: <CmsPage section="pages" id="investorrelations" /> },
  { path: '/about/investorrelations/psefilings', element: <CmsPage section="pages" id="psefilings" /> },
  { path: '/about/investorrelations/secfilings', element: <CmsPage section="pages" id="secfilings" /> },
  {
    path: '/about/investorrelations/statementofcondition',
    element: <CmsPage section="pages" id="statementofcondition" />,
  },
  { path: '/about/newsroom', element: <SectionList section="newsroom" title="Newsroom" base="/about/newsroom" /> },
  { path: '/about/newsroom/:id', element: <CmsPage section="newsroom" listPath="/about/newsroom" /> },
  { path: '/about/boardofdirectors', element: <CmsPage section="pages" id="boardofdirectors" /> },
  { path: '/about/shareholdingstructure', element: <CmsPage section="pages" id="shareholdingstructure" /> },
  { path: '/about/corporategovernance', element: <CmsPage section="pages" id="corporategovernance" /> },
  { path: '/forexrates/store-digitalscreens', element: <DigitalScreens /> },
  { path: '/forexrates/store-digitalscreens-marquee', element: <DigitalScreens /> },
  { path: '/mobile-check-deposit', element: <CmsPage section="pages" id="mobile-check-deposit" /> },
  { path: '/storedirectory', element: <StoreDirectory variant="stores" /> },
  { path: '/storedirectory/atm', element: <StoreDirectory variant="atm" /> },
  { path: '/contactus', element: <ContactUs /> },
  { path: '/termsofuse', element: <Terms /> },
  { path: '/privacystatement', element: <Privacy /> },
  { path: '/request-for-callback', element: <RequestForCallback />, fallback: true },
  {
    path: '/request-for-callback/deposit-page',
    element: <RequestForCallback variant="deposit-page" />,
    fallback: true,
  },
  { path: '/request-for-callback/investment', element: <RequestForCallback variant="investment" />, fallback: true },
  { path: '/request-for-callback/thankyou/:id', element: <ThankYou />, fallback: true },
  { path: '/pages/:id', element: <CmsPage section="pages" /> },
  { path: '/easyway', element: <EasyWay /> },
  { path: '/advisories', element: <SectionList section="advisories" title="Advisories" base="/advisories" /> },
  { path: '/advisories/:id', element: <CmsPage section="advisories" listPath="/advisories" /> },
  { path: '/interestrates', element: <InterestRates /> },
  { path: '/Thank-You', element: <ThankYou /> },
  { path: '/Promos', element: <Promos /> },
  { path: '/Promos/:id', element: <CmsPage section="promos" listPath="/Promos" /> },
  { path: '/promo-expired', element: <PromoExpired /> },
  {
    path: '/tipsandtutorials',
    element: <SectionList section="tips" title="Tips and Tutorials" base="/tipsandtutorials" />,
  },
  { path: '/tipsandtutorials/:id', element: <CmsPage section="tips" listPath="/tipsandtutorials" /> },
  { path: '/CreditCards', element: <CreditCards /> },
  { path: '/CreditCards/:id', element: <CmsPage section="cards" listPath="/CreditCards" /> },
  { path: '/cards/creditcards/:id', element: <CmsPage section="cards" listPath="/CreditCards" /> },
  { path: '/cards/:id', element: <CmsPage section="cards" listPath="/CreditCards" /> },
  { path: '/creditcards/downloadableforms', element: <Downloadable /> },
  {
    path: '/creditcards/thankyou',
    element: (
      <ThankYou
        message={{
          en: 'We have received your credit card application. We will contact you within five banking days.',
          fil: 'Natanggap namin ang iyong aplikasyon sa credit card. Makikipag-ugnayan kami sa loob ng limang araw ng bangko.',
        }}
      />
    ),
    fallback: true,
  },
  { path: '/deposits/:id', element: <DepositPage /> },
  {
    path: '/deposits/timedeposit/thankyou',
    element: (
      <ThankYou
        message={{
          en: 'We have received your time deposit application. A branch officer will contact you.',
          fil: 'Natanggap namin ang iyong aplikasyon sa time deposit. Makikipag-ugnayan sa iyo ang aming branch officer.',
        }}
      />
    ),
    fallback: true,
  },
  { path: '/loans/:id', element: <CmsPage section="loans" listPath="/loans" /> },
  {
    path: '/loans/personalloans/thankyou',
    element: <LoanThankYou product={{ en: 'personal loan', fil: 'personal loan' }} />,
    fallback: true,
  },
  { path: '/investments', element: <Investments /> },
  { path: '/investments/:id', element: <CmsPage section="investments" listPath="/investments" /> },
  { path: '/investmentProduct/compare-uitf-products', element: <CmsPage section="pages" id="compare-uitf-products" /> },
  { path: '/acquired-assets/properties-for-sale', element: <CmsPage section="pages" id="properties-for-sale" /> },
  { path: '/acquired-assets/auto-loans-second-hand', element: <CmsPage section="pages" id="auto-loans-second-hand" /> },
  { path: '/supportandsecurity', element: <Navigate to="/tipsandtutorials" replace /> },
  { path: '/supportandsecurity/termsandconditions', element: <Support id="termsandconditions" /> },
  {
    path: '/supportandsecurity/termsandconditions/electronicstatementofaccount',
    element: <Support id="electronicstatementofaccount" />,
  },
  {
    path: '/supportandsecurity/advisories',
    element: <SectionList section="advisories" title="Advisories" base="/advisories" />,
  },
  { path: '/supportandsecurity/faqs', element: <Support id="faqs" /> },
  { path: '/supportandsecurity/feesandcharges/creditcards', element: <Support id="fees-creditcards" /> },
  { path: '/supportandsecurity/feesandcharges/personalloans', element: <Support id="fees-personalloans" /> },
  { path: '/supportandsecurity/feesandcharges/deposits', element: <Support id="fees-deposits" /> },
  { path: '/supportandsecurity/paymentchannels', element: <Support id="paymentchannels" /> },
  { path: '/supportandsecurity/bankingsecurity', element: <Support id="bankingsecurity" /> },
  { path: '/supportandsecurity/search', element: <SupportSearch /> },
  { path: '/forms/timedeposit/:referenceid', element: <SavedTimeDeposit />, fallback: true },
];

/** The table as rendered: one route per path, the first line that is not a fallback, else the fallback. */
export function routeTable(routes: readonly { path: string; element: ReactElement; fallback?: boolean }[] = ROUTES) {
  const byPath = new Map<string, { path: string; element: ReactElement; fallback?: boolean }>();
  for (const r of routes) {
    const seen = byPath.get(r.path);
    if (!seen || (seen.fallback && !r.fallback)) byPath.set(r.path, r);
  }
  return [...byPath.values()];
}
