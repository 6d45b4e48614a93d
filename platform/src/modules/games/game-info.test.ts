import type { GameInfo } from '@casino/contracts/entities/game-info';
import { ERR } from '@casino/contracts/errors';
import { CRASH_MAX_MULTIPLIER, minesMultiplier } from '@casino/contracts/fairness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSeedDir } from '../../catalogue/seed';
import { caller, contractData } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';
import { isInHouse } from './game-config';

const GOLDEN_CARABAO = 1001; // slots, fiesta-reels
const JEEPNEY_JACKPOT = 1002; // slots, jeepney-jackpot (Palawan Pearls' maths, its own symbols)
const COLOR = 2001;
const CRASH = 3001;
const MINES = 4001;
const BACCARAT = 5001; // outside provider
let seq = 0;
const rid = () => `req-info-${Date.now().toString(36)}-${++seq}`;

describe('anonymous/gameInfo and the Crash auto cash-out cap', () => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  const info = async (gameId: number) =>
    contractData('anonymous/gameInfo', await call('anonymous/gameInfo', { gameId })) as GameInfo;

  beforeAll(async () => {
    p = await startTestPlatform();
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  it('answers every in-house game without a login, with the RTP and limits the lobby shows', async () => {
    const games = readSeedDir().docs.games.games.filter((g) => isInHouse(g.engine) && g.status === 1);
    expect(games.length).toBeGreaterThan(5);
    for (const g of games) {
      const a = await info(g.id);
      expect(a).toMatchObject({
        gameId: g.id,
        name: g.name,
        engine: g.engine,
        rtp: g.rtp,
        minBet: g.minBet,
        maxBet: g.maxBet,
      });
      expect(a.paytable.engine).toBe(g.engine);
      expect(a.rtpDetail.percent).toBe((g.rtp / 100).toFixed(2));
      // Each rule's English text is its template filled with the params the web may translate with.
      for (const r of a.rules) for (const v of Object.values(r.params)) expect(r.text).toContain(String(v));
    }
  });

  it('slots: the theme the game plays, its paylines, symbol pays and bet step', async () => {
    const fiesta = await info(GOLDEN_CARABAO);
    expect(fiesta).toMatchObject({ variant: 'fiesta-reels', betStep: 20, maxWinX: 220.75 });
    if (fiesta.paytable.engine !== 'slots') throw new Error('not a slots paytable');
    expect(fiesta.paytable.paylines).toHaveLength(20);
    expect(fiesta.paytable.symbols[0]).toMatchObject({
      key: 'wild',
      kind: 'wild',
      pays: [
        { count: 3, x: 100 },
        { count: 4, x: 500 },
        { count: 5, x: 2500 },
      ],
    });
    expect(fiesta.paytable.symbols.find((s) => s.kind === 'scatter')?.key).toBe('sun');
    expect(fiesta.rules.map((r) => r.key)).toContain('slots.scatter');
    const pearls = await info(JEEPNEY_JACKPOT);
    expect(pearls).toMatchObject({ variant: 'jeepney-jackpot', betStep: 10, rtp: 9600 });
    expect(pearls.paytable.engine === 'slots' && pearls.paytable.symbols[1]?.name).toBe('Silver Jeepney');
    if (pearls.paytable.engine !== 'slots') throw new Error('not a slots paytable');
    expect(pearls.paytable.symbols.some((s) => s.kind === 'scatter')).toBe(false);
    expect(pearls.rules.map((r) => r.key)).not.toContain('slots.scatter');
  });

  it('color, mines and crash: payout rows from the engine', async () => {
    const color = await info(COLOR);
    expect(color.paytable).toMatchObject({
      engine: 'color',
      rows: [
        { matches: 0, returns: 0, chance: '125/216' },
        { matches: 1, returns: 2, chance: '75/216' },
        { matches: 2, returns: 3, chance: '15/216' },
        { matches: 3, returns: 4, chance: '1/216' },
      ],
    });
    expect(color.rtpDetail.exact).toBe('199/216');

    const mines = await info(MINES);
    if (mines.paytable.engine !== 'mines') throw new Error('not a mines paytable');
    expect(mines.paytable.rows).toHaveLength(24);
    const three = mines.paytable.rows.find((r) => r.mines === 3)!;
    expect(three.multipliers.slice(0, 3)).toEqual([1, 2, 3].map((k) => minesMultiplier(3, k)));
    expect(mines.rtpDetail.range).toEqual(['98.2800', '99.0000']);

    const crash = await info(CRASH);
    expect(crash.paytable).toMatchObject({ engine: 'crash', maxMultiplier: CRASH_MAX_MULTIPLIER });
    if (crash.paytable.engine !== 'crash') throw new Error('not a crash paytable');
    expect(crash.paytable.rows[0]).toEqual({ multiplier: 101, chance: '97.0200', rtp: '97.9902' });
    expect(crash.maxWinX).toBe(10_000);
  });

  it('refuses an outside provider game and an unknown one', async () => {
    const ext = await call('anonymous/gameInfo', { gameId: BACCARAT });
    expect(ext.errcode).toBe(ERR.NOT_FOUND);
    expect((await call('anonymous/gameInfo', { gameId: 999_999 })).errcode).toBe(ERR.NOT_FOUND);
  });

  it('an auto cash-out above the 10,000× max win is a 400 naming the field; at the cap it plays', async () => {
    const demo = contractData(
      'anonymous/startGameDemo',
      await call('anonymous/startGameDemo', { gameId: CRASH }),
    ) as { sessionId: string };
    const play = (autoCashout: number) =>
      call('anonymous/gameDemoPlay', {
        gameId: CRASH,
        sessionId: demo.sessionId,
        requestId: rid(),
        play: { engine: 'crash', bet: 1000, autoCashout },
      });
    const over = await play(CRASH_MAX_MULTIPLIER + 1);
    expect(over.status).toBe(400);
    expect(over.errcode).toBe(ERR.INVALID_REQUEST);
    expect(over.body.issues).toEqual([
      { path: 'play.autoCashout', message: 'Auto cash-out can be at most the max win of 10000×' },
    ]);
    const atCap = await play(CRASH_MAX_MULTIPLIER);
    expect(atCap.errcode).toBe(0);
    expect(atCap.data).toMatchObject({ status: 'open', result: { autoCashout: CRASH_MAX_MULTIPLIER } });
  });
});
