/** One source for the theme's colours across site and widgets: a colour changed in one place shows in both. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME, THEME_MARK, themeDeclarations, withTheme } from './theme.ts';

const read = (path: string) => readFileSync(new URL(`../${path}`, import.meta.url), 'utf8');
const SHEETS = ['site/site.css', 'widgets/ui/ui.css'];

describe('the theme', () => {
  it('is primary purple and secondary magenta (§9), written in as --ew-* custom properties', () => {
    expect(THEME.primary).toBe('#5a2d82');
    expect(THEME.secondary).toBe('#c2185b');
    expect(themeDeclarations()).toContain('--ew-primary: #5a2d82;');
    expect(withTheme(`.x { ${THEME_MARK} --y: 1px; }`)).toBe(`.x { ${themeDeclarations()} --y: 1px; }`);
    expect(withTheme('.x { color: red; }')).toBe('.x { color: red; }');
  });

  it.each(SHEETS)('%s takes its colours from the theme and defines none of them itself', (path) => {
    const css = read(path);
    expect(css.split(THEME_MARK)).toHaveLength(2);
    for (const [name, value] of Object.entries(THEME)) {
      expect(css, `${path} declares --ew-${name}`).not.toMatch(new RegExp(`--ew-${name}\\s*:`));
      expect(css.toLowerCase(), `${path} spells ${value} out`).not.toContain(value);
    }
  });
});
