/**
 * The server tests' fresh embedded databases (vitest.config.ts, server project): initdb runs once for the
 * whole run, here, in vitest's global set-up; its files, dumped, are what every database a test opens
 * starts from (db.ts startFreshFrom). initdb took ~4 s of CPU for each of the ~50 databases a run
 * opens, most of the server tests' time. The servers main.test.ts starts are real start-ups: their
 * own processes, their own initdb.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { startFreshFrom } from './db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file with a just-initialised PGlite cluster (dumpDataDir, uncompressed). */
    freshPgliteFiles: string;
  }
}

/** globalSetup: initdb once, the cluster's files written to a temporary file; removed after the run. */
export async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'ew-pglite-template-'));
  const db = await PGlite.create();
  const file = join(dir, 'pgdata.tar');
  await writeFile(file, new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer()));
  await db.close();
  project.provide('freshPgliteFiles', file);
  return () => rm(dir, { recursive: true, force: true });
}

/** setupFiles: each test file's databases start from those files. */
export function useFreshTemplate() {
  startFreshFrom(new Blob([readFileSync(inject('freshPgliteFiles'))]));
}
