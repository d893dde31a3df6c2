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
 * The header's value for a submission made on `page` (the host page's location) by an element with
 * these options. Kept small (it ships in every form): any utm_* goes (the server keeps the standard
 * five), the whole value is cut at MAX_HEADER (the server leaves out what is too long).
 */
export function attributionOf(
  page: Pick<Location, 'origin' | 'pathname' | 'search'>,
  options: Readonly<Record<string, unknown>>,
): string {
  const out = new URLSearchParams({ origin: page.origin, path: page.pathname });
  for (const [key, value] of new URLSearchParams(page.search)) if (key.startsWith('utm_')) out.append(key, value);
  for (const key of OWN_KEYS) if (options[key]) out.append(key, String(options[key]));
  return `${out}`.slice(0, MAX_HEADER);
}

/** Looks personal, or is not a label: an e-mail address, a long run of digits, control characters. */
const UNFIT = /@|\d[\d\s().-]{6,}\d|[\u0000-\u001f\u007f]/;

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
  for (const key of [...OWN_KEYS, ...UTM_KEYS]) {
    const value = q.get(key)?.trim();
    if (value && value.length <= MAX_VALUE && !UNFIT.test(value)) out[key] = value;
  }
  return out;
}
