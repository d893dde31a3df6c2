/**
 * The content service's records as valibot schemas: the operator API refuses a
 * publish that does not fit (400 with the failing fields, server/routes/content.ts), and the site
 * parses what it fetches with the same schemas (parse.ts), leaving out a malformed block instead
 * of crashing on it. The TypeScript shapes (types.ts) are inferred from here: one definition.
 *
 * Records are strict (an unknown field is refused on publish, so a typo such as "imgae" is not
 * silently lost); the site's parse ignores unknown fields. Messages are i18n keys of the `content`
 * namespace (English on the server).
 */
import * as v from 'valibot';

/** Size limits of a record's values (docs/decisions.md "Content schemas"). */
export const CONTENT_LIMITS = {
  /** Titles, headings, names, labels, short values. */
  title: 300,
  /** Plain paragraphs (card bodies, summaries, intros). */
  text: 2_000,
  /** One HTML body (a page, an announcement, a panel). */
  html: 200_000,
  url: 2_048,
  /** Items of one list. */
  items: 500,
} as const;

const M = {
  record: 'content.errors.record',
  list: 'content.errors.list',
  title: 'content.errors.title',
  text: 'content.errors.text',
  html: 'content.errors.html',
  url: 'content.errors.url',
  date: 'content.errors.date',
  id: 'content.errors.id',
  flag: 'content.errors.flag',
  choice: 'content.errors.choice',
  rate: 'content.errors.rate',
} as const;

/** A title or label: 1 to 300 characters, not only spaces (a block is known by it). */
const title = v.pipe(v.string(M.title), v.regex(/\S/, M.title), v.maxLength(CONTENT_LIMITS.title, M.title));
/** A short value that may be empty (a tagline, a label, a target). */
const short = v.pipe(v.string(M.title), v.maxLength(CONTENT_LIMITS.title, M.title));
const text = v.pipe(v.string(M.text), v.maxLength(CONTENT_LIMITS.text, M.text));
/** HTML, stored as published; every client sanitizes it before rendering (site/content/Html.tsx). */
const html = v.pipe(v.string(M.html), v.maxLength(CONTENT_LIMITS.html, M.html));

/** Schemes a content link may use; anything else (javascript:, data:, vbscript:) is refused. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
/** The scheme a browser would see: it drops tabs and newlines anywhere and leading spaces and controls. */
export function linkScheme(link: string): string | undefined {
  const cleaned = link.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
}
export const isSafeLink = (link: string) => {
  const scheme = linkScheme(link);
  return scheme === undefined || SAFE_SCHEMES.has(scheme);
};
/** A link or an image: a path (/loans, content/x.pdf) or an http(s), mailto: or tel: address; may be empty. */
const url = v.pipe(v.string(M.url), v.maxLength(CONTENT_LIMITS.url, M.url), v.check(isSafeLink, M.url));

/** yyyy-MM-dd that is a real calendar day. */
const isoDate = v.pipe(
  v.string(M.date),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, M.date),
  v.check((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, M.date),
);

/** A page's id, as it appears in its address (/advisories/{id}). */
export const PAGE_ID = /^[A-Za-z0-9][A-Za-z0-9-]{0,80}$/;
const pageId = v.pipe(v.string(M.id), v.regex(PAGE_ID, M.id));

const list = <T extends v.GenericSchema>(item: T) =>
  v.pipe(v.array(item, M.list), v.maxLength(CONTENT_LIMITS.items, M.list));
const record = <E extends v.ObjectEntries>(entries: E) => v.strictObject(entries, M.record);

// ---- The pieces (site-and-content.md §3 "Entities and their fields") ----

export const announcementSchema = record({ title, body: html });
/** Content blocks: header and copy (HTML). */
export const contentBlockSchema = record({ header: title, copy: html });

/** The holiday banner; an empty image hides it (shared/content/shell.ts showsHolidayBanner). */
export const holidayBannerSchema = record({
  field_holiday_banner_link: url,
  field_hbanner_short_description: text,
  field_imageholiday: url,
  /** yyyy-MM-dd the countdown counts to (optional; not in the spec's field list: docs/decisions.md). */
  field_countdown_date: v.optional(isoDate),
  /** The word replaced by the days remaining (default "star"). */
  field_countdown_placeholder: v.optional(short),
});

/** A link item (§3 "Link item", §2 "Link items"). */
export const linkItemSchema = record({
  title,
  link: url,
  pagelink: v.optional(url),
  target: v.optional(short),
  icon: v.optional(url),
  field_link_type: v.optional(short),
});

/**
 * A carousel item in any of §3's three variants: image/headline/content, headline/body/cta/link/image,
 * and title/body/btn_title/btn_link/image, which is read as the second (title the headline, btn_title
 * its call to action, btn_link its link), so every carousel draws one shape.
 */
export const carouselItemSchema = v.pipe(
  record({
    headline: v.optional(title),
    /** The third variant's headline. */
    title: v.optional(title),
    body: v.optional(text),
    content: v.optional(text),
    cta: v.optional(short),
    link: v.optional(url),
    image: v.optional(url),
    btn_title: v.optional(short),
    btn_link: v.optional(url),
  }),
  v.forward(
    v.check((item) => item.headline !== undefined || item.title !== undefined, M.title),
    ['headline'],
  ),
  v.transform(({ title, btn_title, btn_link, ...item }) => ({
    ...item,
    headline: (item.headline ?? title)!,
    cta: item.cta ?? btn_title,
    link: item.link ?? btn_link,
  })),
);

export const cardSchema = record({ title, body: text, link: url, image: v.optional(url) });

export const promoSchema = record({ image: url, headline: title, content: text, duration: short, link: url });

export const documentItemSchema = record({
  title,
  pdf: v.optional(url),
  field_kiids_pdf_file: v.optional(url),
  pagelink: v.optional(url),
  icon: v.optional(url),
});

export const serviceSchema = record({
  title,
  field_feature_image: url,
  field_blurb: text,
  /** HTML. */
  field_more_details: html,
});

export const brokerSchema = record({ name: title, img: url, rank: short, info: text });

export const FX_FEATURE_PAIRS = ['USD/PHP', 'CNY/PHP', 'CNY/USD'] as const;

/**
 * The FX feature table's rows from an FX bulletin's rates: the one source of every rate a page or a
 * store screen shows (the content service answers the FX feature from the current bulletin).
 */
export function fxFeatureOf(rates: readonly { pair: string; buyRate: number; sellRate: number }[]) {
  return FX_FEATURE_PAIRS.flatMap((pair) => {
    const rate = rates.find((r) => r.pair === pair);
    return rate ? [{ pair, buyRate: rate.buyRate, sellRate: rate.sellRate }] : [];
  });
}
const fxRate = v.pipe(v.number(M.rate), v.gtValue(0, M.rate), v.maxValue(1_000_000, M.rate));
export const fxFeatureSchema = record({
  pair: v.picklist(FX_FEATURE_PAIRS, M.choice),
  buyRate: fxRate,
  sellRate: fxRate,
});

export const creditCardSchema = record({
  id: pageId,
  name: title,
  image: url,
  tagline: short,
  features: list(short),
  annualFee: short,
});

/** A solution's product: the product card (features collapsed by default) and its contact. */
export const solutionProductSchema = record({
  title,
  description: text,
  /** HTML; the SHOW PRODUCT FEATURES button shows only when non-empty. */
  features: html,
});

export const SOLUTION_KEYS = ['deposit', 'cash', 'loan', 'fixedincome', 'investment', 'forex', 'insurance'] as const;

export const solutionSchema = record({
  key: v.picklist(SOLUTION_KEYS, M.choice),
  title,
  intro: text,
  products: list(solutionProductSchema),
  services: list(serviceSchema),
  documents: v.optional(list(documentItemSchema)),
});

export const businessBannerSchema = record({ title, body: text, image: url });
export const businessCompleteBannersSchema = record({
  banner: businessBannerSchema,
  depositBanner: businessBannerSchema,
  cashBanner: businessBannerSchema,
  loanBanner: businessBannerSchema,
  investmentBanner: businessBannerSchema,
  forexBanner: businessBannerSchema,
  insuranceBanner: businessBannerSchema,
});
export const businessCompleteDetailSchema = record({
  deposit: solutionSchema,
  cash: solutionSchema,
  loan: solutionSchema,
  fixedincome: solutionSchema,
  investment: solutionSchema,
  forex: solutionSchema,
  insurance: solutionSchema,
});

/** App landing page (§3 "App landing page"). */
export const landingPageSchema = record({
  headline: title,
  image: url,
  banner_section_1: text,
  banner_section_2: text,
  google_play_icon: url,
  google_play_link: url,
  apple_icon: url,
  apple_link: url,
  color: short,
  faq_label: short,
  new_features: short,
  new_features_desc: text,
  other_features: short,
  other_features_desc: text,
  user_guide_label: short,
  exist_customer_label: short,
  new_customer_label: short,
  /** A string, as the spec says ('true' shows the user guide). */
  show_user_guide: short,
});
export const landingFeatureSchema = record({ title, body: text, kind: v.picklist(['new', 'other'], M.choice) });
export const landingFaqSchema = record({ question: title, answer: html });
export const landingStepsSchema = record({ exist_customer_steps: list(text), new_customer_steps: list(text) });

export const billersSchema = record({ title, ReportBody: html });

/** A page of a section (deposits, loans, cards, investments, advisories, promos, tips, newsroom, blog, pages). */
export const pageRecordSchema = record({
  id: pageId,
  title,
  summary: v.optional(text, ''),
  date: v.optional(isoDate),
  image: v.optional(url),
  /** HTML. */
  body: html,
  links: v.optional(list(linkItemSchema)),
  documents: v.optional(list(documentItemSchema)),
  /** Promos: promo period and where Learn More goes. */
  duration: v.optional(short),
  link: v.optional(url),
  /** Promos: an ended promo's page redirects to /promo-expired. */
  expired: v.optional(v.boolean(M.flag)),
});
/** A section's list: the pages without their bodies, links and documents. */
export const pageSummarySchema = v.omit(pageRecordSchema, ['body', 'links', 'documents']);
export const pageListSchema = list(pageSummarySchema);
/** What an operator publishes at /admin/api/content/pages/{section}/{id}: the id comes from the address. */
export const pagePublishSchema = record({ ...pageRecordSchema.entries, id: v.optional(pageId) });

/** The content service's keyed records (GET {cms}/{key}), with what each answers. */
export const CONTENT_SCHEMAS = {
  annoucement: list(announcementSchema),
  contactusheader: list(contentBlockSchema),
  contactuscontactlist: list(contentBlockSchema),
  contactusfindstore: list(contentBlockSchema),
  holidaybanner: list(holidayBannerSchema),
  homepagebanners: record({ waysWeCanHelpData: list(cardSchema), financialData: list(cardSchema) }),
  homecarousel: list(carouselItemSchema),
  productbanner: list(carouselItemSchema),
  featuredlist: list(linkItemSchema),
  'list-8': list(record({ title, description: text, link: url })),
  'list-9': list(record({ title, body: text, icon: url })),
  creditcardbanners: list(carouselItemSchema),
  creditcards: list(creditCardSchema),
  ewbillers: billersSchema,
  landingpage: landingPageSchema,
  'landingpage-features': list(landingFeatureSchema),
  'landingpage-faqs': list(landingFaqSchema),
  'landingpage-guide': list(documentItemSchema),
  'landingpage-steps': landingStepsSchema,
  'businesscomplete-banner': businessCompleteBannersSchema,
  'businesscomplete-detail': businessCompleteDetailSchema,
  promos: list(promoSchema),
  brokers: list(brokerSchema),
  fxfeature: list(fxFeatureSchema),
} as const;

/**
 * What the site reads (parse.ts): the same schemas, except that in the records below each field is
 * a block of its own (a solution is a page, a banner a page's header, the landing page's fields its
 * parts), so a malformed field leaves only that block out and the page shows the rest.
 */
export const CONTENT_VIEWS = {
  ...CONTENT_SCHEMAS,
  homepagebanners: v.partial(CONTENT_SCHEMAS.homepagebanners),
  landingpage: v.partial(CONTENT_SCHEMAS.landingpage),
  'landingpage-steps': v.partial(CONTENT_SCHEMAS['landingpage-steps']),
  'businesscomplete-banner': v.partial(CONTENT_SCHEMAS['businesscomplete-banner']),
  'businesscomplete-detail': v.partial(CONTENT_SCHEMAS['businesscomplete-detail']),
} as const;

/** One page as the site reads it: a page whose title or body failed still shows the rest. */
export const pageViewSchema = v.partial(pageRecordSchema, ['title', 'body']);
