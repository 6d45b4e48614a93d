import type { GameRound } from '@casino/contracts/entities/game-round';
import { ERR } from '@casino/contracts/errors';
import { minesMultiplier } from '@casino/contracts/fairness';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusGrants, ledger } from '../../db/schema';
import { fairnessSeeds, gameSessions } from '../../db/schema-games';
import { applyLedger } from '../../ledger/ledger';
import { reconcile } from '../../ledger/reconcile';
import { caller, contractData, dbKinds } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';
import { CRASH_MAX_MULTIPLIER, crashReachTime } from './engines/crash';
import type { MinesRound } from './engines/mines';
import { CRASH, gamesKit, MINES, requestIds, SLOTS } from './games.fixture';
import { DEMO_COINS, SESSION_MS } from './sessions';

const BET = 1000;
const rid = requestIds('end');
/** What one safe pick with one mine pays on a BET stake. */
const ONE_GEM = Math.floor((BET * minesMultiplier(1, 1)) / 100);

describe.each(dbKinds)('game sessions end and settle their open rounds on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  const { balance, ledgerCount, roundLedger, roundRow, auth, player, clocked } = gamesKit(() => p);

  const playerLedgerCount = async (userId: number) =>
    (await p.db.select().from(ledger).where(eq(ledger.userId, userId))).length;
  const sessionStatus = async (id: string) =>
    (await p.db.select().from(gameSessions).where(eq(gameSessions.id, id)))[0]!.status;
  const seedRows = async (userId: number) =>
    (await p.db.select().from(fairnessSeeds).where(eq(fairnessSeeds.userId, userId))).length;
  /** A cell with no mine under it, read from the round's secret state. */
  const safeCell = async (roundId: string) => {
    const mines = ((await roundRow(roundId)).state as MinesRound).minePositions;
    return [...Array(25).keys()].find((c) => !mines.includes(c))!;
  };

  async function start(token: string, gameId: number) {
    return contractData('startGame', await call('startGame', { gameId }, token)) as {
      sessionId: string;
      balance: number;
    };
  }
  async function minesRound(token: string, sessionId: string) {
    const r = await call(
      'gameRoundPlay',
      { gameId: MINES, sessionId, requestId: rid(), play: { engine: 'mines', bet: BET, mines: 1 } },
      token,
    );
    return contractData('gameRoundPlay', r) as GameRound;
  }
  const pick = (token: string, sessionId: string, roundId: string, cell: number) =>
    call(
      'gameRoundAction',
      { gameId: MINES, sessionId, roundId, requestId: rid(), action: { type: 'pick', cell } },
      token,
    );
  /** Through a clocked service: a Mines session with a round that has one gem revealed. */
  async function minesWithGem(games: ReturnType<typeof clocked>['games'], userId: number) {
    const launch = await games.startGame(auth(userId), { gameId: MINES });
    const base = { gameId: MINES, sessionId: launch.sessionId };
    const round = await games.gameRoundPlay(auth(userId), {
      ...base,
      requestId: rid(),
      play: { engine: 'mines', bet: BET, mines: 1 },
    });
    await games.gameRoundAction(auth(userId), {
      ...base,
      roundId: round.roundId,
      requestId: rid(),
      action: { type: 'pick', cell: await safeCell(round.roundId) },
    });
    return { launch, base, round };
  }

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    // Every ending above leaves each wallet equal to its ledger (ops reconcile).
    expect((await reconcile(p.db)).offenders).toEqual([]);
    await p?.close();
  });

  it('opening the same game again cashes out the abandoned Mines round once; other games stay open', async () => {
    const { token, userId } = await player();
    const slots = await start(token, SLOTS);
    const first = await start(token, MINES);
    const round = await minesRound(token, first.sessionId);
    const gem = await pick(token, first.sessionId, round.roundId, await safeCell(round.roundId));
    expect(contractData('gameRoundAction', gem)).toMatchObject({ status: 'open' });
    // The tab is closed without exitGame; the player opens Mines again.
    const second = await start(token, MINES);
    expect(second.balance).toBe(100_000 - BET + ONE_GEM);
    expect(await balance(userId)).toBe(100_000 - BET + ONE_GEM);
    expect(await roundLedger(round.roundId)).toEqual(['bet', 'win']);
    expect(await roundRow(round.roundId)).toMatchObject({ status: 'settled', win: ONE_GEM });
    expect(await sessionStatus(first.sessionId)).toBe('closed');
    // Opening it a third time pays nothing more; the Slots session of the same player plays on.
    await start(token, MINES);
    expect(await roundLedger(round.roundId)).toEqual(['bet', 'win']);
    expect(await balance(userId)).toBe(100_000 - BET + ONE_GEM);
    expect(await sessionStatus(slots.sessionId)).toBe('open');
    const spin = await call(
      'gameRoundPlay',
      { gameId: SLOTS, sessionId: slots.sessionId, requestId: rid(), play: { engine: 'slots', bet: 100 } },
      token,
    );
    expect(spin.errcode).toBe(0);
  });

  it('a refunded round wagers no bonus turnover; a settled one counts its stake once, when it settles', async () => {
    const { token, userId } = await player();
    await applyLedger(p.db, {
      userId,
      delta: 5_000,
      kind: 'bonus',
      refType: 'test_bonus',
      refId: rid(),
      reason: 'Bonus',
      bonus: { turnoverRequired: 50_000 },
    });
    const wagered = async () =>
      (await p.db.select().from(bonusGrants).where(eq(bonusGrants.userId, userId)))[0]!.turnoverDone;

    // Left before the first pick and opened again: the bet comes back, and so does nothing toward the bonus.
    const first = await start(token, MINES);
    await minesRound(token, first.sessionId);
    expect(await wagered()).toBe(0);
    const second = await start(token, MINES);
    expect(await wagered()).toBe(0);
    // A round played to its end counts its stake when it ends, not before.
    const round = await minesRound(token, second.sessionId);
    await pick(token, second.sessionId, round.roundId, await safeCell(round.roundId));
    expect(await wagered()).toBe(0);
    const cashout = await call(
      'gameRoundAction',
      {
        gameId: MINES,
        sessionId: second.sessionId,
        roundId: round.roundId,
        requestId: rid(),
        action: { type: 'cashout' },
      },
      token,
    );
    expect(contractData('gameRoundAction', cashout)).toMatchObject({ status: 'settled' });
    expect(await wagered()).toBe(BET);
    // Slots settles at once: its stake counts with the bet.
    const slots = await start(token, SLOTS);
    const spin = await call(
      'gameRoundPlay',
      { gameId: SLOTS, sessionId: slots.sessionId, requestId: rid(), play: { engine: 'slots', bet: 100 } },
      token,
    );
    expect(spin.errcode).toBe(0);
    expect(await wagered()).toBe(BET + 100);
  });

  it('logout refunds an abandoned Mines round with no gem revealed', async () => {
    const { token, userId } = await player();
    const { sessionId } = await start(token, MINES);
    const round = await minesRound(token, sessionId);
    expect(await balance(userId)).toBe(100_000 - BET);
    expect((await call('logout', {}, token)).errcode).toBe(0);
    expect(await balance(userId)).toBe(100_000);
    expect(await roundLedger(round.roundId)).toEqual(['bet', 'refund']);
    expect(await roundRow(round.roundId)).toMatchObject({ status: 'refunded', win: BET });
    expect(await sessionStatus(sessionId)).toBe('closed');
  });

  it('a password change ends the game sessions too: the old Mines round is refunded, a provider token takes no bet', async () => {
    const { token, userId } = await p.createUserSession({ password: 'secret123' });
    await p.credit(userId, 100_000);
    const { sessionId } = await start(token, MINES);
    const round = await minesRound(token, sessionId);
    // An outside provider's session, opened the same way a stolen login could have opened one.
    const external = await start(token, 5001);
    expect(
      (await call('updatePassword', { oldPassword: 'secret123', password: 'newSecret1' }, token)).errcode,
    ).toBe(0);
    expect(await balance(userId)).toBe(100_000);
    expect(await roundLedger(round.roundId)).toEqual(['bet', 'refund']);
    expect(await sessionStatus(sessionId)).toBe('closed');
    expect(await sessionStatus(external.sessionId)).toBe('closed');
  });

  it("the sweep settles an expired session's open round, and a seed rotate refused before it then succeeds", async () => {
    const { token, userId } = await player();
    const { clock, games } = clocked(Date.now());
    const launch = await games.startGame(auth(userId), { gameId: MINES });
    const round = await games.gameRoundPlay(auth(userId), {
      gameId: MINES,
      sessionId: launch.sessionId,
      requestId: rid(),
      play: { engine: 'mines', bet: BET, mines: 1 },
    });
    const refused = await call('fairnessRotate', {}, token);
    expect(refused.errcode).toBe(ERR.CONFLICT);
    // Nothing ends a session that is still live.
    await games.sweepEndedSessions();
    expect(await roundRow(round.roundId)).toMatchObject({ status: 'open' });
    clock.at += SESSION_MS + 1;
    expect(await games.sweepEndedSessions()).toBeGreaterThanOrEqual(1);
    expect(await roundRow(round.roundId)).toMatchObject({ status: 'refunded', win: BET });
    expect(await roundLedger(round.roundId)).toEqual(['bet', 'refund']);
    expect(await sessionStatus(launch.sessionId)).toBe('closed');
    expect(await balance(userId)).toBe(100_000);
    const rotated = await call('fairnessRotate', {}, token);
    expect(rotated.errcode).toBe(0);
    expect((rotated.data as { previous: { serverSeedHash: string } }).previous.serverSeedHash).toBe(
      round.serverSeedHash,
    );
  });

  it('the sweep marks expired sessions without an open round closed, a visitor’s demo too, and no live one', async () => {
    const { userId } = await player();
    const { clock, games } = clocked(Date.now());
    const real = await games.startGame(auth(userId), { gameId: SLOTS });
    await games.gameRoundPlay(auth(userId), {
      gameId: SLOTS,
      sessionId: real.sessionId,
      requestId: rid(),
      play: { engine: 'slots', bet: BET },
    });
    const demo = await games.startGameDemo({ gameId: MINES });
    await games.sweepEndedSessions();
    expect(await sessionStatus(real.sessionId)).toBe('open');
    expect(await sessionStatus(demo.sessionId)).toBe('open');

    const before = await balance(userId);
    clock.at += SESSION_MS + 1;
    const live = await games.startGameDemo({ gameId: MINES });
    expect(await games.sweepEndedSessions()).toBeGreaterThanOrEqual(2);
    expect(await sessionStatus(real.sessionId)).toBe('closed');
    expect(await sessionStatus(demo.sessionId)).toBe('closed');
    expect(await sessionStatus(live.sessionId)).toBe('open');
    // closing them moved no money
    expect(await balance(userId)).toBe(before);
  });

  it('the sweep settles a round a play committed into a session that was closing meanwhile', async () => {
    const { token, userId } = await player();
    const { sessionId } = await start(token, MINES);
    const round = await minesRound(token, sessionId);
    // As if closeSession had marked the session closed while this round's play was still committing.
    await p.db.update(gameSessions).set({ status: 'closed' }).where(eq(gameSessions.id, sessionId));
    const { games } = clocked(Date.now());
    expect(await games.sweepEndedSessions()).toBeGreaterThanOrEqual(1);
    expect(await roundRow(round.roundId)).toMatchObject({ status: 'refunded', win: BET });
    expect(await balance(userId)).toBe(100_000);
  });

  it('a seed change settles the player’s expired session itself (no sweep needed)', async () => {
    const { token, userId } = await player();
    // A session opened 12 h and a minute ago (by the server's clock) that has a gem revealed.
    const { games } = clocked(Date.now() - SESSION_MS - 60_000);
    const { launch, round } = await minesWithGem(games, userId);
    const set = await call('fairnessSetClientSeed', { clientSeed: 'after the break' }, token);
    expect(set.errcode).toBe(0);
    expect(await sessionStatus(launch.sessionId)).toBe('closed');
    expect(await roundRow(round.roundId)).toMatchObject({ status: 'settled', win: ONE_GEM });
    expect(await balance(userId)).toBe(100_000 - BET + ONE_GEM);
  });

  it('a Crash round that is over by the clock does not hold up a rotate', async () => {
    const { token, userId } = await player();
    // Started long enough ago that any crash point (or the max multiplier) has passed; the session is live.
    const { games } = clocked(Date.now() - crashReachTime(CRASH_MAX_MULTIPLIER) - 5_000);
    const launch = await games.startGame(auth(userId), { gameId: CRASH });
    const round = await games.gameRoundPlay(auth(userId), {
      gameId: CRASH,
      sessionId: launch.sessionId,
      requestId: rid(),
      play: { engine: 'crash', bet: BET },
    });
    expect(round.status).toBe('open');
    expect((await call('fairnessRotate', {}, token)).errcode).toBe(0);
    const settled = await roundRow(round.roundId);
    expect(settled.status).toBe('settled');
    expect(await balance(userId)).toBe(100_000 - BET + settled.win);
    expect(await sessionStatus(launch.sessionId)).toBe('open');
  });

  it('a rotate while a live session has an open round is still refused and writes nothing', async () => {
    const { token, userId } = await player();
    const { sessionId } = await start(token, MINES);
    const round = await minesRound(token, sessionId);
    const before = {
      seed: (await call('fairnessSeed', {}, token)).data,
      seeds: await seedRows(userId),
      ledger: await ledgerCount(),
      balance: await balance(userId),
    };
    for (const [name, body] of [
      ['fairnessRotate', {}],
      ['fairnessSetClientSeed', { clientSeed: 'not now' }],
    ] as const) {
      const r = await call(name, body, token);
      expect(r.errcode).toBe(ERR.CONFLICT);
      expect(r.msg).toContain('Finish or leave your open game round');
    }
    expect({
      seed: (await call('fairnessSeed', {}, token)).data,
      seeds: await seedRows(userId),
      ledger: await ledgerCount(),
      balance: await balance(userId),
    }).toEqual(before);
    expect(await roundRow(round.roundId)).toMatchObject({ status: 'open' });
    expect(await sessionStatus(sessionId)).toBe('open');
    // Leaving the game ends the round (refunded); then the seeds may change.
    await call('exitGame', { gameId: MINES, sessionId }, token);
    expect((await call('fairnessRotate', {}, token)).errcode).toBe(0);
  });

  it('an action on a round settled by the session ending answers 409 and moves no money', async () => {
    const { token, userId } = await player();
    const old = await start(token, MINES);
    const round = await minesRound(token, old.sessionId);
    await pick(token, old.sessionId, round.roundId, await safeCell(round.roundId));
    await start(token, MINES); // the old session ends: the round is cashed out
    const before = { ledger: await ledgerCount(), balance: await balance(userId) };
    const mines = ((await roundRow(round.roundId)).state as MinesRound).minePositions;
    const late = [
      await pick(token, old.sessionId, round.roundId, mines.includes(24) ? 23 : 24),
      await call(
        'gameRoundAction',
        {
          gameId: MINES,
          sessionId: old.sessionId,
          roundId: round.roundId,
          requestId: rid(),
          action: { type: 'cashout' },
        },
        token,
      ),
    ];
    for (const r of late) {
      expect(r.errcode).toBe(ERR.CONFLICT);
      expect(r.msg).toBe('This round is over');
    }
    expect({ ledger: await ledgerCount(), balance: await balance(userId) }).toEqual(before);
    expect(await roundLedger(round.roundId)).toEqual(['bet', 'win']);
  });

  it('the sweep racing exitGame (and another closer) on one session settles the round once', async () => {
    const { userId } = await player();
    const { clock, games } = clocked(Date.now());
    const { launch, base, round } = await minesWithGem(games, userId);
    clock.at += SESSION_MS + 1;
    // The player's own rows: the moved clock lets the sweep end other tests' sessions too.
    const count = await playerLedgerCount(userId);
    await Promise.all([
      games.sweepEndedSessions(),
      games.exitGame(auth(userId), base),
      games.sweepEndedSessions(),
      games.closeSession({ id: launch.sessionId }),
    ]);
    expect(await playerLedgerCount(userId)).toBe(count + 1);
    expect(await roundLedger(round.roundId)).toEqual(['bet', 'win']);
    expect(await balance(userId)).toBe(100_000 - BET + ONE_GEM);
    expect(await roundRow(round.roundId)).toMatchObject({ status: 'settled', win: ONE_GEM });
  });

  it('demo sessions end by the same rules, in demo coins only', async () => {
    const { userId } = await player();
    const { clock, games } = clocked(Date.now());
    const demoRound = (sessionId: string) =>
      games.gameDemoPlay({
        gameId: MINES,
        sessionId,
        requestId: rid(),
        play: { engine: 'mines', bet: BET, mines: 1 },
      });
    const demoCoins = async (id: string) =>
      (await p.db.select().from(gameSessions).where(eq(gameSessions.id, id)))[0]!.demoBalance;
    const count = await playerLedgerCount(userId);
    // A logged-in player's demo session ends when they open the game's demo again.
    const first = await games.startGame(auth(userId), { gameId: MINES, tryIt: true });
    const mine = await demoRound(first.sessionId);
    expect(await demoCoins(first.sessionId)).toBe(DEMO_COINS - BET);
    const second = await games.startGame(auth(userId), { gameId: MINES, tryIt: true });
    expect(await roundRow(mine.roundId)).toMatchObject({ status: 'refunded', mode: 'demo' });
    expect(await demoCoins(first.sessionId)).toBe(DEMO_COINS);
    expect(await sessionStatus(second.sessionId)).toBe('open');
    // A visitor's demo session is settled by the sweep once it expires.
    const visitor = await games.startGameDemo({ gameId: MINES });
    const theirs = await demoRound(visitor.sessionId);
    clock.at += SESSION_MS + 1;
    await games.sweepEndedSessions();
    expect(await roundRow(theirs.roundId)).toMatchObject({ status: 'refunded' });
    expect(await demoCoins(visitor.sessionId)).toBe(DEMO_COINS);
    expect(await playerLedgerCount(userId)).toBe(count);
    expect([...(await roundLedger(mine.roundId)), ...(await roundLedger(theirs.roundId))]).toEqual([]);
    expect(await balance(userId)).toBe(100_000);
  });
});
