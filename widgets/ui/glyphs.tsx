/**
 * The tick of a checkbox and the arrow of a combobox, drawn as paths instead of the characters ✓ and ▾:
 * fonts that pages use rarely have them, so the browser looked up a fallback font for each at the first
 * screen's first layout (15-20 ms at CPU 4x, docs/performance.md "The first screen first").
 * The outlines are DejaVu Sans's (the fallback those characters took here) in eighths of its font
 * units (256 to the em), y down, placed where the character was drawn: from the top of its line
 * (line-height 1, the baseline 14px of 16 down in the tick's mark; the arrow's box ends on the
 * baseline), as wide as its advance; the offsets of a few units match the hinted glyph's pixels.
 * ui.css makes them 1em high (the width follows the viewBox: a mark at `font-size: 0` hides its tick
 * as it hid the character) and paints them in the text's colour, forced colours included.
 */
const glyph = (viewBox: string, d: string) => (
  <svg viewBox={viewBox}>
    <path d={d} />
  </svg>
);

/** ✓ */
export const tick = () =>
  glyph(
    '-4 -221 214.5 256',
    'M57-82q5 0 7 8q5 15 7 15q2 0 4-2q35-57 65-91q7-9 24-9q4 0 6 0q1 1 1 2q0 2-4 7q-48 58-90 123q-3 4-11 4q-9 0-11-1q-4-1-10-19q-7-19-7-24q0-5 9-10q6-3 10-3z',
  );

/** ▾ */
export const arrow = () => glyph('0 -254 128.5 256', 'M1-130h127L65-3z');
