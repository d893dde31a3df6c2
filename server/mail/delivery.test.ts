/**
 * The resume mail really sent, against a real SMTP server started here
 * (smtp-server, the catcher): a save mails the link through SMTP and the operator API shows it
 * delivered; a refusing server gets the mail again after the backoff, and one that keeps refusing
 * leaves it 'failed' with the reason; without SMTP the outbox is the delivery.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TD_PATHS, TIME_DEPOSIT } from '../../shared/time-deposit/form.ts';
import { createApp } from '../app.ts';
import { openStorage, type Storage } from '../storage/index.ts';
import type { OutboxMail } from '../storage/outbox.ts';
import { mailDelivery, parseSmtpUrl, senderDomain, smtpTransport, type Delivery } from './delivery.ts';

const TOKEN = 'test-operator-token-0123456789abcdef';

interface Caught {
  from: string;
  to: string[];
  raw: string;
  /** The name the client gave in EHLO. */
  ehlo: string;
}

/** The catcher: records what it accepts; refuses the next `refuse` messages with a 451. */
const catcher = { caught: [] as Caught[], refuse: 0 };
let smtp: SMTPServer;
let smtpUrl: string;
let storage: Storage;
let delivery: Delivery | undefined;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (catcher.refuse > 0) {
          catcher.refuse--;
          const err = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
          return done(err);
        }
        catcher.caught.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          ehlo: session.hostNameAppearsAs,
        });
        done();
      });
    },
  });
  await new Promise<void>((ready) => smtp.listen(0, '127.0.0.1', ready));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  storage = await openStorage(); // in memory
});
afterEach(async () => {
  await delivery?.idle();
  delivery?.stop();
  delivery = undefined;
  catcher.caught = [];
  catcher.refuse = 0;
});
afterAll(async () => {
  await new Promise<void>((closed) => smtp.close(() => closed()));
  await storage?.close();
});

function appWith(d: Delivery) {
  delivery = d;
  return createApp({
    storage,
    adminToken: TOKEN,
    mail: d,
    publicUrl: 'https://www.bank.test',
    logger: { info: () => {}, error: () => {} },
  });
}

async function save(app: ReturnType<typeof createApp>, email: string, lang?: string): Promise<string> {
  const values = { ...TIME_DEPOSIT.empty(), customeremail: email, DateOfBirth: '1980-02-29' };
  const res = await app.request(TD_PATHS.application, {
    method: 'POST',
    body: TIME_DEPOSIT.formData(TIME_DEPOSIT.visible(values)),
    ...(lang ? { headers: { 'Content-Language': lang } } : {}),
  });
  expect(res.status).toBe(200);
  return res.text();
}

async function operatorOutbox(app: ReturnType<typeof createApp>, to: string): Promise<OutboxMail> {
  const res = await app.request('/admin/api/outbox', { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  const mail = ((await res.json()) as OutboxMail[]).find((m) => m.to === to);
  expect(mail, `a mail to ${to}`).toBeDefined();
  return mail!;
}

/** A caught mail's parts by type, decoded (quoted-printable or base64, UTF-8). */
function partsOf(raw: string): Record<string, string> {
  const boundary = /boundary="?([^"\r\n;]+)"?/i.exec(raw)?.[1];
  expect(boundary, 'a multipart mail').toBeDefined();
  const out: Record<string, string> = {};
  for (const part of raw.split(`--${boundary}`).slice(1, -1)) {
    const [head, ...rest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const body = rest.join('\n\n');
    const type = /content-type:\s*([\w/]+)/i.exec(head!)![1]!.toLowerCase();
    const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head!)?.[1]?.toLowerCase();
    out[type] =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? Buffer.from(
              body
                .replace(/=\r?\n/g, '')
                .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
              'latin1',
            ).toString('utf8')
          : body;
  }
  return out;
}

const until = async (what: () => Promise<boolean>, ms = 5000) => {
  const end = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('with SMTP_URL: the resume mail goes to the mail server', () => {
  it('a save sends the link by SMTP; the operator API shows it delivered, the outbox keeps the record', async () => {
    const app = appWith(
      mailDelivery({ outbox: storage.outbox, transport: smtpTransport(smtpUrl, 'EastWest Bank <no-reply@bank.test>') }),
    );
    const id = await save(app, 'rosa.smtp@example.com');
    await delivery!.idle();
    expect(catcher.caught).toHaveLength(1);
    const [mail] = catcher.caught;
    expect(mail!.from).toBe('no-reply@bank.test');
    expect(mail!.to).toEqual(['rosa.smtp@example.com']);
    expect(mail!.raw).toMatch(/^Subject: Your saved time deposit application$/m);
    expect(mail!.raw).toContain(`https://www.bank.test/forms/timedeposit/${id}`);
    const kept = await operatorOutbox(app, 'rosa.smtp@example.com');
    expect(kept.body).toContain(`/forms/timedeposit/${id}`);
    expect(kept.delivery).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(Date.parse(kept.delivery.deliveredAt!)).not.toBeNaN();
  });

  it("the mail has a text and an HTML part in the applicant's language, the hotline, and what to do if unasked", async () => {
    const app = appWith(
      mailDelivery({ outbox: storage.outbox, transport: smtpTransport(smtpUrl, 'EastWest Bank <no-reply@bank.test>') }),
    );
    const cases = [
      ['en', 'Your saved time deposit application', 'Did not request this?', 'Continue my application'],
      [
        'fil',
        'Ang iyong naka-save na aplikasyon para sa time deposit',
        'Hindi ikaw ang humiling nito?',
        'Ituloy ang aking aplikasyon',
      ],
    ] as const;
    for (const [lang, subject, notYou, button] of cases) {
      const to = `letter.${lang}@example.com`;
      const id = await save(app, to, lang);
      await delivery!.idle();
      const caught = catcher.caught.find((m) => m.to.includes(to))!;
      expect(caught.ehlo, 'EHLO names the sender domain').toBe('bank.test');
      expect(caught.raw).toMatch(/^Content-Type: multipart\/alternative/im);
      const parts = partsOf(caught.raw);
      const link = `https://www.bank.test/forms/timedeposit/${id}`;
      expect(parts['text/plain'], lang).toContain(link);
      expect(parts['text/plain']).toContain(notYou);
      expect(parts['text/plain']).toContain('(02) 8888-1700');
      expect(parts['text/plain']).toContain('EastWest Bank');
      expect(parts['text/html']).toContain(`<html lang="${lang}">`);
      expect(parts['text/html']).toContain(`href="${link}"`);
      expect(parts['text/html']).toContain(button);
      expect(parts['text/html']).toContain(notYou);
      expect(parts['text/html']).toContain('(02) 8888-1700');
      const kept = await operatorOutbox(app, to);
      expect(kept.subject).toBe(subject);
      expect(kept.html).toContain(button);
    }
  });

  it('an unknown or missing Content-Language gets the English mail', async () => {
    const app = appWith(mailDelivery({ outbox: storage.outbox }));
    await save(app, 'lang.none@example.com');
    await save(app, 'lang.xx@example.com', 'xx-<b>');
    for (const to of ['lang.none@example.com', 'lang.xx@example.com'])
      expect((await operatorOutbox(app, to)).subject).toBe('Your saved time deposit application');
  });

  it('a refused send is tried again after the backoff and then delivered', async () => {
    catcher.refuse = 1;
    const d = mailDelivery({
      outbox: storage.outbox,
      transport: smtpTransport(smtpUrl, 'no-reply@bank.test'),
      retryDelaysMs: [150, 150],
      tickMs: 25,
      log: () => {},
    });
    const app = appWith(d);
    await save(app, 'retry@example.com');
    await d.idle();
    const pending = await operatorOutbox(app, 'retry@example.com');
    expect(pending.delivery).toMatchObject({ status: 'pending', attempts: 1 });
    expect(pending.delivery.lastError).toMatch(/451/);
    expect(Date.parse(pending.delivery.nextAttemptAt!) - Date.parse(pending.sentAt)).toBeGreaterThanOrEqual(100);
    expect(catcher.caught).toHaveLength(0);

    d.start();
    await until(async () => (await operatorOutbox(app, 'retry@example.com')).delivery.status === 'delivered');
    expect(catcher.caught.map((m) => m.to)).toEqual([['retry@example.com']]);
    expect((await operatorOutbox(app, 'retry@example.com')).delivery.attempts).toBe(2);
  });

  it('a server that keeps refusing: tried once per delay, then failed with the reason', async () => {
    catcher.refuse = 99;
    const d = mailDelivery({
      outbox: storage.outbox,
      transport: smtpTransport(smtpUrl, 'no-reply@bank.test'),
      retryDelaysMs: [20, 20],
      tickMs: 10,
      log: () => {},
    });
    const app = appWith(d);
    await save(app, 'refused@example.com');
    d.start();
    await until(async () => (await operatorOutbox(app, 'refused@example.com')).delivery.status === 'failed');
    const failed = await operatorOutbox(app, 'refused@example.com');
    expect(failed.delivery.attempts).toBe(3);
    expect(failed.delivery.lastError).toMatch(/451/);
    expect(failed.delivery.nextAttemptAt).toBeUndefined();
    expect(catcher.caught).toHaveLength(0);
  });

  it('an unreachable server is a failed attempt, not a failed save; the URL is never in the record', async () => {
    const d = mailDelivery({
      outbox: storage.outbox,
      transport: smtpTransport('smtp://user:s3cret@127.0.0.1:1', 'no-reply@bank.test'),
      retryDelaysMs: [60_000],
      log: () => {},
    });
    const app = appWith(d);
    await save(app, 'unreachable@example.com');
    await d.idle();
    const mail = await operatorOutbox(app, 'unreachable@example.com');
    expect(mail.delivery).toMatchObject({ status: 'pending', attempts: 1 });
    expect(mail.delivery.lastError).toMatch(/ECONNREFUSED|ESOCKET|connect/i);
    expect(mail.delivery.lastError).not.toContain('s3cret');
  });

  it('two servers sharing the database attempt a mail once', async () => {
    const transport = smtpTransport(smtpUrl, 'no-reply@bank.test');
    const one = mailDelivery({ outbox: storage.outbox });
    const kept = await one.send({ to: 'once@example.com', subject: 's', body: 'b' }); // kept only
    await storage.outbox.attemptFailed(kept.id, 'x', new Date(0)); // make it a due pending mail
    const a = mailDelivery({ outbox: storage.outbox, transport });
    const b = mailDelivery({ outbox: storage.outbox, transport });
    await Promise.all([a.attempt(kept.id), b.attempt(kept.id)]);
    expect(catcher.caught.filter((m) => m.to.includes('once@example.com'))).toHaveLength(1);
  });
});

describe('without SMTP_URL: the outbox is the delivery', () => {
  it('keeps the mail as "outbox", sends nothing, attempts nothing', async () => {
    const app = appWith(mailDelivery({ outbox: storage.outbox }));
    await save(app, 'local@example.com');
    const mail = await operatorOutbox(app, 'local@example.com');
    expect(mail.delivery).toEqual({ status: 'outbox', attempts: 0 });
    expect(await storage.outbox.due(new Date(Date.now() + 86_400_000))).not.toContain(mail.id);
    expect(catcher.caught).toHaveLength(0);
  });
});

describe('SMTP_URL', () => {
  it("the EHLO name is the sender's domain", () => {
    expect(senderDomain('EastWest Bank <no-reply@eastwestbanker.com>')).toBe('eastwestbanker.com');
    expect(senderDomain('no-reply@bank.test')).toBe('bank.test');
  });

  it('takes smtp:// and smtps:// only', () => {
    expect(parseSmtpUrl('smtps://u:p@mail.bank.test:465').hostname).toBe('mail.bank.test');
    expect(parseSmtpUrl('smtp://127.0.0.1:2525').port).toBe('2525');
    for (const bad of ['http://mail.bank.test', 'mail.bank.test', 'smtp://'])
      expect(() => parseSmtpUrl(bad), bad).toThrow();
  });
});
