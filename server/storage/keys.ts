/**
 * The secret keys the server hands out (a draft's, a store screen's): 32 random bytes, and only their
 * SHA-256 kept in the database, so a leaked table gives no one the right to write.
 */
import { createHash, randomBytes } from 'node:crypto';

export const newKey = () => randomBytes(32).toString('base64url');
export const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');
