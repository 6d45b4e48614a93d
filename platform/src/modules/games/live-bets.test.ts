import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, contractData, dbKinds } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';
import { type CrashRound, crashReachTime } from './engines/crash';
import { CRASH, gamesKit, requestIds, SLOTS } from './games.fixture';
import { LIVE_WINDOW_SECONDS } from './live-bets';

const BET = 1000;
const HOUR = 3_600_000;
const rid = requestIds('live');
type LiveBets = CallAnswer<'gameLiveBets'>;

describe.each(dbKinds)("other players' live Crash bets (gameLiveBets) on $kind", ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  const { roundRow, auth, ledgerCount, clocked } = gamesKit(() => p);
  const crashOf = async (roundId: string) => (await roundRow(roundId)).state as CrashRound;

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  /** A funded player with a nickname (the name the list masks). */
  async function named(nickname: string) {
    const s = await p.createUserSession({ nickname });
    await p.credit(s.userId, 100_000);
    return s;
  }

  /**
   * Each scenario runs on its own clock hours in the past, so another scenario's rounds (ended by then, on
   * that clock) never fall inside its window.
   */
  const clockHoursAgo = (hours: number) => clocked(Date.now() - hours * HOUR);

  it("lists the others' running and just-ended rounds, masked, newest first, without writing a thing", async () => {
    const { clock, games } = clockHoursAgo(10);
    const watcher = await named('Watcher99');
    const juan = await named('Juan23');
    const maria = await named('Maria');
    const play = async (userId: number, autoCashout?: number, tryIt = false) => {
      const { sessionId } = await games.startGame(auth(userId), { gameId: CRASH, tryIt });
      const play = { engine: 'crash' as const, bet: BET, ...(autoCashout ? { autoCashout } : {}) };
      const req = { gameId: CRASH, sessionId, requestId: rid(), play };
      const round = tryIt ? await games.gameDemoPlay(req) : await games.gameRoundPlay(auth(userId), req);
      return { ...round, state: await crashOf(round.roundId) };
    };
    const start = clock.at;
    const mine = await play(watcher.userId);
    clock.at += 1000;
    const juans = await play(juan.userId); // manual: plays until it busts
    clock.at += 1000;
    const marias = await play(maria.userId, 101); // 1.01× auto cash-out, unless it busts at 1.00×
    await play(juan.userId, undefined, true); // a demo round never shows
    const list = async () => games.gameLiveBets(auth(watcher.userId), { gameId: CRASH });

    // at Maria's start: both running (unless one busted at once), the newest first; never the watcher's own
    const atStart = await list();
    const expectAt = (s: CrashRound, name: string, now: number) => {
      const bust = s.startedAt + crashReachTime(s.crashPoint);
      const auto =
        s.autoCashout && s.autoCashout <= s.crashPoint ? s.startedAt + crashReachTime(s.autoCashout) : 0;
      if (auto && now >= auto)
        return { player: name, bet: BET, outcome: 'cashed', multiplier: s.autoCashout, win: 1010, at: auto };
      if (!auto && now >= bust)
        return { player: name, bet: BET, outcome: 'bust', multiplier: s.crashPoint, win: 0, at: bust };
      return { player: name, bet: BET, outcome: 'playing', multiplier: 0, win: 0, at: s.startedAt };
    };
    const expected = (now: number) =>
      [expectAt(marias.state, 'Ma***a', now), expectAt(juans.state, 'Ju***3', now)].sort(
        (a, b) => b.at - a.at,
      );
    expect(atStart).toEqual({ list: expected(clock.at), windowSeconds: LIVE_WINDOW_SECONDS });
    expect(atStart.list.every((b) => b.outcome !== 'playing' || b.multiplier === 0)).toBe(true);

    // once both are over by the clock, they show as they will settle: cashed at 1.01× or bust at the crash point
    const ledger = await ledgerCount();
    clock.at =
      Math.max(
        juans.state.startedAt + crashReachTime(juans.state.crashPoint),
        marias.state.startedAt + crashReachTime(Math.min(101, marias.state.crashPoint)),
      ) + 1;
    const over = await list();
    expect(over.list).toEqual(expected(clock.at));
    expect(over.list.map((b) => b.outcome)).not.toContain('playing');
    // read-only: the rounds are still open on their rows and no money moved
    expect((await roundRow(juans.roundId)).status).toBe('open');
    expect((await roundRow(marias.roundId)).status).toBe('open');
    expect(await ledgerCount()).toBe(ledger);

    // nothing that names a player or a round leaves the platform: these fields only, and no whole name
    for (const b of over.list)
      expect(Object.keys(b).sort()).toEqual(['at', 'bet', 'multiplier', 'outcome', 'player', 'win']);
    const text = JSON.stringify(over);
    for (const secret of ['Juan23', 'Maria', juans.roundId, marias.roundId, mine.roundId])
      expect(text).not.toContain(secret);

    // an ended round leaves the list after the window
    clock.at += LIVE_WINDOW_SECONDS * 1000 + 1;
    expect((await list()).list).toEqual([]);
    expect(clock.at - start).toBeLessThan(HOUR);
  });

  it('answers through /app/v1 as the contract says, for players only and for Crash games only', async () => {
    const watcher = await named('Looker');
    const other = await named('Pedro77');
    const started = contractData('startGame', await call('startGame', { gameId: CRASH }, other.token)) as {
      sessionId: string;
    };
    const play = { engine: 'crash', bet: BET };
    contractData(
      'gameRoundPlay',
      await call(
        'gameRoundPlay',
        { gameId: CRASH, sessionId: started.sessionId, requestId: rid(), play },
        other.token,
      ),
    );
    const live = contractData(
      'gameLiveBets',
      await call('gameLiveBets', { gameId: CRASH }, watcher.token),
    ) as LiveBets;
    expect(live.list.filter((b) => b.player === 'Pe***7')).toEqual([
      expect.objectContaining({ player: 'Pe***7', bet: BET }),
    ]);
    expect(JSON.stringify(live)).not.toContain('Pedro77');

    const refused = [
      ['no login', await call('gameLiveBets', { gameId: CRASH }), ERR.UNAUTHORIZED],
      ['a slots game', await call('gameLiveBets', { gameId: SLOTS }, watcher.token), ERR.NOT_FOUND],
      ['no such game', await call('gameLiveBets', { gameId: 999_999 }, watcher.token), ERR.NOT_FOUND],
    ] as const;
    expect(refused.map(([what, r]) => [what, r.errcode, r.data])).toEqual(
      refused.map(([what, , errcode]) => [what, errcode, null]),
    );
  });

  it("gives the player's own Crash rounds their crash points in the bet record (the strip), none while open", async () => {
    const { clock, games } = clockHoursAgo(20);
    const me = await named('Stripper');
    const { sessionId } = await games.startGame(auth(me.userId), { gameId: CRASH });
    const play = () =>
      games.gameRoundPlay(auth(me.userId), {
        gameId: CRASH,
        sessionId,
        requestId: rid(),
        play: { engine: 'crash', bet: BET, autoCashout: 101 },
      });
    const first = await play();
    const { crashPoint, startedAt } = await crashOf(first.roundId);
    clock.at = startedAt + crashReachTime(Math.min(101, crashPoint));
    expect((await games.gameRoundState(auth(me.userId), { sessionId, roundId: first.roundId })).status).toBe(
      'settled',
    );
    const second = await play();
    const record = contractData(
      'betRecord',
      await call('betRecord', { gameId: CRASH, pageSize: 20 }, me.token),
    ) as CallAnswer<'betRecord'>;
    const fair = (roundId: string) => record.list.find((r) => r.roundId === roundId)?.fair;
    expect(fair(first.roundId)).toMatchObject({ engine: 'crash', crashPoint, nonce: first.nonce });
    const open = (await roundRow(second.roundId)).status === 'open';
    expect(fair(second.roundId)?.crashPoint).toBe(
      open ? undefined : (await crashOf(second.roundId)).crashPoint,
    );
  });
});
