/** The content data sets' states (site-and-content.md §4). */
import { describe, expect, it } from 'vitest';
import { SILENT_FAILURE_KEYS } from '../../shared/content/types.ts';
import { transitions } from './useContent.ts';

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
