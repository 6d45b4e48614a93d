import { describe, expect, it } from 'vitest';
import { hashServerSeed } from './fairness';
import { drawWinners, type LotteryTicket, ticketListHash, ticketListText, verifyDraw } from './lottery-draw';

const seed = 'a'.repeat(64);
const tickets: LotteryTicket[] = [
  { no: 3, owner: 12 },
  { no: 1, owner: 10 },
  { no: 2, owner: 11 },
  { no: 4, owner: 10 },
  { no: 5, owner: 13 },
];
const prizes = [{ winners: 1 }, { winners: 2 }];

describe('weekend lottery draw', () => {
  it('hashes the list sorted by number, whatever order it comes in', () => {
    expect(ticketListText(tickets)).toBe('1:10\n2:11\n3:12\n4:10\n5:13');
    expect(ticketListHash(tickets)).toBe(ticketListHash([...tickets].reverse()));
  });

  it('is a pure function of seed, list and prizes, and gives one prize per player', () => {
    const winners = drawWinners(seed, tickets, prizes);
    expect(drawWinners(seed, [...tickets].reverse(), prizes)).toEqual(winners);
    expect(winners.map((w) => w.prizeIndex)).toEqual([0, 1, 1]);
    expect(new Set(winners.map((w) => w.owner)).size).toBe(3);
    // another seed gives another order (these fixed seeds differ on this list)
    expect(drawWinners('b'.repeat(64), tickets, prizes)).not.toEqual(winners);
  });

  it('leaves slots empty when fewer players than prizes entered', () => {
    const two = [
      { no: 1, owner: 1 },
      { no: 2, owner: 1 },
      { no: 3, owner: 2 },
    ];
    expect(drawWinners(seed, two, [{ winners: 5 }])).toHaveLength(2);
  });

  it('verifies a recorded draw and detects a tampered list or seed', () => {
    const recorded = {
      serverSeed: seed,
      serverSeedHash: hashServerSeed(seed),
      ticketListHash: ticketListHash(tickets),
      tickets,
      prizes,
      winners: drawWinners(seed, tickets, prizes),
    };
    expect(verifyDraw(recorded)).toMatchObject({ seedMatches: true, listMatches: true, winnersMatch: true });

    // a ticket moved to another owner after the list was committed
    const moved = tickets.map((t) => (t.no === 5 ? { ...t, owner: 99 } : t));
    expect(verifyDraw({ ...recorded, tickets: moved }).listMatches).toBe(false);
    // a seed other than the committed one
    expect(verifyDraw({ ...recorded, serverSeed: 'c'.repeat(64) }).seedMatches).toBe(false);
    // a winner swapped
    const swapped = recorded.winners.map((w, i) => (i === 0 ? { ...w, no: w.no === 1 ? 2 : 1 } : w));
    expect(verifyDraw({ ...recorded, winners: swapped }).winnersMatch).toBe(false);
  });
});
