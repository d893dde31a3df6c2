/**
 * Strict reading of a GET form's query string. Only the listed keys are taken (anything else is
 * ignored, e.g. cache busters); a listed key given twice is refused rather than guessing which copy
 * the sender meant; an overlong query is refused before it is parsed at all.
 */
export const MAX_QUERY_BYTES = 2048;

export type QueryRead<K extends string> =
  | { ok: true; values: Partial<Record<K, string>> }
  | { ok: false; reason: 'too_long' }
  | { ok: false; reason: 'repeated'; keys: K[] };

export function readQuery<K extends string>(
  url: string,
  keys: readonly K[],
  maxBytes = MAX_QUERY_BYTES,
): QueryRead<K> {
  const raw = new URL(url).search.slice(1);
  if (Buffer.byteLength(raw) > maxBytes) return { ok: false, reason: 'too_long' };
  // URLSearchParams never throws: a malformed %-escape decodes to U+FFFD and is judged by the schema.
  const params = new URLSearchParams(raw);
  const values: Partial<Record<K, string>> = {};
  const repeated: K[] = [];
  for (const key of keys) {
    const all = params.getAll(key);
    if (all.length > 1) repeated.push(key);
    else if (all.length === 1) values[key] = all[0];
  }
  return repeated.length ? { ok: false, reason: 'repeated', keys: repeated } : { ok: true, values };
}
