/** The shell's link lists (site-and-content.md §2 "Site shell"): internal routes or configured external URLs. */
import { SITE } from '../config.ts';
import type { SiteText } from '../text.ts';

export interface NavLink {
  label: string;
  href: string;
  /** Plain <a> (full page load or another site) instead of a client-side route. */
  external?: boolean;
  newTab?: boolean;
  /** Shown on small screens only. */
  mobileOnly?: boolean;
  /** Opens a dialog instead of navigating (EW Billers). */
  action?: 'billers';
}

export function loginLinks(t: SiteText): NavLink[] {
  return [
    { label: t.loginEasyway, href: SITE.easyway, external: true, newTab: true },
    { label: t.loginEasybiz, href: SITE.easybiz, external: true, newTab: true },
    { label: t.loginTravel, href: SITE.travelMoney, external: true, newTab: true },
    { label: t.loginCorporate, href: SITE.corporateSite, external: true, newTab: true },
    { label: t.loginGreenPin, href: SITE.greenPin, external: true, newTab: true },
  ];
}

export function drawerGroups(t: SiteText): { title: string; links: NavLink[] }[] {
  const d = t.drawer;
  return [
    {
      title: d.personal,
      links: [
        { label: d.personalOnline, href: SITE.easyway, external: true, newTab: true },
        { label: d.deposits, href: '/deposits/savings' },
        { label: d.instapay, href: '/pages/instapay' },
        { label: d.cards, href: '/CreditCards' },
        { label: d.loans, href: '/loans' },
        { label: d.acquiredAssets, href: '/acquired-assets/properties-for-sale' },
        { label: d.investments, href: '/investments' },
        { label: d.insurance, href: '/pages/insurance' },
        { label: d.priority, href: SITE.priority, external: true, newTab: true },
      ],
    },
    {
      title: d.business,
      links: [
        { label: d.corporateOnline, href: SITE.easybiz, external: true, newTab: true },
        { label: d.deposits, href: '/business/deposit-solution' },
        { label: d.cashManagement, href: '/business/cash-management-solution' },
        { label: d.businessLoans, href: '/business/loan-solution' },
        { label: d.investmentsTrust, href: '/business/investment-solution' },
        { label: d.forex, href: '/business/forex-service-solution' },
        { label: d.insurance, href: '/business/insurance-solution' },
        { label: d.billers, href: '#billers', action: 'billers' },
      ],
    },
    {
      title: d.about,
      links: [
        { label: d.aboutUs, href: '/about', mobileOnly: true },
        { label: d.corporateInfo, href: '/about/whoweare' },
        { label: d.investorRelations, href: '/about/investorrelations' },
        { label: d.newsroom, href: '/about/newsroom' },
        { label: d.advisories, href: '/advisories' },
        { label: d.careers, href: '/about/careers' },
        { label: d.terms, href: '/termsofuse' },
        { label: d.privacy, href: '/privacystatement' },
        { label: d.locator, href: '/storedirectory' },
        { label: d.contactUs, href: '/contactus' },
      ],
    },
  ];
}

export function footerGroups(t: SiteText, variant: 'business' | 'personal'): { title: string; links: NavLink[] }[] {
  const f = t.footer;
  const products: NavLink[] =
    variant === 'business'
      ? [
          { label: f.deposits, href: '/business/deposit-solution' },
          { label: f.cashManagement, href: '/business/cash-management-solution' },
          { label: f.loans, href: '/business/loan-solution' },
          { label: f.investmentsTrust, href: '/business/investment-solution' },
          { label: f.forex, href: '/business/forex-service-solution' },
          { label: f.insurance, href: '/business/insurance-solution' },
        ]
      : [
          { label: f.deposits, href: '/deposits/savings' },
          { label: f.cards, href: '/CreditCards' },
          { label: f.loans, href: '/loans' },
          { label: f.assets, href: '/acquired-assets/properties-for-sale' },
          { label: f.investments, href: '/investments' },
          { label: f.insurance, href: '/pages/insurance' },
        ];
  return [
    { title: variant === 'business' ? f.businessProducts : f.personalProducts, links: products },
    {
      title: f.about,
      links: [
        { label: f.whoWeAre, href: '/about/whoweare' },
        { label: f.investorRelations, href: '/about/investorrelations' },
        { label: f.newsroom, href: '/about/newsroom' },
        { label: f.careers, href: '/about/careers' },
      ],
    },
    {
      title: f.help,
      links: [
        { label: f.terms, href: '/termsofuse' },
        { label: f.privacy, href: '/privacystatement' },
        { label: f.storeDirectory, href: '/storedirectory' },
        { label: f.contactUs, href: '/contactus' },
      ],
    },
  ];
}
