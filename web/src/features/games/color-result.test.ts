import { describe, expect, it } from 'vitest';
import { colorNet, diceCounts } from './color-result';

describe('Color Game net result', () => {
  it('a round paying less than was staked is a net loss, with the payout shown beside it', () => {
    // ₱10 on Red and ₱10 on Blue and ₱10 on Green; one red die pays ₱20 (stake back + 1:1)
    expect(colorNet(3000, 2000)).toEqual({ kind: 'down', net: 1000, payout: 2000, staked: 3000 });
  });

  it('a payout above the stakes is a net win of the difference', () => {
    expect(colorNet(1000, 3000)).toEqual({ kind: 'up', net: 2000, payout: 3000, staked: 1000 });
  });

  it('a payout equal to the stakes is even, and no payout loses the stakes', () => {
    expect(colorNet(2000, 2000)).toEqual({ kind: 'even', payout: 2000, staked: 2000 });
    expect(colorNet(2000, 0)).toEqual({ kind: 'none', staked: 2000 });
  });

  it('counts the dice per colour for the board', () => {
    expect(diceCounts([4, 4, 0])).toEqual([1, 0, 0, 0, 2, 0]);
  });
});
