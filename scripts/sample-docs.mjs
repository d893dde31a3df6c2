// Writes the sample downloadable documents of the content service (site/public/content/docs/*.pdf):
// one-page PDFs a bank's web team can demo, each with a title, its sections and a SAMPLE banner, so a
// visitor who opens one sees a real-looking document and cannot take it for a real one.
//   node scripts/sample-docs.mjs    (the PDFs are committed; run again after editing DOCS)
// A PDF is written by hand (a page, Helvetica, text lines) rather than through a PDF library: the
// documents are plain text and this is a build-time script, not product code.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCS } from './sample-docs-text.mjs';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'site', 'public', 'content', 'docs');
const BANNER = 'SAMPLE DOCUMENT - demonstration content, not a document of the bank.';

/** Breaks a paragraph into lines of at most `width` characters. */
function wrap(text, width = 88) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const escape = (s) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/** The page's content stream: the banner, the title, then each section's heading and text. */
function content(doc) {
  const ops = [];
  let y = 750;
  const text = (font, size, s, gap) => {
    ops.push(`BT /${font} ${size} Tf 56 ${y} Td (${escape(s)}) Tj ET`);
    y -= gap;
  };
  text('F1', 9, BANNER, 28);
  text('F2', 18, doc.title, 26);
  for (const [heading, body] of doc.sections) {
    y -= 6;
    text('F2', 11, heading, 16);
    for (const line of wrap(body)) text('F1', 10, line, 14);
  }
  return ops.join('\n');
}

export function pdf(doc) {
  const stream = content(doc);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title (${escape(`${doc.title} (sample)`)}) /Producer (EastWest web widgets sample content) >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = Buffer.byteLength(out);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [file, doc] of Object.entries(DOCS)) writeFileSync(join(OUT, file), pdf(doc), 'latin1');
  console.log(`${Object.keys(DOCS).length} sample documents written to ${OUT}`);
}
