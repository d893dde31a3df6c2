/**
 * The support floor in CSS (README "Browser support"): Safari 15.0-15.3 drop a whole selector list
 * when one selector in it is unknown to them (:focus-visible, :has()), so the other selectors' rule
 * goes too (a checked radio that looks unchecked, no focus ring). Such selectors stand alone, and a
 * stylesheet that rings :focus-visible also rings :focus where :focus-visible is unknown.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ABOVE_FLOOR = /:focus-visible|:has\(/;

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? cssFiles(join(dir, e.name)) : e.name.endsWith('.css') ? [join(dir, e.name)] : [],
  );
}

/** Each rule's selector list (at-rule preludes left out), comments removed. */
function selectorLists(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...text.matchAll(/([^{};]+)\{/g)].map((m) => m[1]!.trim()).filter((s) => s && !s.startsWith('@'));
}

/** Splits a list at its top-level commas (not those inside :has(), :not(), ...). */
function selectors(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const c of list) {
    if (c === '(') depth++;
    if (c === ')') depth--;
    if (c === ',' && depth === 0) {
      out.push(current.trim());
      current = '';
    } else current += c;
  }
  return [...out, current.trim()];
}

const FILES = [...cssFiles('widgets'), ...cssFiles('site')];

describe('CSS the floor keeps', () => {
  it('finds the stylesheets', () => expect(FILES.length).toBeGreaterThan(5));

  it('no selector above the floor shares a list with others', () => {
    const mixed = FILES.flatMap((file) =>
      selectorLists(readFileSync(file, 'utf8'))
        .filter((list) => {
          const all = selectors(list);
          return all.length > 1 && all.some((s) => ABOVE_FLOOR.test(s));
        })
        .map((list) => `${file}: ${list.replace(/\s+/g, ' ')}`),
    );
    expect(mixed).toEqual([]);
  });

  it('a stylesheet with a :focus-visible ring has a :focus one where :focus-visible is unknown', () => {
    const missing = FILES.filter((file) => {
      const css = readFileSync(file, 'utf8');
      return /:focus-visible\s*[{,+ ]/.test(css) && !/@supports not selector\(:focus-visible\)/.test(css);
    });
    // The store locator's link ring is the kit's fallback's (.ew-root :focus) on those Safaris.
    expect(missing.filter((f) => !f.endsWith(join('store-locator', 'styles.css')))).toEqual([]);
  });
});
