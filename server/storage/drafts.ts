/**
 * Saved time deposit applications (call 7) and their resume (call 8). A reference id is 128 random
 * bits (unguessable); resuming needs the applicant's birthday too, with at most WRONG_LIMIT wrong
 * birthdays per reference id in WRONG_WINDOW; drafts expire DRAFT_TTL after their last save and are
 * deleted when the application is submitted.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from './db.ts';

export const DRAFT_TTL_DAYS = 30;
export const WRONG_LIMIT = 5;
export const WRONG_WINDOW_MINUTES = 15;

export type ResumeResult =
  | { status: 'ok'; fields: Record<string, string> }
  | { status: 'wrong' }
  | { status: 'locked'; retryAfterSeconds: number }
  | { status: 'missing' };

interface Row {
  fields: unknown;
  birthday: string;
  expires_at: Date | string;
  wrong_count: number;
  wrong_since: Date | string | null;
}

export const newReferenceId = () => randomBytes(16).toString('base64url');

const parse = (x: unknown) => (typeof x === 'string' ? JSON.parse(x) : x) as Record<string, string>;

export interface DraftStore {
  /**
   * Saves and returns the reference id. With `referenceId` of a live draft of the same birthday, that
   * draft is updated; otherwise (someone else's link, another birthday) a new draft is made, so a
   * link alone can never overwrite an applicant's saved answers.
   */
  save(referenceId: string | undefined, birthday: string, fields: Record<string, string>): Promise<string>;
  resume(referenceId: string, birthday: string, now?: Date): Promise<ResumeResult>;
  /** Deletes a draft on submit; only with its birthday, so a link alone cannot destroy it. */
  remove(referenceId: string, birthday: string): Promise<void>;
}

export function draftStore(db: Queryable): DraftStore {
  return {
    async save(referenceId, birthday, fields) {
      if (referenceId) {
        const updated = await db.query<{ reference_id: string }>(
          `update td_drafts set fields = $2::jsonb, birthday = $3, saved_at = now(),
             expires_at = now() + make_interval(days => $4)
           where reference_id = $1 and birthday = $3 and expires_at > now() returning reference_id`,
          [referenceId, JSON.stringify(fields), birthday, DRAFT_TTL_DAYS],
        );
        if (updated.length) return referenceId;
      }
      const id = newReferenceId();
      await db.query(
        `insert into td_drafts (reference_id, fields, birthday, expires_at)
         values ($1, $2::jsonb, $3, now() + make_interval(days => $4))`,
        [id, JSON.stringify(fields), birthday, DRAFT_TTL_DAYS],
      );
      return id;
    },

    async resume(referenceId, birthday, now = new Date()) {
      const [row] = await db.query<Row>(
        'select fields, birthday, expires_at, wrong_count, wrong_since from td_drafts where reference_id = $1',
        [referenceId],
      );
      if (!row || new Date(row.expires_at) <= now) return { status: 'missing' };
      const windowStart = row.wrong_since ? new Date(row.wrong_since) : undefined;
      const windowOpen = windowStart && now.getTime() - windowStart.getTime() < WRONG_WINDOW_MINUTES * 60_000;
      if (windowOpen && row.wrong_count >= WRONG_LIMIT) {
        const retry = Math.ceil((windowStart.getTime() + WRONG_WINDOW_MINUTES * 60_000 - now.getTime()) / 1000);
        return { status: 'locked', retryAfterSeconds: Math.max(1, retry) };
      }
      if (row.birthday !== birthday) {
        await db.query(
          windowOpen
            ? 'update td_drafts set wrong_count = wrong_count + 1 where reference_id = $1'
            : 'update td_drafts set wrong_count = 1, wrong_since = $2 where reference_id = $1',
          windowOpen ? [referenceId] : [referenceId, now.toISOString()],
        );
        return { status: 'wrong' };
      }
      await db.query('update td_drafts set wrong_count = 0, wrong_since = null where reference_id = $1', [referenceId]);
      return { status: 'ok', fields: parse(row.fields) };
    },

    async remove(referenceId, birthday) {
      await db.query('delete from td_drafts where reference_id = $1 and birthday = $2', [referenceId, birthday]);
    },
  };
}
