import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/browser/**', 'node_modules/**'],
    testTimeout: 60_000,
    pool: 'threads',
    // Compiles the probe titles under test/titles/ once, before any test imports them.
    globalSetup: ['test/support/build-probes.ts'],
  },
});
