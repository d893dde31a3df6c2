// The browser's own work (HTML parse, style, layout, paint) for one widget's prerendered first
// screen, alone: a blank page imports the widget's first-screen module from a running server and
// shows it in an element; a Chrome trace sums the main thread's CPU time (`tdur`) of each kind of
// work from that call to the frame after it. Variants change one thing in the module's markup or
// styles (a diagnosis, never something to ship as such), run interleaved with the untouched one in
// fresh contexts; medians are printed. docs/performance.md "What the first screen costs the browser".
//   node scripts/bench-first-screen.mjs http://127.0.0.1:8080 [widget] [runs] [variant...]
//   (CPU=4 for a 4x slower CPU, WIDTH=1280; `all` runs every variant; LOCALE=fil)
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const [base, widget = 'personal-loan', runsArg = '5', ...asked] = process.argv.slice(2);
if (!base) {
  console.error('usage: node scripts/bench-first-screen.mjs <server> [widget] [runs] [variant...]');
  process.exit(2);
}
const CPU = Number(process.env.CPU || 1);
const WIDTH = Number(process.env.WIDTH || 412);
const LOCALE = process.env.LOCALE || 'en';
const KINDS = ['ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize'];

/** The style rules at the top level of a stylesheet, as written. */
function rules(css) {
  const out = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) {
      out.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  return out;
}

/** Each variant takes the module's { html, css } and returns it with one thing changed. */
const VARIANTS = {
  base: (d) => d,
  // Every author rule gone: what our CSS costs at all.
  'no-css': (d) => ({ ...d, css: '' }),
  'no-all-initial': (d) => ({ ...d, css: d.css.replace(/all:\s*initial;?/, '') }),
  'no-universal': (d) => ({
    ...d,
    css: rules(d.css)
      .filter((r) => !r.startsWith('.ew-root *,'))
      .join(''),
  }),
  'font-noto': (d) => ({ ...d, css: d.css.replace(/font:medium\/1\.5 [^;}]*/, "font:medium/1.5 'Noto Sans'") }),
  'weights-400': (d) => ({ ...d, css: d.css.replace(/font-weight:\s*\d+/g, 'font-weight:400') }),
  'no-date-time': (d) => ({ ...d, html: d.html.replace(/type="(date|time)"/g, 'type="text"') }),
  'no-picker-icons': (d) => ({
    ...d,
    css: `${d.css}.ew-root input::-webkit-calendar-picker-indicator{background-image:none}`,
  }),
  'no-inputs': (d) => ({ ...d, html: d.html.replace(/<input[^>]*>/g, '<i></i>') }),
  'no-selects': (d) => ({ ...d, html: d.html.replace(/<select[^>]*>.*?<\/select>/g, '<i></i>') }),
  'no-text': (d) => ({ ...d, html: d.html.replace(/>([^<]+)</g, '><') }),
  'cv-tail': (d) => ({
    ...d,
    css: `${d.css}.ew-root .ew-form>:nth-child(n+12){content-visibility:auto;contain-intrinsic-size:auto 80px}`,
  }),
  // The same screen shown once before in the page: what of the cost is the page's first time.
  'second-showing': (d) => ({ ...d, warm: true }),
  // Only a date and a time input created (never shown) before: the controls' first-time set-up.
  'date-time-created-before': (d) => ({ ...d, warmDates: true }),
};
const variants = asked[0] === 'all' ? Object.keys(VARIANTS) : asked.length ? asked : ['base'];
for (const v of variants) if (!VARIANTS[v]) throw new Error(`No variant ${v}: ${Object.keys(VARIANTS).join(' ')}`);

const manifest = await (await fetch(`${base}/widgets/manifest.json`)).json();
const moduleUrl = `${base}/widgets/${manifest.version}/${widget}-first-${LOCALE}.js`;
const source = await (await fetch(moduleUrl)).text();
const call = source.match(/EWFirst\.showFirstScreen\(el, options, (\{.*\}), import\.meta\.url\)/);
if (!call) throw new Error(`No first screen in ${moduleUrl}`);
const def = JSON.parse(call[1]);

const page = ({ warm, warmDates }) => `<!doctype html><meta charset=utf-8>
<meta name=viewport content="width=device-width"><body style="margin:0"><ew-warm></ew-warm><ew-x></ew-x><script>
setTimeout(async () => {
  const show = (await import('./m.js')).default;
  ${warmDates ? "for (const t of ['date', 'time']) document.createElement('input').type = t;" : ''}
  ${warm ? "show(document.querySelector('ew-warm'), {}); document.body.offsetHeight;" : ''}
  await new Promise((r) => setTimeout(r, 100));
  performance.mark('s');
  show(document.querySelector('ew-x'), {});
  requestAnimationFrame(() => setTimeout(() => { performance.mark('e'); window.__done = 1; }, 50));
}, 300);
</script>`;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const results = Object.fromEntries(variants.map((v) => [v, []]));
for (let run = 0; run < Number(runsArg); run++) {
  for (const v of variants) {
    const { warm, warmDates, ...changed } = VARIANTS[v]({ ...def });
    const module = source.replace(call[1], () => JSON.stringify(changed));
    const ctx = await browser.newContext({ viewport: { width: WIDTH, height: 900 } });
    const tab = await ctx.newPage();
    await tab.route('**/__first-screen.html', (r) =>
      r.fulfill({ contentType: 'text/html', body: page({ warm, warmDates }) }),
    );
    await tab.route('**/m.js', (r) => r.fulfill({ contentType: 'text/javascript', body: module }));
    const cdp = await ctx.newCDPSession(tab);
    if (CPU !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    const events = [];
    cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
    const complete = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,blink.user_timing,disabled-by-default-devtools.timeline',
      transferMode: 'ReportEvents',
    });
    await tab.goto(`${base}/__first-screen.html`);
    await tab.waitForFunction(() => window.__done);
    await cdp.send('Tracing.end');
    await complete;
    const main = new Set(
      events
        .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
        .map((e) => `${e.pid}:${e.tid}`),
    );
    const from = events.find((e) => e.name === 's').ts;
    const to = events.find((e) => e.name === 'e').ts;
    const sums = {};
    for (const e of events) {
      if (e.ph !== 'X' || e.ts < from || e.ts > to || !KINDS.includes(e.name) || !main.has(`${e.pid}:${e.tid}`))
        continue;
      sums[e.name] = (sums[e.name] || 0) + (e.tdur ?? e.dur) / 1000;
    }
    results[v].push(sums);
    await ctx.close();
  }
}
await browser.close();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`${widget} (${LOCALE}), ${WIDTH} px, CPU ${CPU}x, median of ${runsArg}, main-thread CPU ms`);
for (const v of variants) {
  const rows = results[v];
  const total = median(rows.map((r) => KINDS.reduce((a, k) => a + (r[k] || 0), 0)));
  const parts = KINDS.map((k) => `${k} ${median(rows.map((r) => r[k] || 0)).toFixed(1)}`).join('  ');
  console.log(`${v.padEnd(25)} ${total.toFixed(1).padStart(5)}  ${parts}`);
}
