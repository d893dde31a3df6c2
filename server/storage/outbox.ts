/** E-mails the reference services "send" (e.g. the time deposit resume link): kept, listed to operators. */
import { randomUUID } from 'node:crypto';
import type { Queryable } from './db.ts';
import { CURSOR, type Page } from './submissions.ts';

export interface OutboxMail {
  id: string;
  to: string;
  subject: string;
  body: string;
  sentAt: string;
}

interface Row {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  sent_at: Date | string;
  seq?: string | number;
}

/** Mails older than this are purged (issue 15 item 13): the outbox is a log, not an archive. */
export const OUTBOX_RETENTION_DAYS = 30;

export interface OutboxStore {
  send(mail: Omit<OutboxMail, 'id' | 'sentAt'>): Promise<OutboxMail>;
  /** Newest first. */
  list(limit?: number): Promise<OutboxMail[]>;
  /** Newest first, a page at a time (`cursor`: the previous page's `next`). */
  page(options: { limit: number; cursor?: string }): Promise<Page<OutboxMail>>;
  /** Deletes mails sent before `before`; the number deleted. */
  purge(before: Date): Promise<number>;
}

const toMail = (r: Row): OutboxMail => ({
  id: r.id,
  to: r.recipient,
  subject: r.subject,
  body: r.body,
  sentAt: new Date(r.sent_at).toISOString(),
});

export function outboxStore(db: Queryable): OutboxStore {
  const page: OutboxStore['page'] = async ({ limit, cursor }) => {
    if (cursor !== undefined && !CURSOR.test(cursor)) throw new RangeError('cursor must be one this API gave');
    const rows = await db.query<Row>(
      `select id, recipient, subject, body, sent_at, seq from outbox
       ${cursor === undefined ? '' : 'where (sent_at, seq) < (select sent_at, seq from outbox where seq = $2)'}
       order by sent_at desc, seq desc limit $1`,
      cursor === undefined ? [limit] : [limit, cursor],
    );
    const items = rows.map(toMail);
    return rows.length === limit ? { items, next: String(rows[rows.length - 1]!.seq) } : { items };
  };
  return {
    async send(mail) {
      const [row] = await db.query<Row>(
        `insert into outbox (id, recipient, subject, body) values ($1, $2, $3, $4)
         returning id, recipient, subject, body, sent_at`,
        [randomUUID(), mail.to, mail.subject, mail.body],
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
  };
}
