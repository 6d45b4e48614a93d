import { PAYLINES_20 } from '@casino/contracts/slots-themes';
import { describe, expect, it } from 'vitest';
import { winLines, winningCells } from './slots-lines';

describe('slots win lines as drawn over the reels', () => {
  it('one polyline per winning payline, through the centres of the cells it paid on', () => {
    const lines = winLines(
      [
        // line 4 (index 3) is the V: rows 0, 1, 2, 1, 0; four of a kind pays the first four reels
        { line: 3, symbol: 2, count: 4, win: 500 },
        // the middle row, three of a kind
        { line: 0, symbol: 5, count: 3, win: 120 },
      ],
      PAYLINES_20,
    );
    expect(lines).toEqual([
      { line: 3, points: '0.5,0.5 1.5,1.5 2.5,2.5 3.5,1.5', win: 500 },
      { line: 0, points: '0.5,1.5 1.5,1.5 2.5,1.5', win: 120 },
    ]);
  });

  it('a scatter win (line = payline count) draws no line; its cells are marked instead', () => {
    const grid = [
      [1, 4, 4, 4, 1],
      [4, 1, 4, 4, 4],
      [4, 4, 4, 4, 4],
    ];
    const scatter = { line: PAYLINES_20.length, symbol: 1, count: 3, win: 300 };
    expect(winLines([scatter], PAYLINES_20)).toEqual([]);
    expect([...winningCells(grid, [scatter], PAYLINES_20)].sort()).toEqual(['0:0', '0:4', '1:1']);
  });

  it('a ten-line theme reads its own paylines: line 7 of 10 is drawn, an index past them is a scatter', () => {
    const ten = PAYLINES_20.slice(0, 10);
    expect(winLines([{ line: 6, symbol: 3, count: 5, win: 1 }], ten)[0]?.points).toBe(
      '0.5,2.5 1.5,2.5 2.5,1.5 3.5,0.5 4.5,0.5',
    );
    expect(winLines([{ line: 10, symbol: 3, count: 3, win: 1 }], ten)).toEqual([]);
  });
});
