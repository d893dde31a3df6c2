/**
 * Message keys resolved to English, as the server answers rejected requests and tests check the
 * spec's texts. Register a namespace here when a form's schema starts using it.
 */
import { callback } from './callback.ts';
import { common } from './common.ts';

const ENGLISH: Record<string, unknown> = {
  common: common.en,
  callback: callback.en,
};

/** 'callback.errors.name' -> 'Name should be atleast 3 characters long'; undefined if not a key. */
export function englishText(key: string | undefined): string | undefined {
  if (key === undefined) return undefined;
  let node: unknown = ENGLISH;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}
