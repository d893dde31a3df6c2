/**
 * The picker icons (pickers.css) are in the stylesheet of every widget that shows a date or time
 * field, and of no other (each costs its bytes): a new date field in a form whose widget lacks them
 * brings Chromium's SVG icons, and their ~50 ms on a phone, back into that widget's first screen.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WIDGET_NAMES } from '../registry/index.ts';
import { FORMS } from '../registry/prefill-fields.ts';

const PICKERS = join('widgets', 'ui', 'pickers.css');

/** A stylesheet's files: itself and what it @imports, recursively. */
function sheets(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const imports = [...text.matchAll(/@import\s+['"]([^'"]+)['"]/g)].map((m) => join(dirname(file), m[1]!));
  return [file, ...imports.flatMap(sheets)];
}

/** The stylesheet a widget's entry gives its definition (`import css from '...css?inline'`). */
function widgetSheets(name: string): string[] {
  const entry = join('widgets', name, 'index.ts');
  const css = /import css from '([^']+\.css)\?inline'/.exec(readFileSync(entry, 'utf8'))?.[1];
  return css ? sheets(join(dirname(entry), css)) : [];
}

const hasPickerField = (name: string) =>
  (FORMS[name] ?? []).some((form) =>
    Object.values(form.fields).some((f) => f.kind === 'date' || f.kind === 'time' || f.kind === 'days'),
  );

describe('picker icons', () => {
  it('draw both pickers from PNG, not from an SVG document', () => {
    const css = readFileSync(PICKERS, 'utf8');
    expect(css).not.toContain('image/svg');
    for (const type of ['date', 'time'])
      expect(css).toMatch(
        new RegExp(
          `\\[type='${type}'\\]::-webkit-calendar-picker-indicator \\{\\s*background-image: url\\(data:image/png;base64,[A-Za-z0-9+/=]{100,}\\)`,
        ),
      );
  });

  it.each(WIDGET_NAMES)('%s has them exactly when it shows a date or time field', (name) => {
    expect(widgetSheets(name).includes(PICKERS)).toBe(hasPickerField(name));
  });
});
