/** The content data sets' states (site-and-content.md §4). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_CONTENT, SAMPLE_PAGES } from '../../shared/content/sample.ts';
import { CONTENT_VIEWS, pageListSchema, pageViewSchema } from '../../shared/content/schema.ts';
import { CONTENT_PATHS, SILENT_FAILURE_KEYS } from '../../shared/content/types.ts';
import { parsed, readContent, transitions } from './useContent.ts';

describe('content states', () => {
  it('a request sets loading and clears error; success stores the payload', () => {
    const failed = transitions.failed(undefined, false, false);
    expect(failed).toMatchObject({ status: 'error', error: true, data: null });
    expect(transitions.requested(failed)).toMatchObject({ status: 'loading', error: false });
    expect(transitions.succeeded([1, 2])).toEqual({ status: 'success', error: false, data: [1, 2], notFound: false });
  });
  it('a failure sets error, except for the holiday banner and the home page, where error stays false', () => {
    expect(transitions.failed(undefined, true, false)).toMatchObject({ status: 'error', error: false });
    expect(SILENT_FAILURE_KEYS).toEqual(
      expect.arrayContaining(['holidaybanner', 'homepagebanners', 'homecarousel', 'productbanner']),
    );
    expect(SILENT_FAILURE_KEYS).not.toContain('contactuscontactlist');
  });
  it('a 404 is marked as not found (an unknown {id})', () => {
    expect(transitions.failed(undefined, false, true).notFound).toBe(true);
  });
});

describe('what the site makes of a malformed record (§8: logged, no message)', () => {
  afterEach(() => vi.restoreAllMocks());
  const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => {});
  const good = { title: 'Holiday schedule', body: '<p>Closed</p>' };

  it('an announcement whose title is an object is left out and logged; the page goes on', () => {
    const warn = warnings();
    const state = parsed(CONTENT_PATHS.annoucement, CONTENT_VIEWS.annoucement, [{ title: { en: 'Hi' }, body: 'x' }]);
    expect(state).toEqual({ status: 'success', error: false, data: [], notFound: false });
    expect(warn).toHaveBeenCalledWith('content /api/annoucement: left out "0.title" (content.errors.title)');
  });

  it('the well-formed items of a list stay', () => {
    warnings();
    const state = parsed(CONTENT_PATHS.annoucement, CONTENT_VIEWS.annoucement, [{ ...good, body: [1] }, good]);
    expect(state.data).toEqual([good]);
  });

  it('a record malformed as a whole is an error without a message (its block is left out, no Try again)', () => {
    const warn = warnings();
    const state = parsed(CONTENT_PATHS.ewbillers, CONTENT_VIEWS.ewbillers, 'not a record');
    expect(state).toEqual({ status: 'error', error: false, data: null, notFound: false });
    expect(warn).toHaveBeenCalledWith('content /api/ewbillers: left out the whole record (content.errors.record)');
  });

  it("a page whose body failed keeps the rest; a section's list keeps its good pages", () => {
    warnings();
    const sample = SAMPLE_PAGES.advisories[0]!;
    const page = parsed('/cms/pages/advisories/x', pageViewSchema, { ...sample, body: { html: 1 } });
    expect(page.status).toBe('success');
    expect(page.data).toMatchObject({ id: sample.id, title: sample.title });
    expect(page.data?.body).toBeUndefined();
    const list = readContent('/cms/pages/advisories', pageListSchema, [
      { id: 'a', title: 'A' },
      { id: 'b', title: 7 },
    ]);
    expect(list?.map((p) => p.id)).toEqual(['a']);
  });

  it('well-formed content passes through unchanged, without a log line', () => {
    const warn = warnings();
    expect(
      parsed(CONTENT_PATHS.homepagebanners, CONTENT_VIEWS.homepagebanners, SAMPLE_CONTENT.homepagebanners).data,
    ).toEqual(SAMPLE_CONTENT.homepagebanners);
    expect(warn).not.toHaveBeenCalled();
  });
});
