import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/browser/**', 'node_modules/**'],
    testTimeout: 60_000,
    pool: 'threads',
    // Every core: vitest's default leaves one free, which on a 2-core machine (CI's) runs the
    // files one at a time while the longest (the per-recording checks) are pure computation.
    maxWorkers: availableParallelism(),
    // Compiles the probe titles under test/titles/ once, before any test imports them.
    globalSetup: ['test/support/build-probes.ts'],
  },
});
