import { describe, expect, it } from 'vitest';
import { SICBO_AREAS, sicboArea, sicboHits, sicboWinningAreas } from './sicbo';

describe('Sic Bo areas', () => {
  it('lists the 52 areas of the Macau table once each, every key parsing back', () => {
    expect(SICBO_AREAS).toHaveLength(52);
    expect(new Set(SICBO_AREAS).size).toBe(52);
    for (const k of SICBO_AREAS) expect(sicboArea(k)).not.toBeNull();
    expect(sicboArea('total-3')).toBeNull();
    expect(sicboArea('combo-2-1')).toBeNull();
    expect(sicboArea('nope')).toBeNull();
  });

  it('loses Big, Small, Odd and Even on a triple (a total still wins), and counts a single face once per die', () => {
    expect(sicboWinningAreas([2, 2, 2])).toEqual([
      'triple-2',
      'anyTriple',
      'double-2',
      'total-6',
      'single-2',
    ]);
    expect(sicboHits({ kind: 'single', face: 2 }, [2, 2, 2])).toBe(3);
    expect(sicboWinningAreas([1, 3, 6])).toEqual([
      'small',
      'even',
      'total-10',
      'combo-1-3',
      'combo-1-6',
      'combo-3-6',
      'single-1',
      'single-3',
      'single-6',
    ]);
    expect(sicboWinningAreas([5, 6, 5])).toEqual([
      'big',
      'even',
      'double-5',
      'total-16',
      'combo-5-6',
      'single-5',
      'single-6',
    ]);
  });
});
