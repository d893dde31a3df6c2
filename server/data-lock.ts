/**
 * One server per embedded-database directory: two PGlite instances on one
 * directory each see only their own writes and lose the other's. The lock is proper-lockfile's
 * (an atomic mkdir, refreshed every few seconds, stale when not refreshed), so it also works when
 * DATA_DIR is on a network file system; the holder's pid, host and process start time are written
 * beside it, to name it in the refusal and to tell a live holder from a dead one.
 *
 * A holder that is alive on this machine is never taken for stale, however long its lock went
 * without a refresh: a first start migrating a fresh DATA_DIR on a busy machine can block its event
 * loop for longer than STALE_MS. A server that was killed leaves a lock that goes stale within
 * STALE_MS; a new server waits that long for it before giving up. A holder on another machine (a
 * network file system) can only be judged by the lock's age.
 */
import { readFile, writeFile, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

export const STALE_MS = 10_000;

export class DataDirLocked extends Error {}

/** When a process started (clock ticks since boot, /proc/<pid>/stat field 22); undefined off Linux. */
function startTime(pid: number | 'self'): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count from after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

interface Holder {
  /** How the refusal names it. */
  name: string;
  /** Alive on this machine: its lock is never stale. */
  live: boolean;
}

async function holderOf(owner: string): Promise<Holder> {
  const [pidText, host, started] = (await readFile(owner, 'utf8').catch(() => '')).trim().split(' ');
  const pid = Number(pidText);
  if (!pidText || !Number.isInteger(pid) || pid <= 0) return { name: 'another process', live: false };
  const name = `pid ${pid}${host ? ` on ${host}` : ''}`;
  // A pid reused by an unrelated process after the holder died is not the holder.
  const same = started === undefined || startTime(pid) === undefined || startTime(pid) === started;
  return { name, live: host === hostname() && pid !== process.pid && alive(pid) && same };
}

/** Takes the lock on `dir` (which must exist) or throws DataDirLocked with a message for the operator. */
export async function lockDataDir(dir: string, onCompromised: (err: Error) => void): Promise<() => Promise<void>> {
  const owner = join(dir, 'server.pid');
  const deadline = Date.now() + STALE_MS + 2_000;
  let release: () => Promise<void>;
  for (;;) {
    // Asked before every attempt: proper-lockfile takes a stale-looking lock in the same call.
    const holder = await holderOf(owner);
    if (holder.live) throw new DataDirLocked(refusal(dir, holder.name));
    try {
      release = await lockfile.lock(dir, {
        lockfilePath: join(dir, 'server.lock'),
        stale: STALE_MS,
        realpath: false,
        onCompromised,
      });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
      // Held and fresh: its holder may be starting (no pid written yet) or may have died. Wait.
      if (Date.now() > deadline) throw new DataDirLocked(refusal(dir, (await holderOf(owner)).name));
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  const started = startTime('self');
  await writeFile(owner, `${process.pid} ${hostname()}${started ? ` ${started}` : ''}\n`);
  return async () => {
    await rm(owner, { force: true });
    await release();
  };
}

const refusal = (dir: string, holder: string) =>
  `Another server (${holder}) is using the embedded database in ${dir}. Stop it first, or give this one ` +
  `its own DATA_DIR. Several servers sharing data need PostgreSQL (DATABASE_URL).`;
