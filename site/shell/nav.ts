/** The shell's link lists (site-and-content.md §2 "Site shell"): internal routes or configured external URLs. */
import { SITE } from '../config.ts';
import type { SiteKey } from '../i18n.ts';

/** Labels and titles are text keys: the lists are the same in every language. */
export interface NavLink {
  label: SiteKey;
  href: string;
  /** Plain <a> (full page load or another site) instead of a client-side route. */
  external?: boolean;
  newTab?: boolean;
  /** Shown on small screens only. */
  mobileOnly?: boolean;
  /** Opens a dialog instead of navigating (EW Billers). */
  action?: 'billers';
}

/** The ATM locator: another site by default (§2 "ATMs external"), a route of this one if so configured. */
export function atmsLink(extra: Partial<NavLink> = {}): NavLink {
  const external = /^[a-z][a-z0-9+.-]*:/i.test(SITE.atms);
  return { label: 'site.atms', href: SITE.atms, external, newTab: external, ...extra };
}

/** The chat assistant (shared/config.ts CHAT_URL unless configured), in a new tab. */
export function chatLink(extra: Partial<NavLink> = {}): NavLink {
  return { label: 'site.chat', href: SITE.chat, external: true, newTab: true, ...extra };
}

export function loginLinks(): NavLink[] {
  return [
    { label: 'site.loginEasyway', href: SITE.easyway, external: true, newTab: true },
    { label: 'site.loginEasybiz', href: SITE.easybiz, external: true, newTab: true },
    { label: 'site.loginTravel', href: SITE.travelMoney, external: true, newTab: true },
    { label: 'site.loginCorporate', href: SITE.corporateSite, external: true, newTab: true },
    { label: 'site.loginGreenPin', href: SITE.greenPin, external: true, newTab: true },
  ];
}

export function drawerGroups(): { title: SiteKey; links: NavLink[] }[] {
  return [
    {
      title: 'site.drawer.personal',
      links: [
        { label: 'site.drawer.personalOnline', href: SITE.easyway, external: true, newTab: true },
        { label: 'site.drawer.deposits', href: '/deposits/savings' },
        { label: 'site.drawer.instapay', href: '/pages/instapay' },
        { label: 'site.drawer.cards', href: '/CreditCards' },
        { label: 'site.drawer.loans', href: '/loans' },
        { label: 'site.drawer.acquiredAssets', href: '/acquired-assets/properties-for-sale' },
        { label: 'site.drawer.investments', href: '/investments' },
        { label: 'site.drawer.insurance', href: '/pages/insurance' },
        { label: 'site.drawer.priority', href: SITE.priority, external: true, newTab: true },
      ],
    },
    {
      title: 'site.drawer.business',
      links: [
        { label: 'site.drawer.corporateOnline', href: SITE.easybiz, external: true, newTab: true },
        { label: 'site.drawer.deposits', href: '/business/deposit-solution' },
        { label: 'site.drawer.cashManagement', href: '/business/cash-management-solution' },
        { label: 'site.drawer.businessLoans', href: '/business/loan-solution' },
        { label: 'site.drawer.investmentsTrust', href: '/business/investment-solution' },
        { label: 'site.drawer.forex', href: '/business/forex-service-solution' },
        { label: 'site.drawer.insurance', href: '/business/insurance-solution' },
        { label: 'site.drawer.billers', href: '#billers', action: 'billers' },
      ],
    },
    {
      title: 'site.drawer.about',
      links: [
        { label: 'site.drawer.aboutUs', href: '/about', mobileOnly: true },
        { label: 'site.drawer.corporateInfo', href: '/about/whoweare' },
        { label: 'site.drawer.investorRelations', href: '/about/investorrelations' },
        { label: 'site.drawer.newsroom', href: '/about/newsroom' },
        { label: 'site.drawer.advisories', href: '/advisories' },
        { label: 'site.drawer.careers', href: '/about/careers' },
        { label: 'site.drawer.terms', href: '/termsofuse' },
        { label: 'site.drawer.privacy', href: '/privacystatement' },
        { label: 'site.drawer.locator', href: '/storedirectory' },
        // What the top bar offers on large screens only (§2 "Site shell"): ATMs and the chat, on phones here.
        atmsLink({ mobileOnly: true }),
        { label: 'site.drawer.contactUs', href: '/contactus' },
        chatLink({ mobileOnly: true }),
      ],
    },
  ];
}

export function footerGroups(variant: 'business' | 'personal'): { title: SiteKey; links: NavLink[] }[] {
  const products: NavLink[] =
    variant === 'business'
      ? [
          { label: 'site.footer.deposits', href: '/business/deposit-solution' },
          { label: 'site.footer.cashManagement', href: '/business/cash-management-solution' },
          { label: 'site.footer.loans', href: '/business/loan-solution' },
          { label: 'site.footer.investmentsTrust', href: '/business/investment-solution' },
          { label: 'site.footer.forex', href: '/business/forex-service-solution' },
          { label: 'site.footer.insurance', href: '/business/insurance-solution' },
        ]
      : [
          { label: 'site.footer.deposits', href: '/deposits/savings' },
          { label: 'site.footer.cards', href: '/CreditCards' },
          { label: 'site.footer.loans', href: '/loans' },
          { label: 'site.footer.assets', href: '/acquired-assets/properties-for-sale' },
          { label: 'site.footer.investments', href: '/investments' },
          { label: 'site.footer.insurance', href: '/pages/insurance' },
        ];
  return [
    {
      title: variant === 'business' ? 'site.footer.businessProducts' : 'site.footer.personalProducts',
      links: products,
    },
    {
      title: 'site.footer.about',
      links: [
        { label: 'site.footer.whoWeAre', href: '/about/whoweare' },
        { label: 'site.footer.investorRelations', href: '/about/investorrelations' },
        { label: 'site.footer.newsroom', href: '/about/newsroom' },
        { label: 'site.footer.careers', href: '/about/careers' },
      ],
    },
    {
      title: 'site.footer.help',
      links: [
        { label: 'site.footer.terms', href: '/termsofuse' },
        { label: 'site.footer.privacy', href: '/privacystatement' },
        { label: 'site.footer.storeDirectory', href: '/storedirectory' },
        { label: 'site.footer.contactUs', href: '/contactus' },
        // The support pages and the promos are linked from nowhere else in the shell.
        { label: 'site.footer.support', href: '/tipsandtutorials' },
        { label: 'site.footer.promos', href: '/Promos' },
      ],
    },
  ];
}
