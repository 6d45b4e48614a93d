import { defineConfig } from 'vitest/config';

// Browser journeys against the full stack on loopback: one file at a time in one fork (each file starts its
// own platform + BFF + Chromium), with timeouts that allow for the client's 10 s request timeout. The bench's
// pure helpers (bench/*.test.ts) run here too: the suite's only other command is the bench itself.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.test.ts', 'bench/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    // expect.poll waits on what the page shows; its 1 s default is shorter than one animated round on a busy
    // 2-core machine. A poll ends as soon as the page agrees, so a long bound costs nothing when it passes.
    expect: { poll: { timeout: 15_000 } },
  },
});
