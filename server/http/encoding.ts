/**
 * Content negotiation for the precompressed build (scripts/precompress.mjs writes x.br and x.gz
 * beside each text file): which of the encodings we hold the browser accepts best, by RFC 9110
 * §12.5.3 (q-values, `*`, `identity`). Brotli wins a tie: it is the smaller of the two.
 */
export type Encoding = 'br' | 'gzip' | 'identity';

const PREFERENCE: readonly Encoding[] = ['br', 'gzip', 'identity'];

/** q-value per coding named in an Accept-Encoding header (lower-cased; `x-gzip` counts as gzip). */
function qualities(header: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(p);
      if (m) q = Number(m[1]);
    }
    const coding = name.trim() === 'x-gzip' ? 'gzip' : name.trim();
    // A coding listed twice keeps its best q (browsers never do it; be lenient rather than strict).
    out.set(coding, Math.max(q, out.get(coding) ?? 0));
  }
  return out;
}

/**
 * The encoding to send, among those available (identity is always available); undefined when the
 * browser refuses all of them (identity;q=0 with nothing else acceptable): the caller answers 406.
 */
export function pickEncoding(header: string | undefined, available: readonly Encoding[]): Encoding | undefined {
  // No header: any coding is acceptable, but identity is the safe choice (RFC 9110 §12.5.3).
  if (header === undefined) return 'identity';
  const q = qualities(header);
  const star = q.get('*');
  const qOf = (e: Encoding): number => {
    if (q.has(e)) return q.get(e)!;
    if (star !== undefined) return star;
    // identity is acceptable unless refused explicitly or through `*;q=0`, but only as a last
    // resort: a coding the browser listed is what it asked for.
    return e === 'identity' ? 0.001 : 0;
  };
  let best: Encoding | undefined;
  let bestQ = 0;
  for (const e of PREFERENCE) {
    if (e !== 'identity' && !available.includes(e)) continue;
    const value = qOf(e);
    if (value > bestQ) {
      best = e;
      bestQ = value;
    }
  }
  return best;
}
