import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { AdminTokenTooShort, resolveAdminToken } from './admin-token.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ew-token-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

it('generates a 32-byte hex token once, owner-only, and reuses it', async () => {
  const dataDir = join(dir, 'data'); // created on demand
  const first = await resolveAdminToken(undefined, dataDir);
  expect(first.source).toBe('generated');
  expect(first.token).toMatch(/^[0-9a-f]{64}$/);
  expect((await readFile(join(dataDir, 'admin-token'), 'utf8')).trim()).toBe(first.token);
  expect((await stat(join(dataDir, 'admin-token'))).mode & 0o777).toBe(0o600);

  const second = await resolveAdminToken('', dataDir);
  expect(second).toMatchObject({ source: 'file', token: first.token });
});

const LONG = 'from-env-0123456789abcdef0123456789';

it('prefers ADMIN_TOKEN and leaves the file alone', async () => {
  expect(await resolveAdminToken(` ${LONG} `, dir)).toEqual({ token: LONG, source: 'env' });
  await expect(stat(join(dir, 'admin-token'))).rejects.toThrow();
});

it('replaces an empty token file', async () => {
  await writeFile(join(dir, 'admin-token'), '\n');
  const t = await resolveAdminToken(undefined, dir);
  expect(t.source).toBe('generated');
  expect(t.token).toMatch(/^[0-9a-f]{64}$/);
});

it('refuses a token under 32 characters, from ADMIN_TOKEN or the file, and says how to make one', async () => {
  const refused = resolveAdminToken('nine-char', dir);
  await expect(refused).rejects.toThrow(/ADMIN_TOKEN is 9 characters long; .* at least 32\. .*openssl rand -hex 32/);
  await expect(refused).rejects.toBeInstanceOf(AdminTokenTooShort);
  expect(await resolveAdminToken('x'.repeat(32), dir)).toMatchObject({ source: 'env' });
  await writeFile(join(dir, 'admin-token'), 'short\n');
  await expect(resolveAdminToken(undefined, dir)).rejects.toThrow(/admin-token is 5 characters long/);
});
