/** Lenient parsing of content: a malformed value costs only its own block. */
import { describe, expect, it } from 'vitest';
import { SAMPLE_CONTENT, SAMPLE_PAGES } from './sample.ts';
import { parseLenient } from './parse.ts';
import { CONTENT_SCHEMAS, CONTENT_VIEWS, pageListSchema, pageViewSchema } from './schema.ts';
import { CONTENT_KEYS } from './types.ts';

const good = { title: 'Holiday schedule', body: '<p>Closed</p>' };

describe('parseLenient', () => {
  it('keeps well-formed content as it is, for every keyed record (and drops nothing)', () => {
    for (const key of CONTENT_KEYS) {
      expect(parseLenient(CONTENT_VIEWS[key], SAMPLE_CONTENT[key]), key).toEqual({
        ok: true,
        value: SAMPLE_CONTENT[key],
        left: [],
      });
    }
  });

  it('a list leaves out its malformed items (object title, array body, wrong types, missing fields) and keeps the rest', () => {
    const input = [
      { ...good, title: { en: 'x' } },
      good,
      { ...good, body: ['<p>x</p>'] },
      42,
      { title: 'no body' },
      { ...good, title: 'Second' },
    ];
    const r = parseLenient(CONTENT_SCHEMAS.annoucement, input);
    expect(r).toEqual({
      ok: true,
      value: [good, { ...good, title: 'Second' }],
      left: [
        { path: '0.title', message: 'content.errors.title' },
        { path: '2.body', message: 'content.errors.html' },
        { path: '3', message: 'content.errors.record' },
        { path: '4.body', message: 'content.errors.html' },
      ],
    });
  });

  it('a record that is not of its outline is left out whole', () => {
    expect(parseLenient(CONTENT_SCHEMAS.annoucement, { title: 'x' })).toMatchObject({ ok: false });
    expect(parseLenient(CONTENT_SCHEMAS.ewbillers, { title: 'Billers', ReportBody: { html: 1 } })).toEqual({
      ok: false,
      left: [{ path: 'ReportBody', message: 'content.errors.html' }],
    });
    expect(parseLenient(CONTENT_SCHEMAS.annoucement, null)).toMatchObject({ ok: false });
    // a list is not a record, even one whose fields are all optional blocks
    expect(parseLenient(CONTENT_VIEWS.landingpage, [SAMPLE_CONTENT.landingpage])).toEqual({
      ok: false,
      left: [{ path: '', message: 'content.errors.record' }],
    });
  });

  it('a malformed optional field is left out; unknown fields are dropped', () => {
    const slide = { headline: 'Save', image: { src: 'x' }, cta: 'Go', link: 'javascript:alert(1)', extra: 1 };
    expect(parseLenient(CONTENT_SCHEMAS.homecarousel, [slide])).toEqual({
      ok: true,
      value: [{ headline: 'Save', cta: 'Go' }],
      left: [
        { path: '0.link', message: 'content.errors.url' },
        { path: '0.image', message: 'content.errors.url' },
      ],
    });
  });

  it('a list nested in a record keeps its good items (a solution with one bad product)', () => {
    const detail = structuredClone(SAMPLE_CONTENT['businesscomplete-detail']);
    const bad = { ...detail.cash.products[0]!, features: 7 } as unknown as (typeof detail.cash.products)[0];
    detail.cash.products = [bad, ...detail.cash.products];
    const r = parseLenient(CONTENT_VIEWS['businesscomplete-detail'], detail);
    expect(r.ok && r.value.cash?.products).toEqual(SAMPLE_CONTENT['businesscomplete-detail'].cash.products);
    expect(r.left).toEqual([{ path: 'cash.products.0.features', message: 'content.errors.html' }]);
  });

  it('records whose fields are blocks of their own: a malformed solution leaves only that solution out', () => {
    const detail = { ...SAMPLE_CONTENT['businesscomplete-detail'], cash: { title: ['x'] } };
    const r = parseLenient(CONTENT_VIEWS['businesscomplete-detail'], detail);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.cash).toBeUndefined();
    expect(r.value.deposit).toEqual(SAMPLE_CONTENT['businesscomplete-detail'].deposit);
    // the operator's schema refuses the same record whole
    expect(parseLenient(CONTENT_SCHEMAS['businesscomplete-detail'], detail).ok).toBe(false);
  });

  it('a page whose body failed keeps its title, links and documents; a bad date is left out', () => {
    const sample = SAMPLE_PAGES.pages.find((p) => p.links?.length || p.documents?.length)!;
    const r = parseLenient(pageViewSchema, { ...sample, body: ['<p>x</p>'], date: 'yesterday' });
    expect(r).toMatchObject({ ok: true, value: { id: sample.id, title: sample.title } });
    if (!r.ok) return;
    expect(r.value.body).toBeUndefined();
    expect(r.value.date).toBeUndefined();
    expect(r.value.links).toEqual(sample.links);
    expect(r.value.documents).toEqual(sample.documents);
    expect(r.left.map((l) => l.path).sort()).toEqual(['body', 'date']);
  });

  it("a section's list leaves out a page without a usable id or title", () => {
    const list = [
      { id: 'ok', title: 'Fine', summary: 's' },
      { id: 'x', title: { t: 1 }, summary: 's' },
      { id: '../etc', title: 'Bad id' },
      { id: 'also-ok', title: 'Also fine' },
    ];
    const r = parseLenient(pageListSchema, list);
    expect(r.ok && r.value.map((p) => p.id)).toEqual(['ok', 'also-ok']);
    expect(r.ok && r.value[1]!.summary).toBe('');
  });

  it('a list over its size limit is left out whole (not truncated)', () => {
    expect(
      parseLenient(
        CONTENT_SCHEMAS.annoucement,
        Array.from({ length: 501 }, () => good),
      ),
    ).toMatchObject({
      ok: false,
      left: [{ path: '', message: 'content.errors.list' }],
    });
  });
});
