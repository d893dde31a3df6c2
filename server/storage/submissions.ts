/** Stored form submissions: what the operator API lists. Fields are kept as the schema output them. */
import { randomUUID } from 'node:crypto';
import type { Attribution } from '../../shared/api/attribution.ts';
import { FORM_NAMES, type FormName } from '../../shared/config.ts';
import type { Queryable } from './db.ts';
import { RateLimited, windowStart, type LimitedHit } from './limits.ts';

export interface Submission {
  id: string;
  form: FormName;
  /** ISO 8601, UTC. */
  receivedAt: string;
  fields: Record<string, unknown>;
  /** Where it came from, when the widget said: beside the payload, never in it. */
  attribution?: Attribution;
  /**
   * The Origin header of the request that brought it (requestOriginOf): what the browser says the
   * page was, beside what the page claimed (`attribution.origin`).
   */
  requestOrigin?: string;
  /**
   * With an attribution: `match` when the request's Origin is the claimed origin, `mismatch` when it
   * is another (or opaque), `unverified` when the request carried none (a same-origin GET, a script).
   */
  originCheck?: OriginCheck;
}

export type OriginCheck = 'match' | 'mismatch' | 'unverified';

export function originCheckOf(claimed: string, requestOrigin: string | undefined): OriginCheck {
  return requestOrigin === undefined ? 'unverified' : requestOrigin === claimed ? 'match' : 'mismatch';
}

export const DEFAULT_LIST_LIMIT = 1000;
export const MAX_LIST_LIMIT = 10_000;

interface Row {
  id: string;
  form: string;
  received_at: Date | string;
  fields: unknown;
  attribution: unknown;
  request_origin: string | null;
}

const COLUMNS = 'id, form, received_at, fields, attribution, request_origin';

export function isFormName(value: unknown): value is FormName {
  return typeof value === 'string' && (FORM_NAMES as readonly string[]).includes(value);
}

function toSubmission(row: Row): Submission {
  // Both drivers parse jsonb and timestamptz by default; the fallbacks keep us right if a type
  // parser is ever configured differently.
  const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
  const attribution = json(row.attribution) as Attribution | null;
  const requestOrigin = row.request_origin ?? undefined;
  return {
    id: row.id,
    form: row.form as FormName,
    receivedAt: new Date(row.received_at).toISOString(),
    fields: json(row.fields) as Record<string, unknown>,
    ...(attribution ? { attribution } : {}),
    ...(requestOrigin ? { requestOrigin } : {}),
    ...(attribution ? { originCheck: originCheckOf(attribution.origin, requestOrigin) } : {}),
  };
}

/** What a stored row needs beyond what the caller gave. */
interface Pending {
  id: string;
  form: FormName;
  fields: string;
  attribution: string | null;
  requestOrigin: string | null;
  /** Its client's hit, counted by the statement that stores it (LIMITED_BATCH). */
  limit?: { bucket: string; windowStart: string; windowMs: number; max: number };
}

const toStored = (p: Pending, receivedAt: Date | string): Submission =>
  toSubmission({
    id: p.id,
    form: p.form,
    received_at: receivedAt,
    fields: p.fields,
    attribution: p.attribution,
    request_origin: p.requestOrigin,
  });

function pending(
  form: FormName,
  fields: Record<string, unknown>,
  attribution?: Attribution,
  requestOrigin?: string,
  limit?: LimitedHit,
): Pending {
  if (!isFormName(form)) throw new TypeError(`Unknown form: ${String(form)}`);
  const windowMs = limit ? limit.windowSeconds * 1000 : 0;
  return {
    ...(limit
      ? {
          limit: {
            bucket: limit.bucket,
            windowStart: new Date(windowStart(limit.now, windowMs)).toISOString(),
            windowMs,
            max: limit.max,
          },
        }
      : {}),
    id: randomUUID(),
    form,
    // Stringified on purpose: pg would turn a top-level array into a PostgreSQL array literal.
    fields: JSON.stringify(fields),
    attribution: attribution ? JSON.stringify(attribution) : null,
    requestOrigin: requestOrigin ?? null,
  };
}

/**
 * One row, one statement. Only the time comes back: the rest is what was sent (the caller's fields
 * read back from the JSON stored, so the answer is what a listing gives).
 */
async function insertOne(db: Queryable, p: Pending): Promise<Submission> {
  const rows = await db.query<{ received_at: Date | string }>(
    `insert into submissions (id, form, fields, attribution, request_origin)
     values ($1, $2, $3::jsonb, $4::jsonb, $5) returning received_at`,
    [p.id, p.form, p.fields, p.attribution, p.requestOrigin],
  );
  return toStored(p, rows[0]!.received_at);
}

/** Many rows, one statement (one transaction, one commit): in the order given, so seq follows it. */
const INSERT_BATCH = `
  insert into submissions (id, form, fields, attribution, request_origin)
  select id, form, fields::jsonb, attribution::jsonb, request_origin
  from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
    with ordinality as t(id, form, fields, attribution, request_origin, n)
  order by n
  returning id, received_at`;

/**
 * Rows and their clients' hits, one statement (one transaction, one commit): each hit is counted
 * (rate_limits, as LimitStore.hit counts it, a bucket's hits in arrival order) and a row is stored
 * only when its hit is within its limit. Rows without a bucket are stored as INSERT_BATCH stores
 * them. Per row: `received_at` when stored, else its hit (`nth`) and window.
 */
const LIMITED_BATCH = `
  with t as (
    select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[],
                         $6::text[], $7::timestamptz[], $8::int[])
      with ordinality as t(id, form, fields, attribution, request_origin, bucket, window_start, max_hits, n)
  ), counted as (
    insert into rate_limits (bucket, window_start, hits)
    select bucket, max(window_start), count(*)::int from t where bucket is not null
    group by bucket order by bucket
    on conflict (bucket) do update set
      hits = case when excluded.window_start > rate_limits.window_start then excluded.hits
                  else rate_limits.hits + excluded.hits end,
      window_start = greatest(rate_limits.window_start, excluded.window_start)
    returning bucket, hits, window_start
  ), ranked as (
    select t.id, t.form, t.fields, t.attribution, t.request_origin, t.n, t.max_hits, c.window_start,
      (c.hits - count(*) over (partition by t.bucket) + row_number() over (partition by t.bucket order by t.n))::int
        as nth
    from t left join counted c using (bucket)
  ), stored as (
    insert into submissions (id, form, fields, attribution, request_origin)
    select id, form, fields::jsonb, attribution::jsonb, request_origin from ranked
    where nth is null or nth <= max_hits
    order by n
    returning id, received_at
  )
  select r.id, s.received_at, r.nth, r.window_start from ranked r left join stored s using (id)`;

type Waiter = { p: Pending; resolve: (s: Submission) => void; reject: (e: unknown) => void };

/** A batch with hits to count: stored rows resolve, rows over their limit reject with RateLimited. */
async function insertLimited(db: Queryable, batch: readonly Waiter[]): Promise<void> {
  const rows = await db.query<{
    id: string;
    received_at: Date | string | null;
    nth: number | null;
    window_start: Date | string | null;
  }>(LIMITED_BATCH, [
    batch.map((w) => w.p.id),
    batch.map((w) => w.p.form),
    batch.map((w) => w.p.fields),
    batch.map((w) => w.p.attribution),
    batch.map((w) => w.p.requestOrigin),
    batch.map((w) => w.p.limit?.bucket ?? null),
    batch.map((w) => w.p.limit?.windowStart ?? null),
    batch.map((w) => w.p.limit?.max ?? null),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const w of batch) {
    const row = byId.get(w.p.id);
    if (row?.received_at != null) w.resolve(toStored(w.p, row.received_at));
    else if (row && w.p.limit && row.nth != null && row.nth > w.p.limit.max && row.window_start != null)
      w.reject(new RateLimited(new Date(new Date(row.window_start).getTime() + w.p.limit.windowMs)));
    else w.reject(new Error('submission not stored'));
  }
}

export async function addSubmission(
  db: Queryable,
  form: FormName,
  fields: Record<string, unknown>,
  attribution?: Attribution,
  requestOrigin?: string,
): Promise<Submission> {
  return insertOne(db, pending(form, fields, attribution, requestOrigin));
}

/**
 * Submissions written together (group commit): what arrives while a statement is out goes in the
 * next one, one INSERT for the whole batch. A caller's promise resolves only once the statement that
 * holds its row has committed, so an acknowledged submission is stored, exactly as with one
 * statement each. On the embedded database every statement queues on its one connection and each
 * pays its own parse, plan and commit: under a burst of 1,000 that was most of the wait. A batch
 * that fails is retried a row at a time, so one bad row fails only its own request.
 *
 * `inFlight`: how many batch statements may be out at once (1 for PGlite, its one connection; a few
 * on a PostgreSQL pool so one slow commit does not hold everything).
 */
export function submissionWriter(db: Queryable, { inFlight = 1 }: { inFlight?: number } = {}) {
  let queue: Waiter[] = [];
  let out = 0;
  let scheduled = false;

  /** One statement for the batch; rejects (nothing stored) when the database refuses it. */
  async function write(batch: readonly Waiter[]): Promise<void> {
    if (batch.some((w) => w.p.limit)) return insertLimited(db, batch);
    if (batch.length === 1) {
      const [w] = batch;
      w!.resolve(await insertOne(db, w!.p));
      return;
    }
    const rows = await db.query<{ id: string; received_at: Date | string }>(INSERT_BATCH, [
      batch.map((w) => w.p.id),
      batch.map((w) => w.p.form),
      batch.map((w) => w.p.fields),
      batch.map((w) => w.p.attribution),
      batch.map((w) => w.p.requestOrigin),
    ]);
    const at = new Map(rows.map((r) => [r.id, r.received_at]));
    for (const w of batch) {
      const receivedAt = at.get(w.p.id);
      if (receivedAt === undefined) w.reject(new Error('submission not stored'));
      else w.resolve(toStored(w.p, receivedAt));
    }
  }

  async function flush(): Promise<void> {
    scheduled = false;
    if (!queue.length || out >= inFlight) return;
    const batch = queue;
    queue = [];
    out++;
    try {
      await write(batch);
    } catch (err) {
      if (batch.length === 1) batch[0]!.reject(err);
      // Nothing of the batch was stored (one statement): each row on its own, its own answer, in
      // the order they came.
      else for (const w of batch) await write([w]).catch(w.reject);
    } finally {
      out--;
      if (queue.length) schedule();
    }
  }

  // After the I/O of this turn of the event loop: every request read in it joins the batch.
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => void flush());
  };

  return {
    /** `limit`: the client's hit, counted with the row; over the limit, rejects with RateLimited. */
    add(
      form: FormName,
      fields: Record<string, unknown>,
      attribution?: Attribution,
      requestOrigin?: string,
      limit?: LimitedHit,
    ): Promise<Submission> {
      let p: Pending;
      try {
        p = pending(form, fields, attribution, requestOrigin, limit);
      } catch (err) {
        return Promise.reject(err);
      }
      return new Promise((resolve, reject) => {
        queue.push({ p, resolve, reject });
        if (out < inFlight) schedule();
      });
    },
  };
}

export async function listSubmissions(
  db: Queryable,
  form?: FormName,
  limit = DEFAULT_LIST_LIMIT,
): Promise<Submission[]> {
  return (await listSubmissionsPage(db, { form, limit })).items;
}

/** A cursor names the last row of a page (its seq, opaque to clients): the next page starts after it. */
export const CURSOR = /^\d{1,18}$/;

export interface Page<T> {
  items: T[];
  /** The cursor of the next page, when there may be one. */
  next?: string;
}

/**
 * Newest first, `limit` at a time; `cursor` (the previous page's `next`) continues where that page
 * stopped, however many rows there are and however many arrive meanwhile.
 */
export async function listSubmissionsPage(
  db: Queryable,
  {
    form,
    partner,
    limit = DEFAULT_LIST_LIMIT,
    cursor,
  }: { form?: FormName; partner?: string; limit?: number; cursor?: string },
): Promise<Page<Submission>> {
  if (form !== undefined && !isFormName(form)) throw new TypeError(`Unknown form: ${String(form)}`);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIST_LIMIT) {
    throw new RangeError(`limit must be an integer from 1 to ${MAX_LIST_LIMIT}`);
  }
  if (cursor !== undefined && !CURSOR.test(cursor)) throw new RangeError('cursor must be one this API gave');
  // Separate statements with and without a form rather than "$1 is null or form = $1": that keeps
  // the (form, received_at) index usable. seq breaks ties between rows with the same timestamp.
  const where: string[] = [];
  const params: unknown[] = [limit];
  if (form !== undefined) {
    params.push(form);
    where.push(`form = $${params.length}`);
  }
  if (partner !== undefined) {
    params.push(partner);
    where.push(`attribution->>'partner' = $${params.length}`);
  }
  if (cursor !== undefined) {
    params.push(cursor);
    where.push(`(received_at, seq) < (select received_at, seq from submissions where seq = $${params.length})`);
  }
  const rows = await db.query<Row & { seq: string | number }>(
    `select ${COLUMNS}, seq from submissions ${where.length ? `where ${where.join(' and ')}` : ''}
     order by received_at desc, seq desc limit $1`,
    params,
  );
  const items = rows.map(toSubmission);
  return rows.length === limit ? { items, next: String(rows[rows.length - 1]!.seq) } : { items };
}

/**
 * Leads per partner and form: `partner` null for submissions no partner sent. Of those leads,
 * `mismatched` came in a request whose Origin was not the page origin claimed, `unverified` in a
 * request without an Origin (originCheck).
 */
export interface LeadCount {
  partner: string | null;
  form: FormName;
  leads: number;
  mismatched: number;
  unverified: number;
}

export async function leadsSummary(db: Queryable): Promise<LeadCount[]> {
  const rows = await db.query<{
    partner: string | null;
    form: string;
    leads: string | number;
    mismatched: string | number;
    unverified: string | number;
  }>(
    `select attribution->>'partner' as partner, form, count(*) as leads,
       count(*) filter (where attribution is not null and request_origin is not null
                          and request_origin <> attribution->>'origin') as mismatched,
       count(*) filter (where attribution is not null and request_origin is null) as unverified
     from submissions
     group by 1, 2 order by 1 nulls last, 2`,
  );
  return rows.map((r) => ({
    partner: r.partner,
    form: r.form as FormName,
    leads: Number(r.leads),
    mismatched: Number(r.mismatched),
    unverified: Number(r.unverified),
  }));
}
