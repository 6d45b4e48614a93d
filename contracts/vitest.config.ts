import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // The statistical checks hash a million floats: seconds on an idle core, far more with the other core busy.
    // The timeout is a hang guard, not a speed goal (no test here asserts how fast anything is).
    testTimeout: 120_000,
  },
});
