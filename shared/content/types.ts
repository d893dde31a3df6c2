/**
 * The content service (CMS) of site-and-content.md §3 and §7: what each GET answers. The spec does
 * not show the shapes; these are ours (docs/decisions.md "Content service"), spelled with the spec's
 * field names where it gives them, and inferred from the valibot schemas of schema.ts, which the
 * operator API checks publishes with and the site parses with. HTML fields are sanitized by the
 * client before rendering.
 */
import type * as v from 'valibot';
import {
  SOLUTION_KEYS,
  type CONTENT_SCHEMAS,
  type CONTENT_VIEWS,
  type announcementSchema,
  type billersSchema,
  type brokerSchema,
  type businessBannerSchema,
  type businessCompleteBannersSchema,
  type businessCompleteDetailSchema,
  type cardSchema,
  type carouselItemSchema,
  type contentBlockSchema,
  type creditCardSchema,
  type documentItemSchema,
  type fxFeatureSchema,
  type landingFaqSchema,
  type landingFeatureSchema,
  type landingPageSchema,
  type landingStepsSchema,
  type pageRecordSchema,
  type pageSummarySchema,
  type pageViewSchema,
  type promoSchema,
  type serviceSchema,
  type solutionProductSchema,
  type solutionSchema,
} from './schema.ts';
import { hasOwn } from '../own.ts';

type Of<S extends v.GenericSchema> = v.InferOutput<S>;

export type Announcement = Of<typeof announcementSchema>;
/** Content blocks: header and copy (HTML). */
export type ContentBlock = Of<typeof contentBlockSchema>;
export type CarouselItem = Of<typeof carouselItemSchema>;
export type Card = Of<typeof cardSchema>;
export type Promo = Of<typeof promoSchema>;
export type DocumentItem = Of<typeof documentItemSchema>;
export type Service = Of<typeof serviceSchema>;
export type Broker = Of<typeof brokerSchema>;
export type FxFeature = Of<typeof fxFeatureSchema>;
export type CreditCard = Of<typeof creditCardSchema>;
export type SolutionProduct = Of<typeof solutionProductSchema>;
export type Solution = Of<typeof solutionSchema>;
export { SOLUTION_KEYS };
export type SolutionKey = (typeof SOLUTION_KEYS)[number];
/** Business complete solutions (§3): banners and details. */
export type BusinessBanner = Of<typeof businessBannerSchema>;
export type BusinessCompleteBanners = Of<typeof businessCompleteBannersSchema>;
export type BusinessCompleteDetail = Of<typeof businessCompleteDetailSchema>;
/** App landing page (§3 "App landing page"). */
export type LandingPage = Of<typeof landingPageSchema>;
export type LandingFeature = Of<typeof landingFeatureSchema>;
export type LandingFaq = Of<typeof landingFaqSchema>;
export type LandingSteps = Of<typeof landingStepsSchema>;
export type Billers = Of<typeof billersSchema>;

/** A page of a section (deposits, loans, cards, investments, advisories, promos, tips, newsroom, blog, pages). */
export type PageRecord = Of<typeof pageRecordSchema>;
export type PageSummary = Of<typeof pageSummarySchema>;
/** A page as the site shows it: its title or body may have been left out as malformed. */
export type PageView = Of<typeof pageViewSchema>;

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

/** The content service's keyed records (GET {cms}/{key}), with what each answers (schema.ts). */
export type ContentKeys = { -readonly [K in keyof typeof CONTENT_SCHEMAS]: Of<(typeof CONTENT_SCHEMAS)[K]> };
/** The records as the site reads them: some records' fields may have been left out (schema.ts CONTENT_VIEWS). */
export type ContentViews = { -readonly [K in keyof typeof CONTENT_VIEWS]: Of<(typeof CONTENT_VIEWS)[K]> };
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
export const isContentKey = (k: unknown): k is ContentKey => typeof k === 'string' && hasOwn(CONTENT_PATHS, k);

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
