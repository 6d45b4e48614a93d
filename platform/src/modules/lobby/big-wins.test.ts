import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import seedGames from '../../../seed/games.json';
import { gameRounds } from '../../db/schema-games';
import { caller, contractData, dbKinds } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';
import { ProviderTestClient } from '../provider-wallet/provider-client';
import { loadProviders } from '../provider-wallet/providers';

const SLOTS = 1001; // Golden Carabao
const CRASH = 3001;
const BACCARAT = 5001; // Isla Gaming's table, an outside provider
const HOUR = 3_600_000;
const nameOf = (id: number) => seedGames.games.find((g) => g.id === id)!.name;

interface BigWins {
  list: {
    nickname: string;
    gameId: number;
    gameName: string;
    win: number;
    multiplier: number;
    settledAt: number;
  }[];
  windowHours: number;
}

describe.each(dbKinds)('anonymous/recentBigWins on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  let seq = 0;
  const id = (what: string) => `${what}-${randomUUID().slice(0, 8)}-${++seq}`;
  const bigWins = async () =>
    contractData('anonymous/recentBigWins', await call('anonymous/recentBigWins', {})) as BigWins;

  // In-house rounds are written as the games service leaves them: a real spin's outcome is random, and the
  // ticker's rules are about amounts, so the test sets them.
  async function round(userId: number, over: Partial<typeof gameRounds.$inferInsert>) {
    const at = new Date(Date.now() - 60_000);
    await p.db.insert(gameRounds).values({
      roundId: id('g'),
      sessionId: id('s'),
      requestId: id('r'),
      userId,
      gameId: SLOTS,
      engine: 'slots',
      mode: 'real',
      status: 'settled',
      bet: 1_000,
      win: 0,
      balanceBefore: 100_000,
      balanceAfter: 100_000,
      serverSeedHash: 'h',
      clientSeed: 'c',
      nonce: seq,
      variant: 'default',
      state: {},
      createdAt: at,
      updatedAt: at,
      ...over,
    });
  }

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  it('answers an empty list to a visitor when nobody has won big', async () => {
    expect(await bigWins()).toEqual({ list: [], windowHours: 24 });
  });

  it('lists the biggest real wins of the last 24 hours, in-house and provider, biggest first, names masked', async () => {
    // the moments around the wins, read before and after them: what the answer says must fall between (the
    // in-house rounds are dated a minute back by the fixture)
    const before = Date.now() - 60_000;
    const juan = await p.createUserSession({ nickname: 'Juanito' });
    const mara = await p.createUserSession({ nickname: 'Mara' });
    const anon = await p.createUserSession({ nickname: '', account: '+639171234567' });

    await round(juan.userId, { bet: 10_000, win: 250_000 }); // 25×: in
    await round(mara.userId, { gameId: CRASH, engine: 'crash', bet: 2_000, win: 9_000 }); // 4.5×: in
    await round(anon.userId, { bet: 5_000, win: 6_000 }); // paid back little more than the stake: out
    await round(anon.userId, { bet: 100, win: 4_000 }); // 40× but only ₱40: out
    await round(juan.userId, { bet: 1_000, win: 900_000, mode: 'demo' }); // demo coins: out
    await round(juan.userId, { bet: 1_000, win: 900_000, status: 'open' }); // not settled: out
    await round(juan.userId, { bet: 1_000, win: 900_000, status: 'refunded' }); // stake given back: out
    const old = new Date(Date.now() - 25 * HOUR);
    await round(mara.userId, { bet: 1_000, win: 900_000, createdAt: old, updatedAt: old }); // too old: out

    // A provider win on a bet, and a win on a bet that was then rolled back (not counted).
    const provider = loadProviders().find((x) => x.id === 'isla-gaming')!;
    const isla = new ProviderTestClient(p.url, provider.id, provider.secret);
    await p.credit(mara.userId, 100_000);
    const launch = contractData('startGame', await call('startGame', { gameId: BACCARAT }, mara.token)) as {
      url: string;
    };
    const token = new URL(launch.url, p.url).searchParams.get('token')!;
    const bet = id('bet');
    expect((await isla.bet(token, bet, 10_000, id('round'))).body.status).toBe('OK');
    expect((await isla.win(token, id('win'), bet, 80_000)).body.status).toBe('OK');
    const undone = id('bet');
    expect((await isla.bet(token, undone, 10_000, id('round'))).body.status).toBe('OK');
    expect((await isla.win(token, id('win'), undone, 500_000)).body.status).toBe('OK');
    expect((await isla.rollback(token, id('rb'), undone)).body.status).toBe('OK');

    const { list } = await bigWins();
    expect(list.map((w) => [w.nickname, w.gameId, w.gameName, w.win, w.multiplier])).toEqual([
      ['Ju***o', SLOTS, nameOf(SLOTS), 250_000, 2_500],
      ['Ma***a', BACCARAT, nameOf(BACCARAT), 80_000, 800],
      ['Ma***a', CRASH, nameOf(CRASH), 9_000, 450],
    ]);
    const after = Date.now();
    for (const w of list) {
      // the database stamps in whole milliseconds of its own clock: a second either side for rounding
      expect(w.settledAt).toBeGreaterThanOrEqual(before - 1000);
      expect(w.settledAt).toBeLessThanOrEqual(after + 1000);
    }
    // no whole name and no mobile number anywhere in the answer
    const text = JSON.stringify(list);
    expect(text).not.toContain('Juanito');
    expect(text).not.toContain('9171234567');
  });

  it('keeps at most 10 wins', async () => {
    const rich = await p.createUserSession({ nickname: 'Rico' });
    for (let i = 0; i < 12; i++) await round(rich.userId, { bet: 1_000, win: 10_000 + i });
    expect((await bigWins()).list).toHaveLength(10);
  });
});
