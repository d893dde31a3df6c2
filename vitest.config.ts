import { playwright } from '@vitest/browser-playwright';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/ensure-chromium.mjs';
import { preactCompat, theme } from './vite.config.ts';

/**
 * Three projects, all run by `npx vitest run` (and so by `npm test`):
 * - unit: beside the code (x.ts + x.test.ts), in Node.
 * - server: the same for the reference server, whose tests' databases start from one initdb a run
 *   (server/storage/fresh-template.ts).
 * - components: `*.browser.test.tsx` beside the component, rendered in the Debian Chromium the browser
 *   suite uses (vitest browser mode, Playwright provider), on Preact exactly as the widgets ship:
 *   react-aria-components under preact/compat with the runtime's fixes, inside shadow roots, with
 *   real focus and keyboard events. Queries by role and label (vitest/browser's page, which pierces
 *   open shadow roots). A component test of the UI kit, the runtime or the wizard engine goes here.
 * Browser journeys of the built site and widgets live in tests/e2e (Playwright).
 */
const COMPONENT_TESTS = '{widgets,site}/**/*.browser.test.{ts,tsx}';

export default defineConfig({
  test: {
    // PGlite opens and migrates (with the sample content) in seconds; a loaded machine needs headroom.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // As the browser tests (playwright.config.ts): on CI a test that fails is run once more. One that
    // passed only then is listed by scripts/test.mjs as flaky, so it is seen and looked into.
    retry: process.env.CI ? 1 : 0,
    // One worker per core (vitest's default leaves one core out): many server tests wait on servers
    // they start, timeouts and lock refreshes, so two workers on two cores took 262 s where one took
    // ~390 s (2026-11-29).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          // initdb once for the run: every database a test opens starts from its files (~1 s, not ~4).
          globalSetup: ['server/storage/fresh-template.ts'],
          setupFiles: ['server/storage/fresh-template.setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{shared,widgets,site,kiosk,scripts,docs}/**/*.test.{ts,tsx}'],
          exclude: [COMPONENT_TESTS, '**/node_modules/**'],
          environment: 'node',
          // Type tests (`*.test-d.ts`: expectTypeOf, @ts-expect-error) run through tsc beside them.
          typecheck: {
            enabled: true,
            include: ['{shared,widgets,server}/**/*.test-d.ts'],
            tsconfig: './tsconfig.test-d.json',
          },
        },
      },
      {
        extends: true,
        resolve: { alias: preactCompat },
        plugins: [theme()],
        oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
        // Every dependency of the widgets' code found before the first test runs: a dependency found
        // later makes Vite re-bundle and reload mid-run, with two copies of Preact as the result.
        optimizeDeps: { entries: ['widgets/**/*.{ts,tsx}', '!widgets/**/*.test.{ts,tsx}'] },
        test: {
          name: 'components',
          include: [COMPONENT_TESTS],
          testTimeout: 15_000,
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
