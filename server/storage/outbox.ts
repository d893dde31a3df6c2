/**
 * E-mails the services send (the time deposit resume link): every mail is kept here, listed to
 * operators with its delivery. Without SMTP the outbox is the delivery ('outbox',
 * local runs); with SMTP a mail is 'pending' until server/mail/delivery.ts has handed it over
 * ('delivered') or given up after its attempts ('failed').
 */
import { randomUUID } from 'node:crypto';
import type { Queryable } from './db.ts';
import { CURSOR, type Page } from './submissions.ts';

export type DeliveryStatus = 'outbox' | 'pending' | 'delivered' | 'failed';

export interface Delivery {
  status: DeliveryStatus;
  /** SMTP attempts so far. */
  attempts: number;
  /** When the next attempt is due (pending only). */
  nextAttemptAt?: string;
  /** The last failure, as the mail server or the connection reported it (no credentials). */
  lastError?: string;
  deliveredAt?: string;
}

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  /** The text part. */
  body: string;
  /** The HTML part, saying what the text says (mails kept before there was one have none). */
  html?: string;
  sentAt: string;
  delivery: Delivery;
}

interface Row {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  html: string | null;
  sent_at: Date | string;
  delivery: DeliveryStatus;
  attempts: number;
  next_attempt_at: Date | string | null;
  last_error: string | null;
  delivered_at: Date | string | null;
  seq?: string | number;
}

const COLUMNS =
  'id, recipient, subject, body, html, sent_at, delivery, attempts, next_attempt_at, last_error, delivered_at';

/** Mails older than this are purged: the outbox is a log, not an archive. */
export const OUTBOX_RETENTION_DAYS = 30;

export interface OutboxStore {
  /** Keeps a mail; `deliver`: SMTP is configured, the mail is pending (due at `now`) until handed over. */
  send(
    mail: Pick<OutboxMail, 'to' | 'subject' | 'body' | 'html'>,
    options?: { deliver?: boolean; now?: Date },
  ): Promise<OutboxMail>;
  /** Newest first. */
  list(limit?: number): Promise<OutboxMail[]>;
  /** Newest first, a page at a time (`cursor`: the previous page's `next`). */
  page(options: { limit: number; cursor?: string }): Promise<Page<OutboxMail>>;
  /** Deletes mails sent before `before`; the number deleted. */
  purge(before: Date): Promise<number>;
  /** Pending mails whose attempt is due at `now`, oldest first. */
  due(now: Date, limit?: number): Promise<string[]>;
  /**
   * Takes a due pending mail for one attempt: counts it and holds it for `leaseMs` (no other server
   * sharing the database takes it meanwhile). Undefined when it is not due or not pending.
   */
  claim(id: string, now: Date, leaseMs: number): Promise<OutboxMail | undefined>;
  delivered(id: string, at: Date): Promise<void>;
  /** A failed attempt: tried again at `retryAt`, or 'failed' for good when there is none. */
  attemptFailed(id: string, error: string, retryAt: Date | undefined): Promise<void>;
  /** Mails waiting for delivery and mails given up on (the metrics). */
  counts(): Promise<{ pending: number; failed: number }>;
}

const iso = (d: Date | string | null) => (d === null ? undefined : new Date(d).toISOString());

const toMail = (r: Row): OutboxMail => {
  const delivery: Delivery = { status: r.delivery, attempts: Number(r.attempts) };
  const next = r.delivery === 'pending' ? iso(r.next_attempt_at) : undefined;
  if (next) delivery.nextAttemptAt = next;
  if (r.last_error) delivery.lastError = r.last_error;
  const delivered = iso(r.delivered_at);
  if (delivered) delivery.deliveredAt = delivered;
  return {
    id: r.id,
    to: r.recipient,
    subject: r.subject,
    body: r.body,
    ...(r.html ? { html: r.html } : {}),
    sentAt: new Date(r.sent_at).toISOString(),
    delivery,
  };
};

export function outboxStore(db: Queryable): OutboxStore {
  const page: OutboxStore['page'] = async ({ limit, cursor }) => {
    if (cursor !== undefined && !CURSOR.test(cursor)) throw new RangeError('cursor must be one this API gave');
    const rows = await db.query<Row>(
      `select ${COLUMNS}, seq from outbox
       ${cursor === undefined ? '' : 'where (sent_at, seq) < (select sent_at, seq from outbox where seq = $2)'}
       order by sent_at desc, seq desc limit $1`,
      cursor === undefined ? [limit] : [limit, cursor],
    );
    const items = rows.map(toMail);
    return rows.length === limit ? { items, next: String(rows[rows.length - 1]!.seq) } : { items };
  };
  return {
    async send(mail, options = {}) {
      const [row] = await db.query<Row>(
        `insert into outbox (id, recipient, subject, body, html, delivery, next_attempt_at)
         values ($1, $2, $3, $4, $5, $6, $7)
         returning ${COLUMNS}`,
        [
          randomUUID(),
          mail.to,
          mail.subject,
          mail.body,
          mail.html ?? null,
          options.deliver ? 'pending' : 'outbox',
          options.deliver ? (options.now ?? new Date()).toISOString() : null,
        ],
      );
      return toMail(row!);
    },
    list: async (limit = 200) => (await page({ limit })).items,
    page,
    async purge(before) {
      const rows = await db.query<{ id: string }>('delete from outbox where sent_at < $1 returning id', [
        before.toISOString(),
      ]);
      return rows.length;
    },
    async due(now, limit = 20) {
      const rows = await db.query<{ id: string }>(
        `select id from outbox where delivery = 'pending' and next_attempt_at <= $1
         order by next_attempt_at, seq limit $2`,
        [now.toISOString(), limit],
      );
      return rows.map((r) => r.id);
    },
    async claim(id, now, leaseMs) {
      // One statement: of two servers claiming at once, only one row update wins.
      const [row] = await db.query<Row>(
        `update outbox set attempts = attempts + 1, next_attempt_at = $3
         where id = $1 and delivery = 'pending' and next_attempt_at <= $2
         returning ${COLUMNS}`,
        [id, now.toISOString(), new Date(now.getTime() + leaseMs).toISOString()],
      );
      return row ? toMail(row) : undefined;
    },
    async delivered(id, at) {
      await db.query(
        `update outbox set delivery = 'delivered', delivered_at = $2, next_attempt_at = null where id = $1`,
        [id, at.toISOString()],
      );
    },
    async counts() {
      const [row] = await db.query<{ pending: string | number; failed: string | number }>(
        `select count(*) filter (where delivery = 'pending') as pending,
                count(*) filter (where delivery = 'failed') as failed
         from outbox where delivery in ('pending', 'failed')`,
      );
      return { pending: Number(row?.pending ?? 0), failed: Number(row?.failed ?? 0) };
    },
    async attemptFailed(id, error, retryAt) {
      await db.query(
        `update outbox set last_error = $2, next_attempt_at = $3,
           delivery = case when $3::timestamptz is null then 'failed' else 'pending' end
         where id = $1`,
        [id, error.slice(0, 500), retryAt ? retryAt.toISOString() : null],
      );
    },
  };
}
