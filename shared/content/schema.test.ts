/** The content schemas: the sample content fits them; malformed shapes do not. */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { englishText } from '../i18n/english.ts';
import { SAMPLE_CONTENT, SAMPLE_PAGES } from './sample.ts';
import {
  carouselItemSchema,
  CONTENT_LIMITS,
  CONTENT_SCHEMAS,
  isSafeLink,
  pagePublishSchema,
  pageRecordSchema,
  pageSummarySchema,
} from './schema.ts';
import { CONTENT_KEYS } from './types.ts';

const announcement = { title: 'Holiday schedule', body: '<p>Closed on <b>Dec 25</b></p>' };

describe('content schemas', () => {
  it('cover every keyed record, and the sample content and pages fit them', () => {
    expect(Object.keys(CONTENT_SCHEMAS).sort()).toEqual([...CONTENT_KEYS].sort());
    for (const key of CONTENT_KEYS) {
      const r = v.safeParse(CONTENT_SCHEMAS[key], SAMPLE_CONTENT[key]);
      expect(
        r.issues?.map((i) => `${i.path?.map((p) => p.key).join('.')}: ${i.message}`),
        key,
      ).toBeUndefined();
    }
    for (const pages of Object.values(SAMPLE_PAGES)) {
      for (const page of pages) {
        expect(v.safeParse(pageRecordSchema, page).success, page.id).toBe(true);
        expect(v.safeParse(pagePublishSchema, page).success, page.id).toBe(true);
      }
    }
  });

  it.each([
    ['an object title', [{ ...announcement, title: { en: 'x' } }]],
    ['an array body', [{ ...announcement, body: ['<p>x</p>'] }]],
    ['a number title', [{ ...announcement, title: 42 }]],
    ['a blank title', [{ ...announcement, title: '   ' }]],
    ['a missing body', [{ title: 'x' }]],
    ['a null item', [null]],
    ['an unknown field', [{ ...announcement, imgae: '/x.png' }]],
    ['a huge title', [{ ...announcement, title: 'x'.repeat(CONTENT_LIMITS.title + 1) }]],
    ['a huge body', [{ ...announcement, body: 'x'.repeat(CONTENT_LIMITS.html + 1) }]],
    ['too many items', Array.from({ length: CONTENT_LIMITS.items + 1 }, () => announcement)],
    ['an object instead of a list', announcement],
  ])('refuse an announcement with %s', (_, input) => {
    expect(v.safeParse(CONTENT_SCHEMAS.annoucement, input).success).toBe(false);
  });

  it('every message is a key of the content namespace (or the spec-generic ones) with English text', () => {
    const bad = [{ title: 1, body: [], extra: 1 }, 'x', null];
    const r = v.safeParse(CONTENT_SCHEMAS.annoucement, bad);
    for (const issue of r.issues ?? []) expect(englishText(issue.message), issue.message).toBeTruthy();
  });

  it("carousel items in each of §3's three variants, read as one shape", () => {
    const read = (item: unknown) => v.parse(carouselItemSchema, item);
    expect(read({ image: '/a.png', headline: 'Save', content: 'More' })).toEqual({
      image: '/a.png',
      headline: 'Save',
      content: 'More',
    });
    expect(read({ headline: 'Save', body: 'More', cta: 'Go', link: '/loans', image: '/a.png' })).toMatchObject({
      headline: 'Save',
      cta: 'Go',
      link: '/loans',
    });
    expect(read({ title: 'Save', body: 'More', btn_title: 'Go', btn_link: '/loans', image: '/a.png' })).toEqual({
      headline: 'Save',
      body: 'More',
      cta: 'Go',
      link: '/loans',
      image: '/a.png',
    });
    // A headline (or the third variant's title) is what an item cannot do without.
    expect(v.safeParse(carouselItemSchema, { body: 'More', btn_title: 'Go' }).success).toBe(false);
    expect(v.safeParse(carouselItemSchema, { title: 'Save', btn_link: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('links: paths and http(s), mailto: and tel: addresses; never javascript:, data: or vbscript:', () => {
    for (const ok of ['/loans', 'content/docs/x.pdf', '\\/files\\/x.pdf', 'https://x.example/a', 'mailto:a@b.ph', ''])
      expect(isSafeLink(ok), ok).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:x',
      'java\tscript:x',
      '\u0001javascript:x',
      'data:text/html,x',
    ])
      expect(isSafeLink(bad), bad).toBe(false);
    const card = { title: 'Save', body: 'x', link: 'javascript:alert(1)' };
    expect(v.safeParse(CONTENT_SCHEMAS.homepagebanners, { waysWeCanHelpData: [card], financialData: [] }).success).toBe(
      false,
    );
  });

  it('pages: a real date, a boolean expired flag, the id in the address form; summaries omit the body', () => {
    const page = { id: 'a-page', title: 'A page', body: '<p>x</p>' };
    expect(v.parse(pageRecordSchema, page).summary).toBe('');
    expect(v.safeParse(pageRecordSchema, { ...page, date: '2026-02-30' }).success).toBe(false);
    expect(v.safeParse(pageRecordSchema, { ...page, expired: 'yes' }).success).toBe(false);
    expect(v.safeParse(pageRecordSchema, { ...page, id: '../x' }).success).toBe(false);
    expect(v.safeParse(pageSummarySchema, { id: 'a', title: 'A', summary: 's' }).success).toBe(true);
    expect(v.safeParse(pageSummarySchema, page).success).toBe(false);
  });
});
