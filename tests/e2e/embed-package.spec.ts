/**
 * The partner package as a partner gets it: `npm pack` of packages/embed, installed from the tarball
 * (offline) into a fresh React + TypeScript app in a temporary folder, type-checked there (a misspelt
 * prefill key must not compile), bundled with Vite, and run in Chromium on another origin than the
 * bank's: <EWWidget> mounts the callback form, prefills it, and calls onSuccess on ew:success.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { CHROMIUM, chromiumArgs } from '../../scripts/ensure-chromium.mjs';
import { submissions, uniqueName } from './helpers.ts';

test.describe.configure({ timeout: 240_000 });
// The app is fulfilled by the test on 127.0.0.1 (another origin than the server's localhost); without
// these Chromium would count it as public and refuse its requests to the loopback server.
test.use({
  launchOptions: {
    executablePath: CHROMIUM,
    args: chromiumArgs(['LocalNetworkAccessChecks', 'PrivateNetworkAccessRespectPreflightResults']),
  },
});

const ROOT = resolve('.');
/** What the fixture takes from this repository's node_modules instead of the registry (no network). */
const LINKED = ['react', 'react-dom', '@types/react', '@types/react-dom', 'typescript'];

const APP = `import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { loadWidgets, type EWPrefillFields, type EWWidgetsApi } from '@eastwest/embed';
import { EWWidget } from '@eastwest/embed/react';

const base = new URLSearchParams(location.search).get('base') ?? undefined;
const name = new URLSearchParams(location.search).get('name') ?? '';

const prefill: EWPrefillFields['callback-form'] = { name, contactNumber: '09171234567', products: ['homeLoan'] };
// @ts-expect-error a field the callback form does not take as a prefill
const misspelt: EWPrefillFields['callback-form'] = { contactNumbr: '09171234567' };
void misspelt;

declare global {
  interface Window {
    successes: unknown[];
    sameApi: boolean;
  }
}
window.successes = [];

function App() {
  const [sent, setSent] = useState('');
  const [failed, setFailed] = useState('');
  return (
    <main>
      <h1>Partner app</h1>
      <EWWidget
        name="callback-form"
        locale="en"
        partner="react-fixture"
        prefill={prefill}
        loader={{ base }}
        onSuccess={(e) => {
          window.successes.push(e.detail);
          setSent(e.detail.form);
        }}
        onNavigate={(e) => e.preventDefault()}
        onError={(e) => setFailed(\`\${e.detail.form} \${e.detail.kind}\`)}
      />
      {sent ? <p role="status">Sent: {sent}</p> : null}
      {failed ? <p role="alert">Failed: {failed}</p> : null}
    </main>
  );
}

// Called again (as another component would): the same promise, one script tag.
const first: Promise<EWWidgetsApi> = loadWidgets({ base });
void Promise.all([first, loadWidgets()]).then(([a, b]) => (window.sameApi = a === b));
createRoot(document.getElementById('root')!).render(<App />);
`;

/** The tarball, installed into a fresh app, type-checked and bundled: the bundle's folder. */
function buildFixture(dir: string): string {
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', dir, '-w', '@eastwest/embed'], {
      cwd: ROOT,
      encoding: 'utf8',
    }),
  ) as { filename: string; files: { path: string }[] }[];
  const tarball = join(dir, packed[0]!.filename);
  const paths = packed[0]!.files.map((f) => f.path);
  expect(paths).toEqual(
    expect.arrayContaining([
      'package.json',
      'dist/index.js',
      'dist/index.d.ts',
      'dist/react.js',
      'dist/ew-widgets.d.ts',
    ]),
  );
  expect(paths.filter((p) => p.startsWith('src/'))).toEqual([]);

  const app = join(dir, 'app');
  mkdirSync(join(app, 'src'), { recursive: true });
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'partner-app', private: true, type: 'module' }));
  // From the tarball only, offline (nothing from a registry: its peer React comes from below).
  execFileSync(
    'npm',
    ['install', '--offline', '--legacy-peer-deps', '--ignore-scripts', '--no-audit', '--no-fund', tarball],
    { cwd: app, stdio: 'pipe' },
  );
  for (const name of LINKED) {
    mkdirSync(join(app, 'node_modules', name, '..'), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules', name), join(app, 'node_modules', name), 'dir');
  }
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
      },
      include: ['src'],
    }),
  );
  writeFileSync(join(app, 'src/main.tsx'), APP);
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner app</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  // Fails on any type error, and on the @ts-expect-error line when the misspelt key compiles.
  execFileSync(process.execPath, [join(app, 'node_modules/typescript/bin/tsc'), '-p', app], { stdio: 'pipe' });
  return app;
}

test('the packed package in a fresh React + TypeScript app: type-checks, mounts, prefills, reports ew:success', async ({
  page,
  baseURL,
  request,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'ew-embed-package-'));
  try {
    const app = buildFixture(dir);
    const { build } = await import('vite');
    await build({
      root: app,
      configFile: false,
      logLevel: 'warn',
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
      build: { outDir: join(app, 'out'), emptyOutDir: true },
    });

    const origin = baseURL!.replace('localhost', '127.0.0.1');
    const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };
    await page.route(
      (url) => url.origin === origin,
      (route) => {
        const path = new URL(route.request().url()).pathname;
        const file = join(app, 'out', path === '/' ? 'index.html' : path);
        route.fulfill({ contentType: types[extname(file)] ?? 'text/plain', body: readFileSync(file) });
      },
    );
    const name = uniqueName('Ana');
    await page.goto(`${origin}/?base=${encodeURIComponent(baseURL!)}&name=${encodeURIComponent(name)}`);

    const form = page.getByRole('form', { name: 'Request a callback' });
    await expect(form).toBeVisible({ timeout: 20_000 });
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await expect(form.getByRole('textbox', { name: 'Mobile Number' })).toHaveValue('09171234567');
    await expect(form.getByRole('checkbox', { name: 'Home Loan' })).toBeChecked();
    expect(await page.evaluate(() => (window as { sameApi?: boolean }).sameApi)).toBe(true);
    expect(await page.evaluate(() => [...document.scripts].filter((s) => s.src.includes('/widgets/')).length)).toBe(1);

    await form.getByRole('combobox', { name: 'Preferred Store' }).fill('Lanang');
    await form.getByRole('option', { name: /Davao - Lanang/ }).click();
    await form.getByRole('checkbox', { name: /I have read and agree/ }).check({ force: true });
    await form.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Sent: callback' })).toBeVisible({ timeout: 15_000 });
    const successes = await page.evaluate(() => (window as { successes?: unknown[] }).successes ?? []);
    expect(successes).toHaveLength(1);
    expect(successes[0]).toMatchObject({ form: 'callback' });
    const rows = (await submissions(request, 'callback')).filter((r) => r.fields.CustomerName === name);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fields.MobileNumber).toBe('09171234567');

    // The bank's server out of reach: onError with kind load, and no widget.
    await page.goto(`${origin}/?base=${encodeURIComponent('http://127.0.0.1:9')}&name=x`);
    await expect(page.getByRole('alert')).toHaveText('Failed: callback load', { timeout: 15_000 });
    await expect(page.getByRole('form')).toHaveCount(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
