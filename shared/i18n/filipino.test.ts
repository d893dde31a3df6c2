/**
 * Filipino (WCAG 3.1.2): no text of shared/i18n reads in Filipino exactly as in
 * English unless the allow-list (./filipino-allow.ts, one list with the browser test) says why.
 */
import { describe, expect, it } from 'vitest';
import { SAME_IN_FILIPINO, sameInFilipinoAllowed } from './filipino-allow.ts';
import { NAMESPACES } from './namespaces.ts';

/** Every leaf as [path, text]; array items get their index as path segment. */
function leaves(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (Array.isArray(tree)) return tree.flatMap((item, i) => leaves(item, `${prefix}[${i}]`));
  if (typeof tree === 'object' && tree !== null)
    return Object.entries(tree).flatMap(([k, value]) => leaves(value, prefix ? `${prefix}.${k}` : k));
  return [];
}

/** [path, text] of every text whose Filipino is its English, letter for letter. */
const same: [string, string][] = Object.entries(NAMESPACES).flatMap(([name, ns]) => {
  const fil = new Map(leaves(ns.fil));
  return leaves(ns.en)
    .filter(([path, text]) => fil.get(path) === text)
    .map(([path, text]): [string, string] => [`${name}.${path}`, text]);
});

describe('Filipino texts', () => {
  it('none reads as its English unless allow-listed (a name, code or term) or without words', () => {
    const untranslated = same.filter(([, text]) => !sameInFilipinoAllowed(text)).map(([p, t]) => `${p}: ${t}`);
    expect(untranslated).toEqual([]);
  });

  it('the ones the issue found are translated', () => {
    const fil = Object.fromEntries(
      Object.entries(NAMESPACES).flatMap(([name, ns]) => leaves(ns.fil).map(([p, t]) => [`${name}.${p}`, t])),
    );
    expect(fil['common.errorPrefix']).toBe('May mali:');
    expect(fil['loans.fields.autoCashPrize']).toBe('Presyong cash (PHP)');
    expect(fil['businessCallback.privacy']).toBe('Pahayag sa Privacy');
    expect(fil['businessCallback.topic.Deposits']).toBe('Mga Deposito');
  });

  it('every allow-list entry says why, and each is still needed by some text', () => {
    const used = new Set(same.map(([, t]) => t.toLowerCase()));
    for (const [text, why] of Object.entries(SAME_IN_FILIPINO)) {
      expect(why.trim().length, text).toBeGreaterThan(10);
      expect(used.has(text.toLowerCase()), `${text} is allow-listed but no text needs it`).toBe(true);
    }
  });

  it('allows texts without words and currency codes, not English words', () => {
    for (const text of ['1,000.00', '₱ 25,000', '12/2024', 'USD/PHP', '56.10 PHP', '3.25%', 'loans@sample-ewbank.ph'])
      expect(sameInFilipinoAllowed(text), text).toBe(true);
    for (const text of ['Error:', 'Dismiss', 'Cash price (PHP)', 'NA', 'Format 123-4567'])
      expect(sameInFilipinoAllowed(text), text).toBe(false);
    expect(sameInFilipinoAllowed('zip CODE')).toBe(true);
  });
});
