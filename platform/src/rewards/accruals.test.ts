import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger, playerAccruals, users } from '../db/schema';
import { applyLedger } from '../ledger/ledger';
import { caller, contractData, dbKinds } from '../test-support';
import { startTestPlatform, type TestPlatform } from '../testing';
import { type AccrualConsumer, createAccruals } from './accruals';
import { levelConsumer, levelFor } from './level-consumer';

const SLOTS = 1001;
const SLOTS_TYPE = 1;

describe('user level thresholds', () => {
  const levels = [
    { level: 0, betAmount: 0 },
    { level: 1, betAmount: 10_000 },
    { level: 2, betAmount: 50_000 },
  ];
  it('is the highest level whose betAmount the valid turnover reaches', () => {
    expect(levelFor(0, levels)).toBe(0);
    expect(levelFor(9_999, levels)).toBe(0);
    expect(levelFor(10_000, levels)).toBe(1);
    expect(levelFor(1_000_000, levels)).toBe(2);
  });
});

describe.each(dbKinds)('accruals on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  const game = (userId: number, kind: 'bet' | 'win' | 'refund', amount: number, refId = randomUUID()) =>
    applyLedger(p.db, {
      userId,
      delta: kind === 'bet' ? -amount : amount,
      kind,
      refType: 'test_round',
      refId,
      reason: kind,
      game: { id: SLOTS, type: SLOTS_TYPE },
    });

  it('a real round writes its game id and game type on its ledger rows; a demo round writes none', async () => {
    const { token, userId } = await p.createUserSession();
    await p.credit(userId, 100_000);
    const { sessionId } = contractData('startGame', await call('startGame', { gameId: SLOTS }, token)) as {
      sessionId: string;
    };
    const round = (name: 'gameRoundPlay' | 'anonymous/gameDemoPlay', sid: string) =>
      call(
        name,
        { gameId: SLOTS, sessionId: sid, requestId: randomUUID(), play: { engine: 'slots', bet: 2000 } },
        token,
      );
    for (let i = 0; i < 5; i++) expect((await round('gameRoundPlay', sessionId)).errcode).toBe(0);
    const rows = await p.db.select().from(ledger).where(eq(ledger.userId, userId));
    const gameRows = rows.filter((r) => r.kind === 'bet' || r.kind === 'win');
    expect(gameRows.filter((r) => r.kind === 'bet')).toHaveLength(5);
    for (const r of gameRows) expect([r.gameId, r.gameType]).toEqual([SLOTS, SLOTS_TYPE]);
    expect(rows.find((r) => r.kind === 'adjust')).toMatchObject({ gameId: null, gameType: null });

    // refreshData brings the level and experience up to date from those rows; demo play counts for nothing
    const demo = contractData(
      'anonymous/startGameDemo',
      await call('anonymous/startGameDemo', { gameId: SLOTS }),
    ) as {
      sessionId: string;
    };
    for (let i = 0; i < 3; i++)
      expect((await round('anonymous/gameDemoPlay', demo.sessionId)).errcode).toBe(0);
    const data = contractData('refreshData', await call('refreshData', {}, token)) as Record<string, number>;
    expect(data.bet).toBe(10_000);
    expect(data.vipExp).toBe(100);
    expect(data.userLevel).toBe(1);
  });

  it('valid turnover leaves out refunded stakes and wins: bets 600 + 200, the 200 refunded → 600', async () => {
    const { userId } = await p.createUserSession();
    await p.credit(userId, 10_000);
    await game(userId, 'bet', 600);
    const refunded = randomUUID();
    await game(userId, 'bet', 200, refunded);
    await game(userId, 'refund', 200, refunded);
    await game(userId, 'win', 900);
    await p.app.platform.accruals.catchUp(userId);
    const [acc] = await p.db.select().from(playerAccruals).where(eq(playerAccruals.userId, userId));
    expect(acc?.validBet).toBe(600);
  });

  it('the job applies every row once when run twice and when runs overlap with catch-ups', async () => {
    const seen = new Map<number, number>();
    // a consumer that counts how often each ledger row reached it
    const counter: AccrualConsumer = {
      name: `test:count-${randomUUID()}`,
      kinds: ['bet', 'win'],
      async apply(_tx, _userId, rows) {
        for (const r of rows) seen.set(r.id, (seen.get(r.id) ?? 0) + 1);
      },
    };
    const job = createAccruals({ db: p.db, consumers: [levelConsumer, counter], batch: 7 });
    const players = await Promise.all(Array.from({ length: 4 }, () => p.createUserSession()));
    for (const { userId } of players) {
      await p.credit(userId, 1_000_000);
      for (let i = 0; i < 12; i++) await game(userId, i % 3 === 2 ? 'win' : 'bet', 1_000 + i);
    }
    await job.run();
    const before = new Map(seen);
    expect(await job.run()).toBe(0);
    expect(seen).toEqual(before);

    // more play while two passes and catch-ups race each other
    for (const { userId } of players) for (let i = 0; i < 9; i++) await game(userId, 'bet', 500);
    await Promise.all([job.run(), job.run(), ...players.map((pl) => job.catchUp(pl.userId)), job.run()]);
    const rows = await p.db.select().from(ledger);
    const mine = rows.filter((r) => players.some((pl) => pl.userId === r.userId) && r.kind !== 'adjust');
    expect(mine.length).toBe(4 * 21);
    for (const r of mine) expect(seen.get(r.id), `ledger row ${r.id}`).toBe(1);
    for (const { userId } of players) {
      const bets = mine
        .filter((r) => r.userId === userId && r.kind === 'bet')
        .reduce((s, r) => s - r.delta, 0);
      const [acc] = await p.db.select().from(playerAccruals).where(eq(playerAccruals.userId, userId));
      expect(acc?.validBet).toBe(bets);
      const [u] = await p.db.select({ exp: users.vipExp }).from(users).where(eq(users.id, userId));
      expect(u?.exp).toBe(Math.floor(bets / 100));
    }
  });

  it('a catch-up drains only the consumers behind the player, and nothing when none is', async () => {
    const reached = new Map<string, number[]>();
    const consumer = (tag: string): AccrualConsumer => ({
      name: `test:${tag}-${randomUUID()}`,
      kinds: ['bet'],
      async apply(_tx, _userId, rows) {
        reached.set(tag, [...(reached.get(tag) ?? []), ...rows.map((r) => r.id)]);
      },
    });
    const a = consumer('a');
    const b = consumer('b');
    const { userId } = await p.createUserSession();
    await p.credit(userId, 100_000);
    const first = await game(userId, 'bet', 1_000);
    await createAccruals({ db: p.db, consumers: [a] }).catchUp(userId);
    expect(reached.get('a')).toEqual([first.id]);
    // b has never run for this player; a is up to date: only b gets the row
    const both = createAccruals({ db: p.db, consumers: [a, b] });
    await both.catchUp(userId);
    expect(reached.get('a')).toEqual([first.id]);
    expect(reached.get('b')).toEqual([first.id]);
    await both.catchUp(userId);
    expect(reached.get('b')).toEqual([first.id]);
    // a new row reaches both, once
    const second = await game(userId, 'bet', 500);
    await Promise.all([both.catchUp(userId), both.catchUp(userId)]);
    expect(reached.get('a')).toEqual([first.id, second.id]);
    expect(reached.get('b')).toEqual([first.id, second.id]);
    // a player without a ledger row: nothing to read, nothing drained
    const { userId: idle } = await p.createUserSession();
    await both.catchUp(idle);
    expect(reached.get('a')).toHaveLength(2);
  });
});
