import { afterEach } from 'vitest';
import { takeContractViolations } from './contract-violations';

// Every test: a scripted platform answer that breaks its call's contract fails the test that scripted it.
afterEach(() => {
  const broken = takeContractViolations();
  if (broken.length > 0) {
    throw new Error(`scripted answers break their contracts:\n${[...new Set(broken)].join('\n')}`);
  }
});
