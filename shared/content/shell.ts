/**
 * Rules of the site shell (site-and-content.md §2 "Site shell", "Routes"), as pure functions of the
 * path so they can be unit-tested and shared by the site's pieces.
 */
import type * as v from 'valibot';
import type { linkItemSchema } from './schema.ts';

/** Mobile breakpoint: width 936 or less (bottom navigation, dialog host full screen). */
export const MOBILE_MAX_WIDTH = 936;

const lower = (path: string) => (path.replace(/\/+$/, '') || '/').toLowerCase();

/** The store-screen routes (served by the kiosk build): no top bar, no holiday banner. */
export const DIGITAL_SCREEN_ROUTES = [
  '/forexrates/store-digitalscreens',
  '/forexrates/store-digitalscreens-marquee',
] as const;

export function isDigitalScreenRoute(path: string): boolean {
  return (DIGITAL_SCREEN_ROUTES as readonly string[]).includes(lower(path));
}

/** The two routes without the top bar ("which: not shown"): the digital screens (docs/decisions.md). */
export const showsTopBar = (path: string) => !isDigitalScreenRoute(path);

/** The holiday banner hides on the digital-screens routes (and shows only when an image is configured). */
export const showsHolidayBanner = (path: string, image: string | undefined | null) =>
  !!image && !isDigitalScreenRoute(path);

export const isBusinessPath = (path: string) => /^\/business(\/|$)/.test(lower(path));

/** Business product links on business paths, the personal sitemap elsewhere. */
export const footerVariant = (path: string): 'business' | 'personal' =>
  isBusinessPath(path) ? 'business' : 'personal';

/** "Deposits are insured up to P1 Million per depositor": only on home, deposits and business home. */
export function showsDepositInsurance(path: string): boolean {
  const p = lower(path);
  return p === '/' || p === '/business' || p === '/deposits' || p.startsWith('/deposits/');
}

/** The cards e-mail shows in the footer on credit card pages. */
export function showsCardsEmail(path: string): boolean {
  return /^\/(creditcards|cards)(\/|$)/.test(lower(path));
}

/** A link item of the content service (§3 "Link item", §2 "Link items"). */
export type LinkItem = v.InferOutput<typeof linkItemSchema>;

/**
 * How a link item opens: `target` 'new' -> a new tab; field_link_type 'External' -> a plain link,
 * anything else -> an internal route (client-side).
 */
export function linkBehaviour(item: Pick<LinkItem, 'target' | 'field_link_type'>): {
  external: boolean;
  newTab: boolean;
} {
  return { external: item.field_link_type === 'External', newTab: item.target === 'new' };
}

/**
 * A document's URL: the configured application domain plus the item's path, escaped slashes ("\/")
 * normalised (§7 "Document URLs"). Absolute URLs are kept.
 */
export function documentUrl(domain: string, path: string): string {
  const clean = path.replace(/\\+\//g, '/').trim();
  if (/^https?:\/\//i.test(clean)) return clean;
  return `${domain.replace(/\/+$/, '')}/${clean.replace(/^\/+/, '')}`;
}

/**
 * Carousel slides per view (§4 "Carousels: 1 slide, or 2 to 3 for multi-cards"): a card carousel
 * shows 3 cards, 2 at width 959 or less (the services grid's breakpoint), phones included: one card
 * a view would make every page a lone card.
 */
export function slidesPerView(width: number, multi: boolean): number {
  if (!multi) return 1;
  return width <= 959 ? 2 : 3;
}

/**
 * The pages of a carousel of `count` items, `per` a view: as many as fill them, the last one ending on
 * the last item (it may repeat some of the page before) so that no page shows a lone item unless a
 * view holds one. Each page: the index of its first item and how many it shows.
 */
export function carouselPages(count: number, per: number): { start: number; size: number }[] {
  const size = Math.max(1, Math.min(per, count));
  const pages = Math.max(1, Math.ceil(count / size));
  return Array.from({ length: pages }, (_, i) => ({ start: Math.max(0, Math.min(i * size, count - size)), size }));
}

/** Services grid: 3 cards (2 at width 959 or less) until SEE ALL SERVICES; no toggle for 3 or fewer (§2). */
export function visibleServices(total: number, width: number, expanded: boolean): { shown: number; toggle: boolean } {
  const initial = width <= 959 ? 2 : 3;
  return { shown: expanded ? total : Math.min(total, initial), toggle: total > 3 };
}

/** Card height: 285 at width 400 or less, else 230 (§9). */
export const cardHeight = (width: number) => (width <= 400 ? 285 : 230);

/**
 * The space between cards of a card carousel, by the §9 599 px "card margin" breakpoint: 8 px each
 * side at 599 or less (a phone: one card, the most room for it), else 12 (the values are ours).
 */
export const cardMargin = (width: number) => (width <= 599 ? 8 : 12);
