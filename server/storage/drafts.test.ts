/**
 * Saved time deposit applications (application-forms.md §4 "Save"/"Resume", §6, §7 calls 7 and 8):
 * unguessable reference ids, updates in place, resume only with the right birthday, at most
 * WRONG_LIMIT wrong birthdays per WRONG_WINDOW_MINUTES, expiry after DRAFT_TTL_DAYS, removal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Db } from './db.ts';
import {
  DRAFT_TTL_DAYS,
  WRONG_LIMIT,
  WRONG_WINDOW_MINUTES,
  draftStore,
  newDraftKey,
  newReferenceId,
  type DraftStore,
} from './drafts.ts';
import { migrate } from './migrations.ts';

const DAY = 86_400_000;
const MINUTE = 60_000;
const BIRTHDAY = '1990-05-17';
const WRONG = '1990-05-18';
const KEY = /^[A-Za-z0-9_-]{43}$/;
const FIELDS = { customeremail: 'juan@example.com', DateOfBirth: BIRTHDAY, FirstName: 'Juan', PhoneNo: '0281234567' };

let db: Db;
let drafts: DraftStore;

beforeAll(async () => {
  db = await openPglite(); // in memory
  await migrate(db);
  drafts = draftStore(db);
});
afterAll(async () => {
  await db?.close();
});

const row = async (id: string) =>
  (
    await db.query<{ wrong_count: number; birthday: string }>(
      'select wrong_count, birthday from td_drafts where reference_id = $1',
      [id],
    )
  )[0];

describe('constants', () => {
  it('are the documented limits', () => {
    expect(WRONG_LIMIT).toBe(5);
    expect(WRONG_WINDOW_MINUTES).toBe(15);
    expect(DRAFT_TTL_DAYS).toBe(30);
  });
});

describe('reference ids', () => {
  it('are 128 random bits as 22 base64url characters, never repeated', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newReferenceId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from([...ids][0]!, 'base64url')).toHaveLength(16);
  });

  it('save answers such an id', async () => {
    const id = (await drafts.save(undefined, undefined, BIRTHDAY, FIELDS)).id;
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const other = (await drafts.save(undefined, undefined, BIRTHDAY, FIELDS)).id;
    expect(other).not.toBe(id);
  });
});

describe('save and resume', () => {
  it('resume with the right birthday gives the saved fields', async () => {
    const id = (await drafts.save(undefined, undefined, BIRTHDAY, FIELDS)).id;
    expect(await drafts.resume(id, BIRTHDAY)).toEqual({
      status: 'ok',
      fields: FIELDS,
      key: expect.stringMatching(KEY),
    });
  });

  it('a second save with the reference id and its draft key updates the same draft', async () => {
    const { id, key } = await drafts.save(undefined, undefined, BIRTHDAY, FIELDS);
    expect(key).toMatch(KEY);
    const again = await drafts.save(id, key, BIRTHDAY, { ...FIELDS, FirstName: 'Pedro' });
    expect(again).toEqual({ id, key });
    expect(await drafts.resume(id, BIRTHDAY)).toEqual({
      status: 'ok',
      fields: { ...FIELDS, FirstName: 'Pedro' },
      key: expect.stringMatching(KEY),
    });
    expect((await db.query('select 1 from td_drafts where reference_id = $1', [id])).length).toBe(1);
  });

  it('a save with the link but another birthday makes a new draft and leaves the owner’s alone', async () => {
    const id = (await drafts.save(undefined, undefined, BIRTHDAY, FIELDS)).id;
    const other = (await drafts.save(id, undefined, '1991-01-31', { ...FIELDS, FirstName: 'Intruder' })).id;
    expect(other).not.toBe(id);
    // the right birthday without the key: a new draft too (a save never tests a birthday)
    const again = (await drafts.save(id, undefined, BIRTHDAY, { ...FIELDS, FirstName: 'Intruder' })).id;
    expect(again).not.toBe(id);
    // a wrong key likewise
    const guessed = (await drafts.save(id, newDraftKey(), BIRTHDAY, { ...FIELDS, FirstName: 'Intruder' })).id;
    expect(guessed).not.toBe(id);
    expect(await drafts.resume(id, BIRTHDAY)).toEqual({
      status: 'ok',
      fields: FIELDS,
      key: expect.stringMatching(KEY),
    });
  });

  it('a save naming an unknown reference id creates a new draft', async () => {
    const unknown = newReferenceId();
    const id = (await drafts.save(unknown, newDraftKey(), BIRTHDAY, FIELDS)).id;
    expect(id).not.toBe(unknown);
    expect(await drafts.resume(unknown, BIRTHDAY)).toEqual({ status: 'missing' });
    expect((await drafts.resume(id, BIRTHDAY)).status).toBe('ok');
  });

  it('a save naming an expired draft creates a new one', async () => {
    const id = (await drafts.save(undefined, undefined, BIRTHDAY, FIELDS)).id;
    await db.query(`update td_drafts set expires_at = now() - interval '1 minute' where reference_id = $1`, [id]);
    const fresh = (await drafts.save(id, undefined, BIRTHDAY, FIELDS)).id;
    expect(fresh).not.toBe(id);
    expect(await drafts.resume(id, BIRTHDAY)).toEqual({ status: 'missing' });
  });

  it('an unknown reference id is missing', async () => {
    expect(await drafts.resume(newReferenceId(), BIRTHDAY)).toEqual({ status: 'missing' });
  });

  it('a wrong birthday is wrong, and never shows the fields', async () => {
    const id = (await drafts.save(undefined, undefined, BIRTHDAY, FIELDS)).id;
    const r = await drafts.resume(id, WRONG);
    expect(r).toEqual({ status: 'wrong' });
  });

  it('remove deletes the draft, only with its birthday, counted like a resume', async () => {
    const id = (await drafts.save(undefined, undefined, BIRTHDAY, FIELDS)).id;
    expect(await drafts.remove(id, '1991-01-31')).toBe('wrong');
    expect((await row(id))!.wrong_count).toBe(1);
    expect((await drafts.resume(id, BIRTHDAY)).status).toBe('ok');
    expect(await drafts.remove(id, BIRTHDAY)).toBe('ok');
    expect(await drafts.resume(id, BIRTHDAY)).toEqual({ status: 'missing' });
  });
});

describe(`expiry after ${DRAFT_TTL_DAYS} days`, () => {
  it('lives 30 days after its last save, then is missing', async () => {
    const id = (await drafts.save(undefined, undefined, BIRTHDAY, FIELDS)).id;
    const now = Date.now();
    expect((await drafts.resume(id, BIRTHDAY, new Date(now + 29 * DAY))).status).toBe('ok');
    expect(await drafts.resume(id, BIRTHDAY, new Date(now + 30 * DAY + MINUTE))).toEqual({ status: 'missing' });
    expect(await drafts.resume(id, BIRTHDAY, new Date(now + 31 * DAY))).toEqual({ status: 'missing' });
  });

  it('a later save extends the life', async () => {
    const { id, key } = await drafts.save(undefined, undefined, BIRTHDAY, FIELDS);
    await db.query(`update td_drafts set expires_at = now() + interval '1 day' where reference_id = $1`, [id]);
    expect(await drafts.resume(id, BIRTHDAY, new Date(Date.now() + 2 * DAY))).toEqual({ status: 'missing' });
    await drafts.save(id, key, BIRTHDAY, FIELDS);
    expect((await drafts.resume(id, BIRTHDAY, new Date(Date.now() + 29 * DAY))).status).toBe('ok');
  });
});

describe(`at most ${WRONG_LIMIT} wrong birthdays in ${WRONG_WINDOW_MINUTES} minutes`, () => {
  it('locks after the 5th wrong birthday, even for the right one, with the seconds left', async () => {
    const id = (await drafts.save(undefined, undefined, BIRTHDAY, FIELDS)).id;
    const t0 = Date.now();
    for (let i = 0; i < WRONG_LIMIT; i++) {
      expect(await drafts.resume(id, WRONG, new Date(t0 + i * MINUTE)), `attempt ${i + 1}`).toEqual({
        status: 'wrong',
      });
    }
    const locked = await drafts.resume(id, BIRTHDAY, new Date(t0 + 5 * MINUTE));
    expect(locked).toEqual({ status: 'locked', retryAfterSeconds: 10 * 60 });
    expect(await drafts.resume(id, WRONG, new Date(t0 + 14 * MINUTE))).toEqual({
      status: 'locked',
      retryAfterSeconds: 60,
    });
    // a locked attempt is not counted
    expect((await row(id))!.wrong_count).toBe(WRONG_LIMIT);
  });

  it('four wrong birthdays do not lock', async () => {
    const id = (await drafts.save(undefined, undefined, BIRTHDAY, FIELDS)).id;
    const t0 = Date.now();
    for (let i = 0; i < WRONG_LIMIT - 1; i++) await drafts.resume(id, WRONG, new Date(t0 + i * 1000));
    expect((await drafts.resume(id, BIRTHDAY, new Date(t0 + 10_000))).status).toBe('ok');
  });

  it('works again once the window has passed, and a success clears the count', async () => {
    const id = (await drafts.save(undefined, undefined, BIRTHDAY, FIELDS)).id;
    const t0 = Date.now();
    for (let i = 0; i < WRONG_LIMIT; i++) await drafts.resume(id, WRONG, new Date(t0 + i * 1000));
    expect((await drafts.resume(id, BIRTHDAY, new Date(t0 + 15 * MINUTE - 1000))).status).toBe('locked');
    expect(await drafts.resume(id, BIRTHDAY, new Date(t0 + 15 * MINUTE))).toEqual({
      status: 'ok',
      fields: FIELDS,
      key: expect.stringMatching(KEY),
    });
    expect((await row(id))!.wrong_count).toBe(0);
    // a fresh window: 5 more wrong ones are needed to lock again
    const t1 = t0 + 16 * MINUTE;
    for (let i = 0; i < WRONG_LIMIT - 1; i++) await drafts.resume(id, WRONG, new Date(t1 + i * 1000));
    expect((await drafts.resume(id, BIRTHDAY, new Date(t1 + 10_000))).status).toBe('ok');
  });

  it('a wrong birthday after the window starts a new window of its own', async () => {
    const id = (await drafts.save(undefined, undefined, BIRTHDAY, FIELDS)).id;
    const t0 = Date.now();
    for (let i = 0; i < WRONG_LIMIT; i++) await drafts.resume(id, WRONG, new Date(t0 + i * 1000));
    const t1 = t0 + 20 * MINUTE;
    expect(await drafts.resume(id, WRONG, new Date(t1))).toEqual({ status: 'wrong' });
    expect((await row(id))!.wrong_count).toBe(1);
    expect((await drafts.resume(id, BIRTHDAY, new Date(t1 + 1000))).status).toBe('ok');
  });

  it('the limit is per reference id', async () => {
    const a = (await drafts.save(undefined, undefined, BIRTHDAY, FIELDS)).id;
    const b = (await drafts.save(undefined, undefined, BIRTHDAY, FIELDS)).id;
    const t0 = Date.now();
    for (let i = 0; i < WRONG_LIMIT; i++) await drafts.resume(a, WRONG, new Date(t0 + i * 1000));
    expect((await drafts.resume(a, BIRTHDAY, new Date(t0 + 10_000))).status).toBe('locked');
    expect((await drafts.resume(b, BIRTHDAY, new Date(t0 + 10_000))).status).toBe('ok');
  });
});

describe('draft keys', () => {
  it('a resume hands out a fresh key; the one before stops updating the draft', async () => {
    const { id, key } = await drafts.save(undefined, undefined, BIRTHDAY, FIELDS);
    const resumed = await drafts.resume(id, BIRTHDAY);
    if (resumed.status !== 'ok') throw new Error('resume failed');
    expect(resumed.key).not.toBe(key);
    expect((await drafts.save(id, key, BIRTHDAY, FIELDS)).id).not.toBe(id);
    expect(await drafts.save(id, resumed.key, BIRTHDAY, { ...FIELDS, FirstName: 'Ana' })).toEqual({
      id,
      key: resumed.key,
    });
  });

  it('a wrong birthday issues no key', async () => {
    const { id } = await drafts.save(undefined, undefined, BIRTHDAY, FIELDS);
    const before = (
      await db.query<{ key_hash: string }>('select key_hash from td_drafts where reference_id = $1', [id])
    )[0];
    expect(await drafts.resume(id, WRONG)).toEqual({ status: 'wrong' });
    const after = (
      await db.query<{ key_hash: string }>('select key_hash from td_drafts where reference_id = $1', [id])
    )[0];
    expect(after).toEqual(before);
  });

  it('only a hash of the key is stored', async () => {
    const { id, key } = await drafts.save(undefined, undefined, BIRTHDAY, FIELDS);
    const [r] = await db.query<{ key_hash: string }>('select key_hash from td_drafts where reference_id = $1', [id]);
    expect(r!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(r!.key_hash).not.toContain(key);
  });
});

describe('purging expired drafts', () => {
  it('deletes the drafts that expired, and only those', async () => {
    const live = (await drafts.save(undefined, undefined, BIRTHDAY, FIELDS)).id;
    const dead = (await drafts.save(undefined, undefined, BIRTHDAY, FIELDS)).id;
    await db.query(`update td_drafts set expires_at = now() - interval '1 minute' where reference_id = $1`, [dead]);
    const purged = await drafts.purgeExpired();
    expect(purged).toBeGreaterThanOrEqual(1);
    const left = await db.query<{ reference_id: string }>(
      'select reference_id from td_drafts where reference_id = any($1)',
      [[live, dead]],
    );
    expect(left.map((r) => r.reference_id)).toEqual([live]);
  });
});
