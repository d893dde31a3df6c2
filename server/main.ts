/**
 * Starts the reference server: `npx tsx server/main.ts`.
 *   PORT          default 8080
 *   DATABASE_URL  PostgreSQL; when unset, embedded PGlite in DATA_DIR/pglite
 *   DATA_DIR      default ./data
 *   ADMIN_TOKEN   operator API token; when unset, generated once and kept in DATA_DIR/admin-token
 *   PUBLIC_URL    the bank's public origin for mailed links (default: the listening address)
 *   TRUST_PROXY   how many reverse proxies add X-Forwarded-For in front of this server (default 0)
 *   SMTP_URL      smtp:// or smtps:// mail server for the mails (default: kept in the outbox only)
 *   SMTP_FROM     the mails' sender (default: no-reply at PUBLIC_URL's host)
 *   LIMIT_*       abuse limits (server/limits.ts, README "Configuration")
 *   REQUEST_TIMEOUT_SECONDS  how long a client may take to send a request (default 30)
 */
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { AdminTokenTooShort, resolveAdminToken } from './admin-token.ts';
import { openStorage } from './storage/index.ts';
import { DataDirLocked, lockDataDir } from './data-lock.ts';
import { clientAddress } from './http/client.ts';
import { limitsFromEnv } from './limits.ts';
import { mailDelivery, parseSmtpUrl, smtpTransport } from './mail/delivery.ts';
import { mkdir } from 'node:fs/promises';
import { REQUEST_TIMEOUT_SECONDS, serverTimeouts } from './http/timeouts.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let limits;
try {
  limits = limitsFromEnv();
} catch (err) {
  fail((err as Error).message);
}
const trustProxy = Number(process.env.TRUST_PROXY || 0);
if (!Number.isInteger(trustProxy) || trustProxy < 0 || trustProxy > 10) {
  fail(`TRUST_PROXY must be the number of reverse proxies (0-10), got ${JSON.stringify(process.env.TRUST_PROXY)}`);
}
let publicUrl: string | undefined;
if (process.env.PUBLIC_URL) {
  try {
    const url = new URL(process.env.PUBLIC_URL);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http(s)');
    publicUrl = url.origin;
  } catch {
    fail(
      `PUBLIC_URL must be an http(s) origin such as https://www.example.com, got ${JSON.stringify(process.env.PUBLIC_URL)}`,
    );
  }
}

const smtpUrl = process.env.SMTP_URL || undefined;
if (smtpUrl) {
  try {
    parseSmtpUrl(smtpUrl);
  } catch {
    // Never echo the value: it may hold a password.
    fail('SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:password@mail.example.com:465');
  }
}

const requestTimeout = Number(process.env.REQUEST_TIMEOUT_SECONDS || REQUEST_TIMEOUT_SECONDS);
if (!Number.isInteger(requestTimeout) || requestTimeout < 1 || requestTimeout > 600) {
  fail(
    `REQUEST_TIMEOUT_SECONDS must be a whole number of seconds from 1 to 600, got ${JSON.stringify(process.env.REQUEST_TIMEOUT_SECONDS)}`,
  );
}

const port = Number(process.env.PORT || 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got ${JSON.stringify(process.env.PORT)}`);
  process.exit(1);
}
const dataDir = resolve(process.env.DATA_DIR || './data');
const databaseUrl = process.env.DATABASE_URL || undefined;
// dist/ beside server/, whatever the working directory.
const staticDir = process.env.DIST_DIR
  ? resolve(process.env.DIST_DIR)
  : fileURLToPath(new URL('../dist', import.meta.url));

// One server per embedded database; several servers share a PostgreSQL instead.
let unlock: (() => Promise<void>) | undefined;
if (!databaseUrl) {
  await mkdir(dataDir, { recursive: true });
  unlock = await lockDataDir(dataDir, (err) => {
    console.error(`Lost the lock on ${dataDir} (${err.message}); stopping so no write goes astray`);
    process.exit(1);
  }).catch((err: Error) =>
    fail(err instanceof DataDirLocked ? err.message : `Could not lock ${dataDir}: ${err.message}`),
  );
}

const admin = await resolveAdminToken(process.env.ADMIN_TOKEN, dataDir).catch(async (err: Error) => {
  // Never echo the token itself.
  await unlock?.().catch(() => undefined);
  return fail(err instanceof AdminTokenTooShort ? err.message : `Could not read the operator token: ${err.message}`);
});
// Printed once, when generated; afterwards only where it is kept.
if (admin.source === 'generated') console.log(`Operator token (ADMIN_TOKEN): ${admin.token}`);
if (admin.source === 'file') console.log(`Operator token (ADMIN_TOKEN): kept in ${admin.file}`);

const storage = await openStorage(databaseUrl ? { databaseUrl } : { dataDir: join(dataDir, 'pglite') }).catch(
  (err: Error) => {
    // The message names host and port at most, never the password part of the URL.
    console.error(`Could not open the database: ${err.message}`);
    process.exit(1);
  },
);
// Never print the URL: it may hold a password.
console.log(databaseUrl ? 'Storage: PostgreSQL (DATABASE_URL)' : `Storage: PGlite in ${join(dataDir, 'pglite')}`);

// Until the port is known, links point at the default address; PUBLIC_URL wins once set.
let listening = `http://localhost:${port}`;
const from = process.env.SMTP_FROM || `EastWest Bank <no-reply@${new URL(publicUrl ?? listening).hostname}>`;
const mail = mailDelivery({
  outbox: storage.outbox,
  transport: smtpUrl ? smtpTransport(smtpUrl, from) : undefined,
});
mail.start();
console.log(smtpUrl ? `Mail: SMTP (SMTP_URL), from ${from}` : 'Mail: kept in the outbox only (set SMTP_URL to send)');
const app = createApp({
  mail,
  storage,
  adminToken: admin.token,
  staticDir,
  limits,
  clientAddress: clientAddress(trustProxy),
  publicUrl: () => publicUrl ?? listening,
});
const server = serve({ fetch: app.fetch, port, serverOptions: serverTimeouts(requestTimeout) }, (info) => {
  listening = `http://localhost:${info.port}`;
  console.log(`Listening on ${listening}`);
  if (!publicUrl) console.log(`Mailed links point at ${listening} (set PUBLIC_URL to the bank's public origin)`);
});

// Housekeeping: expired drafts, old mails and spent rate-limit windows, hourly.
const purge = async () => {
  try {
    const gone = await storage.purge();
    if (gone.drafts || gone.mails) console.log(`Purged ${gone.drafts} expired drafts and ${gone.mails} old mails`);
  } catch (err) {
    console.error(`Purge failed: ${(err as Error).message}`);
  }
};
const purgeTimer = setInterval(() => void purge(), 3600_000);
purgeTimer.unref();
void purge();
server.on('error', async (err: NodeJS.ErrnoException) => {
  console.error(err.code === 'EADDRINUSE' ? `Port ${port} is already in use (set PORT)` : err.message);
  await storage.close();
  await unlock?.();
  process.exit(1);
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) process.exit(1); // a second Ctrl+C means "now"
  stopping = true;
  console.log(`${signal}: shutting down`);
  // Stop accepting, let requests in flight finish, then close the database (PGlite flushes to disk).
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await new Promise<void>((done) => server.close(() => done()));
  mail.stop();
  await mail.idle();
  await storage.close();
  await unlock?.();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
