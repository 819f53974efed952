import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/browser/**', 'node_modules/**'],
    testTimeout: 60_000,
    pool: 'threads',
    // One module graph per worker, not one per test file: re-importing the engine, the titles
    // and vitest's own setup for each of some 180 files cost about a quarter of the suite's
    // wall time (658 s against 502 s on CI's 2 cores). The price: a test file that changes a
    // global (an environment variable, a spy, a registry) must put it back, as every file here
    // does (afterEach/finally); test/architecture-isolation.test.ts checks the changes it can see.
    isolate: false,
    // Every core: vitest's default leaves one free, which on a 2-core machine (CI's) runs the
    // files one at a time while the longest (the per-recording checks) are pure computation.
    maxWorkers: availableParallelism(),
    // Compiles the probe titles under test/titles/ once, before any test imports them.
    globalSetup: ['test/support/build-probes.ts'],
  },
});
