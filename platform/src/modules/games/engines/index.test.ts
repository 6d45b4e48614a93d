import {
  gameRound,
  roundAction,
  roundPlay,
  roundResult,
  roundStep,
} from '@casino/contracts/entities/game-round';
import { GAME_ENGINES } from '@casino/contracts/enums';
import { fairOutcome, type Seeds } from '@casino/contracts/fairness';
import { FAIR_VECTORS } from '@casino/contracts/fairness-vectors';
import { describe, expect, it } from 'vitest';
import {
  actOnRound,
  closeRound,
  ENGINE_IDS,
  ENGINES,
  type EngineAction,
  EngineError,
  type EnginePlay,
  type EngineRound,
  floatsSource,
  getEngine,
  playRound,
  resolveRound,
  roundView,
  seededSource,
} from './index';

const seeds: Seeds = FAIR_VECTORS[0]!.seeds;
const T0 = 1_767_225_600_000;

const plays: EnginePlay[] = [
  { engine: 'slots', bet: 2000 },
  { engine: 'color', bets: [{ color: 3, amount: 1000 }] },
  { engine: 'mines', bet: 1000, mines: 3 },
  { engine: 'crash', bet: 1000, autoCashout: 150 },
  {
    engine: 'sicbo',
    bets: [
      { area: 'big', amount: 1000 },
      { area: 'total-9', amount: 500 },
    ],
  },
  {
    engine: 'baccarat',
    bets: [
      { spot: 'banker', amount: 1000 },
      { spot: 'playerPair', amount: 100 },
    ],
  },
  { engine: 'bingo', bet: 500, cards: 2 },
];

/** Fill a contracts gameRound around an engine round, as the platform will. */
function asGameRound(round: EngineRound) {
  const view = roundView(round);
  return {
    roundId: 'g-1',
    gameId: 1,
    engine: view.engine,
    mode: 'real',
    status: view.status,
    bet: view.bet,
    win: view.win,
    balanceBefore: 100_000,
    balanceAfter: 100_000 - view.bet + view.win,
    serverSeedHash: 'a'.repeat(64),
    clientSeed: seeds.clientSeed,
    nonce: seeds.nonce,
    result: view.result,
    steps: view.steps,
    createTime: T0,
    updateTime: T0,
  };
}

describe('engine registry', () => {
  it('has the in-house engines of contracts', () => {
    expect([...ENGINE_IDS]).toEqual([...GAME_ENGINES]);
    for (const id of ENGINE_IDS) expect(getEngine(id).id).toBe(id);
    expect(() => getEngine('poker')).toThrow(EngineError);
  });

  it('takes the plays contracts validates and answers rounds contracts accepts', () => {
    for (const play of plays) {
      expect(roundPlay.safeParse(play).success).toBe(true);
      const round = playRound(seededSource(seeds), play, { now: T0 });
      const parsed = gameRound.safeParse(asGameRound(round));
      expect(parsed.error, play.engine).toBeUndefined();
      expect(roundResult.safeParse(roundView(round).result).success).toBe(true);
      for (const step of round.steps) expect(roundStep.safeParse(step).success).toBe(true);
    }
    const action: EngineAction = { type: 'pick', cell: 7 };
    expect(roundAction.safeParse(action).success).toBe(true);
  });

  it('plays each engine from the same outcome the browser verifier recomputes with fairOutcome', () => {
    for (const v of FAIR_VECTORS) {
      for (const play of plays) {
        const engine = getEngine(play.engine);
        const round = closeRound(playRound(seededSource(v.seeds), play, { now: T0 }), { now: T0 });
        const outcome = fairOutcome(v.seeds, engine.fairInput(play));
        const shown = roundView(round).result;
        if (outcome.engine === 'slots' && shown.engine === 'slots')
          expect(shown.stops).toEqual(outcome.stops);
        else if (outcome.engine === 'color' && shown.engine === 'color')
          expect(shown.dice).toEqual(outcome.dice);
        else if (outcome.engine === 'sicbo' && shown.engine === 'sicbo')
          expect(shown.dice).toEqual(outcome.dice);
        else if (outcome.engine === 'mines' && shown.engine === 'mines') {
          expect(shown.minePositions).toEqual(outcome.minePositions);
        } else if (outcome.engine === 'crash' && shown.engine === 'crash') {
          expect(shown.crashPoint).toBe(outcome.crashPoint);
        } else if (outcome.engine === 'baccarat' && shown.engine === 'baccarat') {
          expect({ player: shown.player, banker: shown.banker }).toEqual({
            player: outcome.player,
            banker: outcome.banker,
          });
        } else if (outcome.engine === 'bingo' && shown.engine === 'bingo') {
          expect(shown.balls).toEqual(outcome.balls);
          expect(shown.cards.map((c) => c.numbers)).toEqual(outcome.cards);
        } else throw new Error(`engine mismatch ${outcome.engine}`);
      }
    }
  });

  it('gives identical rounds in demo and real mode (the platform alone decides ledger or demo coins)', () => {
    for (const play of plays) {
      const real = playRound(seededSource(seeds), play, { now: T0, demo: false });
      const demo = playRound(seededSource(seeds), play, { now: T0, demo: true });
      expect(demo).toEqual(real);
    }
  });

  it('runs a Mines round through pick and cash-out, and a Crash round through resolve', () => {
    let mines = playRound(seededSource(FAIR_VECTORS[1]!.seeds), plays[2]!, { now: T0 });
    mines = actOnRound(mines, { type: 'pick', cell: 7 }, { now: T0 + 1 });
    mines = actOnRound(mines, { type: 'cashout' }, { now: T0 + 2 });
    expect(roundView(mines)).toMatchObject({ status: 'settled', bet: 1000, win: 1120 });

    const crash = playRound(seededSource(seeds), plays[3]!, { now: T0 });
    // Vector 0 crashes at 2.06×: the 1.50× auto cash-out wins once its time has come.
    expect(resolveRound(crash, { now: T0 }).status).toBe('open');
    expect(resolveRound(crash, { now: T0 + 60_000 })).toMatchObject({ status: 'settled', win: 1500 });
  });

  it('refuses actions an engine does not take, with a 400 and nothing changed', () => {
    const slots = playRound(seededSource(seeds), plays[0]!, { now: T0 });
    const err = (() => {
      try {
        actOnRound(slots, { type: 'cashout' }, { now: T0 });
      } catch (e) {
        return e;
      }
    })() as EngineError;
    expect(err).toBeInstanceOf(EngineError);
    expect(err.errcode).toBe(400);
    const crash = playRound(seededSource(seeds), plays[3]!, { now: T0 });
    expect(() => actOnRound(crash, { type: 'pick', cell: 1 }, { now: T0 })).toThrow(/only takes a cash-out/);
  });

  it('checks bet limits before playing', () => {
    const limits = { minBet: 1000, maxBet: 500_000 };
    expect(() => ENGINES.slots.validate({ engine: 'slots', bet: 500 }, limits)).toThrow(/below the minimum/);
    expect(() => ENGINES.slots.validate({ engine: 'slots', bet: 1010 }, limits)).toThrow(/multiple of 20/);
    expect(() => ENGINES.slots.validate({ engine: 'slots', bet: 1005 }, limits, 'palawan-pearls')).toThrow(
      /multiple of 10/,
    );
    expect(() => ENGINES.crash.validate({ engine: 'crash', bet: 600_000 }, limits)).toThrow(
      /above the maximum/,
    );
    expect(() => ENGINES.mines.validate({ engine: 'slots', bet: 1000 }, limits)).toThrow(/Not a Mines play/);
    expect(() => ENGINES.bingo.validate({ engine: 'bingo', bet: 200_000, cards: 3 }, limits)).toThrow(
      /Total bet is above/,
    );
    expect(() => playRound(floatsSource([]), { engine: 'slots', bet: 500 }, { now: 0, limits })).toThrow(
      EngineError,
    );
    expect(() => ENGINES.slots.info('no-such-theme')).toThrow(/No slots variant/);
  });
});

describe('game information (GLI: rules, paytable, max win, RTP)', () => {
  it('states rules, a paytable, the max win and the exact RTP for every engine and variant', () => {
    for (const id of ENGINE_IDS) {
      for (const variant of ENGINES[id].variants) {
        const info = ENGINES[id].info(variant);
        expect(info.rules.length).toBeGreaterThan(2);
        expect(info.paytable).toBeTruthy();
        expect(info.maxWinX).toBeGreaterThan(1);
        expect(info.rtp.exact).toMatch(/^\d+\/\d+$/);
      }
    }
  });

  it('declares the figures the catalogue shows', () => {
    const figures = Object.fromEntries(
      ENGINE_IDS.flatMap((id) =>
        ENGINES[id].variants.map((v) => {
          const info = ENGINES[id].info(v);
          return [
            `${id}/${v}`,
            [info.rtp.basisPoints, info.rtp.percent, info.maxWinX, info.rtp.range ?? null],
          ];
        }),
      ),
    );
    expect(figures).toEqual({
      'slots/fiesta-reels': [9607, '96.07', 220.75, null],
      'slots/palawan-pearls': [9600, '96.00', 218, null],
      'slots/manila-nights': [9607, '96.07', 220.75, null],
      'slots/jeepney-jackpot': [9600, '96.00', 218, null],
      'color/perya': [9213, '92.13', 4, null],
      'mines/default': [9828, '98.28', 10_000, ['98.2800', '99.0000']],
      'crash/default': [9702, '97.02', 10_000, ['97.0200', '97.9902']],
      'sicbo/macau': [9722, '97.22', 181, ['81.0185', '97.2222']],
      'baccarat/default': [8564, '85.64', 12, ['85.6404', '98.9421']],
      'bingo/default': [9637, '96.37', 10_000, null],
    });
  });
});
