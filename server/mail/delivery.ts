/**
 * Sending the outbox's mails. Without SMTP_URL the outbox is the delivery (local
 * runs, tests: the operator API lists the mail). With it every mail is handed to the bank's mail
 * server through nodemailer: at once, and when that fails again after each backoff delay until the
 * delays run out ('failed'). The outbox row stays the record either way, with its delivery status.
 *
 * Several servers may share one PostgreSQL: an attempt first claims the row (storage/outbox.ts
 * claim), so a mail is never sent twice by two servers retrying at once.
 */
import nodemailer from 'nodemailer';
import type { OutboxMail, OutboxStore } from '../storage/outbox.ts';

/** A mail's parts: the text, and the same as HTML when it has one. */
export type Letter = Pick<OutboxMail, 'subject' | 'body' | 'html'>;
type Addressed = Letter & Pick<OutboxMail, 'to'>;

export interface MailTransport {
  send(mail: Addressed): Promise<void>;
  close(): void;
}

/** Waits between attempts: 1 min, 5 min, 30 min, 2 h, 6 h; after the sixth failure the mail is 'failed'. */
export const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000] as const;
/** How long a claimed attempt holds the mail (longer than nodemailer's own timeouts add up to). */
export const ATTEMPT_LEASE_MS = 120_000;
/** How often pending mails are looked at. */
export const RETRY_TICK_MS = 15_000;

/** An SMTP URL: smtp://[user:pass@]host[:port] (STARTTLS when offered) or smtps:// (TLS from the start). */
export function parseSmtpUrl(text: string): URL {
  const url = new URL(text);
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error('not smtp: or smtps:');
  if (!url.hostname) throw new Error('no host');
  return url;
}

/** The bank's mail server, by nodemailer (a well-kept SMTP client: TLS, auth, pooling, timeouts). */
export function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(
    // The EHLO name is the sender's domain, not this machine's: the mail server and the receiving
    // side's checks see the domain the bank signs for (SMTP_FROM), not a container's hostname.
    { url, name: senderDomain(from), connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from },
  );
  return {
    async send(mail) {
      await transporter.sendMail({
        to: mail.to,
        subject: mail.subject,
        text: mail.body,
        ...(mail.html ? { html: mail.html } : {}),
      });
    },
    close: () => transporter.close(),
  };
}

/** The domain of a sender such as `EastWest Bank <no-reply@eastwestbanker.com>`. */
export function senderDomain(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/** What a failure says, without anything of the URL (a password may be in it). */
const describe = (err: unknown): string => {
  const e = err as { responseCode?: number; code?: string; message?: string };
  const text = [e.responseCode, e.code, e.message].filter((x) => x !== undefined && x !== '').join(' ');
  return text.replace(/smtps?:\/\/\S+/gi, 'smtp://…') || 'unknown error';
};

export interface Delivery {
  /** Whether mails go out by SMTP (else the outbox is their delivery). */
  readonly smtp: boolean;
  /** Keeps a mail and, with SMTP, starts its first attempt (not awaited by the caller's answer). */
  send(mail: Addressed): Promise<OutboxMail>;
  /** One attempt at a mail, when it is due and no one else holds it. */
  attempt(id: string): Promise<void>;
  /** Attempts every due pending mail. */
  retryDue(): Promise<void>;
  /** Settles when the attempts under way have ended (tests, shutdown). */
  idle(): Promise<void>;
  /** Retries due mails every `RETRY_TICK_MS` until stop(). */
  start(): void;
  stop(): void;
}

export function mailDelivery(deps: {
  outbox: OutboxStore;
  transport?: MailTransport | undefined;
  retryDelaysMs?: readonly number[];
  tickMs?: number;
  now?: () => Date;
  log?: (line: string) => void;
  /** After each failed attempt (the metrics count them). */
  onAttemptFailed?: () => void;
}): Delivery {
  const { outbox, transport } = deps;
  const delays = deps.retryDelaysMs ?? RETRY_DELAYS_MS;
  const now = deps.now ?? (() => new Date());
  const log = deps.log ?? ((line: string) => console.error(line));
  const running = new Set<Promise<void>>();
  let timer: ReturnType<typeof setInterval> | undefined;

  const track = (work: Promise<void>) => {
    const p = work.catch((err: unknown) => log(`mail delivery: ${describe(err)}`)).finally(() => running.delete(p));
    running.add(p);
    return p;
  };

  async function attempt(id: string): Promise<void> {
    if (!transport) return;
    const mail = await outbox.claim(id, now(), ATTEMPT_LEASE_MS);
    if (!mail) return;
    try {
      await transport.send(mail);
    } catch (err) {
      const wait = delays[mail.delivery.attempts - 1];
      const error = describe(err);
      await outbox.attemptFailed(id, error, wait === undefined ? undefined : new Date(now().getTime() + wait));
      deps.onAttemptFailed?.();
      log(`mail ${id} to its recipient not delivered (attempt ${mail.delivery.attempts}): ${error}`);
      return;
    }
    await outbox.delivered(id, now());
  }

  const delivery: Delivery = {
    smtp: transport !== undefined,
    async send(mail) {
      const kept = await outbox.send(mail, { deliver: transport !== undefined, now: now() });
      if (transport) void track(attempt(kept.id));
      return kept;
    },
    attempt: (id) => track(attempt(id)),
    async retryDue() {
      if (!transport) return;
      for (const id of await outbox.due(now())) await track(attempt(id));
    },
    async idle() {
      while (running.size) await Promise.all([...running]);
    },
    start() {
      if (!transport || timer) return;
      timer = setInterval(() => void track(delivery.retryDue()), deps.tickMs ?? RETRY_TICK_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      transport?.close();
    },
  };
  return delivery;
}
