import {
  BACCARAT_SHOE,
  baccaratCards,
  baccaratDeal,
  baccaratOutcome,
  bankerDraws,
  cardValue,
  handTotal,
  playerDraws,
} from '@casino/contracts/baccarat';
import { FAIR_VECTORS } from '@casino/contracts/fairness-vectors';
import { describe, expect, it } from 'vitest';
import {
  BACCARAT_DECLARED_ODDS,
  BACCARAT_DECLARED_RTP,
  BACCARAT_SPOTS,
  type BaccaratStake,
  baccaratRtps,
  computeBaccaratOdds,
  dealBaccarat,
  playBaccarat,
  settleBaccarat,
} from './baccarat';
import { EngineError } from './engine-error';
import { equals, formatFraction, fraction, toPercent } from './exact';
import { floatsSource, seededSource } from './fair-source';

// Cards: suit × 13 + rank (rank 0 = ace … 9 = ten, 10-12 = J Q K). Spades 0-12, hearts 13-25.
const A = 0;
const card = (rank: number, suit = 0) => suit * 13 + rank;
/** A card worth v (0 = a ten). */
const worth = (v: number, suit = 0) => card(v === 0 ? 9 : v - 1, suit);

describe('baccarat tableau', () => {
  it('Player draws on 0-5 and stands on 6-7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(playerDraws)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it("Banker's rule, cell by cell: total 0-7 × Player's third card 0-9 or none (Player stood)", () => {
    // D = draws, S = stands; columns: Player's third card worth 0 … 9, then "none"
    const table: Record<number, string> = {
      0: 'DDDDDDDDDD D',
      1: 'DDDDDDDDDD D',
      2: 'DDDDDDDDDD D',
      3: 'DDDDDDDDSD D',
      4: 'SSDDDDDDSS D',
      5: 'SSSSDDDDSS D',
      6: 'SSSSSSDDSS S',
      7: 'SSSSSSSSSS S',
    };
    for (let total = 0; total <= 7; total++) {
      const row = table[total]!.replace(' ', '');
      for (let third = 0; third <= 9; third++) {
        expect(bankerDraws(total, third), `banker ${total}, player's third ${third}`).toBe(
          row[third] === 'D',
        );
      }
      expect(bankerDraws(total, null), `banker ${total}, player stood`).toBe(row[10] === 'D');
    }
  });

  it('deals P, B, P, B, then the third cards the rules call for', () => {
    // Player 2+3 = 5 draws a 4 (9); Banker 3+3 = 6 stands on a third card worth 4
    expect(baccaratDeal([worth(2), worth(3), worth(3), worth(3), worth(4), worth(7)])).toEqual({
      player: [worth(2), worth(3), worth(4)],
      banker: [worth(3), worth(3)],
    });
    // Player 3 draws a 6; Banker 6 draws on a 6 and takes the next card
    expect(baccaratDeal([worth(1), worth(3), worth(2), worth(3), worth(6), worth(5)])).toEqual({
      player: [worth(1), worth(2), worth(6)],
      banker: [worth(3), worth(3), worth(5)],
    });
    // Player stands on 7; Banker 5 draws the fifth card (the Player's third would have been)
    expect(baccaratDeal([worth(3), worth(2), worth(4), worth(3), worth(9), worth(1)])).toEqual({
      player: [worth(3), worth(4)],
      banker: [worth(2), worth(3), worth(9)],
    });
    // Player stands on 6, Banker stands on 6
    expect(baccaratDeal([worth(6), worth(6), worth(0), worth(0), worth(1), worth(1)]).banker).toHaveLength(2);
  });

  it('a natural 8 or 9 on either side ends the deal at two cards each', () => {
    for (const [p, b] of [
      [8, 0],
      [9, 5],
      [0, 8],
      [3, 9],
      [8, 9],
    ] as const) {
      const hands = baccaratDeal([worth(p), worth(b), worth(0), worth(0), worth(1), worth(1)]);
      expect(hands.player).toHaveLength(2);
      expect(hands.banker).toHaveLength(2);
    }
  });

  it('counts tens and faces as 0 and keeps the last digit of a total', () => {
    expect([card(0), card(8), card(9), card(10), card(11), card(12)].map(cardValue)).toEqual([
      1, 9, 0, 0, 0, 0,
    ]);
    expect(handTotal([worth(7), worth(8)])).toBe(5);
    expect(handTotal([card(12), card(11), worth(9)])).toBe(9);
  });

  it('a pair is two cards of one rank: K-K is a pair, K-Q is not, suits do not matter', () => {
    const o = (player: number[], banker: number[]) => baccaratOutcome({ player, banker });
    expect(o([card(12, 0), card(12, 3)], [card(12), card(11)])).toMatchObject({
      playerPair: true,
      bankerPair: false,
    });
    expect(o([card(4), card(5)], [card(4, 1), card(4, 2)])).toMatchObject({
      playerPair: false,
      bankerPair: true,
    });
  });
});

describe('baccarat shoe', () => {
  it('deals the shared fairness vectors from the seed stream', () => {
    for (const v of FAIR_VECTORS) {
      const d = dealBaccarat(seededSource(v.seeds), [{ spot: 'player', amount: 100 }]);
      expect({ player: d.player, banker: d.banker }).toEqual(v.baccarat);
    }
  });

  it('picks shoe positions by Fisher–Yates: float i takes floor(f × (416 − i)) of the positions left', () => {
    // 0 takes position 0 (A♠ of deck 1); then the highest of 415 left is position 415 (K♣ of deck 8);
    // 52/414 takes position 53 (2♠ of deck 2: positions 0 and 415 are gone, 52 shifted to index 52 → 53)
    const f = [0, 0.999_999_9, (52 + 0.5) / 414, 0, 0, 0];
    expect(baccaratCards(f).slice(0, 3)).toEqual([A, 51, 1]);
    const all = baccaratCards(Array.from({ length: 6 }, () => 0.999_999_9));
    expect(all).toEqual([415, 414, 413, 412, 411, 410].map((p) => p % 52));
    expect(BACCARAT_SHOE).toBe(416);
    expect(() => baccaratCards([0.5])).toThrow(RangeError);
  });
});

describe('baccarat settlement', () => {
  // Player 9 (natural) beats Banker 7: 4♠ 5♠ against 3♥ 4♥
  const playerWins = { player: [worth(4), worth(5)], banker: [worth(3, 1), worth(4, 1)] };
  // Banker 8 natural against Player 0, whose two tens are a pair
  const bankerWins = { player: [worth(0), worth(0, 1)], banker: [worth(3), worth(5)] };
  // both stand on 7: Player 7♠ K♠, Banker K♥ 7♥, a tie without pairs
  const tie = { player: [card(6), card(12)], banker: [card(12, 1), card(6, 1)] };
  const everything: BaccaratStake[] = BACCARAT_SPOTS.map((spot) => ({ spot, amount: 1000 }));

  it('pays Player 1:1, Banker 0.95:1, Tie 8:1 and each pair 11:1, stake returned', () => {
    expect(settleBaccarat(playerWins, everything).wins.map((w) => w.win)).toEqual([2000, 0, 0, 0, 0]);
    expect(settleBaccarat(bankerWins, everything).wins.map((w) => w.win)).toEqual([0, 1950, 0, 12_000, 0]);
    const pairs = { player: [worth(2), worth(2, 3)], banker: [worth(3), worth(3, 2)] };
    expect(
      settleBaccarat(pairs, [
        { spot: 'playerPair', amount: 500 },
        { spot: 'bankerPair', amount: 500 },
      ]).win,
    ).toBe(12_000);
  });

  it('pushes Player and Banker bets on a tie (the stake comes back) and pays the Tie', () => {
    const d = settleBaccarat(tie, everything);
    expect(d).toMatchObject({ playerTotal: 7, bankerTotal: 7, winner: 'tie' });
    expect(d.wins.map((w) => w.win)).toEqual([1000, 1000, 9000, 0, 0]);
    expect(d).toMatchObject({ bet: 5000, win: 11_000 });
  });

  it('takes Banker stakes in steps of 20 centavos, so the 5 % commission is exact (no rounding)', () => {
    expect(settleBaccarat(bankerWins, [{ spot: 'banker', amount: 20 }]).win).toBe(39);
    expect(settleBaccarat(bankerWins, [{ spot: 'banker', amount: 1_000_020 }]).win).toBe(1_950_039);
    expect(() => settleBaccarat(bankerWins, [{ spot: 'banker', amount: 1010 }])).toThrow(/multiple of 20/);
    // other spots take any whole centavo
    expect(settleBaccarat(playerWins, [{ spot: 'player', amount: 1011 }]).win).toBe(2022);
  });

  it('records the round with bet and settle steps', () => {
    // float 0 always takes the first position left: A♠ 2♠ 3♠ 4♠ 5♠ … Player A+3 = 4 draws the 5 (9),
    // Banker 2+4 = 6 stands on a third card worth 5
    const f = [0, 0, 0, 0, 0, 0];
    const round = playBaccarat(floatsSource(f), { bets: [{ spot: 'player', amount: 1000 }] }, { now: 9 });
    expect(round).toMatchObject({ engine: 'baccarat', status: 'settled', bet: 1000, win: 2000 });
    expect(round.deal).toMatchObject({ player: [0, 2, 4], banker: [1, 3], winner: 'player' });
    expect(round.steps).toEqual([
      { action: 'bet', value: 1000, at: 9 },
      { action: 'settle', value: 2000, at: 9 },
    ]);
  });

  it('refuses stakes that break the rules or the limits, before any float is read', () => {
    const limits = { minBet: 1000, maxBet: 5000 };
    const play = (bets: BaccaratStake[]) => playBaccarat(floatsSource([]), { bets }, { now: 0 }, limits);
    expect(() => play([])).toThrow(EngineError);
    expect(() => play([{ spot: 'dragon' as never, amount: 1000 }])).toThrow(/one stake/);
    expect(() =>
      play([
        { spot: 'tie', amount: 1000 },
        { spot: 'tie', amount: 1000 },
      ]),
    ).toThrow(/one stake/);
    expect(() => play([{ spot: 'player', amount: 999 }])).toThrow(/below the minimum/);
    expect(() =>
      play([
        { spot: 'player', amount: 3000 },
        { spot: 'banker', amount: 3000 },
      ]),
    ).toThrow(/Total bet is above/);
    expect(() => play([{ spot: 'player', amount: 10.5 }])).toThrow(/whole number/);
  });
});

describe('exact baccarat RTP (8 decks, every round from a fresh shoe, cards without replacement)', () => {
  const odds = computeBaccaratOdds();
  const rtp = baccaratRtps(odds);

  it('counts every ordered 6-card deal: the published 8-deck figures', () => {
    const total = 416n * 415n * 414n * 413n * 412n * 411n;
    expect(odds.sequences).toBe(total);
    const count = (f: { num: bigint; den: bigint }) => (f.num * total) / f.den;
    expect(count(odds.banker)).toBe(2_292_252_566_437_888n);
    expect(count(odds.player)).toBe(2_230_518_282_592_256n);
    expect(count(odds.tie)).toBe(475_627_426_473_216n);
    // a pair: the second card matches the first's rank among the 415 left
    expect(formatFraction(odds.playerPair)).toBe('31/415');
    expect(equals(odds.bankerPair, odds.playerPair)).toBe(true);
  });

  it('declares exactly what the enumeration gives, per spot', () => {
    for (const spot of BACCARAT_SPOTS) {
      expect(formatFraction(rtp[spot]), spot).toBe(formatFraction(BACCARAT_DECLARED_RTP[spot]));
      expect(formatFraction(odds[spot]), spot).toBe(formatFraction(BACCARAT_DECLARED_ODDS[spot]));
    }
    expect(
      Object.fromEntries(BACCARAT_SPOTS.map((s) => [s, [formatFraction(rtp[s]), toPercent(rtp[s], 4)]])),
    ).toEqual({
      player: ['19283843717413/19524993263685', '98.7649'],
      banker: ['10732465128097/10847218479825', '98.9421'],
      tie: ['619306544887/723147898655', '85.6404'],
      playerPair: ['372/415', '89.6386'],
      bankerPair: ['372/415', '89.6386'],
    });
  });

  it('agrees with a brute force over every 6-card rank sequence dealt through the dealing code', () => {
    const counts = Array<number>(13).fill(32);
    const seq: number[] = [];
    const tally = { player: 0, banker: 0, tie: 0, playerPair: 0, bankerPair: 0 };
    const walk = (depth: number, ways: number) => {
      if (depth === 6) {
        const o = baccaratOutcome(baccaratDeal(seq));
        tally[o.winner] += ways;
        if (o.playerPair) tally.playerPair += ways;
        if (o.bankerPair) tally.bankerPair += ways;
        return;
      }
      for (let r = 0; r < 13; r++) {
        const c = counts[r]!;
        counts[r] = c - 1;
        seq[depth] = r;
        walk(depth + 1, ways * c);
        counts[r] = c;
      }
    };
    walk(0, 1);
    const total = odds.sequences;
    for (const k of ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const) {
      expect(equals(fraction(BigInt(tally[k]), total), odds[k]), k).toBe(true);
    }
  }, 60_000);
});
