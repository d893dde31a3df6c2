// The sample downloadable documents: every document the sample content links is a
// real-looking, valid one-page PDF, marked as a sample, and the committed file is what
// scripts/sample-docs.mjs writes from its text.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdf } from './sample-docs.mjs';
import { DOCS } from './sample-docs-text.mjs';

const DIR = join(import.meta.dirname, '..', 'site', 'public', 'content', 'docs');
const linked = [
  ...new Set(
    readFileSync(join(import.meta.dirname, '..', 'shared', 'content', 'sample.ts'), 'utf8').match(
      /\/content\/docs\/[\w-]+\.pdf/g,
    ),
  ),
].map((path) => path.split('/').pop()!);

/** The text a PDF shows: the strings of its content stream's Tj operators. */
const shownText = (file: string) =>
  [...file.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1')).join(' ');

describe('sample documents', () => {
  it('every linked document exists, and every document is linked', () => {
    expect(linked.length).toBeGreaterThan(10);
    expect(readdirSync(DIR).sort()).toEqual([...linked].sort());
    expect(Object.keys(DOCS).sort()).toEqual([...linked].sort());
  });

  it.each(linked)('%s: as generated, marked as a sample, a page of text, a valid cross-reference', (name) => {
    const file = readFileSync(join(DIR, name), 'latin1');
    expect(file).toBe(pdf(DOCS[name]!));
    const text = shownText(file);
    expect(text).toMatch(/^SAMPLE DOCUMENT/);
    expect(text.split(/\s+/).length).toBeGreaterThanOrEqual(100);
    // Each object starts where the cross-reference table says it does.
    const offsets = [...file.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((at, i) => expect(file.slice(at, at + 12)).toMatch(new RegExp(`^${i + 1} 0 obj`)));
    const startxref = Number(/startxref\n(\d+)/.exec(file)![1]);
    expect(file.slice(startxref, startxref + 4)).toBe('xref');
  });
});
