/**
 * Saved time deposit applications (call 7) and their resume (call 8). A reference id is 128 random
 * bits (unguessable); resuming needs the applicant's birthday too, with at most WRONG_LIMIT wrong
 * birthdays per reference id in WRONG_WINDOW; drafts expire DRAFT_TTL after their last save and are
 * deleted when the application is submitted.
 *
 * Updating a draft needs its **draft key** (256 random bits, stored as a sha256): handed out by the
 * save that created the draft and, freshly, by every successful resume, and kept by the widget in
 * the tab beside its draft. A save without the key never looks at the draft it names, not even at
 * its birthday: it makes a new draft, so saves are no birthday oracle and cannot overwrite anybody's
 * answers (docs/decisions.md "The draft key (time deposit save and resume)").
 *
 * Every birthday check is one atomic UPDATE (the count and the verdict in one statement, the row
 * lock serialising concurrent guesses), so the limit holds under any number of concurrent guesses
 * and any number of server instances on one PostgreSQL.
 */
import { randomBytes } from 'node:crypto';
import type { Queryable } from './db.ts';
import { hashKey, newKey } from './keys.ts';

export const DRAFT_TTL_DAYS = 30;
export const WRONG_LIMIT = 5;
export const WRONG_WINDOW_MINUTES = 15;

export type ResumeResult =
  | { status: 'ok'; fields: Record<string, string>; key: string }
  | { status: 'wrong' }
  | { status: 'locked'; retryAfterSeconds: number }
  | { status: 'missing' };

export interface SaveResult {
  id: string;
  /** The draft key: required by the next save of this draft. */
  key: string;
}

export const newReferenceId = () => randomBytes(16).toString('base64url');
export const newDraftKey = newKey;

const parse = (x: unknown) => (typeof x === 'string' ? JSON.parse(x) : x) as Record<string, string>;

export interface DraftStore {
  /**
   * Saves and returns the reference id and the draft key. With the reference id of a live draft
   * and that draft's key, that draft is updated (the key stays valid); otherwise a new draft is
   * made, whatever the birthday: a link alone can never read, test or overwrite a saved draft.
   */
  save(
    referenceId: string | undefined,
    key: string | undefined,
    birthday: string,
    fields: Record<string, string>,
  ): Promise<SaveResult>;
  /** The right birthday answers the fields and a fresh draft key (the previous key stops working). */
  resume(referenceId: string, birthday: string, now?: Date): Promise<ResumeResult>;
  /**
   * Deletes a draft on submit, only with its birthday, checked under the same limit as a resume
   * (so a submit is no birthday oracle either). The result is never shown to the client.
   */
  remove(referenceId: string, birthday: string, now?: Date): Promise<ResumeResult['status']>;
  /** Deletes drafts that expired before `now`; the number deleted. */
  purgeExpired(now?: Date): Promise<number>;
}

/**
 * One guess, atomically: when the window is open and full nothing is evaluated (no row); otherwise
 * the verdict, the new count and (for the right birthday) the new key hash in one statement.
 * $1 id, $2 birthday, $3 now, $4 window minutes, $5 limit, $6 new key hash (or null: keep).
 */
const ATTEMPT = `
  update td_drafts d set
    wrong_count = case when d.birthday = $2 then 0
                       when d.wrong_since is not null and d.wrong_since > $3::timestamptz - make_interval(mins => $4)
                         then d.wrong_count + 1
                       else 1 end,
    wrong_since = case when d.birthday = $2 then null
                       when d.wrong_since is not null and d.wrong_since > $3::timestamptz - make_interval(mins => $4)
                         then d.wrong_since
                       else $3::timestamptz end,
    key_hash = case when d.birthday = $2 and $6::text is not null then $6::text else d.key_hash end
  where d.reference_id = $1
    and d.expires_at > $3::timestamptz
    and not (d.wrong_since is not null
             and d.wrong_since > $3::timestamptz - make_interval(mins => $4)
             and d.wrong_count >= $5)
  returning d.birthday = $2 as ok, d.fields`;

interface StateRow {
  expires_at: Date | string;
  wrong_since: Date | string | null;
}

export function draftStore(db: Queryable): DraftStore {
  async function attempt(
    referenceId: string,
    birthday: string,
    now: Date,
    newKeyHash: string | null,
  ): Promise<{ status: 'ok'; fields: Record<string, string> } | Exclude<ResumeResult, { status: 'ok' }>> {
    const [row] = await db.query<{ ok: boolean; fields: unknown }>(ATTEMPT, [
      referenceId,
      birthday,
      now.toISOString(),
      WRONG_WINDOW_MINUTES,
      WRONG_LIMIT,
      newKeyHash,
    ]);
    if (row) return row.ok ? { status: 'ok', fields: parse(row.fields) } : { status: 'wrong' };
    // Not evaluated: gone, or locked. Reading the state now reveals nothing about the birthday.
    const [state] = await db.query<StateRow>('select expires_at, wrong_since from td_drafts where reference_id = $1', [
      referenceId,
    ]);
    if (!state || new Date(state.expires_at) <= now) return { status: 'missing' };
    const since = state.wrong_since ? new Date(state.wrong_since).getTime() : now.getTime();
    const retry = Math.ceil((since + WRONG_WINDOW_MINUTES * 60_000 - now.getTime()) / 1000);
    return { status: 'locked', retryAfterSeconds: Math.max(1, retry) };
  }

  return {
    async save(referenceId, key, birthday, fields) {
      if (referenceId && key) {
        const updated = await db.query<{ reference_id: string }>(
          `update td_drafts set fields = $2::jsonb, birthday = $3, saved_at = now(),
             expires_at = now() + make_interval(days => $4)
           where reference_id = $1 and key_hash = $5 and expires_at > now() returning reference_id`,
          [referenceId, JSON.stringify(fields), birthday, DRAFT_TTL_DAYS, hashKey(key)],
        );
        if (updated.length) return { id: referenceId, key };
      }
      const id = newReferenceId();
      const fresh = newDraftKey();
      await db.query(
        `insert into td_drafts (reference_id, fields, birthday, expires_at, key_hash)
         values ($1, $2::jsonb, $3, now() + make_interval(days => $4), $5)`,
        [id, JSON.stringify(fields), birthday, DRAFT_TTL_DAYS, hashKey(fresh)],
      );
      return { id, key: fresh };
    },

    async resume(referenceId, birthday, now = new Date()) {
      const key = newDraftKey();
      const result = await attempt(referenceId, birthday, now, hashKey(key));
      return result.status === 'ok' ? { ...result, key } : result;
    },

    async remove(referenceId, birthday, now = new Date()) {
      const result = await attempt(referenceId, birthday, now, null);
      if (result.status === 'ok') await db.query('delete from td_drafts where reference_id = $1', [referenceId]);
      return result.status;
    },

    async purgeExpired(now = new Date()) {
      const rows = await db.query<{ reference_id: string }>(
        'delete from td_drafts where expires_at <= $1 returning reference_id',
        [now.toISOString()],
      );
      return rows.length;
    },
  };
}
