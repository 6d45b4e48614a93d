import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // PGlite needs a few seconds to start and migrate; PostgreSQL creates a database per file.
    hookTimeout: 60_000,
    testTimeout: 60_000,
  },
});
