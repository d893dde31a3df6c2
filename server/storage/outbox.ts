/** E-mails the reference services "send" (e.g. the time deposit resume link): kept, listed to operators. */
import { randomUUID } from 'node:crypto';
import type { Queryable } from './db.ts';

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
}

export interface OutboxStore {
  send(mail: Omit<OutboxMail, 'id' | 'sentAt'>): Promise<OutboxMail>;
  /** Newest first. */
  list(limit?: number): Promise<OutboxMail[]>;
}

const toMail = (r: Row): OutboxMail => ({
  id: r.id,
  to: r.recipient,
  subject: r.subject,
  body: r.body,
  sentAt: new Date(r.sent_at).toISOString(),
});

export function outboxStore(db: Queryable): OutboxStore {
  return {
    async send(mail) {
      const [row] = await db.query<Row>(
        `insert into outbox (id, recipient, subject, body) values ($1, $2, $3, $4)
         returning id, recipient, subject, body, sent_at`,
        [randomUUID(), mail.to, mail.subject, mail.body],
      );
      return toMail(row!);
    },
    async list(limit = 200) {
      const rows = await db.query<Row>(
        'select id, recipient, subject, body, sent_at from outbox order by sent_at desc, seq desc limit $1',
        [limit],
      );
      return rows.map(toMail);
    },
  };
}
