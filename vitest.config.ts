import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code (x.ts + x.test.ts); browser tests live in tests/e2e (Playwright).
export default defineConfig({
  test: {
    include: ['{shared,widgets,server,site,kiosk,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
