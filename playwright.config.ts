import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './scripts/ensure-chromium.mjs';

/** Browser tests run in Debian's Chromium against `npm start` on a test port with a throwaway database. */
export const PORT = Number(process.env.E2E_PORT ?? 8181);
export const ADMIN_TOKEN = 'e2e-admin-token-for-the-browser-tests';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROMIUM_ARGS,
    },
    trace: 'on-first-retry',
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://localhost:${PORT}/data/apiconfig.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    // A fresh database per run: nothing left over from an earlier run can make a test pass.
    env: {
      PORT: String(PORT),
      DATA_DIR: join(tmpdir(), `ew-e2e-${process.pid}`),
      ADMIN_TOKEN,
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
