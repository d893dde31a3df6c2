/**
 * Message keys resolved to English, as the server answers rejected requests and tests check the
 * spec's texts: every namespace of shared/i18n/namespaces.ts.
 */
import { NAMESPACES } from './namespaces.ts';
import { hasOwn } from '../own.ts';

const ENGLISH: Record<string, unknown> = Object.fromEntries(
  Object.entries(NAMESPACES).map(([name, texts]) => [name, texts.en]),
);

/** 'callback.errors.name' -> 'Name should be atleast 3 characters long'; undefined if not a key. */
export function englishText(key: string | undefined): string | undefined {
  if (key === undefined) return undefined;
  let node: unknown = ENGLISH;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
