/** The shell rules of site-and-content.md §2 "Site shell" (footer, top bar, banner, links, breakpoints). */
import { describe, expect, it } from 'vitest';
import {
  cardHeight,
  cardMargin,
  documentUrl,
  exploreMargin,
  footerVariant,
  linkBehaviour,
  showsCardsEmail,
  showsDepositInsurance,
  showsHolidayBanner,
  showsTopBar,
  slidesPerView,
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
  it('breakpoints: carousels, services, explore margin, card height', () => {
    expect(slidesPerView(1280, false)).toBe(1);
    expect([slidesPerView(1280, true), slidesPerView(959, true), slidesPerView(599, true)]).toEqual([3, 2, 1]);
    expect(visibleServices(5, 1280, false)).toEqual({ shown: 3, toggle: true });
    expect(visibleServices(5, 959, false)).toEqual({ shown: 2, toggle: true });
    expect(visibleServices(5, 959, true)).toEqual({ shown: 5, toggle: true });
    expect(visibleServices(3, 1280, false)).toEqual({ shown: 3, toggle: false });
    expect([1901, 1900, 1601, 1600, 1402, 1401, 600, 599].map(exploreMargin)).toEqual([
      300, 250, 250, 160, 160, 100, 100, 0,
    ]);
    expect([cardHeight(400), cardHeight(401)]).toEqual([285, 230]);
    expect([cardMargin(599), cardMargin(600)]).toEqual([8, 12]);
  });
});
