// The scripted answers that broke their call's contract (helpers.ts records, setup.ts fails the test). No imports:
// the setup file loads it before each test file, and must not load any store ahead of the test's own mocks.
const violations: string[] = [];

export function recordContractViolation(text: string): void {
  violations.push(text);
}

export function takeContractViolations(): string[] {
  return violations.splice(0);
}
