import { defineConfig } from 'vitest/config';

// Browser journeys against the full stack on loopback: one file at a time in one fork (each file starts its
// own platform + BFF + Chromium). The bounds are for a two-core machine with one core kept busy by another
// process: a journey that passes ends as soon as its page agrees, so a long bound costs only a broken test's
// wait. Waits inside journeys use e2e/support/wait.ts. The bench's pure helpers (bench/*.test.ts) run here too:
// the suite's only other command is the bench itself.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.test.ts', 'bench/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 300_000,
    teardownTimeout: 30_000,
    // expect.poll waits on what the page shows, as long as any other wait (SHOWN_WITHIN in support/wait.ts)
    expect: { poll: { timeout: 60_000 } },
  },
});
