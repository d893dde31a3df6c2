// The phone profile of `npm run bench`: each widget's time to interactive against a naive
// React 19 build of a similar widget (../shared/bench/naive-react-callback.js, the team's shared
// reference), both in one browser, interleaved, cold cache, CPU 4x slower; once without network
// delay and once on 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up). Adapted from
// ../shared/bench/tti-ratio.mjs: the same pages, probe and throttling, for every widget.
//
// - "usable": the first text input of the widget's shadow root is enabled, visible and takes focus
//   (the first control for a widget whose first screen has no text input, e.g. the credit card's
//   card choice); that is usually the prerendered first screen (docs/performance.md);
// - "ready": ew:ready, the widget's own code has taken over;
// - ratio: median usable / median reference, as tti-ratio.mjs prints it.
// Reports only, never a gate. Run alone against a running server:
//   node scripts/bench-mobile.mjs http://127.0.0.1:8080 [runs]   (BENCH_ONLY=callback-form,auto-loan)
import { existsSync, readFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

export const REFERENCE = join(import.meta.dirname, '../../shared/bench/naive-react-callback.js');
const NET_4G = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const PROFILES = [
  { name: 'CPU 4x', net: undefined },
  { name: 'CPU 4x + 4G', net: NET_4G },
];

const TEXT_INPUT = 'input[type=text], input[type=email], input[type=tel], input:not([type])';
const CONTROL = 'input:not([type=hidden]), select, textarea, button, [tabindex="0"]';

/**
 * In the page before its scripts: the moment the widget is usable, and ew:ready. Each is told on the
 * console, not polled with waitForFunction: that injects Playwright's script into the page at its
 * load event, ~40-50 ms of main thread at CPU 4x, which a widget page (its load comes before its
 * chunks run) paid inside its time to ew:ready and the reference (its one script runs before its
 * load) did not (docs/performance.md "What the harness costs").
 */
const probe = (tag, selector) => `(() => {
  const b = { usable: null, ready: null };
  const tell = (k) => { b[k] = performance.now(); console.log('__tti ' + k + ' ' + b[k]); };
  addEventListener('ew:ready', () => { if (b.ready == null) tell('ready'); }, true);
  const t = setInterval(() => {
    const h = document.querySelector('${tag}');
    const r = h && h.shadowRoot;
    const i = r && r.querySelector('${selector}');
    if (i && !i.disabled && i.offsetParent !== null) {
      i.focus();
      if (r.activeElement === i) { tell('usable'); clearInterval(t); }
    }
  }, 5);
})();`;

const page = (script, tag) =>
  `<!doctype html><meta charset=utf-8><link rel=icon href="data:,"><title>bench</title><script src="${script}" async></script><${tag}${tag === 'probe-callback' ? ' lang="en"' : ''}></${tag}>`;

/** One origin for both pages: the reference served with brotli, everything else passed to the project. */
async function proxy(origin, naive) {
  const target = new URL(origin);
  const br = brotliCompressSync(naive, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const server = createServer((req, res) => {
    const m = /^\/__bench\/(reference|ew-[a-z-]+)\.html$/.exec(req.url);
    if (m) {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(
        m[1] === 'reference' ? page('/__bench/naive.js', 'probe-callback') : page('/widgets/loader.js', m[1]),
      );
    }
    if (req.url === '/__bench/naive.js') {
      const useBr = /\bbr\b/.test(req.headers['accept-encoding'] || '');
      res.writeHead(200, { 'content-type': 'text/javascript', ...(useBr ? { 'content-encoding': 'br' } : {}) });
      return res.end(useBr ? br : naive);
    }
    const up = request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host },
      },
      (r) => {
        res.writeHead(r.statusCode, r.headers);
        r.pipe(res);
      },
    );
    up.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(up);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { server, base: `http://127.0.0.1:${server.address().port}` };
}

async function once(browser, url, init, net, widget) {
  const context = await browser.newContext();
  try {
    const p = await context.newPage();
    await p.addInitScript(init);
    const cdp = await context.newCDPSession(p);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (net) await cdp.send('Network.emulateNetworkConditions', net);
    const times = { usable: null, ready: null };
    // A widget's own code takes over after its first screen: wait for it too (never coming is a failure).
    const told = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${url}: not interactive in 60 s`)), 60_000);
      p.on('console', (m) => {
        const [, k, t] = /^__tti (usable|ready) (\S+)$/.exec(m.text()) ?? [];
        if (k) times[k] = Number(t);
        if (times.usable != null && (times.ready != null || !widget)) resolve(clearTimeout(timer));
      });
    });
    await p.goto(url, { waitUntil: 'commit' });
    await told;
    return times;
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const s = xs.filter((x) => x != null).sort((a, b) => a - b);
  return s.length ? s[s.length >> 1] : NaN;
};

/** Whether a widget's prerendered first screen has a text input (else the probe takes the first control). */
function firstScreenHasTextInput(distWidgets, manifest, name) {
  const file = manifest.first?.[name]?.en;
  if (!file) return true;
  const code = readFileSync(join(distWidgets, file), 'utf8');
  return /<input(?![^>]*type=\\"(radio|checkbox|hidden|range|submit|button)\\")/.test(code);
}

/**
 * Measures every widget (or BENCH_ONLY) in both profiles; prints and returns the rows.
 * sizes: { [widget]: { allInBr, firstBr } } to print next to the timings.
 */
export async function benchMobile({ browser, origin, distWidgets, runs = 3, sizes = {}, log = console.log }) {
  if (!existsSync(REFERENCE)) {
    log(`(no reference at ${REFERENCE}: the phone profile needs the team's shared bench folder)`);
    return [];
  }
  const manifest = JSON.parse(readFileSync(join(distWidgets, 'manifest.json'), 'utf8'));
  const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((s) => s.trim())) : undefined;
  const names = Object.keys(manifest.chunks).filter((n) => !only || only.has(n));
  const { server, base } = await proxy(origin, readFileSync(REFERENCE));
  const rows = [];
  try {
    for (const name of names) {
      const tag = `ew-${name}`;
      const selector = firstScreenHasTextInput(distWidgets, manifest, name) ? TEXT_INPUT : CONTROL;
      for (const profile of PROFILES) {
        const res = { project: [], ready: [], reference: [] };
        // One warm-up round (discarded), then runs rounds, alternating which page goes first.
        for (let i = 0; i <= runs; i++) {
          for (const k of i % 2 ? ['project', 'reference'] : ['reference', 'project']) {
            const r =
              k === 'project'
                ? await once(browser, `${base}/__bench/${tag}.html`, probe(tag, selector), profile.net, true)
                : await once(
                    browser,
                    `${base}/__bench/reference.html`,
                    probe('probe-callback', TEXT_INPUT),
                    profile.net,
                  );
            if (i === 0) continue;
            res[k].push(r.usable);
            if (k === 'project') res.ready.push(r.ready);
          }
        }
        const row = {
          widget: name,
          profile: profile.name,
          usable: median(res.project),
          ready: median(res.ready),
          reference: median(res.reference),
          probe: selector === TEXT_INPUT ? 'text input' : 'first control',
        };
        row.ratio = row.usable / row.reference;
        rows.push(row);
        log(
          `  ${name.padEnd(18)} ${profile.name.padEnd(12)} usable ${Math.round(row.usable)} ms (ready ${Math.round(row.ready)} ms), reference ${Math.round(row.reference)} ms, ratio ${row.ratio.toFixed(2)}`,
        );
      }
    }
  } finally {
    server.close();
  }
  const kb = (n) => (n == null ? '-' : `${(n / 1024).toFixed(1)} KB`);
  const table = [
    ['widget', 'profile', 'usable', 'ew:ready', 'reference', 'ratio', 'first screen br', 'all-in br', 'probe'],
  ];
  for (const r of rows) {
    table.push([
      r.widget,
      r.profile,
      `${Math.round(r.usable)} ms`,
      `${Math.round(r.ready)} ms`,
      `${Math.round(r.reference)} ms`,
      r.ratio.toFixed(2),
      kb(sizes[r.widget]?.firstBr),
      kb(sizes[r.widget]?.allInBr),
      r.probe,
    ]);
  }
  const widths = table[0].map((_, i) => Math.max(...table.map((t) => t[i].length)));
  const line = (t) => t.map((c, i) => (i >= 2 && i <= 7 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
  log(`\n${[line(table[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...table.slice(1).map(line)].join('\n')}`);
  return rows;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [origin, runs] = process.argv.slice(2);
  if (!origin) {
    console.error('usage: node scripts/bench-mobile.mjs BASE_URL [runs]');
    process.exit(2);
  }
  const { chromium } = await import('playwright-core');
  const { CHROMIUM, CHROMIUM_ARGS } = await import('./ensure-chromium.mjs');
  const { DIST } = await import('./paths.mjs');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    await benchMobile({ browser, origin, distWidgets: join(DIST, 'widgets'), runs: Number(runs || 3) });
  } finally {
    await browser.close();
  }
}
