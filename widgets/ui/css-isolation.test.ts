/**
 * The host page's CSS stops at the widget (docs/decisions.md): `rem` follows the host's
 * `html { font-size }` (62.5 % is common), so no widget sizes anything in it, in its stylesheets or in
 * the inline styles of its components; `em` from the root's `font-size: medium` (widgets/ui/ui.css)
 * follows only the visitor's own default size. tests/e2e/host-isolation.spec.ts checks the outcome
 * in a browser; this finds the unit where it is written.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? files(join(dir, e.name), ext)
      : ext.test(e.name) && !/\.test\./.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
}

/** A length in rem: a number right before the unit (not "remove", not "--ew-rem"). */
const REM = /\d\s*rem\b/;

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

describe("widget sizes never follow the host page's root font size", () => {
  const css = files('widgets', /\.css$/);
  const code = files('widgets', /\.tsx?$/);

  it('finds the stylesheets and components', () => {
    expect(css.length).toBeGreaterThan(5);
    expect(code.length).toBeGreaterThan(50);
  });

  it("no rem in a widget stylesheet or a component's inline style", () => {
    const found = [...css, ...code].flatMap((file) =>
      withoutComments(readFileSync(file, 'utf8'))
        .split('\n')
        .filter((line) => REM.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('the check itself sees a rem', () => {
    expect(REM.test('max-width: 36rem;')).toBe(true);
    expect(REM.test("{ width: 'min(100%, 60rem)' }")).toBe(true);
    expect(REM.test('r.remove, 2em')).toBe(false);
  });
});
