import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code (x.ts + x.test.ts); browser tests live in tests/e2e (Playwright).
export default defineConfig({
  test: {
    include: ['{shared,widgets,server,site,kiosk,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // PGlite opens and migrates (with the sample content) in seconds; a loaded machine needs headroom.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
