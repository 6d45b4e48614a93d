import type { GameRound } from '@casino/contracts/entities/game-round';
import { ERR } from '@casino/contracts/errors';
import { ROUND_STATE_WAIT_MAX_MS } from '@casino/contracts/fairness';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameSessions } from '../../db/schema-games';
import { reconcile } from '../../ledger/reconcile';
import { caller, contractData, dbKinds } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';
import { type CrashRound, crashReachTime } from './engines/crash';
import { CRASH, gamesKit, requestIds, SLOTS } from './games.fixture';
import { DEMO_COINS } from './sessions';

const BET = 1000;
/** The auto cash-out of the happy paths: 1.50× pays BET × 1.5. */
const TARGET = 150;
const TARGET_WIN = 1500;
/** Rounds tried for one that reaches TARGET (each does with odds of about 0.65). */
const TRIES = 30;
const rid = requestIds('state');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(dbKinds)(
  'a running round read back (gameRoundState, anonymous/gameDemoState) on $kind',
  ({ databaseServerUrl }) => {
    let p: TestPlatform;
    let call: ReturnType<typeof caller>;
    // clocked(): a games service on a clock the test moves, so a read lands just before or at the auto cash-out
    const { balance, ledgerCount, roundLedger, roundRow, auth, player, clocked } = gamesKit(() => p);

    const crashOf = async (roundId: string) => (await roundRow(roundId)).state as CrashRound;
    const demoCoins = async (sessionId: string) =>
      (await p.db.select().from(gameSessions).where(eq(gameSessions.id, sessionId)))[0]!.demoBalance;
    const crashPlay = (autoCashout: number) => ({ engine: 'crash' as const, bet: BET, autoCashout });

    /**
     * Plays rounds (`play`, answering the round) until one's crash point reaches TARGET; each round below it
     * is read at its bust and must have lost. Answers the round that will reach TARGET, still open.
     */
    async function roundReachingTarget(
      clock: { at: number },
      play: () => Promise<GameRound>,
      read: (roundId: string) => Promise<GameRound>,
    ): Promise<{ round: GameRound; startedAt: number; lost: number }> {
      let lost = 0;
      for (let i = 0; i < TRIES; i++) {
        const round = await play();
        const { crashPoint, startedAt } = await crashOf(round.roundId);
        if (crashPoint >= TARGET) return { round, startedAt, lost };
        clock.at = startedAt + crashReachTime(crashPoint);
        expect(await read(round.roundId)).toMatchObject({ status: 'settled', win: 0 });
        lost += BET;
      }
      throw new Error(`${TRIES} rounds crashed below ${TARGET / 100}×`);
    }

    beforeAll(async () => {
      p = await startTestPlatform({ databaseServerUrl });
      call = caller(p.app);
    });
    afterAll(async () => {
      // Every read above left each wallet equal to its ledger (ops reconcile).
      expect((await reconcile(p.db)).offenders).toEqual([]);
      await p?.close();
    });

    /** One mode's session on a clocked service: how it plays and reads a round, and where its coins are. */
    async function side(mode: 'demo' | 'real', games: ReturnType<typeof clocked>['games']) {
      const play = { gameId: CRASH, play: crashPlay(TARGET) };
      if (mode === 'demo') {
        const { sessionId } = await games.startGameDemo({ gameId: CRASH });
        return {
          start: DEMO_COINS,
          play: () => games.gameDemoPlay({ ...play, sessionId, requestId: rid() }),
          read: (roundId: string, waitMs?: number) => games.gameDemoState({ sessionId, roundId, waitMs }),
          coins: () => demoCoins(sessionId),
          /** Demo coins never touch the ledger. */
          ledgerWhenPaid: [],
        };
      }
      const { userId } = await player();
      const { sessionId } = await games.startGame(auth(userId), { gameId: CRASH });
      return {
        start: 100_000,
        play: () => games.gameRoundPlay(auth(userId), { ...play, sessionId, requestId: rid() }),
        read: (roundId: string, waitMs?: number) =>
          games.gameRoundState(auth(userId), { sessionId, roundId, waitMs }),
        coins: () => balance(userId),
        ledgerWhenPaid: ['bet', 'win'],
      };
    }

    it.each(['demo', 'real'] as const)(
      'a %s auto cash-out is settled by the read at its time: bet × target paid once, however often it is read',
      async (mode) => {
        const { clock, games } = clocked();
        const s = await side(mode, games);
        const { round, startedAt, lost } = await roundReachingTarget(clock, s.play, s.read);
        const afterBet = s.start - lost - BET;
        clock.at = startedAt + crashReachTime(TARGET) - 1;
        expect(await s.read(round.roundId)).toMatchObject({ status: 'open', win: 0, balanceAfter: afterBet });
        expect(await s.coins()).toBe(afterBet);

        clock.at += 1;
        const won = await s.read(round.roundId);
        expect(won).toMatchObject({
          mode,
          status: 'settled',
          win: TARGET_WIN,
          balanceBefore: afterBet + BET,
          balanceAfter: afterBet + TARGET_WIN,
          result: { cashoutAt: TARGET },
        });
        expect(won.steps.map((step) => [step.action, step.value])).toEqual([
          ['bet', BET],
          ['cashout', TARGET],
          ['settle', TARGET_WIN],
        ]);
        // read again, a minute later: the same round, paid once
        clock.at += 60_000;
        expect(await s.read(round.roundId)).toEqual(won);
        expect(await s.coins()).toBe(afterBet + TARGET_WIN);
        expect(await roundLedger(round.roundId)).toEqual(s.ledgerWhenPaid);
      },
    );

    it.each(['demo', 'real'] as const)(
      'a %s read that waits answers the ms the round ends on its own, never before, each wait at most the maximum',
      async (mode) => {
        const { clock, games } = clocked();
        const s = await side(mode, games);
        const round = await s.play();
        const { crashPoint, startedAt } = await crashOf(round.roundId);
        // the 1.50× auto cash-out if the crash point allows it, else the bust
        const endsAt = startedAt + crashReachTime(Math.min(crashPoint, TARGET));
        clock.at = startedAt;
        let read = await s.read(round.roundId, ROUND_STATE_WAIT_MAX_MS);
        let reads = 1;
        // a 1.50× target ends within 2 waits; a read that does not wait would go on answering "open"
        while (read.status === 'open' && reads < 5) {
          expect(clock.at).toBeLessThan(endsAt);
          read = await s.read(round.roundId, ROUND_STATE_WAIT_MAX_MS);
          reads += 1;
        }
        expect(read).toMatchObject({ status: 'settled', win: crashPoint >= TARGET ? TARGET_WIN : 0 });
        expect(clock.at).toBe(endsAt + 1);
        expect(read.steps.at(-1)?.at).toBe(endsAt);
        expect(Math.max(...clock.slept)).toBeLessThanOrEqual(ROUND_STATE_WAIT_MAX_MS);
        expect(reads).toBe(Math.ceil((endsAt + 1 - startedAt) / ROUND_STATE_WAIT_MAX_MS));
        // an ended round answers at once, however long the read would wait
        const slept = clock.slept.length;
        expect(await s.read(round.roundId, ROUND_STATE_WAIT_MAX_MS)).toEqual(read);
        expect(clock.slept).toHaveLength(slept);
      },
    );

    it('both answer through /app/v1 as the contract says, settling a due round on the server clock', async () => {
      const { token, userId } = await player();
      const real = contractData('startGame', await call('startGame', { gameId: CRASH }, token)) as {
        sessionId: string;
      };
      const demo = contractData(
        'anonymous/startGameDemo',
        await call('anonymous/startGameDemo', { gameId: CRASH }),
      ) as { sessionId: string };
      const body = (sessionId: string) => ({
        gameId: CRASH,
        sessionId,
        requestId: rid(),
        play: crashPlay(101),
      });
      const realRound = contractData(
        'gameRoundPlay',
        await call('gameRoundPlay', body(real.sessionId), token),
      ) as GameRound;
      const demoRound = contractData(
        'anonymous/gameDemoPlay',
        await call('anonymous/gameDemoPlay', body(demo.sessionId)),
      ) as GameRound;
      // a wait longer than the most a read may wait is refused
      const tooLong = await call(
        'gameRoundState',
        { sessionId: real.sessionId, roundId: realRound.roundId, waitMs: ROUND_STATE_WAIT_MAX_MS + 1 },
        token,
      );
      expect(tooLong.errcode).toBe(ERR.INVALID_REQUEST);
      // 1.01× comes 166 ms after the start (or the round busts at once at 1.00×)
      await sleep(crashReachTime(101) + 100);

      const realNow = contractData(
        'gameRoundState',
        await call('gameRoundState', { sessionId: real.sessionId, roundId: realRound.roundId }, token),
      ) as GameRound;
      const realWin = (await crashOf(realRound.roundId)).crashPoint >= 101 ? 1010 : 0;
      expect(realNow).toMatchObject({ roundId: realRound.roundId, status: 'settled', win: realWin });
      expect(await balance(userId)).toBe(100_000 - BET + realWin);

      const demoNow = contractData(
        'anonymous/gameDemoState',
        await call('anonymous/gameDemoState', { sessionId: demo.sessionId, roundId: demoRound.roundId }),
      ) as GameRound;
      const demoWin = (await crashOf(demoRound.roundId)).crashPoint >= 101 ? 1010 : 0;
      expect(demoNow).toMatchObject({
        roundId: demoRound.roundId,
        mode: 'demo',
        status: 'settled',
        win: demoWin,
      });
      expect(demoNow.balanceAfter).toBe(DEMO_COINS - BET + demoWin);
    });

    it('refuses another player, the other mode and a round of another session, and settles nothing meanwhile', async () => {
      const owner = await player();
      const other = await player();
      const start = async (gameId: number, tryIt?: boolean) =>
        (
          contractData(
            'startGame',
            await call('startGame', { gameId, ...(tryIt ? { tryIt } : {}) }, owner.token),
          ) as { sessionId: string }
        ).sessionId;
      const crash = await start(CRASH);
      const slots = await start(SLOTS);
      const demo = await start(CRASH, true);
      const visitorDemo = (
        contractData('anonymous/startGameDemo', await call('anonymous/startGameDemo', { gameId: CRASH })) as {
          sessionId: string;
        }
      ).sessionId;
      const playIn = async (name: string, sessionId: string, play: object, gameId = CRASH) =>
        (
          contractData(
            name,
            await call(name, { gameId, sessionId, requestId: rid(), play }, owner.token),
          ) as GameRound
        ).roundId;
      // Rounds whose 1.01× auto cash-out is due by the time the bad reads come: a read must not settle them.
      const realRound = await playIn('gameRoundPlay', crash, crashPlay(101));
      const demoRound = await playIn('anonymous/gameDemoPlay', demo, crashPlay(101));
      const slotsRound = await playIn('gameRoundPlay', slots, { engine: 'slots', bet: BET }, SLOTS);
      await sleep(crashReachTime(101) + 100);
      const ledgerBefore = await ledgerCount();
      const rows = async () => [await roundRow(realRound), await roundRow(demoRound)];
      const before = await rows();
      expect(before.map((r) => r.status)).toEqual(['open', 'open']);
      const coinsBefore = await demoCoins(demo);

      const real = (sessionId: string, roundId: string, token?: string) =>
        call('gameRoundState', { sessionId, roundId }, token);
      const anon = (sessionId: string, roundId: string) =>
        call('anonymous/gameDemoState', { sessionId, roundId });
      const refused = [
        ['another player', await real(crash, realRound, other.token), ERR.FORBIDDEN],
        ['no login', await real(crash, realRound), ERR.UNAUTHORIZED],
        ['a demo session on the real call', await real(demo, demoRound, owner.token), ERR.FORBIDDEN],
        ['a real session on the demo call', await anon(crash, realRound), ERR.FORBIDDEN],
        ['a round of another session', await real(crash, slotsRound, owner.token), ERR.NOT_FOUND],
        ['a round of another demo session', await anon(visitorDemo, demoRound), ERR.NOT_FOUND],
        ['no such round', await real(crash, 'r-no-such-round', owner.token), ERR.NOT_FOUND],
        ['no such session', await anon('demo-no-such-session', demoRound), ERR.NOT_FOUND],
      ] as const;
      expect(refused.map(([what, r]) => [what, r.errcode, r.data])).toEqual(
        refused.map(([what, , errcode]) => [what, errcode, null]),
      );
      expect(await rows()).toEqual(before);
      expect(await ledgerCount()).toBe(ledgerBefore);
      expect(await demoCoins(demo)).toBe(coinsBefore);

      // the owner's own reads settle them
      expect((await real(crash, realRound, owner.token)).errcode).toBe(0);
      expect((await anon(demo, demoRound)).errcode).toBe(0);
      expect((await rows()).map((r) => r.status)).toEqual(['settled', 'settled']);
    });
  },
);
