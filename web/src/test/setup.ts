import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { takeContractViolations } from './contract-violations';

// Every test: a scripted platform answer that breaks its call's contract fails the test that scripted it.
afterEach(() => {
  const broken = takeContractViolations();
  if (broken.length > 0) {
    throw new Error(`scripted answers break their contracts:\n${[...new Set(broken)].join('\n')}`);
  }
});

// findBy / waitFor wait for what the page shows, not for a stopwatch: a lazy chunk or a real animation takes many
// times longer with the other core busy than on a quiet one, and the library's 1 s default failed whole wallet and
// overlay tests on a loaded machine. A passing wait returns as soon as the page shows it; vitest's testTimeout
// (30 s) stays the hang guard.
configure({ asyncUtilTimeout: 15_000 });
