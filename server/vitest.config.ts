import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // A real platform on PGlite takes a few seconds to start and migrate.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
