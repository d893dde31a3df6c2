/**
 * Strict reading of a GET form's query string. Only the listed keys are taken (anything else is
 * ignored, e.g. cache busters); a listed key given twice is refused rather than guessing which copy
 * the sender meant; an overlong query is refused before it is parsed at all.
 */
export const MAX_QUERY_BYTES = 2048;

export type QueryRead<K extends string> =
  | { ok: true; values: Partial<Record<K, string>> }
  | { ok: false; reason: 'too_long' }
  | { ok: false; reason: 'repeated' | 'control'; keys: K[] };

/** C0 control characters other than tab, line feed and carriage return (NUL breaks jsonb). */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Printable ASCII only: the query as `new URL` gives it already. */
const PLAIN_QUERY = /^[\x21-\x22\x24-\x7e]*$/;

/** The URL's query without its `?`, read without a URL object when it is plain (as the server's are). */
function searchOf(url: string): string {
  if (url.includes('#')) return new URL(url).search.slice(1);
  const mark = url.indexOf('?');
  if (mark === -1) return '';
  const raw = url.slice(mark + 1);
  return PLAIN_QUERY.test(raw) ? raw : new URL(url).search.slice(1);
}

export function readQuery<K extends string>(url: string, keys: readonly K[], maxBytes = MAX_QUERY_BYTES): QueryRead<K> {
  const raw = searchOf(url);
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
  if (repeated.length) return { ok: false, reason: 'repeated', keys: repeated };
  const control = keys.filter((k) => CONTROL.test(values[k] ?? ''));
  return control.length ? { ok: false, reason: 'control', keys: control } : { ok: true, values };
}
