/**
 * The resume limit under concurrency, on both back ends. 1,000 wrong birthdays
 * sent at once (through two storages, i.e. two server instances, on PostgreSQL) must be evaluated
 * at most WRONG_LIMIT times; a burst with the right birthday last must not find it. Prints how many
 * guesses were evaluated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WRONG_LIMIT, type ResumeResult } from './drafts.ts';
import { openStorage, type Storage } from './index.ts';
import { BACKENDS, type Backend } from './test-backends.ts';

const BIRTHDAY = '1979-11-30';
const FIELDS = { customeremail: 'ana@example.ph', DateOfBirth: BIRTHDAY, FirstName: 'Ana' };
const wrongDay = (i: number) => new Date(Date.UTC(1930, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);

const tally = (results: ResumeResult[]) => {
  const count: Record<string, number> = {};
  for (const r of results) count[r.status] = (count[r.status] ?? 0) + 1;
  return count;
};

describe.each(BACKENDS)('resume limit under 1,000 concurrent guesses ($name)', ({ name, make }) => {
  let backend: Backend;
  let a: Storage;
  let b: Storage;

  beforeAll(async () => {
    backend = await make();
    a = await openStorage(backend.options());
    // A second server instance on the same database (PGlite: one process owns the directory).
    b = name === 'PostgreSQL' ? await openStorage(backend.options()) : a;
  });
  afterAll(async () => {
    if (b !== a) await b?.close();
    await a?.close();
    await backend?.cleanup();
  });

  const newDraft = async () => (await a.drafts.save(undefined, undefined, BIRTHDAY, FIELDS)).id;

  it('1,000 wrong birthdays at once: at most WRONG_LIMIT are evaluated, the rest are locked', async () => {
    const id = await newDraft();
    const results = await Promise.all(
      Array.from({ length: 1000 }, (_, i) => (i % 2 ? b : a).drafts.resume(id, wrongDay(i))),
    );
    const t = tally(results);
    console.log(`[item 7] ${name}: 1,000 concurrent wrong guesses: ${t.wrong ?? 0} evaluated, ${t.locked ?? 0} locked`);
    expect(t.wrong).toBe(WRONG_LIMIT);
    expect(t.locked).toBe(1000 - WRONG_LIMIT);
    // and the owner is locked out for the window too: the right birthday now gets no answer
    expect((await a.drafts.resume(id, BIRTHDAY)).status).toBe('locked');
  });

  for (const burst of [200, 1000]) {
    it(`a burst of ${burst} with the right birthday last does not find it`, async () => {
      const id = await newDraft();
      const guesses = [...Array.from({ length: burst - 1 }, (_, i) => wrongDay(i)), BIRTHDAY];
      const results = await Promise.all(guesses.map((g, i) => (i % 2 ? b : a).drafts.resume(id, g)));
      const t = tally(results);
      const evaluated = (t.wrong ?? 0) + (t.ok ?? 0);
      console.log(
        `[item 7] ${name}: burst of ${burst}, right birthday last: ${evaluated} evaluated, ` +
          `found: ${t.ok ? 'yes' : 'no'}`,
      );
      expect(t.wrong).toBe(WRONG_LIMIT);
      expect(t.ok ?? 0).toBe(0);
    });
  }
});
