import { describe, expect, it } from 'vitest';
import { clearedShare } from './scratch-surface';
import { chancePercent } from './shop-store';
import { SpendKey } from './spend-key';

describe('the shop rules the page relies on', () => {
  it('keeps one requestId for a spend retried after a timeout, a new one after an answer or other details', () => {
    const key = new SpendKey();
    const first = key.take('coin:20');
    key.settle({ ok: false, errcode: -2 });
    expect(key.take('coin:20')).toBe(first);
    key.settle({ ok: false, errcode: 504 });
    expect(key.take('coin:20')).toBe(first);
    // another amount is another spend
    const other = key.take('coin:25');
    expect(other).not.toBe(first);
    // refused for good (not enough diamonds): the next try is a new spend
    key.settle({ ok: false, errcode: 5004 });
    expect(key.take('coin:25')).not.toBe(other);
    const done = key.take('coin:25');
    key.settle({ ok: true, errcode: 0 });
    expect(key.take('coin:25')).not.toBe(done);
  });

  it('shows each prize chance from the integer weights', () => {
    const weights = [400, 250, 150, 100, 60, 30, 9, 1];
    expect(weights.map((_, i) => chancePercent(weights, i))).toEqual([
      '40',
      '25',
      '15',
      '10',
      '6',
      '3',
      '0.9',
      '0.1',
    ]);
    expect(chancePercent([0, 0], 0)).toBe('0');
    expect(chancePercent([1, 2], 0)).toBe('33.3');
  });

  it('measures how much of the coating is rubbed off from the canvas alpha', () => {
    const pixels = (alphas: number[]) => new Uint8ClampedArray(alphas.flatMap((a) => [0, 0, 0, a]));
    expect(clearedShare(pixels([255, 255, 255, 255]), 1)).toBe(0);
    expect(clearedShare(pixels([0, 255, 0, 255]), 1)).toBe(0.5);
    expect(clearedShare(pixels([0, 0, 0, 0]), 1)).toBe(1);
    expect(clearedShare(new Uint8ClampedArray(0), 1)).toBe(0);
  });
});
