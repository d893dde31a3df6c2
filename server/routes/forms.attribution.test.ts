/**
 * Attribution: a submission's origin, path, partner, campaign and utm_* arrive in a header
 * beside the form's entries, are stored in a column of their own (never among the payload's
 * fields), filter the operator list (`?partner=`) and are counted per partner and form
 * (`/admin/api/leads/summary`). Malformed or personal attribution never fails a valid submission.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTRIBUTION_HEADER, attributionOf } from '../../shared/api/attribution.ts';
import { VALID_CALLBACK } from '../../shared/callback/fixtures.ts';
import { PATHS } from '../../shared/config.ts';
import { createApp } from '../app.ts';
import { openStorage, type Storage } from '../storage/index.ts';

const TOKEN = 'test-operator-token-0123456789abcdef';
const AUTH = { Authorization: `Bearer ${TOKEN}` };
let storage: Storage;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  storage = await openStorage();
  app = createApp({ storage, adminToken: TOKEN, logger: { info() {}, error() {} } });
});
afterAll(async () => {
  await storage?.close();
});

const valid = VALID_CALLBACK;

async function send(header?: string, origin?: string) {
  const res = await app.request(`${PATHS.callback}?${new URLSearchParams(valid)}`, {
    headers: {
      ...(header === undefined ? {} : { [ATTRIBUTION_HEADER]: header }),
      ...(origin ? { Origin: origin } : {}),
    },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: string }).id;
}

type Row = { id: string; form: string; fields: Record<string, unknown>; attribution?: Record<string, string> };
async function list(query: string) {
  const res = await app.request(`/admin/api/submissions?${query}`, { headers: AUTH });
  return { status: res.status, rows: res.status === 200 ? ((await res.json()) as Row[]) : [] };
}

describe('attribution of submissions', () => {
  it('is stored beside the fields, and the operator list filters by partner', async () => {
    const page = new URL('https://dealer.example/cars/vios?utm_source=fb&utm_campaign=yearend&name=Ana');
    const a = await send(attributionOf(page, { partner: 'dealer-0042', campaign: 'year-end' }));
    const b = await send(attributionOf(page, { partner: 'dealer-0099' }));
    const c = await send();
    const { rows } = await list('partner=dealer-0042');
    expect(rows.map((r) => r.id)).toEqual([a]);
    expect(rows[0]!.attribution).toEqual({
      origin: 'https://dealer.example',
      path: '/cars/vios',
      partner: 'dealer-0042',
      campaign: 'year-end',
      utm_source: 'fb',
      utm_campaign: 'yearend',
    });
    // The payload is the spec's six entries, nothing added.
    expect(Object.keys(rows[0]!.fields).sort()).toEqual(Object.keys(valid).sort());
    const all = (await list('form=callback')).rows;
    expect(all.find((r) => r.id === b)?.attribution?.partner).toBe('dealer-0099');
    expect(all.find((r) => r.id === c)).not.toHaveProperty('attribution');
    expect((await list('form=callback&partner=dealer-0099')).rows.map((r) => r.id)).toEqual([b]);
    expect((await list('partner=nobody')).rows).toEqual([]);
  });

  it('never fails a valid submission; personal or malformed parts are left out', async () => {
    const id = await send(
      new URLSearchParams({
        origin: 'https://x.example',
        path: '/p',
        partner: '09171234567',
        utm_term: 'ok',
        utm_content: '=HYPERLINK("https://evil.example")',
      }).toString(),
    );
    const junk = await send('%%%not-a-query');
    const rows = (await list('form=callback')).rows;
    expect(rows.find((r) => r.id === id)?.attribution).toEqual({
      origin: 'https://x.example',
      path: '/p',
      utm_term: 'ok',
    });
    expect(rows.find((r) => r.id === junk)).not.toHaveProperty('attribution');
  });

  it('counts leads per partner and form', async () => {
    const res = await app.request('/admin/api/leads/summary', { headers: AUTH });
    expect(res.status).toBe(200);
    const summary = (await res.json()) as unknown[];
    // None of these requests carried an Origin (as a same-origin GET): claimed, not verified.
    expect(summary).toEqual([
      { partner: 'dealer-0042', form: 'callback', leads: 1, mismatched: 0, unverified: 1 },
      { partner: 'dealer-0099', form: 'callback', leads: 1, mismatched: 0, unverified: 1 },
      { partner: null, form: 'callback', leads: 3, mismatched: 0, unverified: 1 },
    ]);
    expect((await app.request('/admin/api/leads/summary')).status).toBe(401);
  });

  it('refuses a partner or campaign that is not a label (400), and stores nothing', async () => {
    const page = { origin: 'https://dealer.example', path: '/cars' };
    const before = (await list('form=callback')).rows.length;
    const attacks = [
      'dealer\u200B-0042', // zero-width space: a second partner that looks the same
      'dealer-\u202E2400', // bidi override
      '=HYPERLINK("https://evil.example","dealer-0042")',
      '+dealer',
      '-dealer',
      '@dealer',
      '<img src=x onerror=alert(1)>',
      'dealer 0042',
      'dealеr-0042', // Cyrillic e
      'x'.repeat(101),
    ];
    let refused = 0;
    for (const partner of attacks) {
      for (const key of ['partner', 'campaign']) {
        const res = await app.request(`${PATHS.callback}?${new URLSearchParams(valid)}`, {
          headers: { [ATTRIBUTION_HEADER]: new URLSearchParams({ ...page, [key]: partner }).toString() },
        });
        expect(res.status, `${key}=${JSON.stringify(partner)}`).toBe(400);
        const body = (await res.json()) as { error: string; fields: Record<string, string> };
        expect(body.error).toBe('invalid');
        expect(Object.keys(body.fields)).toEqual([key]);
        refused++;
      }
    }
    console.log(`attribution: ${refused} of ${attacks.length * 2} hostile partner/campaign values refused with 400`);
    expect((await list('form=callback')).rows.length).toBe(before);
  });

  it("stores the request's Origin beside the claimed one and marks a mismatch in the list and summary", async () => {
    const claim = (partner: string) =>
      new URLSearchParams({ origin: 'https://www.eastwestbanker.com', path: '/loans', partner }).toString();
    const honest = await send(claim('honest-1'), 'https://www.eastwestbanker.com');
    const forged = await send(claim('forger-1'), 'https://evil.example');
    const opaque = await send(claim('forger-1'), 'null');
    const rows = (await list('form=callback')).rows as (Row & { requestOrigin?: string; originCheck?: string })[];
    const row = (id: string) => rows.find((r) => r.id === id)!;
    expect(row(honest)).toMatchObject({ requestOrigin: 'https://www.eastwestbanker.com', originCheck: 'match' });
    expect(row(forged)).toMatchObject({ requestOrigin: 'https://evil.example', originCheck: 'mismatch' });
    expect(row(opaque)).toMatchObject({ requestOrigin: 'null', originCheck: 'mismatch' });
    // The claim itself is kept as claimed: the mark says it does not hold.
    expect(row(forged).attribution?.origin).toBe('https://www.eastwestbanker.com');
    const summary = (await (await app.request('/admin/api/leads/summary', { headers: AUTH })).json()) as {
      partner: string | null;
      leads: number;
      mismatched: number;
    }[];
    expect(summary.find((r) => r.partner === 'honest-1')).toMatchObject({ leads: 1, mismatched: 0, unverified: 0 });
    expect(summary.find((r) => r.partner === 'forger-1')).toMatchObject({ leads: 2, mismatched: 2, unverified: 0 });
    // A garbled Origin is stored as opaque, never as written.
    const garbled = await send(claim('forger-2'), '<script>x</script>');
    const again = (await list('partner=forger-2')).rows[0] as Row & { requestOrigin?: string; originCheck?: string };
    expect(again).toMatchObject({ id: garbled, requestOrigin: 'null', originCheck: 'mismatch' });
  });

  it('answers a bad partner filter with 400', async () => {
    expect((await list(`partner=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await list('partner=')).status).toBe(400);
    expect((await list('partner=a&partner=b')).status).toBe(400);
  });

  it('lets partner pages send the header cross-origin (preflight)', async () => {
    const res = await app.request(PATHS.callback, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://dealer.example',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': ATTRIBUTION_HEADER.toLowerCase(),
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-ew-attribution');
  });
});
