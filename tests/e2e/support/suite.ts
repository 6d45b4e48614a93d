// One test file's stack and browser: started before its first test, closed after its last.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { type Stack, startStack } from './stack';

export interface Suite {
  readonly stack: Stack;
  readonly browser: Browser;
}

/** Registers the file's beforeAll/afterAll; the fields are set once beforeAll has run. */
export function stackAndBrowser(opts: { fakeCamera?: boolean } = {}): Suite {
  const suite = {} as { stack: Stack; browser: Browser };
  beforeAll(async () => {
    suite.stack = await startStack();
    suite.browser = await launchBrowser(opts);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.stack?.close();
  });
  return suite;
}
