/**
 * What the server's route tests share (imported by tests only): the operator token they use, and a
 * file's app: one in-memory storage for the file, a fresh app over it for each test, and no test
 * passes whose requests logged an unhandled error (the app logs those as errors, and answers 500).
 */
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { createApp } from './app.ts';
import { openStorage, type Storage } from './storage/index.ts';

export const TEST_TOKEN = 'test-operator-token-0123456789abcdef';

export interface AppUnderTest {
  /** This test's app. */
  readonly app: ReturnType<typeof createApp>;
  /** The file's storage, to read what the app stored. */
  readonly storage: Storage;
  /** The error lines this test's app has logged so far. */
  readonly logged: readonly string[];
}

/** Registers the hooks; call once at the top of a test file. */
export function appPerTest(): AppUnderTest {
  let storage: Storage | undefined;
  let app: ReturnType<typeof createApp> | undefined;
  const logged: string[] = [];
  beforeAll(async () => {
    storage = await openStorage(); // in memory
  });
  afterAll(async () => {
    await storage?.close();
  });
  beforeEach(() => {
    logged.length = 0;
    app = createApp({
      storage: storage!,
      adminToken: TEST_TOKEN,
      logger: { info: () => {}, error: (line) => logged.push(line) },
    });
  });
  afterEach(() => {
    expect(logged, 'no unhandled errors').toEqual([]);
  });
  return {
    get app() {
      return app!;
    },
    get storage() {
      return storage!;
    },
    logged,
  };
}
