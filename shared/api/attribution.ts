/**
 * Attribution: where a submission came from, sent beside the form's own entries (never
 * inside the spec's payload) as one request header, stored by the server in a column of its own.
 *
 * What it carries: the host page's origin and path (never its query or fragment, which may hold
 * personal data), the element's `partner` and `campaign` attributes and the page URL's standard
 * `utm_*` parameters. Nothing personal: the server drops any value that looks like an e-mail address
 * or a phone or account number (readAttribution).
 */
export const ATTRIBUTION_HEADER = 'X-EW-Attribution';
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
const OWN_KEYS = ['partner', 'campaign'] as const;
/** Longest value kept (a path may be longer). */
export const MAX_VALUE = 100;
const MAX_PATH = 300;
/** Longest header sent (and read). */
const MAX_HEADER = 2000;

export type Attribution = { origin: string; path: string } & Partial<
  Record<(typeof OWN_KEYS)[number] | (typeof UTM_KEYS)[number], string>
>;

/**
 * What `partner` and `campaign` may be: a label of ASCII letters, digits, `.`, `_` and `-`, starting
 * with a letter or digit, at most MAX_VALUE. So no look-alikes (zero-width or bidi format characters,
 * other scripts' letters), no markup, and no spreadsheet formula (`=`, `+`, `-`, `@` first).
 */
export const LABEL = /^[a-z\d][\w.-]{0,99}$/i;

/**
 * The header's value for a submission made on `page` (the host page's location) by an element with
 * these options. Kept small (it ships in every form): any utm_* goes (the server keeps the standard
 * five), the whole value is cut at MAX_HEADER (the server leaves out what is too long).
 */
export function attributionOf(
  page: Pick<Location, 'origin' | 'pathname' | 'search'>,
  options: Readonly<Record<string, unknown>>,
): string {
  const out = new URLSearchParams({ origin: page.origin, path: page.pathname });
  for (const key of OWN_KEYS) {
    // The server refuses a `partner` or `campaign` that is not a label; the visitor's submission must
    // not fail for the page's mistake, so such a value is left out (docs/decisions.md: no console
    // warning, for its bytes in every widget; README "Partner pages" states the alphabet).
    const value = `${options[key] ?? ''}`;
    if (LABEL.test(value)) out.append(key, value);
  }
  // After them: cutting the header at MAX_HEADER shortens a long utm_*, never the partner.
  for (const [key, value] of new URLSearchParams(page.search)) if (key.startsWith('utm_')) out.append(key, value);
  return `${out}`.slice(0, MAX_HEADER);
}

/**
 * Looks personal, or is not a label: an e-mail address, a long run of digits, control or format
 * characters (bidi overrides, zero-width), markup, or a spreadsheet formula's first character.
 */
const UNFIT = /@|\d[\d\s().-]{6,}\d|[\p{Cc}\p{Cf}<>]|^[=+\-@]/u;

/**
 * The header's `partner` and `campaign` that are given but are not labels (LABEL), with why, in
 * English: the server refuses such a request (400) rather than store a claim it cannot count.
 */
export function refusedLabels(header: string | undefined | null): Record<string, string> {
  if (!header || header.length > MAX_HEADER) return {};
  const q = new URLSearchParams(header);
  const refused: Record<string, string> = {};
  for (const key of OWN_KEYS) {
    const value = q.get(key);
    if (value && !LABEL.test(value)) {
      refused[key] =
        `Expected a label of 1 to ${MAX_VALUE} letters (A-Z), digits, ".", "_" or "-", starting with a letter or digit`;
    }
  }
  return refused;
}

/**
 * The request's own Origin header as stored beside the claimed origin: a serialised http(s) origin,
 * or "null" for an opaque origin (a sandboxed frame, a file) and anything malformed; undefined when
 * the request carried none (a same-origin GET, or a client that is not a browser).
 */
export function requestOriginOf(header: string | undefined | null): string | undefined {
  if (header === undefined || header === null) return undefined;
  try {
    const url = new URL(header);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === header && header.length <= 200) {
      return header;
    }
  } catch {
    /* not an origin */
  }
  return 'null';
}

/**
 * The server's reading of the header: what is well formed and not personal; anything else is left
 * out (attribution never makes a valid submission fail). Undefined when there is nothing usable.
 */
export function readAttribution(header: string | undefined | null): Attribution | undefined {
  if (!header || header.length > MAX_HEADER) return undefined;
  const q = new URLSearchParams(header);
  let origin: string | undefined;
  try {
    const url = new URL(q.get('origin') ?? '');
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === q.get('origin')) origin = url.origin;
  } catch {
    /* not an origin */
  }
  const rawPath = q.get('path') ?? '';
  const path = rawPath.startsWith('/') && rawPath.length <= MAX_PATH && !UNFIT.test(rawPath) ? rawPath : undefined;
  if (!origin || !path) return undefined;
  const out: Attribution = { origin, path };
  for (const key of OWN_KEYS) {
    const value = q.get(key);
    if (value && LABEL.test(value) && !UNFIT.test(value)) out[key] = value;
  }
  for (const key of UTM_KEYS) {
    const value = q.get(key)?.trim();
    if (value && value.length <= MAX_VALUE && !UNFIT.test(value)) out[key] = value;
  }
  return out;
}
