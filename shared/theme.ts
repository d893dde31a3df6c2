/**
 * The bank's theme (site-and-content.md §9 "Theme: primary purple, secondary magenta"): the one
 * definition of the colours the site (site/site.css) and the widgets (widgets/ui/ui.css, which ships
 * inside shadow roots to partner pages) use. The build writes them, as the custom properties
 * `--ew-<name>`, into each stylesheet where it says THEME_MARK (vite.config.ts `theme()`), so the
 * widgets' CSS stays self-contained and a partner can still override any of them on the element.
 */
export const THEME = {
  primary: '#5a2d82',
  'primary-dark': '#3f1d5c',
  secondary: '#c2185b',
  text: '#1f1f24',
  muted: '#55525e',
  border: '#6f6b78',
  error: '#b3261e',
  focus: '#ffbf47',
} as const;

/** Where a stylesheet takes the theme: inside the rule that declares its custom properties. */
export const THEME_MARK = '/* @ew-theme */';

/** The theme as declarations: `--ew-primary: #5a2d82; ...`. */
export function themeDeclarations(): string {
  return Object.entries(THEME)
    .map(([name, value]) => `--ew-${name}: ${value};`)
    .join(' ');
}

/** A stylesheet with the theme written in at its mark (unchanged when it has none). */
export function withTheme(css: string): string {
  return css.includes(THEME_MARK) ? css.replace(THEME_MARK, themeDeclarations()) : css;
}
