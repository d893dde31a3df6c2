/**
 * The rate-limit counters' PostgreSQL connections commit without waiting for the disk; every other
 * connection (submissions, drafts, mails) waits, as a visitor's acknowledgement needs.
 */
import { describe, expect, it } from 'vitest';
import { openPostgres } from './db.ts';

const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)('PostgreSQL connections (TEST_DATABASE_URL)', () => {
  it('asyncCommit turns synchronous_commit off on every connection of that pool only', async () => {
    const counters = await openPostgres(pgUrl!, undefined, { max: 2, asyncCommit: true });
    const main = await openPostgres(pgUrl!);
    try {
      const settings = await Promise.all(
        [counters, counters, counters, main].map((db) =>
          db.query<{ synchronous_commit: string }>('show synchronous_commit'),
        ),
      );
      expect(settings.map((rows) => rows[0]!.synchronous_commit)).toEqual(['off', 'off', 'off', 'on']);
    } finally {
      await counters.close();
      await main.close();
    }
  });
});
