// The sample content's pictures: every picture the sample content or the site shows is one of the
// composed pictures (scripts/sample-pictures.mjs), committed as the script writes it, recorded in
// the manifest the browser test checks against, and under 10 KB brotli; no placeholder is left.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brotliBytes, compose, MANIFEST, OUT, type PictureEntry } from './sample-pictures.mjs';

const ROOT = join(import.meta.dirname, '..');
const LIMIT = 10 * 1024;
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, PictureEntry>;
const { files, manifest: composed } = compose();

/** The pictures (/content/<name>.svg) a source file refers to, by `img('name')` or by path. */
function referenced(file: string) {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return new Set([
    ...[...text.matchAll(/\bimg\('([\w-]+)'\)/g)].map((m) => m[1]!),
    ...[...text.matchAll(/\/content\/([\w-]+)\.svg/g)].map((m) => m[1]!),
  ]);
}

describe('sample pictures', () => {
  it('the committed files and manifest are what the script composes', () => {
    expect(manifest).toEqual(composed);
    for (const [file, text] of Object.entries(files)) expect(readFileSync(join(OUT, file), 'utf8'), file).toBe(text);
  });

  it('every picture in the content folder is a composed one: no placeholder is left', () => {
    const svgs = readdirSync(OUT).filter((f) => f.endsWith('.svg'));
    expect(svgs.sort()).toEqual(
      Object.keys(manifest)
        .map((n) => `${n}.svg`)
        .sort(),
    );
    for (const f of svgs) {
      const text = readFileSync(join(OUT, f), 'utf8');
      // the placeholders: a white disc and bar on a plain square, or a black box with a word
      expect(text, f).not.toMatch(/fill="#ffffff" fill-opacity="0\.85"/);
      expect(text, f).not.toMatch(/<rect width="\d+" height="40" rx="12" fill="#000"\/><text x="50%"/);
    }
  });

  it('each picture is under 10 KB brotli', () => {
    for (const f of readdirSync(OUT).filter((n) => n.endsWith('.svg')))
      expect(brotliBytes(readFileSync(join(OUT, f))), f).toBeLessThan(LIMIT);
  });

  it('every picture the sample content and the site refer to exists, and each is used', () => {
    const used = new Set([...referenced('shared/content/sample.ts'), ...referenced('site/pages/Privacy.tsx')]);
    expect([...used].sort()).toEqual(Object.keys(manifest).sort());
  });

  it('a picture has the proportions of its slots, or fills whatever box it is given', () => {
    for (const [file, text] of Object.entries(files)) {
      const root = text.slice(0, text.indexOf('>') + 1);
      // no intrinsic size: the img's declared box decides, the backdrop reaches its corners
      if (root === '<svg xmlns="http://www.w3.org/2000/svg">') continue;
      const size = root.match(/ width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)"/);
      expect(size, file).not.toBeNull();
      const [, w, h, vw, vh] = size!.map(Number);
      expect(w! / h!, file).toBeCloseTo(vw! / vh!, 2);
      for (const slot of manifest[file.replace(/\.svg$/, '')]!.slots) {
        const [sw, sh] = slot.split('x').map(Number);
        expect(sw! / sh!, `${file} in ${slot}`).toBeCloseTo(w! / h!, 2);
      }
    }
  });
});
