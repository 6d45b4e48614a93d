import type { GameRound } from '@casino/contracts/entities/game-round';
import { AUTH_ERROR_MESSAGE, ERR } from '@casino/contracts/errors';
import { fairOutcome, hashServerSeed, minesMultiplier } from '@casino/contracts/fairness';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayKey } from '../../core/periods';
import { ledger, users, wallets } from '../../db/schema';
import { fairnessSeeds } from '../../db/schema-games';
import { reconcile } from '../../ledger/reconcile';
import { caller, contractData, dbKinds } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';
import { getEngine } from './engines';
import { settleBaccarat } from './engines/baccarat';
import { evaluateSlots } from './engines/slots';
import { slotsTheme } from './engines/slots-themes';
import { createGamesService } from './service';

const SLOTS = 1001; // fiesta-reels, 20 lines, 1.00–5,000.00
const COLOR = 2001;
const CRASH = 3001;
const MINES = 4001;
const BACCARAT = 5101;
let seq = 0;
const rid = () => `req-${Date.now().toString(36)}-${++seq}`;

describe.each(dbKinds)('in-house games through the ledger on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  const coin = async (token: string) =>
    ((await call('refreshData', {}, token)).data as { coin: number }).coin;
  const ledgerCount = async () =>
    Number((await p.db.select({ n: sql<string>`count(*)::text` }).from(ledger))[0]!.n);
  async function player(amount = 100_000) {
    const s = await p.createUserSession();
    if (amount > 0) await p.credit(s.userId, amount);
    return s;
  }
  async function start(token: string, gameId: number, tryIt?: boolean) {
    const r = await call('startGame', { gameId, ...(tryIt ? { tryIt } : {}) }, token);
    return contractData('startGame', r) as { sessionId: string; url: string; balance: number; mode: string };
  }
  async function spin(token: string, sessionId: string, bet = 2000, requestId = rid()) {
    return call(
      'gameRoundPlay',
      { gameId: SLOTS, sessionId, requestId, play: { engine: 'slots', bet } },
      token,
    );
  }

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    // Every scenario above leaves the ledger consistent (ops reconcile).
    const report = await reconcile(p.db);
    expect(report.offenders).toEqual([]);
    await p?.close();
  });

  it('startGame answers the in-house launch URL and records the game in history', async () => {
    const { token } = await player(0);
    const launch = await start(token, SLOTS);
    expect(launch.url).toBe(`/play/slots?session=${launch.sessionId}&gameId=${SLOTS}`);
    expect(launch).toMatchObject({ mode: 'real', balance: 0 });
    const after = (await call('getAfterLoginInfoWeb', {}, token)).data as {
      appGameDataUser: { gameHistory: number[] };
    };
    expect(after.appGameDataUser.gameHistory).toEqual([SLOTS]);
    const anon = await call('startGame', { gameId: SLOTS });
    expect(anon.errcode).toBe(ERR.UNAUTHORIZED);
  });

  it('a spin debits the bet and credits the win once; a retry answers the same round and debits nothing', async () => {
    const { token, userId } = await player();
    const { sessionId } = await start(token, SLOTS);
    const requestId = rid();
    const first = contractData('gameRoundPlay', await spin(token, sessionId, 2000, requestId)) as GameRound;
    expect(first).toMatchObject({ status: 'settled', bet: 2000, balanceBefore: 100_000 });
    expect(first.balanceAfter).toBe(100_000 - 2000 + first.win);
    const again = contractData('gameRoundPlay', await spin(token, sessionId, 2000, requestId)) as GameRound;
    expect(again).toEqual(first);
    expect(await coin(token)).toBe(first.balanceAfter);
    const rows = await p.db.select().from(ledger).where(eq(ledger.refId, first.roundId));
    expect(rows.map((r) => r.kind).sort()).toEqual(first.win > 0 ? ['bet', 'win'] : ['bet']);
    const [w] = await p.db.select().from(wallets).where(eq(wallets.userId, userId));
    expect(w!.betTotal).toBe(2000);
  });

  it('10 concurrent copies of one play make one round and one debit', async () => {
    const { token } = await player();
    const { sessionId } = await start(token, SLOTS);
    const requestId = rid();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => spin(token, sessionId, 2000, requestId)),
    );
    const rounds = answers.map((a) => contractData('gameRoundPlay', a) as GameRound);
    expect(new Set(rounds.map((r) => r.roundId)).size).toBe(1);
    expect(await coin(token)).toBe(100_000 - 2000 + rounds[0]!.win);
  });

  it('concurrent different plays each take their own nonce', async () => {
    const { token } = await player();
    const { sessionId } = await start(token, SLOTS);
    const answers = await Promise.all(Array.from({ length: 8 }, () => spin(token, sessionId, 1000)));
    const rounds = answers.map((a) => contractData('gameRoundPlay', a) as GameRound);
    expect(rounds.map((r) => r.nonce).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    const net = rounds.reduce((s, r) => s + r.win - r.bet, 0);
    expect(await coin(token)).toBe(100_000 + net);
  });

  it('outcome equals the engine recomputed from the server seed revealed by rotate', async () => {
    const { token } = await player();
    const before = contractData('fairnessSeed', await call('fairnessSeed', {}, token)) as {
      serverSeedHash: string;
      nonce: number;
    };
    const set = await call('fairnessSetClientSeed', { clientSeed: 'my lucky seed' }, token);
    expect((contractData('fairnessSetClientSeed', set) as { clientSeed: string }).clientSeed).toBe(
      'my lucky seed',
    );
    const { sessionId } = await start(token, SLOTS);
    const round = contractData('gameRoundPlay', await spin(token, sessionId, 4000)) as GameRound;
    const color = contractData(
      'gameRoundPlay',
      await call(
        'gameRoundPlay',
        {
          gameId: COLOR,
          sessionId: (await start(token, COLOR)).sessionId,
          requestId: rid(),
          play: {
            engine: 'color',
            bets: [
              { color: 0, amount: 1000 },
              { color: 3, amount: 2000 },
            ],
          },
        },
        token,
      ),
    ) as GameRound;
    expect([round.nonce, color.nonce]).toEqual([0, 1]);
    const rotated = contractData('fairnessRotate', await call('fairnessRotate', {}, token)) as {
      serverSeedHash: string;
      nonce: number;
      previous: { serverSeed: string; serverSeedHash: string; clientSeed: string; lastNonce: number };
    };
    expect(before.serverSeedHash).not.toBe(round.serverSeedHash);
    expect(rotated.previous).toMatchObject({
      serverSeedHash: round.serverSeedHash,
      clientSeed: 'my lucky seed',
      lastNonce: 1,
    });
    expect(hashServerSeed(rotated.previous.serverSeed)).toBe(round.serverSeedHash);
    expect(rotated.nonce).toBe(0);
    const seeds = { serverSeed: rotated.previous.serverSeed, clientSeed: round.clientSeed };
    const slots = getEngine('slots');
    const fair = fairOutcome(
      { ...seeds, nonce: round.nonce },
      slots.fairInput({ engine: 'slots', bet: 4000 }, 'fiesta-reels'),
    );
    expect(round.result).toMatchObject({ engine: 'slots', stops: (fair as { stops: number[] }).stops });
    const pay = evaluateSlots(slotsTheme('fiesta-reels')!, (fair as { stops: number[] }).stops, 4000);
    expect(round.win).toBe(pay.win);
    const dice = fairOutcome({ ...seeds, nonce: color.nonce }, { engine: 'color' });
    expect(color.result).toMatchObject({ engine: 'color', dice: (dice as { dice: number[] }).dice });
  });

  it('refuses bets outside the limits, above the VIP bet limit and above the balance, writing nothing', async () => {
    const { token, userId } = await player(10_000_000);
    const { sessionId } = await start(token, SLOTS);
    const count = await ledgerCount();
    const nonce = async () =>
      (contractData('fairnessSeed', await call('fairnessSeed', {}, token)) as { nonce: number }).nonce;
    expect(await nonce()).toBe(0);
    expect((await spin(token, sessionId, 80)).errcode).toBe(ERR.INVALID_REQUEST); // below minBet 100
    expect((await spin(token, sessionId, 20 * 30_000)).errcode).toBe(ERR.INVALID_REQUEST); // game max 5,000.00
    // Color Game allows 10,000.00; VIP 0's bet limit is 5,000.00, VIP 3's 30,000.00.
    const color = (await start(token, COLOR)).sessionId;
    const big = () =>
      call(
        'gameRoundPlay',
        {
          gameId: COLOR,
          sessionId: color,
          requestId: rid(),
          play: { engine: 'color', bets: [{ color: 2, amount: 600_000 }] },
        },
        token,
      );
    expect((await big()).errcode).toBe(ERR.INVALID_REQUEST);
    expect(await ledgerCount()).toBe(count);
    // The nonce is claimed before the limits are checked: a refused play gives it back.
    expect(await nonce()).toBe(0);
    await p.db.update(users).set({ vip: 3 }).where(eq(users.id, userId));
    expect((await big()).errcode).toBe(0);
    const poor = await player(1000);
    const s2 = await start(poor.token, SLOTS);
    const count2 = await ledgerCount();
    const broke = await spin(poor.token, s2.sessionId, 2000);
    expect(broke.errcode).toBe(ERR.INSUFFICIENT_BALANCE);
    expect(broke.msg).toContain('10.00');
    expect(await ledgerCount()).toBe(count2);
    expect(count2).toBeGreaterThan(count);
    const seed = contractData('fairnessSeed', await call('fairnessSeed', {}, poor.token)) as {
      nonce: number;
    };
    expect(seed.nonce).toBe(0);
  });

  it('any past round can be verified: every revealed pair is listed, newest first, and found by its hash', async () => {
    const { token } = await player();
    const history = async (body: Record<string, unknown> = {}) =>
      contractData('fairnessSeedHistory', await call('fairnessSeedHistory', body, token)) as {
        list: { serverSeed: string; serverSeedHash: string; lastNonce: number }[];
        total: number;
        pages: number;
      };
    const { sessionId } = await start(token, SLOTS);
    // three pairs: two rounds on the first, none on the second, one on the third (still active)
    const first = contractData('gameRoundPlay', await spin(token, sessionId, 1000)) as GameRound;
    await spin(token, sessionId, 1000);
    await call('fairnessRotate', {}, token);
    await call('fairnessRotate', {}, token);
    const live = contractData('gameRoundPlay', await spin(token, sessionId, 1000)) as GameRound;
    expect(await history()).toMatchObject({ total: 2, pages: 1 });
    const [newest, oldest] = (await history()).list;
    expect([newest!.lastNonce, oldest!.lastNonce]).toEqual([-1, 1]);
    // the first round names its pair: the revealed seed hashes to it, and recomputes the round's outcome
    const found = (await history({ serverSeedHash: first.serverSeedHash })).list;
    expect(found).toHaveLength(1);
    expect(hashServerSeed(found[0]!.serverSeed)).toBe(first.serverSeedHash);
    // a round of the pair still in play: not revealed yet, so not listed
    expect((await history({ serverSeedHash: live.serverSeedHash })).list).toEqual([]);
    // another player's pair is never listed to this one
    const other = await player();
    expect(
      (await call('fairnessSeedHistory', { serverSeedHash: first.serverSeedHash }, other.token)).data,
    ).toMatchObject({ total: 0 });
    expect((await history({ pageSize: 1, pageNum: 2 })).list[0]!.serverSeedHash).toBe(first.serverSeedHash);
  });

  it('a round pinned to a stale nonce or a rotated seed hash is refused with SEEDS_CHANGED, writing nothing', async () => {
    const { token } = await player();
    const { sessionId } = await start(token, SLOTS);
    const seeds = async () =>
      contractData('fairnessSeed', await call('fairnessSeed', {}, token)) as {
        nonce: number;
        serverSeedHash: string;
      };
    const pinned = (expect: { serverSeedHash?: string; nonce?: number }) =>
      call(
        'gameRoundPlay',
        { gameId: SLOTS, sessionId, requestId: rid(), play: { engine: 'slots', bet: 1000 }, expect },
        token,
      );
    const seen = await seeds();
    // what the player saw is what is played: the round takes exactly that hash and nonce
    const first = contractData(
      'gameRoundPlay',
      await pinned({ serverSeedHash: seen.serverSeedHash, nonce: seen.nonce }),
    ) as {
      nonce: number;
      serverSeedHash: string;
    };
    expect([first.serverSeedHash, first.nonce]).toEqual([seen.serverSeedHash, seen.nonce]);
    const balance = await coin(token);
    const count = await ledgerCount();
    // the same nonce again (another window played it meanwhile): refused, and the next nonce is not used up
    const stale = await pinned({ nonce: seen.nonce });
    expect([stale.errcode, stale.msg]).toEqual([ERR.SEEDS_CHANGED, AUTH_ERROR_MESSAGE[ERR.SEEDS_CHANGED]]);
    expect(await seeds()).toMatchObject({ nonce: seen.nonce + 1 });
    // rotated in another window: the old hash is refused
    expect((await call('fairnessRotate', {}, token)).errcode).toBe(0);
    expect((await pinned({ serverSeedHash: seen.serverSeedHash })).errcode).toBe(ERR.SEEDS_CHANGED);
    expect([await coin(token), await ledgerCount()]).toEqual([balance, count]);
    // pinned to the new pair, it plays
    const now = await seeds();
    expect((await pinned({ serverSeedHash: now.serverSeedHash, nonce: now.nonce })).errcode).toBe(0);
  });

  it('a session of another player or another game is refused', async () => {
    const a = await player();
    const b = await player();
    const { sessionId } = await start(a.token, SLOTS);
    expect((await spin(b.token, sessionId)).errcode).toBe(ERR.FORBIDDEN);
    const r = await call(
      'gameRoundPlay',
      { gameId: 1002, sessionId, requestId: rid(), play: { engine: 'slots', bet: 1000 } },
      a.token,
    );
    expect(r.errcode).toBe(ERR.INVALID_REQUEST);
  });

  it('Mines: picks and cash-out pay bet × multiplier; an unfinished round is cashed out or refunded on exitGame', async () => {
    const { token } = await player();
    const { sessionId } = await start(token, MINES);
    const play = (requestId = rid()) =>
      call(
        'gameRoundPlay',
        { gameId: MINES, sessionId, requestId, play: { engine: 'mines', bet: 1000, mines: 1 } },
        token,
      );
    const act = (roundId: string, action: object, requestId = rid()) =>
      call('gameRoundAction', { gameId: MINES, sessionId, roundId, requestId, action }, token);
    // A round with no pick is refunded on exit.
    const untouched = contractData('gameRoundPlay', await play()) as GameRound;
    expect(untouched.status).toBe('open');
    // A round with one safe pick is cashed out on exit. With 1 mine a pick is safe 24 times in 25: try cells.
    const picked = contractData('gameRoundPlay', await play()) as GameRound;
    let state = picked;
    for (const cell of [0, 1, 2]) {
      state = contractData('gameRoundAction', await act(picked.roundId, { type: 'pick', cell })) as GameRound;
      if (state.status !== 'open' || (state.result as { picks: number[] }).picks.length > 0) break;
    }
    const beforeExit = await coin(token);
    const exit = contractData('exitGame', await call('exitGame', { gameId: MINES, sessionId }, token)) as {
      coin: number;
    };
    const recall = contractData(
      'gameRoundRecall',
      await call('gameRoundRecall', { gameId: MINES }, token),
    ) as {
      list: GameRound[];
    };
    const refunded = recall.list.find((r) => r.roundId === untouched.roundId)!;
    expect(refunded).toMatchObject({ status: 'refunded', win: 1000 });
    expect(refunded.steps.at(-1)).toMatchObject({ action: 'refund', value: 1000 });
    const second = recall.list.find((r) => r.roundId === picked.roundId)!;
    expect(second.status).not.toBe('open');
    const expectedWin = state.status === 'open' ? payoutOf(1000, minesMultiplier(1, 1)) : 0;
    if (state.status === 'open') expect(second.win).toBe(expectedWin);
    expect(exit.coin).toBe(beforeExit + 1000 + (state.status === 'open' ? expectedWin : 0));
    expect((second.result as { minePositions: number[] }).minePositions).toHaveLength(1);
    // A closed session takes no more rounds; a retried action is answered, not applied.
    expect((await play()).errcode).toBe(ERR.CONFLICT);
    expect((await act(picked.roundId, { type: 'cashout' })).errcode).toBe(ERR.CONFLICT);
    // the bet record names the mine count the verifier needs
    const rec = contractData('betRecord', await call('betRecord', { gameId: MINES }, token)) as {
      list: { roundId: string; fair?: { engine: string; mines?: number; nonce: number } }[];
    };
    expect(rec.list.find((r) => r.roundId === picked.roundId)?.fair).toMatchObject({
      engine: 'mines',
      mines: 1,
      nonce: picked.nonce,
    });
  });

  it('Mines: a retried pick applies once', async () => {
    const { token } = await player();
    const { sessionId } = await start(token, MINES);
    const round = contractData(
      'gameRoundPlay',
      await call(
        'gameRoundPlay',
        { gameId: MINES, sessionId, requestId: rid(), play: { engine: 'mines', bet: 1000, mines: 1 } },
        token,
      ),
    ) as GameRound;
    const requestId = rid();
    const body = {
      gameId: MINES,
      sessionId,
      roundId: round.roundId,
      requestId,
      action: { type: 'pick', cell: 12 },
    };
    const a = contractData('gameRoundAction', await call('gameRoundAction', body, token)) as GameRound;
    const b = contractData('gameRoundAction', await call('gameRoundAction', body, token)) as GameRound;
    expect(b.steps).toEqual(a.steps);
    expect(a.steps.filter((s) => s.action === 'pick')).toHaveLength(1);
  });

  it('Crash: a manual cash-out wins the multiplier at the server time, a late one loses, auto cash-out pays its target', async () => {
    const { token, userId } = await player();
    let clock = Date.now();
    const games = createGamesService({ db: p.db, catalogue: p.app.platform.catalogue, now: () => clock });
    const session = { sessionId: 0, userId, expiresAt: new Date(clock + 3_600_000) };
    const launch = await games.startGame(session, { gameId: CRASH });
    await call('fairnessSeed', {}, token);
    const seedRow = async () =>
      (
        await p.db
          .select()
          .from(fairnessSeeds)
          .where(and(eq(fairnessSeeds.userId, userId), eq(fairnessSeeds.status, 'active')))
      )[0]!;
    const crashOf = async (nonce: number) => {
      const s = await seedRow();
      return (
        fairOutcome({ serverSeed: s.serverSeed, clientSeed: s.clientSeed, nonce }, { engine: 'crash' }) as {
          crashPoint: number;
        }
      ).crashPoint;
    };
    const base = { gameId: CRASH, sessionId: launch.sessionId };
    // Find a round whose crash point passes 1.50× (nonce by nonce) and cash out at 1.20×'s time.
    for (let i = 0; i < 40; i++) {
      const nonce = (await seedRow()).nonce;
      const point = await crashOf(nonce);
      const round = await games.gameRoundPlay(session, {
        ...base,
        requestId: rid(),
        play: { engine: 'crash', bet: 1000 },
      });
      const startedAt = (round.result as { startedAt: number }).startedAt;
      if (point >= 150) {
        clock = startedAt + 3040; // e^(0.00006·3040) = 1.2001 → 1.20×
        const cashed = await games.gameRoundAction(session, {
          ...base,
          roundId: round.roundId,
          requestId: rid(),
          action: { type: 'cashout' },
        });
        expect(cashed).toMatchObject({ status: 'settled', win: 1200 });
        expect((cashed.result as { crashPoint: number }).crashPoint).toBe(point);
        break;
      }
      clock = startedAt + 200_000; // past any crash point: the cash-out loses
      const late = await games.gameRoundAction(session, {
        ...base,
        roundId: round.roundId,
        requestId: rid(),
        action: { type: 'cashout' },
      });
      expect(late).toMatchObject({ status: 'settled', win: 0 });
    }
    // Auto cash-out at 1.01×: settled on the next read once its time has come.
    const nonce = (await seedRow()).nonce;
    const point = await crashOf(nonce);
    const auto = await games.gameRoundPlay(session, {
      ...base,
      requestId: rid(),
      play: { engine: 'crash', bet: 1000, autoCashout: 101 },
    });
    expect(auto.status).toBe('open');
    clock += 200_000;
    const recall = await games.gameRoundRecall(session, { gameId: CRASH });
    expect(recall.list[0]).toMatchObject({
      roundId: auto.roundId,
      status: 'settled',
      win: point >= 101 ? 1010 : 0,
    });
  });

  it('a demo session shows its own seed hash before play, and a rotation reveals the seed its rounds used', async () => {
    const demo = contractData(
      'anonymous/startGameDemo',
      await call('anonymous/startGameDemo', { gameId: COLOR }),
    ) as {
      sessionId: string;
    };
    const shown = contractData(
      'anonymous/gameDemoSeed',
      await call('anonymous/gameDemoSeed', { sessionId: demo.sessionId }),
    ) as { serverSeedHash: string; clientSeed: string; nonce: number };
    expect(shown.nonce).toBe(0);
    const play = () =>
      call('anonymous/gameDemoPlay', {
        gameId: COLOR,
        sessionId: demo.sessionId,
        requestId: rid(),
        play: { engine: 'color', bets: [{ color: 1, amount: 1000 }] },
      });
    const r = contractData('anonymous/gameDemoPlay', await play()) as GameRound;
    expect([r.serverSeedHash, r.clientSeed, r.nonce]).toEqual([shown.serverSeedHash, shown.clientSeed, 0]);
    const rotated = contractData(
      'anonymous/gameDemoRotate',
      await call('anonymous/gameDemoRotate', { sessionId: demo.sessionId, clientSeed: 'visitor seed' }),
    ) as {
      serverSeedHash: string;
      clientSeed: string;
      nonce: number;
      previous: { serverSeed: string; lastNonce: number };
    };
    expect(hashServerSeed(rotated.previous.serverSeed)).toBe(shown.serverSeedHash);
    expect(rotated.previous.lastNonce).toBe(0);
    // the revealed seed recomputes the round: the same dice
    const dice = fairOutcome(
      { serverSeed: rotated.previous.serverSeed, clientSeed: r.clientSeed, nonce: r.nonce },
      { engine: 'color' },
    );
    expect(dice).toMatchObject({ dice: (r.result as { dice: number[] }).dice });
    // the next round plays on the new pair from nonce 0
    const next = contractData('anonymous/gameDemoPlay', await play()) as GameRound;
    expect([next.serverSeedHash, next.clientSeed, next.nonce]).toEqual([
      rotated.serverSeedHash,
      'visitor seed',
      0,
    ]);
    // a real session is not a demo one, and an open demo Mines round keeps its seed secret
    const { token } = await player();
    const real = await start(token, SLOTS);
    expect((await call('anonymous/gameDemoSeed', { sessionId: real.sessionId })).errcode).toBe(ERR.NOT_FOUND);
    const mines = contractData(
      'anonymous/startGameDemo',
      await call('anonymous/startGameDemo', { gameId: 4001 }),
    ) as {
      sessionId: string;
    };
    await call('anonymous/gameDemoPlay', {
      gameId: 4001,
      sessionId: mines.sessionId,
      requestId: rid(),
      play: { engine: 'mines', bet: 1000, mines: 3 },
    });
    expect((await call('anonymous/gameDemoRotate', { sessionId: mines.sessionId })).errcode).toBe(
      ERR.CONFLICT,
    );
  });

  it('baccarat plays through the same path: several spots settle at once, the revealed seed re-deals them, and the VIP bet limit, a loss limit and an exclusion refuse a deal', async () => {
    const { token } = await player(2_000_000);
    const { sessionId, url } = await start(token, BACCARAT);
    expect(url).toBe(`/play/baccarat?session=${sessionId}&gameId=${BACCARAT}`);
    const deal = (bets: { spot: string; amount: number }[], sid = sessionId, t = token) =>
      call(
        'gameRoundPlay',
        { gameId: BACCARAT, sessionId: sid, requestId: rid(), play: { engine: 'baccarat', bets } },
        t,
      );
    const bets = [
      { spot: 'banker', amount: 2000 },
      { spot: 'tie', amount: 1000 },
      { spot: 'playerPair', amount: 1000 },
    ];
    const round = contractData('gameRoundPlay', await deal(bets)) as GameRound;
    expect(round).toMatchObject({
      engine: 'baccarat',
      status: 'settled',
      bet: 4000,
      balanceBefore: 2_000_000,
    });
    expect(round.balanceAfter).toBe(2_000_000 - 4000 + round.win);
    expect(await coin(token)).toBe(round.balanceAfter);
    const rows = await p.db.select().from(ledger).where(eq(ledger.refId, round.roundId));
    expect(rows.map((r) => r.kind).sort()).toEqual(round.win > 0 ? ['bet', 'win'] : ['bet']);
    // a Banker stake off the 20-centavo step, and one below the game's minimum, change nothing
    const count = await ledgerCount();
    expect((await deal([{ spot: 'banker', amount: 1010 }])).errcode).toBe(ERR.INVALID_REQUEST);
    expect((await deal([{ spot: 'tie', amount: 500 }])).errcode).toBe(ERR.INVALID_REQUEST);
    // the game allows 10,000.00 in all; VIP 0's bet limit of 5,000.00 caps the round's total
    expect(
      (
        await deal([
          { spot: 'player', amount: 300_000 },
          { spot: 'banker', amount: 300_000 },
        ])
      ).errcode,
    ).toBe(ERR.INVALID_REQUEST);
    expect(await ledgerCount()).toBe(count);

    const rotated = contractData('fairnessRotate', await call('fairnessRotate', {}, token)) as {
      previous: { serverSeed: string };
    };
    const hands = fairOutcome(
      { serverSeed: rotated.previous.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce },
      getEngine('baccarat').fairInput({ engine: 'baccarat', bets: [] }),
    ) as { player: number[]; banker: number[] };
    expect(round.result).toMatchObject({ engine: 'baccarat', player: hands.player, banker: hands.banker });
    expect(round.win).toBe(settleBaccarat(hands, bets as never).win);

    // a daily loss limit ₱15 above the day's loss so far refuses a ₱20 deal before any money moves
    const lossSoFar = Math.max(0, round.bet - round.win);
    const limit = await call(
      'selfLimitSet',
      { kind: 'loss', period: 'day', amount: lossSoFar + 1_500 },
      token,
    );
    expect(limit.errcode).toBe(0);
    const over = await deal([{ spot: 'player', amount: 2_000 }]);
    expect(over.errcode).toBe(ERR.SELF_LIMIT_REACHED);
    expect(await ledgerCount()).toBe(count);

    // an excluded player cannot deal, even on a session opened before the exclusion
    const other = await player(100_000);
    const open = await start(other.token, BACCARAT);
    expect((await call('selfExclusionSet', { months: 6 }, other.token)).errcode).toBe(0);
    const beforeExcluded = await ledgerCount();
    expect((await deal([{ spot: 'player', amount: 1000 }], open.sessionId, other.token)).errcode).toBe(
      ERR.SELF_RESTRICTED,
    );
    expect(await ledgerCount()).toBe(beforeExcluded);
    expect(await coin(token)).toBe(round.balanceAfter);

    // a visitor's demo deal plays the same engine on demo coins, the ledger untouched
    const demo = contractData(
      'anonymous/startGameDemo',
      await call('anonymous/startGameDemo', { gameId: BACCARAT }),
    ) as { sessionId: string; balance: number };
    const demoRound = contractData(
      'anonymous/gameDemoPlay',
      await call('anonymous/gameDemoPlay', {
        gameId: BACCARAT,
        sessionId: demo.sessionId,
        requestId: rid(),
        play: { engine: 'baccarat', bets: [{ spot: 'tie', amount: 1000 }] },
      }),
    ) as GameRound;
    expect(demoRound).toMatchObject({
      mode: 'demo',
      engine: 'baccarat',
      bet: 1000,
      balanceBefore: demo.balance,
    });
    expect(demoRound.balanceAfter).toBe(demo.balance - 1000 + demoRound.win);
    expect(await ledgerCount()).toBe(beforeExcluded);
  });

  it('demo play never touches the ledger and only games with tryIt allow it', async () => {
    const count = await ledgerCount();
    const demo = contractData(
      'anonymous/startGameDemo',
      await call('anonymous/startGameDemo', { gameId: COLOR }),
    ) as {
      sessionId: string;
      balance: number;
      mode: string;
    };
    expect(demo).toMatchObject({ mode: 'demo', balance: 1_000_000 });
    const r = contractData(
      'anonymous/gameDemoPlay',
      await call('anonymous/gameDemoPlay', {
        gameId: COLOR,
        sessionId: demo.sessionId,
        requestId: rid(),
        play: { engine: 'color', bets: [{ color: 1, amount: 5000 }] },
      }),
    ) as GameRound;
    expect(r).toMatchObject({ mode: 'demo', bet: 5000, balanceBefore: 1_000_000 });
    expect(r.balanceAfter).toBe(1_000_000 - 5000 + r.win);
    expect(await ledgerCount()).toBe(count);
    // A demo session cannot be played as real money, and an external game has no demo.
    const { token } = await player();
    expect(
      (
        await call(
          'gameRoundPlay',
          {
            gameId: COLOR,
            sessionId: demo.sessionId,
            requestId: rid(),
            play: { engine: 'color', bets: [{ color: 1, amount: 5000 }] },
          },
          token,
        )
      ).errcode,
    ).toBe(ERR.FORBIDDEN);
    expect((await call('anonymous/startGameDemo', { gameId: 5001 })).errcode).toBe(ERR.FORBIDDEN);
  });

  it('recall answers the last 10 rounds newest first with credits before and after', async () => {
    const { token } = await player();
    const { sessionId } = await start(token, SLOTS);
    const played: GameRound[] = [];
    for (let i = 0; i < 12; i++)
      played.push(contractData('gameRoundPlay', await spin(token, sessionId, 1000)) as GameRound);
    const recall = contractData(
      'gameRoundRecall',
      await call('gameRoundRecall', { gameId: SLOTS }, token),
    ) as { list: GameRound[] };
    expect(recall.list.map((r) => r.roundId)).toEqual(
      played
        .slice(2)
        .reverse()
        .map((r) => r.roundId),
    );
    for (let i = 1; i < recall.list.length; i++)
      expect(recall.list[i]!.balanceAfter).toBe(recall.list[i - 1]!.balanceBefore);
    expect(recall.list[0]!.balanceAfter).toBe(await coin(token));
    for (const r of recall.list) expect(r.balanceAfter).toBe(r.balanceBefore - r.bet + r.win);
  });

  it('likes, search, betRecord and betRecordReport', async () => {
    const { token } = await player();
    expect(contractData('gameLike', await call('gameLike', { gameId: MINES, like: true }, token))).toEqual({
      gameLikeIds: [MINES],
    });
    await call('gameLike', { gameId: SLOTS, like: true }, token);
    await call('gameLike', { gameId: MINES, like: false }, token);
    const info = (await call('getAfterLoginInfoWeb', {}, token)).data as {
      appGameDataUser: { gameLikes: number[] };
    };
    expect(info.appGameDataUser.gameLikes).toEqual([SLOTS]);
    expect((await call('gameLike', { gameId: 999_999, like: true }, token)).errcode).toBe(ERR.NOT_FOUND);

    const found = contractData(
      'anonymous/gameSearch',
      await call('anonymous/gameSearch', { keyword: 'color' }),
    ) as { list: { id: number }[] };
    expect(found.list.map((g) => g.id)).toEqual([2001, 2002]);
    const isla = contractData(
      'anonymous/gameSearch',
      await call('anonymous/gameSearch', { keyword: '', brandId: 2 }),
    ) as { total: number };
    expect(isla.total).toBe(2);

    const { sessionId } = await start(token, SLOTS);
    const rounds: GameRound[] = [];
    for (let i = 0; i < 3; i++)
      rounds.push(contractData('gameRoundPlay', await spin(token, sessionId, 1000)) as GameRound);
    const rec = contractData('betRecord', await call('betRecord', { pageNum: 1, pageSize: 2 }, token)) as {
      list: { roundId: string; gameName: string; fair?: unknown }[];
      total: number;
      pages: number;
    };
    expect(rec).toMatchObject({ total: 3, pages: 2 });
    expect(rec.list.map((r) => r.roundId)).toEqual([rounds[2]!.roundId, rounds[1]!.roundId]);
    expect(rec.list[0]!.gameName).toBe('Golden Carabao');
    // every in-house round carries what the verifier needs, so any past round can be checked
    expect(rec.list[0]!.fair).toEqual({
      engine: 'slots',
      serverSeedHash: rounds[2]!.serverSeedHash,
      clientSeed: rounds[2]!.clientSeed,
      nonce: rounds[2]!.nonce,
    });
    const today = dayKey();
    const report = contractData(
      'betRecordReport',
      await call('betRecordReport', { startDate: today, endDate: today }, token),
    ) as {
      list: { date: string; gameId: number; rounds: number; bet: number; win: number }[];
      totals: { rounds: number; bet: number; win: number; net: number };
    };
    const wins = rounds.reduce((s, r) => s + r.win, 0);
    expect(report.list).toEqual([
      expect.objectContaining({ date: today, gameId: SLOTS, rounds: 3, bet: 3000, win: wins }),
    ]);
    expect(report.totals).toEqual({ rounds: 3, bet: 3000, win: wins, net: wins - 3000 });
  });
});

function payoutOf(bet: number, hundredths: number): number {
  return Math.floor((bet * hundredths) / 100);
}
