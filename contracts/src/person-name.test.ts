import { describe, expect, it } from 'vitest';
import { nameTokens, samePersonName } from './person-name';

describe('samePersonName: the account holder is the verified person', () => {
  it.each([
    ['Juan Dela Cruz', 'JUAN DELA CRUZ'],
    ['Juan Dela Cruz', 'juan dela cruz'],
    ['José Rizal Mercado', 'Jose Rizal Mercado'],
    ['Ma. Niña Santos', 'Ma Nina Santos'],
    ['Juan Dela Cruz', 'Juan D. Dela Cruz'],
    ['Juan Santos Dela Cruz', 'Juan S. Dela Cruz'],
    ['Juan Santos Reyes', 'Juan Reyes'],
    ['Juan Dela Cruz', 'Juan Delacruz'],
    ['Juan Dela Cruz Jr.', 'Juan Dela Cruz'],
    ["Maria O'Brien", 'Maria OBrien'],
  ])('%s = %s', (a, b) => {
    expect(samePersonName(a, b)).toBe(true);
    expect(samePersonName(b, a)).toBe(true);
  });

  it.each([
    ['Juan Dela Cruz', 'Pedro Dela Cruz'],
    ['Juan Dela Cruz', 'Juan Santos'],
    ['Juan Santos Reyes', 'Juan Pedro Reyes'],
    ['Juan Santos Reyes', 'Juan P. Reyes'],
    ['Juan Dela Cruz', 'Juan'],
    ['Juan Dela Cruz', ''],
    ['Juan Dela Cruz', 'Maria Dela Cruz Corp'],
  ])('%s ≠ %s', (a, b) => {
    expect(samePersonName(a, b)).toBe(false);
    expect(samePersonName(b, a)).toBe(false);
  });

  it('normalises case, accents, punctuation and suffixes', () => {
    expect(nameTokens('  Ma. Niña  DELA-CRUZ, Jr. ')).toEqual(['ma', 'nina', 'dela', 'cruz']);
  });
});
