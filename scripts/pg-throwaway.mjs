// A throwaway PostgreSQL cluster for `npm test` and `npm run bench`: on a free port, in a temp
// directory, through scripts/pg-test-server.sh (which installs Debian's postgresql with apt when
// missing and we are root, and runs the server as the postgres user). Stopped and deleted when this
// process exits, however it exits (normally, by Ctrl+C or SIGTERM), so no cluster or process is left.
//
//   const pg = startThrowawayPostgres();   // { url, stop() } or undefined (with the reason printed)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT = fileURLToPath(new URL('pg-test-server.sh', import.meta.url));

/** A port nothing listens on now (the kernel's choice), for the cluster to take at once. */
async function freePort() {
  const server = createServer();
  await new Promise((done, fail) => server.once('error', fail).listen(0, '127.0.0.1', done));
  const { port } = server.address();
  await new Promise((done) => server.close(done));
  return port;
}

/**
 * Starts a cluster; `fsync: true` keeps PostgreSQL's crash safety (the bench's figures should be a
 * real server's); tests run without it. Resolves to undefined when PostgreSQL cannot be had here
 * (not root and not installed): the caller goes on without it.
 */
export async function startThrowawayPostgres({ fsync = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'ew-pg-'));
  const env = {
    ...process.env,
    PG_TEST_PORT: String(await freePort()),
    // the temp directory itself: the postgres user must reach it (a subdirectory of a root-only one
    // it could not)
    PG_TEST_DIR: dir,
    PG_TEST_FSYNC: fsync ? 'on' : 'off',
  };
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      execFileSync('sh', [SCRIPT, 'stop'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
    } catch {
      // already gone
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const onSignal = (signal) => {
    stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  let url;
  try {
    url = execFileSync('sh', [SCRIPT], { env, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' }).trim();
  } catch (err) {
    stop();
    console.log(`PostgreSQL could not be started (${err.message.split('\n')[0]}): going on without it.`);
    return undefined;
  }
  process.once('exit', stop);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return {
    url,
    stop() {
      stop();
      process.off('exit', stop);
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    },
  };
}
