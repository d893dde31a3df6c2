/**
 * The operator token. From ADMIN_TOKEN when set; otherwise generated once (32 random bytes, hex)
 * and kept in DATA_DIR/admin-token (owner-only), so the operator's bookmark keeps working across
 * restarts. A token shorter than MIN_ADMIN_TOKEN_LENGTH is refused (AdminTokenTooShort): a short one
 * can be guessed, however slowly the failures are let through.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const MIN_ADMIN_TOKEN_LENGTH = 32;

export interface AdminToken {
  token: string;
  source: 'env' | 'file' | 'generated';
  file?: string;
}

export class AdminTokenTooShort extends Error {}

const tooShort = (where: string, length: number) =>
  new AdminTokenTooShort(
    `${where} is ${length} characters long; an operator token needs at least ${MIN_ADMIN_TOKEN_LENGTH}. ` +
      'Generate one with: openssl rand -hex 32',
  );

export async function resolveAdminToken(envToken: string | undefined, dataDir: string): Promise<AdminToken> {
  const fromEnv = envToken?.trim();
  if (fromEnv) {
    if (fromEnv.length < MIN_ADMIN_TOKEN_LENGTH) throw tooShort('ADMIN_TOKEN', fromEnv.length);
    return { token: fromEnv, source: 'env' };
  }

  const file = join(dataDir, 'admin-token');
  const stored = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (stored) {
    if (stored.length < MIN_ADMIN_TOKEN_LENGTH) throw tooShort(`The operator token in ${file}`, stored.length);
    return { token: stored, source: 'file', file };
  }

  await mkdir(dataDir, { recursive: true });
  const token = randomBytes(32).toString('hex');
  await writeFile(file, `${token}\n`, { mode: 0o600 });
  return { token, source: 'generated', file };
}
