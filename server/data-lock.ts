/**
 * One server per embedded-database directory: two PGlite instances on one
 * directory each see only their own writes and lose the other's. The lock is proper-lockfile's
 * (an atomic mkdir, refreshed every few seconds, stale when not refreshed), so it also works when
 * DATA_DIR is on a network file system; the holder's pid is written beside it to name it in the
 * refusal. A server that was killed leaves a lock that goes stale within STALE_MS; a new server
 * waits that long for it before giving up.
 */
import { readFile, writeFile, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

export const STALE_MS = 10_000;

export class DataDirLocked extends Error {}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the lock on `dir` (which must exist) or throws DataDirLocked with a message for the operator. */
export async function lockDataDir(dir: string, onCompromised: (err: Error) => void): Promise<() => Promise<void>> {
  const owner = join(dir, 'server.pid');
  const attempt = () =>
    lockfile.lock(dir, { lockfilePath: join(dir, 'server.lock'), stale: STALE_MS, realpath: false, onCompromised });
  let release: () => Promise<void>;
  try {
    release = await attempt();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    const [pid, host] = (await readFile(owner, 'utf8').catch(() => '')).trim().split(' ');
    const holder = pid ? `pid ${pid}${host ? ` on ${host}` : ''}` : 'another process';
    // A live holder on this machine: refuse at once. Otherwise it may have died: wait until stale.
    if (host === hostname() && pid && alive(Number(pid))) throw new DataDirLocked(refusal(dir, holder));
    try {
      release = await lockfile.lock(dir, {
        lockfilePath: join(dir, 'server.lock'),
        stale: STALE_MS,
        realpath: false,
        onCompromised,
        retries: { retries: Math.ceil(STALE_MS / 1000) + 2, factor: 1, minTimeout: 1000, maxTimeout: 1000 },
      });
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLocked(refusal(dir, holder));
      throw again;
    }
  }
  await writeFile(owner, `${process.pid} ${hostname()}\n`);
  return async () => {
    await rm(owner, { force: true });
    await release();
  };
}

const refusal = (dir: string, holder: string) =>
  `Another server (${holder}) is using the embedded database in ${dir}. Stop it first, or give this one ` +
  `its own DATA_DIR. Several servers sharing data need PostgreSQL (DATABASE_URL).`;
