import { beforeEach, describe, expect, it } from 'vitest';
import { resetApp } from '../test/helpers';
import { startAnimation } from './daily-animation';

// Manila is UTC+8: 2026-03-01 23:30 in Manila is 15:30 UTC; 00:10 the next Manila day is 16:10 UTC.
const lateOnMarch1 = Date.UTC(2026, 2, 1, 15, 30);
const justAfterMidnight = Date.UTC(2026, 2, 1, 16, 10);

beforeEach(() => {
  resetApp();
  localStorage.clear();
});

describe('draw and spin animations once a day', () => {
  it('the first spin of the Philippine day plays in full, later ones that day may be skipped', () => {
    expect(startAnimation('spin', lateOnMarch1)).toEqual({ skippable: false });
    expect(startAnimation('spin', lateOnMarch1 + 60_000)).toEqual({ skippable: true });
    // a draw is its own kind: its first of the day still plays in full
    expect(startAnimation('draw', lateOnMarch1 + 120_000)).toEqual({ skippable: false });
  });

  it('a new Manila day (midnight at UTC+8, whatever the device zone) plays the first in full again', () => {
    expect(startAnimation('spin', lateOnMarch1)).toEqual({ skippable: false });
    expect(startAnimation('spin', justAfterMidnight)).toEqual({ skippable: false });
    expect(startAnimation('spin', justAfterMidnight + 1_000)).toEqual({ skippable: true });
  });
});
