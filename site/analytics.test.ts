import { afterEach, describe, expect, it } from 'vitest';
import { analyticsPath, noopAnalytics, setAnalytics, track } from './analytics.ts';

describe('issue 15 item 12: page views carry no reference id', () => {
  afterEach(() => setAnalytics(noopAnalytics));
  it('strips the resume link id', () => {
    const seen: string[] = [];
    setAnalytics({ pageView: (p) => seen.push(p), event() {} });
    track.pageView('/forms/timedeposit/Hmx6XGvhcV_lWry_MS-MoQ');
    track.pageView('/forms/timedeposit');
    track.pageView('/deposits/timedeposit/thankyou');
    expect(seen).toEqual(['/forms/timedeposit/:id', '/forms/timedeposit', '/deposits/timedeposit/thankyou']);
    expect(analyticsPath('/Forms/TimeDeposit/abc')).toBe('/Forms/TimeDeposit/:id');
  });
});
