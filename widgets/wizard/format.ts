/** Display formatting of the wizard (the schemas accept the raw forms too). */

/** "1500000" or "1,500,000.5" -> "1,500,000.50"; anything that is not an amount stays as typed. */
export function formatPesos(text: string): string {
  const clean = text.replace(/[,\s]/g, '');
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(clean);
  if (!m) return text;
  const whole = m[1]!.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return m[2] === undefined ? whole : `${whole}.${m[2].padEnd(2, '0')}`;
}
