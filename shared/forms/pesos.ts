/**
 * The one peso formatter (site-and-content.md §5 "Amount formatting", §9 "Amount shown with PHP
 * prefix"): what the calculators, the site's pages and the server's sample content show. Plain string
 * work, no Intl: the same output in every browser, in Node and in both languages (English and
 * Filipino both write 1,234,567.89).
 */
import { PHP_PREFIX, groupThousands } from '../masks.ts';

/**
 * Pesos as shown: whole pesos by default (10000 -> "PHP 10,000"), with `centavos` rounded half away
 * from zero (17083.333 -> "PHP 17,083.33"); `prefix` 'P' is the spec's short form in messages and
 * pages ("P25,000"), '' the figure alone. The sign is not shown (amounts are never negative).
 */
export function formatPeso(amount: number, opts: { prefix?: 'PHP ' | 'P' | ''; centavos?: boolean } = {}): string {
  const { prefix = PHP_PREFIX, centavos = false } = opts;
  if (!centavos) return `${prefix}${groupThousands(String(Math.trunc(Math.abs(amount))))}`;
  const all = Math.round(Math.abs(amount) * 100);
  return `${prefix}${groupThousands(String(Math.floor(all / 100)))}.${String(all % 100).padStart(2, '0')}`;
}
