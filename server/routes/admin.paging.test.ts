/**
 * The operator API pages past its newest 10,000 rows (cursor paging), and the
 * housekeeping purges expired drafts and old mails, on both back ends. Prints rows reached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { openPglite, openPostgres, type Db } from '../storage/db.ts';
import { openStorage, type Storage } from '../storage/index.ts';
import { migrate } from '../storage/migrations.ts';
import { outboxStore } from '../storage/outbox.ts';
import { listSubmissionsPage, MAX_LIST_LIMIT } from '../storage/submissions.ts';
import { BACKENDS, type Backend } from '../storage/test-backends.ts';

const TOKEN = 'test-operator-token-0123456789abcdef';
const AUTH = { Authorization: `Bearer ${TOKEN}` };

describe.each(BACKENDS)('paging and purging ($name)', ({ make }) => {
  let backend: Backend;
  let db: Db;
  beforeAll(async () => {
    backend = await make();
    const o = backend.options();
    db = o.databaseUrl ? await openPostgres(o.databaseUrl) : await openPglite(o.dataDir);
    await migrate(db);
  });
  afterAll(async () => {
    await db?.close();
    await backend?.cleanup();
  });

  it(`reaches every one of ${MAX_LIST_LIMIT + 50} rows, newest first, each once`, async () => {
    const total = MAX_LIST_LIMIT + 50;
    await db.query(
      `insert into submissions (id, form, fields, received_at)
       select 'row-' || n, 'callback', '{}'::jsonb, now() - make_interval(secs => $1 - n)
       from generate_series(1, $1) as n`,
      [total],
    );
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await listSubmissionsPage(db, { form: 'callback', limit: MAX_LIST_LIMIT, cursor });
      seen.push(...page.items.map((s) => s.id));
      cursor = page.next;
      pages++;
    } while (cursor);
    console.log(`[item 13] ${total} submissions: ${seen.length} reached in ${pages} pages`);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    expect(seen[0]).toBe(`row-${total}`);
    expect(seen[seen.length - 1]).toBe('row-1');
  });

  it('purges mails older than the retention, keeps the recent ones', async () => {
    const outbox = outboxStore(db);
    const recent = await outbox.send({ to: 'a@example.ph', subject: 's', body: 'b' });
    await db.query(
      `insert into outbox (id, recipient, subject, body, sent_at) values ('old-mail', 'b@example.ph', 's', 'b', now() - interval '40 days')`,
    );
    expect(await outbox.purge(new Date(Date.now() - 30 * 86_400_000))).toBe(1);
    const left = (await outbox.list()).map((m) => m.id);
    expect(left).toContain(recent.id);
    expect(left).not.toContain('old-mail');
  });
});

describe('the operator API pages with a cursor (HTTP)', () => {
  let storage: Storage;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    storage = await openStorage();
    app = createApp({ storage, adminToken: TOKEN, logger: { info: () => {}, error: (l) => console.error(l) } });
    for (let i = 0; i < 25; i++) await storage.addSubmission('leadgen', { n: i });
    for (let i = 0; i < 5; i++) await storage.outbox.send({ to: `m${i}@example.ph`, subject: 's', body: 'b' });
  });
  afterAll(() => storage?.close());

  it('submissions: X-Next-Cursor and Link lead through every page; the body stays a list', async () => {
    const ns: number[] = [];
    let url: string | null = '/admin/api/submissions?form=leadgen&limit=10';
    let pages = 0;
    while (url) {
      const res = await app.request(url, { headers: AUTH });
      expect(res.status).toBe(200);
      const rows = (await res.json()) as { fields: { n: number } }[];
      ns.push(...rows.map((r) => r.fields.n));
      const link = res.headers.get('link');
      url = link ? /^<([^>]+)>; rel="next"$/.exec(link)![1]! : null;
      if (url) expect(url).toContain(`cursor=${res.headers.get('x-next-cursor')}`);
      pages++;
    }
    expect(pages).toBe(3);
    expect(ns).toEqual(Array.from({ length: 25 }, (_, i) => 24 - i));
  });

  it('outbox pages too; a bad cursor is 400', async () => {
    const first = await app.request('/admin/api/outbox?limit=3', { headers: AUTH });
    expect(((await first.json()) as unknown[]).length).toBe(3);
    const next = await app.request(`/admin/api/outbox?limit=3&cursor=${first.headers.get('x-next-cursor')}`, {
      headers: AUTH,
    });
    expect(((await next.json()) as unknown[]).length).toBe(2);
    expect(next.headers.get('x-next-cursor')).toBeNull();
    expect((await app.request('/admin/api/outbox?cursor=abc', { headers: AUTH })).status).toBe(400);
    expect((await app.request('/admin/api/submissions?cursor=1;drop', { headers: AUTH })).status).toBe(400);
  });
});
