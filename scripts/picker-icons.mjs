// Writes the date and time pickers' icons into widgets/ui/pickers.css as PNG (why: that file's head):
//   node scripts/picker-icons.mjs    (the CSS is committed; run again after a Chromium whose icons changed)
// The icons are Chromium's own: read from its stylesheet (the computed background of a date and a time
// input's picker indicator), drawn by Chromium at 3x their size (phones' pixel ratios are up to ~3) and
// kept as grey + alpha PNG, black as Chromium draws them in a light page, the alpha of their edges in
// 16 steps (as 4-bit anti-aliased text: no eye tells the step on an icon's edge, and the file is a
// third smaller; a data URL's base64 does not compress).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './ensure-chromium.mjs';

const CSS = join(dirname(fileURLToPath(import.meta.url)), '..', 'widgets', 'ui', 'pickers.css');
const SCALE = 4;

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => ~buf.reduce((crc, b) => crcTable[(crc ^ b) & 0xff] ^ (crc >>> 8), ~0) >>> 0;
function pngChunk(type, data) {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}
/** A black picture of this coverage (one byte per pixel), as PNG colour type 4 (grey + alpha). */
const STEPS = 15;
function png(width, height, alpha) {
  const rows = Buffer.alloc((width * 2 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      rows[y * (width * 2 + 1) + 2 + x * 2] = Math.round(
        (Math.round((alpha[y * width + x] * STEPS) / 255) * 255) / STEPS,
      );
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 4, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const page = await browser.newPage();
await page.setContent('<input type="date"><input type="time">');
const cdp = await page.context().newCDPSession(page);
await cdp.send('DOM.enable');
await cdp.send('CSS.enable');
const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
const indicators = [];
(function walk(node) {
  if (node.attributes?.includes('-webkit-calendar-picker-indicator')) indicators.push(node.nodeId);
  for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) walk(child);
})(root);
const icons = [];
for (const nodeId of indicators) {
  const { computedStyle } = await cdp.send('CSS.getComputedStyleForNode', { nodeId });
  const url = /url\("?(data:image\/svg\+xml;base64,[^")]+)/.exec(
    computedStyle.find((p) => p.name === 'background-image').value,
  )[1];
  const svg = Buffer.from(url.split(',')[1], 'base64').toString();
  const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(svg).map(Number);
  const alpha = await page.evaluate(
    async ([url, w, h]) => {
      const img = new Image();
      img.src = url;
      await img.decode();
      const canvas = Object.assign(document.createElement('canvas'), { width: w, height: h });
      const g = canvas.getContext('2d');
      g.drawImage(img, 0, 0, w, h);
      return Array.from(g.getImageData(0, 0, w, h).data.filter((_, i) => i % 4 === 3));
    },
    [url, width * SCALE, height * SCALE],
  );
  icons.push(`data:image/png;base64,${png(width * SCALE, height * SCALE, alpha).toString('base64')}`);
}
await browser.close();

// The rules in pickers.css name date first, then time: the inputs' order above.
let n = 0;
const css = readFileSync(CSS, 'utf8').replace(/url\(data:image\/[^)]*\)/g, () => `url(${icons[n++]})`);
if (n !== icons.length) throw new Error(`pickers.css has ${n} icons, Chromium ${icons.length}`);
writeFileSync(CSS, css);
console.log(`Wrote ${icons.length} picker icons (${icons.map((i) => i.length).join(', ')} characters) into ${CSS}`);
