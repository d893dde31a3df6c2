/**
 * The content service (CMS) of site-and-content.md §3 and §7: what each GET answers. The spec does
 * not show the shapes; these are ours (docs/decisions.md "Content service"), spelled with the spec's
 * field names where it gives them. HTML fields are sanitized by the client before rendering.
 */
import type { HolidayBanner } from './holiday.ts';
import type { LinkItem } from './shell.ts';

export interface Announcement {
  title: string;
  /** HTML. */
  body: string;
}

/** Content blocks: header and copy (HTML). */
export interface ContentBlock {
  header: string;
  copy: string;
}

export interface CarouselItem {
  headline: string;
  body?: string;
  content?: string;
  cta?: string;
  link?: string;
  image?: string;
}

export interface Card {
  title: string;
  body: string;
  link: string;
  image?: string;
}

export interface Promo {
  image: string;
  headline: string;
  content: string;
  duration: string;
  link: string;
}

export interface DocumentItem {
  title: string;
  pdf?: string;
  field_kiids_pdf_file?: string;
  pagelink?: string;
  icon?: string;
}

export interface Service {
  title: string;
  field_feature_image: string;
  field_blurb: string;
  /** HTML. */
  field_more_details: string;
}

export interface Broker {
  name: string;
  img: string;
  rank: string;
  info: string;
}

export interface FxFeature {
  pair: 'USD/PHP' | 'CNY/PHP' | 'CNY/USD';
  buyRate: number;
  sellRate: number;
}

export interface CreditCard {
  id: string;
  name: string;
  image: string;
  tagline: string;
  features: string[];
  annualFee: string;
}

/** A solution's product: the product card (features collapsed by default) and its contact. */
export interface SolutionProduct {
  title: string;
  description: string;
  /** HTML; the SHOW PRODUCT FEATURES button shows only when non-empty. */
  features: string;
}

export interface Solution {
  key: SolutionKey;
  title: string;
  intro: string;
  products: SolutionProduct[];
  services: Service[];
  documents?: DocumentItem[];
}

export const SOLUTION_KEYS = ['deposit', 'cash', 'loan', 'fixedincome', 'investment', 'forex', 'insurance'] as const;
export type SolutionKey = (typeof SOLUTION_KEYS)[number];

/** Business complete solutions (§3): banners and details. */
export interface BusinessBanner {
  title: string;
  body: string;
  image: string;
}
export interface BusinessCompleteBanners {
  banner: BusinessBanner;
  depositBanner: BusinessBanner;
  cashBanner: BusinessBanner;
  loanBanner: BusinessBanner;
  investmentBanner: BusinessBanner;
  forexBanner: BusinessBanner;
  insuranceBanner: BusinessBanner;
}
export interface BusinessCompleteDetail {
  deposit: Solution;
  cash: Solution;
  loan: Solution;
  fixedincome: Solution;
  investment: Solution;
  forex: Solution;
  insurance: Solution;
}

/** App landing page (§3 "App landing page"). */
export interface LandingPage {
  headline: string;
  image: string;
  banner_section_1: string;
  banner_section_2: string;
  google_play_icon: string;
  google_play_link: string;
  apple_icon: string;
  apple_link: string;
  color: string;
  faq_label: string;
  new_features: string;
  new_features_desc: string;
  other_features: string;
  other_features_desc: string;
  user_guide_label: string;
  exist_customer_label: string;
  new_customer_label: string;
  show_user_guide: string;
}
export interface LandingFeature {
  title: string;
  body: string;
  kind: 'new' | 'other';
}
export interface LandingFaq {
  question: string;
  /** HTML. */
  answer: string;
}
export interface LandingSteps {
  exist_customer_steps: string[];
  new_customer_steps: string[];
}

export interface Billers {
  title: string;
  /** HTML. */
  ReportBody: string;
}

/** A page of a section (deposits, loans, cards, investments, advisories, promos, tips, newsroom, blog, pages). */
export interface PageRecord {
  id: string;
  title: string;
  summary: string;
  date?: string;
  image?: string;
  /** HTML. */
  body: string;
  links?: LinkItem[];
  documents?: DocumentItem[];
  /** Promos: promo period and where Learn More goes. */
  duration?: string;
  link?: string;
  /** Promos: an ended promo's page redirects to /promo-expired. */
  expired?: boolean;
}
export type PageSummary = Omit<PageRecord, 'body' | 'links' | 'documents'>;

export const PAGE_SECTIONS = [
  'deposits',
  'loans',
  'cards',
  'investments',
  'advisories',
  'promos',
  'tips',
  'newsroom',
  'blog',
  'pages',
] as const;
export type PageSection = (typeof PAGE_SECTIONS)[number];
export const isPageSection = (s: unknown): s is PageSection => (PAGE_SECTIONS as readonly unknown[]).includes(s);

/** The content service's keyed records (GET {cms}/{key}), with what each answers. */
export interface ContentKeys {
  annoucement: Announcement[];
  contactusheader: ContentBlock[];
  contactuscontactlist: ContentBlock[];
  contactusfindstore: ContentBlock[];
  holidaybanner: HolidayBanner[];
  homepagebanners: { waysWeCanHelpData: Card[]; financialData: Card[] };
  homecarousel: CarouselItem[];
  productbanner: CarouselItem[];
  featuredlist: LinkItem[];
  'list-8': { title: string; description: string; link: string }[];
  'list-9': { title: string; body: string; icon: string }[];
  creditcardbanners: CarouselItem[];
  creditcards: CreditCard[];
  ewbillers: Billers;
  landingpage: LandingPage;
  'landingpage-features': LandingFeature[];
  'landingpage-faqs': LandingFaq[];
  'landingpage-guide': DocumentItem[];
  'landingpage-steps': LandingSteps;
  'businesscomplete-banner': BusinessCompleteBanners;
  'businesscomplete-detail': BusinessCompleteDetail;
  promos: Promo[];
  brokers: Broker[];
  fxfeature: FxFeature[];
}
export type ContentKey = keyof ContentKeys;

/**
 * Where each key is served (GET). The spec's paths where it gives them: {apiUrl}annoucement (spelled
 * so), {cms}/contactusheader, /contactuscontactlist, /contactusfindstore, /api/ewbillers.
 */
export const CONTENT_PATHS: Record<ContentKey, string> = {
  annoucement: '/api/annoucement',
  contactusheader: '/cms/contactusheader',
  contactuscontactlist: '/cms/contactuscontactlist',
  contactusfindstore: '/cms/contactusfindstore',
  holidaybanner: '/cms/holidaybanner',
  homepagebanners: '/cms/homepagebanners',
  homecarousel: '/cms/homecarousel',
  productbanner: '/cms/productbanner',
  featuredlist: '/cms/featuredlist',
  'list-8': '/cms/lists/8',
  'list-9': '/cms/lists/9',
  creditcardbanners: '/cms/creditcardbanners',
  creditcards: '/cms/creditcards',
  ewbillers: '/api/ewbillers',
  landingpage: '/cms/landingpage',
  'landingpage-features': '/cms/landingpage/features',
  'landingpage-faqs': '/cms/landingpage/faqs',
  'landingpage-guide': '/cms/landingpage/guide',
  'landingpage-steps': '/cms/landingpage/steps',
  'businesscomplete-banner': '/cms/businesscomplete/banner',
  'businesscomplete-detail': '/cms/businesscomplete/detail',
  promos: '/cms/promos',
  brokers: '/cms/brokers',
  fxfeature: '/cms/fxfeature',
};
export const CONTENT_KEYS = Object.keys(CONTENT_PATHS) as ContentKey[];
export const isContentKey = (k: unknown): k is ContentKey => typeof k === 'string' && Object.hasOwn(CONTENT_PATHS, k);

export const pagesPath = (section: PageSection, id?: string) =>
  `/cms/pages/${section}${id ? `/${encodeURIComponent(id)}` : ''}`;

/**
 * Keys whose failure leaves error false (§4: holiday banner, home page; time deposit is the rate
 * client's). Their sections simply do not show.
 */
export const SILENT_FAILURE_KEYS: readonly ContentKey[] = [
  'holidaybanner',
  'homepagebanners',
  'homecarousel',
  'productbanner',
];
