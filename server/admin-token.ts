/**
 * The operator token. From ADMIN_TOKEN when set; otherwise generated once (32 random bytes, hex)
 * and kept in DATA_DIR/admin-token (owner-only), so the operator's bookmark keeps working across
 * restarts.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface AdminToken {
  token: string;
  source: 'env' | 'file' | 'generated';
  file?: string;
}

export async function resolveAdminToken(envToken: string | undefined, dataDir: string): Promise<AdminToken> {
  const fromEnv = envToken?.trim();
  if (fromEnv) return { token: fromEnv, source: 'env' };

  const file = join(dataDir, 'admin-token');
  const stored = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (stored) return { token: stored, source: 'file', file };

  await mkdir(dataDir, { recursive: true });
  const token = randomBytes(32).toString('hex');
  await writeFile(file, `${token}\n`, { mode: 0o600 });
  return { token, source: 'generated', file };
}
