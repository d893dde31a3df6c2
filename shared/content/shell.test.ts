/** The shell rules of site-and-content.md §2 "Site shell" (footer, top bar, banner, links, breakpoints). */
import { describe, expect, it } from 'vitest';
import {
  cardHeight,
  cardMargin,
  documentUrl,
  footerVariant,
  linkBehaviour,
  showsCardsEmail,
  showsDepositInsurance,
  showsHolidayBanner,
  showsTopBar,
  slidesPerView,
  carouselPages,
  visibleServices,
} from './shell.ts';

describe('footer rules', () => {
  it('business links on business paths, the personal sitemap elsewhere', () => {
    expect(footerVariant('/business')).toBe('business');
    expect(footerVariant('/business/loan-solution')).toBe('business');
    expect(footerVariant('/Business/news/x')).toBe('business');
    expect(footerVariant('/')).toBe('personal');
    expect(footerVariant('/businesses')).toBe('personal');
    expect(footerVariant('/about/business')).toBe('personal');
  });

  it('the P1 Million text only on home, deposits and business home', () => {
    for (const p of ['/', '/deposits/savings', '/deposits/timedeposit', '/deposits', '/business', '/business/'])
      expect(showsDepositInsurance(p), p).toBe(true);
    for (const p of ['/business/deposit-solution', '/loans', '/about', '/depositsx', '/contactus'])
      expect(showsDepositInsurance(p), p).toBe(false);
  });

  it('the cards e-mail on credit card pages', () => {
    for (const p of ['/CreditCards', '/CreditCards/gold', '/cards/debit', '/creditcards/downloadableforms'])
      expect(showsCardsEmail(p), p).toBe(true);
    for (const p of ['/', '/loans', '/business']) expect(showsCardsEmail(p), p).toBe(false);
  });
});

describe('top bar and holiday banner', () => {
  it('no top bar and no banner on the digital-screens routes', () => {
    expect(showsTopBar('/forexrates/store-digitalscreens')).toBe(false);
    expect(showsTopBar('/forexrates/store-digitalscreens-marquee/')).toBe(false);
    expect(showsTopBar('/forexrates')).toBe(true);
    expect(showsHolidayBanner('/forexrates/store-digitalscreens', '/x.svg')).toBe(false);
  });
  it('the banner shows only when an image is configured', () => {
    expect(showsHolidayBanner('/', '/x.svg')).toBe(true);
    expect(showsHolidayBanner('/', '')).toBe(false);
    expect(showsHolidayBanner('/', undefined)).toBe(false);
  });
});

describe('content helpers', () => {
  it('link items: target new -> new tab; External -> plain link; otherwise internal', () => {
    expect(linkBehaviour({ target: 'new', field_link_type: 'External' })).toEqual({ external: true, newTab: true });
    expect(linkBehaviour({ field_link_type: 'Internal' })).toEqual({ external: false, newTab: false });
    expect(linkBehaviour({})).toEqual({ external: false, newTab: false });
  });
  it('document URLs: domain plus path, escaped slashes normalised', () => {
    expect(documentUrl('https://cms.example.ph/', '\\/sites\\/default\\/files\\/a.pdf')).toBe(
      'https://cms.example.ph/sites/default/files/a.pdf',
    );
    expect(documentUrl('', '/content/docs/a.pdf')).toBe('/content/docs/a.pdf');
    expect(documentUrl('https://cms.example.ph', 'https://other.example/b.pdf')).toBe('https://other.example/b.pdf');
  });
  it('breakpoints: carousels, services, card height', () => {
    expect(slidesPerView(1280, false)).toBe(1);
    // 2 to 3 cards a view (§4), phones included: one a view would be a lone card on every page
    expect([1280, 960, 959, 599, 390, 320].map((w) => slidesPerView(w, true))).toEqual([3, 3, 2, 2, 2, 2]);
    expect(visibleServices(5, 1280, false)).toEqual({ shown: 3, toggle: true });
    expect(visibleServices(5, 959, false)).toEqual({ shown: 2, toggle: true });
    expect(visibleServices(5, 959, true)).toEqual({ shown: 5, toggle: true });
    expect(visibleServices(3, 1280, false)).toEqual({ shown: 3, toggle: false });
    expect([cardHeight(400), cardHeight(401)]).toEqual([285, 230]);
    expect([cardMargin(599), cardMargin(600)]).toEqual([8, 12]);
  });
  it('carousel pages: every item shown, no page a lone card unless a view holds one', () => {
    expect(carouselPages(4, 3)).toEqual([
      { start: 0, size: 3 },
      { start: 1, size: 3 },
    ]);
    expect(carouselPages(4, 2)).toEqual([
      { start: 0, size: 2 },
      { start: 2, size: 2 },
    ]);
    expect(carouselPages(2, 3)).toEqual([{ start: 0, size: 2 }]);
    expect(carouselPages(1, 3)).toEqual([{ start: 0, size: 1 }]);
    expect(carouselPages(3, 1)).toEqual([0, 1, 2].map((start) => ({ start, size: 1 })));
    for (let count = 1; count <= 12; count++)
      for (const per of [2, 3]) {
        const pages = carouselPages(count, per);
        const seen = new Set(pages.flatMap(({ start, size }) => Array.from({ length: size }, (_, i) => start + i)));
        expect(seen.size, `${count} at ${per}`).toBe(count);
        for (const { start, size } of pages) {
          expect(start + size, `${count} at ${per}`).toBeLessThanOrEqual(count);
          if (count > 1) expect(size, `${count} at ${per}`).toBeGreaterThan(1);
        }
      }
  });
});
