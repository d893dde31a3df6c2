/**
 * Save and resume, attacked over HTTP on both back ends: the save is no birthday oracle, a save
 * cannot overwrite someone's draft without the draft key, the mailed link's origin is PUBLIC_URL
 * whatever the request says, and the service cannot be made to mail an address (or many) without
 * limit. Each test prints its figures (guesses evaluated, mails sent).
 */
import type { Context } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TD_PATHS } from '../../shared/time-deposit/form.ts';
import { createApp } from '../app.ts';
import { DEFAULT_LIMITS } from '../limits.ts';
import { WRONG_LIMIT } from '../storage/drafts.ts';
import { openStorage, type Storage } from '../storage/index.ts';
import { BACKENDS, type Backend } from '../storage/test-backends.ts';

const URL_ = TD_PATHS.application;
const BIRTHDAY = '1984-07-09';
const DRAFT_KEY = 'x-draft-key';

/** Forty birthdays an attacker tries; the victim's is the 11th (as in the issue's report). */
const GUESSES = Array.from({ length: 40 }, (_, i) => {
  const d = new Date(Date.UTC(1984, 6, 9 + i - 10));
  return d.toISOString().slice(0, 10);
});

const save = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return body;
};

const victimFields = (email: string) => ({
  customeremail: email,
  DateOfBirth: BIRTHDAY,
  FirstName: 'Maria',
  LastName: 'Santos',
  preferedstore: '1',
});

describe.each(BACKENDS)('time deposit save and resume under attack ($name)', ({ make }) => {
  let backend: Backend;
  let storage: Storage;
  let app: ReturnType<typeof createApp>;
  let client = 0;
  /** Each test is a new client (its own per-client budget) unless it says otherwise. */
  const post = (body: FormData, init: { client?: string; url?: string; headers?: Record<string, string> } = {}) =>
    app.request(init.url ?? URL_, {
      method: 'POST',
      body,
      headers: { 'x-test-client': init.client ?? `client-${client}`, ...init.headers },
    });

  beforeAll(async () => {
    backend = await make();
    storage = await openStorage(backend.options());
    app = createApp({
      storage,
      adminToken: 'test-operator-token-0123456789abcdef',
      publicUrl: 'https://www.eastwest.example',
      clientAddress: (c: Context) => c.req.header('x-test-client') ?? 'unknown',
      logger: { info: () => {}, error: (l) => console.error(l) },
    } as Parameters<typeof createApp>[0]);
  });
  afterAll(async () => {
    await storage?.close();
    await backend?.cleanup();
  });

  const victimSave = async (email: string) => {
    client++;
    const res = await post(save(victimFields(email)), { client: `victim-${client}` });
    expect(res.status).toBe(200);
    return { id: (await res.text()).trim(), key: res.headers.get(DRAFT_KEY) };
  };

  it('item 1: while resume answers 429, saves with guessed birthdays tell nothing', async () => {
    const victim = await victimSave(`victim1.${Date.now()}@example.ph`);
    client++;
    const wrong = [];
    for (let i = 0; i < WRONG_LIMIT + 1; i++) {
      wrong.push((await post(save({ referenceid: victim.id, DateOfBirth: '1950-01-01' }))).status);
    }
    expect(wrong).toEqual([...Array(WRONG_LIMIT).fill(403), 429]);

    let foundAt = 0;
    const answers = new Set<string>();
    const shapes = new Set<string>();
    for (const [i, guess] of GUESSES.entries()) {
      const res = await post(
        save({ ReferenceId: victim.id, customeremail: 'attacker@evil.example', DateOfBirth: guess }),
        { client: `attacker-${client}-${i}` },
      );
      const id = (await res.text()).trim();
      shapes.add(`${res.status} ${res.headers.get('content-type')} ${/^[\w-]{22}$/.test(id)}`);
      answers.add(id);
      if (id === victim.id && !foundAt) foundAt = i + 1;
    }
    console.log(
      `[item 1] ${GUESSES.length} saves naming a locked reference id: ` +
        (foundAt ? `the birthday fell in ${foundAt} saves` : 'the birthday was never revealed') +
        `; answer shapes: ${[...shapes].join(' | ')}`,
    );
    expect(foundAt, 'a save revealed the birthday').toBe(0);
    expect(answers.has(victim.id)).toBe(false);
    expect(shapes.size).toBe(1);
    // still locked for the owner's resume, and the owner's draft is intact
    expect((await post(save({ referenceid: victim.id, DateOfBirth: BIRTHDAY }))).status).toBe(429);
  });

  it('item 2: a save with the id and the right birthday but without the draft key changes nothing', async () => {
    const email = `victim2.${Date.now()}@example.ph`;
    const victim = await victimSave(email);
    client++;
    const res = await post(
      save({ ReferenceId: victim.id, customeremail: 'attacker@evil.example', DateOfBirth: BIRTHDAY, FirstName: '' }),
    );
    expect(res.status).toBe(200);
    const answered = (await res.text()).trim();
    const back = await post(save({ referenceid: victim.id, DateOfBirth: BIRTHDAY }));
    expect(back.status).toBe(200);
    const draft = (await back.json()) as Record<string, string>;
    console.log(
      `[item 2] after a keyless save with id + birthday: answered ${answered === victim.id ? 'the same' : 'a new'} id; ` +
        `the victim's draft now has e-mail ${draft.customeremail} and first name "${draft.FirstName}"`,
    );
    expect(answered).not.toBe(victim.id);
    expect(draft).toMatchObject({ customeremail: email, FirstName: 'Maria' });
  });

  it('item 2: the key from a save or a resume (this browser session) updates the draft in place', async () => {
    const email = `owner.${Date.now()}@example.ph`;
    const owner = await victimSave(email);
    expect(owner.key).toMatch(/^[\w-]{43}$/);
    const again = await post(save({ ...victimFields(email), ReferenceId: owner.id, FirstName: 'Mariella' }), {
      headers: { [DRAFT_KEY]: owner.key! },
    });
    expect((await again.text()).trim()).toBe(owner.id);
    // a resume in another browser hands out a fresh key, and the old one stops working
    const resumed = await post(save({ referenceid: owner.id, DateOfBirth: BIRTHDAY }));
    expect(await resumed.json()).toMatchObject({ FirstName: 'Mariella' });
    const fresh = resumed.headers.get(DRAFT_KEY)!;
    expect(fresh).toMatch(/^[\w-]{43}$/);
    expect(fresh).not.toBe(owner.key);
    const stale = await post(save({ ...victimFields(email), ReferenceId: owner.id }), {
      headers: { [DRAFT_KEY]: owner.key! },
    });
    expect((await stale.text()).trim()).not.toBe(owner.id);
    const withFresh = await post(save({ ...victimFields('new.address@example.ph'), ReferenceId: owner.id }), {
      headers: { [DRAFT_KEY]: fresh },
    });
    expect((await withFresh.text()).trim()).toBe(owner.id);
  });

  it('item 3: the mailed link takes its origin from PUBLIC_URL, never from the request', async () => {
    const attempts: [string, { url?: string; headers?: Record<string, string> }][] = [
      ['absolute request target', { url: `http://evil.example${URL_}` }],
      ['Host header', { headers: { host: 'evil.example' } }],
      ['X-Forwarded-Host', { headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' } }],
      ['Forwarded', { headers: { forwarded: 'host=evil.example;proto=http' } }],
    ];
    const origins: string[] = [];
    for (const [what, init] of attempts) {
      client++;
      const to = `phish.${client}.${Date.now()}@example.ph`;
      const res = await post(save(victimFields(to)), init);
      expect(res.status, what).toBe(200);
      const mail = (await storage.outbox.list()).find((m) => m.to === to)!;
      const link = /(https?:\/\/\S+\/forms\/timedeposit\/[\w-]+)/.exec(mail.body)![1]!;
      origins.push(`${what}: ${new URL(link).origin}`);
    }
    console.log(`[item 3] mailed link origins: ${origins.join('; ')}`);
    for (const o of origins) expect(o).toMatch(/: https:\/\/www\.eastwest\.example$/);
  });

  it('item 4: 500 saves to one address from one client send at most 3 mails, answered alike', async () => {
    const to = `flooded.${Date.now()}@example.ph`;
    client++;
    const statuses = new Map<number, number>();
    const started = performance.now();
    for (let i = 0; i < 500; i++) {
      const res = await post(save({ ...victimFields(to), FirstName: `<a href="http://evil.example">${i}</a>` }));
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
    const ms = Math.round(performance.now() - started);
    const mails = (await storage.outbox.list(10_000)).filter((m) => m.to === to);
    console.log(
      `[item 4] 500 saves to one address from one client in ${ms} ms: ${mails.length} mails sent; ` +
        `answers ${[...statuses].map(([s, n]) => `${n}×${s}`).join(', ')}`,
    );
    expect(mails.length).toBeLessThanOrEqual(3);
    for (const m of mails) {
      expect(m.body).not.toContain('evil.example');
      expect(m.body).not.toContain('Maria');
    }
  });

  it('item 4: one client mailing many addresses is limited too; the limit shows in no answer', async () => {
    client++;
    const who = `spammer-${client}`;
    const before = (await storage.outbox.list(10_000)).length;
    const statuses = new Map<number, number>();
    for (let i = 0; i < 60; i++) {
      const res = await post(save(victimFields(`target${i}.${Date.now()}@example.ph`)), { client: who });
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
    const sent = (await storage.outbox.list(10_000)).length - before;
    console.log(
      `[item 4] one client, 60 saves to 60 addresses: ${sent} mails sent; ` +
        `answers ${[...statuses].map(([s, n]) => `${n}×${s}`).join(', ')}`,
    );
    expect(sent).toBe(DEFAULT_LIMITS.mailsPerClientPerHour);
    // saves past the mail limit were answered 200 like the others (the 429s are the request limit)
    expect(statuses.get(200)).toBe(DEFAULT_LIMITS.draftCallsPerMinute);
    expect(statuses.get(200)!).toBeGreaterThan(sent);
  });

  it('item 4: a mail limit changes nothing in the answer (same status, shape and headers)', async () => {
    const to = `quiet.${Date.now()}@example.ph`;
    const shapes: string[] = [];
    for (let i = 0; i < 5; i++) {
      client++;
      const res = await post(save(victimFields(to)));
      shapes.push(`${res.status} ${res.headers.get('content-type')} ${res.headers.has(DRAFT_KEY)}`);
    }
    expect(new Set(shapes).size).toBe(1);
  });
});
