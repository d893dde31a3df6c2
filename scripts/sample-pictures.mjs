// Writes the sample content's pictures (site/public/content/*.svg) and their manifest
// (scripts/sample-pictures.json: each picture's slots, bytes and sha256, which the tests check):
//   node scripts/sample-pictures.mjs    (the pictures are committed; run again after editing PICTURES)
// One style: the bank's theme colours (shared/theme.ts) for every backdrop, tile and card, with
// Microsoft's Fluent Emoji Flat illustrations (MIT, the devDependency @iconify-json/fluent-emoji-flat,
// read here only: the composed files ship, the set does not). The card faces, the store badges and the
// privacy seal are drawn here as generic look-alikes (no trademarked artwork).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { format } from 'prettier';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const OUT = join(ROOT, 'site', 'public', 'content');
export const MANIFEST = join(ROOT, 'scripts', 'sample-pictures.json');

const EMOJI = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('@iconify-json/fluent-emoji-flat/icons.json'), 'utf8'),
);

/** The bank's colours (shared/theme.ts) and tints of them. */
const C = {
  primary: '#5a2d82',
  dark: '#3f1d5c',
  magenta: '#c2185b',
  tint: '#efe6f7',
  tint2: '#dccbee',
  gold: '#f2b632',
};

/** A Fluent Emoji Flat drawing (32x32 units) scaled to `size` at (x, y). */
function emoji(name, x, y, size) {
  const icon = EMOJI.icons[name];
  if (!icon) throw new Error(`no emoji ${name}`);
  if (/\bid=/.test(icon.body)) throw new Error(`emoji ${name} has ids: they could collide in one file`);
  const s = +(size / (icon.width ?? EMOJI.width ?? 32)).toFixed(4);
  return `${EMOJI_GROUP}${x} ${y}) scale(${s})">${icon.body}</g>`;
}

/** How an emoji's group starts: a picture with one carries the credit. */
const EMOJI_GROUP = '<g transform="translate(';
/** The credit a picture with Fluent Emoji illustrations carries (the MIT licence asks for the notice). */
const CREDIT =
  '<!-- Illustrations: Fluent Emoji Flat (c) Microsoft Corporation, MIT: /content/fluent-emoji-LICENSE.txt -->';
const svg = (attrs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg"${attrs && ` ${attrs}`}>${body.includes(EMOJI_GROUP) ? CREDIT : ''}${body}</svg>`;

/** A square icon (shown at 40 to 96 px): a rounded lavender tile, a soft disc, the illustration. */
function tile(name) {
  return svg(
    'width="96" height="96" viewBox="0 0 96 96"',
    `<rect width="96" height="96" rx="22" fill="${C.tint}"/><circle cx="48" cy="50" r="32" fill="${C.tint2}"/><circle cx="80" cy="16" r="6" fill="${C.magenta}" opacity=".8"/>` +
      emoji(name, 20, 20, 56),
  );
}

/** An illustrated portrait: head and shoulders of a person illustration, in a round frame. */
function portrait(name) {
  return svg(
    'width="96" height="96" viewBox="0 0 96 96"',
    `<defs><clipPath id="r"><circle cx="48" cy="48" r="48"/></clipPath></defs>` +
      `<g clip-path="url(#r)"><rect width="96" height="96" fill="${C.tint}"/><circle cx="48" cy="40" r="30" fill="${C.tint2}"/>` +
      emoji(name, -4, 4, 104) +
      `</g>`,
  );
}

/**
 * A banner: a backdrop in the theme that fills whatever box shows it (no intrinsic size: the page's
 * box, declared on the img, decides the proportions) and a scene drawn on a `w` x `h` grid, fitted
 * into the middle of it. Used in slots of several proportions (480x200 slides, 320x160 promo cards,
 * 640x240 article heads, 64x64 cards), so the backdrop always reaches the corners.
 */
function banner({ from, to, w, h, scene, light = false }) {
  const deco = light ? C.primary : '#fff';
  return svg(
    '',
    `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" rx="14" fill="url(#b)"/>` +
      `<circle cx="92%" cy="8%" r="30%" fill="${deco}" opacity=".07"/><circle cx="4%" cy="100%" r="24%" fill="${deco}" opacity=".06"/>` +
      `<svg width="100%" height="100%" viewBox="0 0 ${w} ${h}" preserveAspectRatio="xMidYMid meet">${scene}</svg>`,
  );
}

/** A soft disc behind an illustration of a banner scene. */
const disc = (cx, cy, r, o = 0.16) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" opacity="${o}"/>`;
/** A sparkle (four-pointed star) of the scenes. */
const spark = (x, y, r, fill = C.gold) =>
  `<path d="M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z" fill="${fill}"/>`;

/** A hero banner scene (480x200): a main illustration on a disc, two smaller ones, sparkles. */
function heroScene(main, left, right) {
  return (
    disc(240, 100, 92) +
    disc(240, 100, 70, 0.14) +
    emoji(main, 170, 30, 140) +
    emoji(left, 60, 96, 64) +
    emoji(right, 356, 40, 64) +
    spark(120, 50, 10) +
    spark(400, 150, 8, '#fff') +
    spark(330, 170, 6)
  );
}

/**
 * A square scene (200x200) for the pictures shown both as banners and as square icons, on the light
 * backdrop of the icon tiles (they sit beside them in lists of icons).
 */
function squareScene(main, badge) {
  return (
    `<circle cx="100" cy="104" r="84" fill="${C.tint2}"/>` +
    emoji(main, 34, 34, 132) +
    emoji(badge, 128, 120, 56) +
    spark(36, 40, 10) +
    spark(172, 36, 7, C.magenta)
  );
}

/** A square scene on the icon tiles' light backdrop, filling whatever box shows it. */
function lightBanner(main, badge) {
  return banner({ from: C.tint, to: '#e4d5f1', w: 200, h: 200, light: true, scene: squareScene(main, badge) });
}

/**
 * A credit card face (ISO proportions, 200x126): the card's colours, its name, a chip, the
 * contactless sign, a masked number and a network-style mark (generic shapes, not a network's logo).
 */
function cardFace({ name, from, to, ink = '#fff', network }) {
  const mark =
    network === 'circles'
      ? `<circle cx="160" cy="102" r="11" fill="${ink}" opacity=".9"/><circle cx="174" cy="102" r="11" fill="${ink}" opacity=".55"/>`
      : `<text x="184" y="109" text-anchor="end" font-family="Arial,Helvetica,sans-serif" font-size="17" font-style="italic" font-weight="700" fill="${ink}" textLength="44" lengthAdjust="spacingAndGlyphs">VISA</text>`;
  return svg(
    'width="200" height="126" viewBox="0 0 200 126"',
    `<defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` +
      `<linearGradient id="h" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f9e3a3"/><stop offset="1" stop-color="#c9962e"/></linearGradient></defs>` +
      `<rect width="200" height="126" rx="10" fill="url(#c)"/>` +
      `<circle cx="188" cy="4" r="70" fill="#fff" opacity=".1"/><circle cx="30" cy="140" r="60" fill="#fff" opacity=".07"/>` +
      `<text x="16" y="26" font-family="Arial,Helvetica,sans-serif" font-size="13" font-weight="700" fill="${ink}" letter-spacing=".5">${name}</text>` +
      `<text x="184" y="24" text-anchor="end" font-family="Arial,Helvetica,sans-serif" font-size="9" font-weight="700" fill="${ink}" opacity=".85">EW</text>` +
      `<rect x="18" y="44" width="28" height="21" rx="4" fill="url(#h)"/><path d="M18 51.5h10m8 0h10M18 58h10m8 0h10M28 44v21m8-21v21" stroke="#a27a22" stroke-width=".8" fill="none"/>` +
      `<path d="M55 49a8 8 0 0 1 0 11M60 46a13 13 0 0 1 0 17M65 43a18 18 0 0 1 0 23" stroke="${ink}" stroke-width="1.8" stroke-linecap="round" fill="none" opacity=".85"/>` +
      `<text x="18" y="88" font-family="'Courier New',monospace" font-size="11" font-weight="700" fill="${ink}" letter-spacing="1" textLength="120" lengthAdjust="spacing">•••• •••• •••• 4821</text>` +
      `<text x="18" y="108" font-family="Arial,Helvetica,sans-serif" font-size="7" fill="${ink}" opacity=".8" letter-spacing="1">JUAN DELA CRUZ</text>` +
      mark,
  );
}

const SANS = 'font-family="Arial,Helvetica,sans-serif"';

/** A store badge look-alike: black, rounded, a glyph, a small line over the store's name. */
function storeBadge({ width, glyph, small, big, bigLength }) {
  return svg(
    `width="${width}" height="40" viewBox="0 0 ${width} 40"`,
    `<rect x=".5" y=".5" width="${width - 1}" height="39" rx="7" fill="#000" stroke="#a6a6a6"/>` +
      glyph +
      `<text x="38" y="15" ${SANS} font-size="7.5" fill="#fff" letter-spacing=".3">${small}</text>` +
      `<text x="38" y="31" ${SANS} font-size="15" font-weight="700" fill="#fff" textLength="${bigLength}" lengthAdjust="spacingAndGlyphs">${big}</text>`,
  );
}

/** A play triangle in two greens and blues (a generic shape, not the store's mark). */
const PLAY =
  `<defs><linearGradient id="p" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#00c3ff"/><stop offset=".55" stop-color="#00e676"/><stop offset="1" stop-color="#ffd400"/></linearGradient></defs>` +
  `<path d="M12 9.5v21a1.6 1.6 0 0 0 2.4 1.4l18.2-10.5a1.6 1.6 0 0 0 0-2.8L14.4 8.1A1.6 1.6 0 0 0 12 9.5z" fill="url(#p)"/>`;
/** An apple with a leaf (a fruit, no bite: not the company's mark). */
const APPLE =
  `<path d="M20 14.5c-2-1.6-6.6-1.4-7.7 3.3c-1 4.3 1.6 10.4 4.4 11.6c1.3.6 2.3-.3 3.3-.3s2 .9 3.3.3c2.8-1.2 5.4-7.3 4.4-11.6c-1.1-4.7-5.7-4.9-7.7-3.3z" fill="#fff"/>` +
  `<path d="M20.3 13.6c.2-2.6 1.9-4.3 4.4-4.6c-.2 2.5-1.9 4.3-4.4 4.6z" fill="#fff"/>`;

/** A round registration seal: NPC REGISTERED over, DATA PRIVACY under, a shield with a check. */
function seal() {
  const ring = '#1f3a70';
  return svg(
    'width="120" height="120" viewBox="0 0 120 120"',
    `<defs><path id="t" d="M17 60a43 43 0 0 1 86 0"/><path id="u" d="M12 60a48 48 0 0 0 96 0"/></defs>` +
      `<circle cx="60" cy="60" r="59" fill="${ring}"/><circle cx="60" cy="60" r="55" fill="none" stroke="${C.gold}" stroke-width="1.5"/>` +
      `<circle cx="60" cy="60" r="37" fill="#fff"/><circle cx="60" cy="60" r="37" fill="none" stroke="${C.gold}" stroke-width="1.5"/>` +
      `<text ${SANS} font-size="10.5" font-weight="700" fill="#fff" letter-spacing="1"><textPath href="#t" startOffset="50%" text-anchor="middle">NPC REGISTERED</textPath></text>` +
      `<text ${SANS} font-size="10.5" font-weight="700" fill="#fff" letter-spacing="1"><textPath href="#u" startOffset="50%" text-anchor="middle" dominant-baseline="hanging">DATA PRIVACY</textPath></text>` +
      `<circle cx="15" cy="62" r="2" fill="${C.gold}"/><circle cx="105" cy="62" r="2" fill="${C.gold}"/>` +
      `<path d="M60 33l18 6v13c0 12-8 20-18 24c-10-4-18-12-18-24V39z" fill="${ring}"/>` +
      `<path d="M51 55l6.5 6.5L70 48" stroke="#fff" stroke-width="4.5" stroke-linecap="round" stroke-linejoin="round" fill="none"/>` +
      `<text x="60" y="89" text-anchor="middle" ${SANS} font-size="7" font-weight="700" fill="${ring}" letter-spacing=".5">SEAL</text>`,
  );
}

/**
 * Every picture of the sample content (shared/content/sample.ts `img(name)`), with the slots that
 * show it (width x height as the site declares them; docs/decisions.md "Boxes of their final size").
 */
export const PICTURES = {
  'hero-home': {
    slots: ['480x200'],
    svg: () =>
      banner({ from: C.primary, to: C.dark, w: 480, h: 200, scene: heroScene('house-with-garden', 'key', 'coin') }),
  },
  'hero-auto': {
    slots: ['480x200'],
    svg: () =>
      banner({
        from: C.dark,
        to: C.primary,
        w: 480,
        h: 200,
        scene: heroScene('automobile', 'key', 'check-mark-button'),
      }),
  },
  'hero-td': {
    slots: ['480x200'],
    svg: () =>
      banner({ from: C.primary, to: C.magenta, w: 480, h: 200, scene: heroScene('potted-plant', 'coin', 'calendar') }),
  },
  'promo-1': {
    slots: ['320x160', '640x240'],
    svg: () =>
      banner({
        from: C.magenta,
        to: C.primary,
        w: 480,
        h: 200,
        scene: heroScene('mount-fuji', 'credit-card', 'airplane'),
      }),
  },
  'promo-2': {
    slots: ['320x160', '640x240'],
    svg: () =>
      banner({
        from: C.primary,
        to: C.magenta,
        w: 480,
        h: 200,
        scene: heroScene('television', 'shopping-bags', 'credit-card'),
      }),
  },
  'promo-3': {
    slots: ['320x160', '640x240'],
    svg: () =>
      banner({
        from: C.dark,
        to: C.magenta,
        w: 480,
        h: 200,
        scene: heroScene('chart-increasing', 'coin', 'glowing-star'),
      }),
  },
  app: {
    slots: ['480x200', '96x96', '40x40'],
    svg: () => lightBanner('mobile-phone', 'check-mark-button'),
  },
  cards: {
    slots: ['480x200', '64x64'],
    svg: () => lightBanner('credit-card', 'shopping-bags'),
  },
  save: { slots: ['64x64', '96x96'], svg: () => tile('coin') },
  borrow: { slots: ['64x64', '96x96'], svg: () => tile('handshake') },
  invest: { slots: ['64x64', '96x96'], svg: () => tile('chart-increasing') },
  rates: { slots: ['64x64', '40x40'], svg: () => tile('bar-chart') },
  fx: { slots: ['64x64', '96x96', '40x40'], svg: () => tile('currency-exchange') },
  tips: { slots: ['64x64'], svg: () => tile('light-bulb') },
  shield: { slots: ['96x96', '40x40'], svg: () => tile('shield') },
  store: { slots: ['40x40'], svg: () => tile('bank') },
  business: { slots: ['96x96'], svg: () => tile('office-building') },
  cash: { slots: ['96x96'], svg: () => tile('money-with-wings') },
  service: { slots: ['64x64'], svg: () => tile('briefcase') },
  holiday: { slots: ['48x48'], svg: () => tile('christmas-tree') },
  // one portrait per sample trust officer (Maria Santos, Jose Reyes)
  broker: { slots: ['64x64'], svg: () => portrait('woman-office-worker-medium') },
  'broker-2': { slots: ['64x64'], svg: () => portrait('man-office-worker-medium') },
  'card-platinum': {
    slots: ['200x126'],
    svg: () => cardFace({ name: 'PLATINUM', from: '#8e9aa6', to: '#3b4550', network: 'circles' }),
  },
  'card-gold': {
    slots: ['200x126'],
    svg: () => cardFace({ name: 'GOLD', from: '#e6c25a', to: '#9c6f12', network: 'visa' }),
  },
  'card-cashback': {
    slots: ['200x126'],
    svg: () => cardFace({ name: 'CASHBACK', from: C.magenta, to: '#7a0f3a', network: 'circles' }),
  },
  'card-classic': {
    slots: ['200x126'],
    svg: () => cardFace({ name: 'CLASSIC', from: C.primary, to: C.dark, network: 'visa' }),
  },
  'google-play': {
    slots: ['135x40'],
    svg: () => storeBadge({ width: 135, glyph: PLAY, small: 'GET IT ON', big: 'Google Play', bigLength: 88 }),
  },
  'app-store': {
    slots: ['120x40'],
    svg: () => storeBadge({ width: 120, glyph: APPLE, small: 'Download on the', big: 'App Store', bigLength: 72 }),
  },
  'privacy-seal': { slots: ['120x120'], svg: seal },
};

/** The brotli size of a file, as the server sends it (precompressed at the highest quality). */
export const brotliBytes = (text) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** Each picture's file text and manifest entry. */
export function compose() {
  const files = {};
  const manifest = {};
  for (const [name, p] of Object.entries(PICTURES)) {
    const text = p.svg();
    files[`${name}.svg`] = text;
    manifest[name] = {
      slots: p.slots,
      bytes: Buffer.byteLength(text),
      br: brotliBytes(text),
      sha256: createHash('sha256').update(text).digest('hex'),
    };
  }
  return { files, manifest };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files, manifest } = compose();
  for (const [file, text] of Object.entries(files)) writeFileSync(join(OUT, file), text);
  writeFileSync(MANIFEST, await format(JSON.stringify(manifest), { filepath: MANIFEST }));
  const total = Object.values(manifest).reduce((n, m) => n + m.bytes, 0);
  const br = Object.values(manifest).reduce((n, m) => n + m.br, 0);
  console.log(`${Object.keys(files).length} pictures, ${total} bytes, ${br} bytes br`);
}
