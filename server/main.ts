/**
 * Starts the reference server: `npx tsx server/main.ts`.
 *   PORT          default 8080
 *   DATABASE_URL  PostgreSQL; when unset, embedded PGlite in DATA_DIR/pglite
 *   DATA_DIR      default ./data
 *   ADMIN_TOKEN   operator API token; when unset, generated once and kept in DATA_DIR/admin-token
 */
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { resolveAdminToken } from './admin-token.ts';
import { openStorage } from './storage/index.ts';

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

const storage = await openStorage(databaseUrl ? { databaseUrl } : { dataDir: join(dataDir, 'pglite') }).catch(
  (err: Error) => {
    // The message names host and port at most, never the password part of the URL.
    console.error(`Could not open the database: ${err.message}`);
    process.exit(1);
  },
);
// Never print the URL: it may hold a password.
console.log(databaseUrl ? 'Storage: PostgreSQL (DATABASE_URL)' : `Storage: PGlite in ${join(dataDir, 'pglite')}`);

const admin = await resolveAdminToken(process.env.ADMIN_TOKEN, dataDir);
if (admin.source !== 'env') console.log(`Operator token (ADMIN_TOKEN): ${admin.token}`);

const app = createApp({ storage, adminToken: admin.token, staticDir });
const server = serve({ fetch: app.fetch, port }, (info) => {
  console.log(`Listening on http://localhost:${info.port}`);
});
server.on('error', async (err: NodeJS.ErrnoException) => {
  console.error(err.code === 'EADDRINUSE' ? `Port ${port} is already in use (set PORT)` : err.message);
  await storage.close();
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
  await storage.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
