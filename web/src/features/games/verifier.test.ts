import { crashMultiplierAt } from '@casino/contracts/fairness';
import {
  FAIR_VECTORS,
  VECTOR_SERVER_SEED,
  VECTOR_SERVER_SEED_HASH,
} from '@casino/contracts/fairness-vectors';
import { registry } from '@casino/contracts/registry';
import { describe, expect, it } from 'vitest';
import { colorBets } from './color-board';
import { crashFrame } from './crash-game';
import { verifyHref } from './recall-panel';
import { verifyRound } from './verifier';

describe('fairness verifier', () => {
  const base = { serverSeed: VECTOR_SERVER_SEED, clientSeed: 'casino-ph' };

  it.each(FAIR_VECTORS.map((v) => [v.seeds.nonce, v] as const))(
    'nonce %i matches the shared vector',
    (nonce, v) => {
      expect(verifyRound({ ...base, nonce, engine: 'color' }).outcome).toEqual({
        engine: 'color',
        dice: v.color,
      });
      expect(verifyRound({ ...base, nonce, engine: 'mines', mines: 3 }).outcome).toEqual({
        engine: 'mines',
        minePositions: v.mines3,
      });
      expect(verifyRound({ ...base, nonce, engine: 'crash' }).outcome).toEqual({
        engine: 'crash',
        crashPoint: v.crash,
      });
      expect(verifyRound({ ...base, nonce, engine: 'slots', theme: 'fiesta-reels' }).outcome).toEqual({
        engine: 'slots',
        stops: v.slots,
      });
      expect(verifyRound({ ...base, nonce, engine: 'baccarat' }).outcome).toEqual({
        engine: 'baccarat',
        ...v.baccarat,
      });
      expect(verifyRound({ ...base, nonce, engine: 'bingo', cards: 2 }).outcome).toEqual({
        engine: 'bingo',
        ...v.bingo2,
      });
    },
  );

  it('shows the hash of the revealed seed, to compare with the one shown before play', () => {
    const r = verifyRound({ ...base, serverSeed: ` ${VECTOR_SERVER_SEED}\n`, nonce: 0, engine: 'color' });
    expect(r.serverSeedHash).toBe(VECTOR_SERVER_SEED_HASH);
  });

  it('refuses inputs no round can have', () => {
    expect(() => verifyRound({ ...base, nonce: 0, engine: 'mines', mines: 25 })).toThrow(RangeError);
  });

  it('crash animation starts at 1.00x and reaches 2x after about 11.55 s', () => {
    expect(crashMultiplierAt(0)).toBe(100);
    expect(crashMultiplierAt(11_553)).toBe(200);
  });
});

describe('color game stakes', () => {
  it('sends one bet per staked colour, in colour order, without empty stakes', () => {
    expect(colorBets({ 3: 500, 0: 1000, 5: 0 })).toEqual([
      { color: 0, amount: 1000 },
      { color: 3, amount: 500 },
    ]);
  });
});

describe('crash animation', () => {
  it('draws the server formula at server time, and holds at the crash point', () => {
    const startedAt = 1_000_000;
    // local clock 500 ms behind the server
    expect(crashFrame(startedAt - 500 + 11_553, 500, startedAt)).toBe(crashMultiplierAt(11_553));
    expect(crashFrame(startedAt - 500 + 11_553, 500, startedAt)).toBe(200);
    expect(crashFrame(startedAt + 60_000, 0, startedAt, 150)).toBe(150);
    expect(crashFrame(startedAt - 2000, 0, startedAt)).toBe(100);
  });
});

describe('recall → verifier link', () => {
  it('carries the round inputs the verifier needs', () => {
    const round = registry.gameRoundAction.examples.answer;
    const url = new URL(verifyHref(round), 'https://x');
    expect(url.pathname).toBe('/fairness');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      engine: 'mines',
      clientSeed: round.clientSeed,
      nonce: String(round.nonce),
      // the pair, by its hash: /fairness fills in its server seed once revealed
      hash: round.serverSeedHash,
      mines: '3',
    });
  });
});
