// Writes the date and time pickers' icons into widgets/ui/pickers.css as PNG (why: that file's head):
//   node scripts/picker-icons.mjs    (the CSS is committed; run again after a Chromium whose icons changed)
// The icons are Chromium's own: read from its stylesheet (the computed background of a date and a time
// input's picker indicator), drawn by Chromium at 4x their size (crisp at phones' pixel ratios, up to ~3.5) and
// kept as grey + alpha PNG, black as Chromium draws them in a light page, the alpha of their edges in
// 16 steps (as 4-bit anti-aliased text: no eye tells the step on an icon's edge, and the file is a
// third smaller; a data URL's base64 does not compress).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import pngjs from 'pngjs';
import { CHROMIUM, CHROMIUM_ARGS } from './ensure-chromium.mjs';

const CSS = join(dirname(fileURLToPath(import.meta.url)), '..', 'widgets', 'ui', 'pickers.css');
const SCALE = 4;
const { PNG } = pngjs;

/** Alpha in 16 steps (see above). */
const STEPS = 15;
/** A black picture of this coverage (one byte per pixel), as PNG colour type 4 (grey + alpha). */
function png(width, height, alpha) {
  const picture = new PNG({ width, height, colorType: 4, inputColorType: 6 });
  picture.data.fill(0);
  alpha.forEach((a, i) => (picture.data[i * 4 + 3] = Math.round((Math.round((a * STEPS) / 255) * 255) / STEPS)));
  return PNG.sync.write(picture, {
    colorType: 4,
    inputColorType: 6,
    deflateLevel: 9,
    deflateStrategy: 0,
    filterType: 0,
  });
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
