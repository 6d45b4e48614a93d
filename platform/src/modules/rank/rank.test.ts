import { randomUUID } from 'node:crypto';
import { ERR } from '@casino/contracts/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodKey, periodStart } from '../../core/periods';
import { queryRows } from '../../db/client';
import { applyLedger } from '../../ledger/ledger';
import { caller, contractData, dbKinds } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';
import { createRankService } from './service';

const SLOTS = 1;
const CRASH = 3;
const DAY = 24 * 3_600_000;

type Row = {
  rank: number;
  nickname: string;
  validBet: number;
  rewards: { propId: number; count: number }[];
  createTime: number | null;
};
type List = { list: Row[]; pages: number; total: number; settled: boolean; personRank: Row | null };

describe.each(dbKinds)('turnover leaderboards on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  /** A real-money stake of a game type, now or at a set moment (the ledger row's time). */
  async function play(userId: number, stake: number, type: number, at?: Date) {
    const refId = randomUUID();
    await applyLedger(p.db, {
      userId,
      delta: -stake,
      kind: 'bet',
      refType: 'test-round',
      refId,
      reason: 'test round',
      game: { id: 1, type },
    });
    if (at) {
      await p.db.execute(
        sql`update ledger set created_at = ${at.toISOString()}::timestamptz
            where ref_type = 'test-round' and ref_id = ${refId}`,
      );
    }
  }
  async function player(nickname: string) {
    const s = await p.createUserSession({ nickname });
    await p.credit(s.userId, 10_000_000);
    return s;
  }
  const list = async (token: string, board: string, pageNum = 1, which = 'current') =>
    contractData(
      'anonymous/rankList',
      await call('anonymous/rankList', { board, pageNum, which }, token),
    ) as List;

  it('ranks by valid turnover of the Manila day, ten a page, names masked, with the player own place', async () => {
    const players = [];
    for (let i = 0; i < 12; i++) {
      const s = await player(`Player${String(i).padStart(2, '0')}x`);
      await play(s.userId, 100_000 + i * 10_000, i % 2 === 0 ? SLOTS : CRASH);
      await p.app.platform.accruals.catchUp(s.userId);
      players.push(s);
    }
    const me = players[3]!;
    const first = await list(me.token, 'daily');
    expect(first.total).toBeGreaterThanOrEqual(12);
    expect(first.list).toHaveLength(10);
    expect(first.pages).toBe(Math.ceil(first.total / 10));
    const bets = first.list.map((r) => r.validBet);
    expect(bets).toEqual([...bets].sort((a, b) => b - a));
    expect(first.list.every((r) => r.nickname.includes('***'))).toBe(true);
    expect(first.list[0]?.rewards).toEqual([{ propId: 2001, count: 100_000 }]);
    expect(first.personRank).toMatchObject({ nickname: 'Player03x', validBet: 130_000 });
    const last = await list(me.token, 'daily', first.pages);
    expect(last.list.length).toBeGreaterThan(0);
    expect(last.list.at(-1)?.rank).toBe(first.total);

    // the slots race counts slots rounds only
    const slots = await list(me.token, 'slots-weekly');
    expect(slots.personRank).toBeNull(); // player 3 played Crash
    const mineOnSlots = await list(players[4]!.token, 'slots-weekly');
    expect(mineOnSlots.personRank?.validBet).toBe(140_000);

    // a visitor sees the same standings, with no place of their own
    const visitor = contractData(
      'anonymous/rankList',
      await call('anonymous/rankList', { board: 'daily' }),
    ) as List;
    expect(visitor.list).toEqual(first.list);
    expect(visitor.personRank).toBeNull();

    expect((await call('anonymous/rankList', { board: 'nope' }, me.token)).errcode).toBe(ERR.NOT_FOUND);
    expect((await call('anonymous/rankList', { board: 'daily', pageSize: 500 }, me.token)).errcode).toBe(
      ERR.INVALID_REQUEST,
    );
  });

  it('grants an ended day’s prizes once, however often the job runs', async () => {
    // Time is explicit: the stakes at noon of the Manila day before today, the job an hour into today (past the
    // settling grace). A job run in the first minutes after midnight must wait for the grace, so the job's
    // clock may not be the wall clock of whenever the suite runs.
    const today = periodStart('day', Date.now()).getTime();
    const noonBefore = new Date(today - DAY / 2);
    const a = await player('Yesterday1');
    const b = await player('Yesterday2');
    await play(a.userId, 9_000_000, CRASH, noonBefore);
    await play(b.userId, 8_000_000, SLOTS, noonBefore);
    await p.app.platform.accruals.catchUp(a.userId);
    await p.app.platform.accruals.catchUp(b.userId);
    const rank = createRankService(p.db, () => today + 3_600_000);
    const runs = await Promise.all([rank.settleDue(), rank.settleDue(), rank.settleDue()]);
    expect(runs.reduce((s, n) => s + n, 0)).toBeGreaterThanOrEqual(1);
    expect(await rank.settleDue()).toBe(0);
    const yesterday = periodKey('day', noonBefore);
    const grants = await queryRows<{ ref: string; user_id: number; items: unknown }>(
      p.db,
      sql`select ref, user_id, items from reward_grants where ref like ${`rank:daily:${yesterday}:%`} order by ref`,
    );
    expect(grants).toEqual([
      { ref: `rank:daily:${yesterday}:1`, user_id: a.userId, items: [{ propId: 2001, count: 100_000 }] },
      { ref: `rank:daily:${yesterday}:2`, user_id: b.userId, items: [{ propId: 2001, count: 50_000 }] },
    ]);
    const previous = await list(a.token, 'daily', 1, 'previous');
    expect(previous.settled).toBe(true);
    expect(previous.personRank).toMatchObject({ rank: 1, nickname: 'Yesterday1' });
    expect(previous.list[0]?.createTime).toBeGreaterThan(0);
  });
});
