import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { caller, contractData } from '../test-support';
import { startTestPlatform, type TestPlatform } from '../testing';
import { prune, pruneJob } from './prune';

const COLOR = 2001;
let seq = 0;

describe('retention: ops prune and the daily job', () => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    p = await startTestPlatform();
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  const count = async (table: string, where = 'true') =>
    Number(
      (
        await queryRows<{ n: string }>(
          p.db,
          sql.raw(`select count(*)::text as n from ${table} where ${where}`),
        )
      )[0]!.n,
    );

  /** A demo session with two rounds, a real session with one round, and three events; all `daysAgo` old. */
  async function play(daysAgo: number) {
    const tag = ++seq;
    const demo = contractData(
      'anonymous/startGameDemo',
      await call('anonymous/startGameDemo', { gameId: COLOR }),
    ) as {
      sessionId: string;
    };
    for (let i = 0; i < 2; i++) {
      const r = await call('anonymous/gameDemoPlay', {
        gameId: COLOR,
        sessionId: demo.sessionId,
        requestId: `prune-round-${++seq}`,
        play: { engine: 'color', bets: [{ color: 1, amount: 1000 }] },
      });
      expect([r.errcode, r.msg]).toEqual([0, expect.any(String)]);
    }
    const { token, userId } = await p.createUserSession();
    await p.credit(userId, 100_000);
    const real = contractData('startGame', await call('startGame', { gameId: COLOR }, token)) as {
      sessionId: string;
    };
    const r = await call(
      'gameRoundPlay',
      {
        gameId: COLOR,
        sessionId: real.sessionId,
        requestId: `prune-round-${++seq}`,
        play: { engine: 'color', bets: [{ color: 1, amount: 1000 }] },
      },
      token,
    );
    expect([r.errcode, r.msg]).toEqual([0, expect.any(String)]);
    const events = await call('anonymous/appEventLogClient', {
      eventList: [1, 2, 3].map((i) => ({ event: `prune_${tag}_${i}`, ts: Date.now() })),
      batchKey: `prune-batch-${tag}`,
    });
    expect(events.errcode).toBe(0);
    if (daysAgo > 0) {
      const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
      await p.db.execute(
        sql`update game_rounds set created_at = ${at}::timestamptz where session_id in (${demo.sessionId}, ${real.sessionId})`,
      );
      await p.db.execute(
        sql`update game_sessions set created_at = ${at}::timestamptz, expires_at = ${at}::timestamptz where id in (${demo.sessionId}, ${real.sessionId})`,
      );
      await p.db.execute(
        sql`update event_log set received_at = ${at}::timestamptz where event like ${`prune_${tag}_%`}`,
      );
      await p.db.execute(
        sql`update event_log_batches set received_at = ${at}::timestamptz where batch_key = ${`prune-batch-${tag}`}`,
      );
    }
    return { demo: demo.sessionId, real: real.sessionId };
  }

  it('ops prune deletes old demo rounds, demo sessions and event logs, and nothing real or recent', async () => {
    const old = await play(40);
    const recent = await play(0);
    const before = {
      realRounds: await count('game_rounds', "mode = 'real'"),
      ledger: await count('ledger'),
    };
    const out = await p.ops('prune', '--demo-days', '30', '--event-days', '30');
    expect(out).toContain('2 rounds, 1 sessions deleted');
    expect(out).toContain('3 events, 1 batch keys deleted');
    expect(await count('game_rounds', `session_id = '${old.demo}'`)).toBe(0);
    expect(await count('game_sessions', `id = '${old.demo}'`)).toBe(0);
    // real play is never pruned, however old
    expect(await count('game_rounds', `session_id = '${old.real}'`)).toBe(1);
    expect(await count('game_sessions', `id = '${old.real}'`)).toBe(1);
    expect(await count('game_rounds', `session_id = '${recent.demo}'`)).toBe(2);
    expect(await count('event_log', "event like 'prune_%'")).toBe(3);
    expect({
      realRounds: await count('game_rounds', "mode = 'real'"),
      ledger: await count('ledger'),
    }).toEqual(before);
    // a second run finds nothing; retention 0 keeps everything
    expect(await prune(p.db, { demoDays: 30, eventLogDays: 30 })).toEqual({
      demoRounds: 0,
      demoSessions: 0,
      events: 0,
      eventBatches: 0,
    });
    await play(400);
    expect(await prune(p.db, { demoDays: 0, eventLogDays: 0 })).toEqual({
      demoRounds: 0,
      demoSessions: 0,
      events: 0,
      eventBatches: 0,
    });
    expect(await prune(p.db, { demoDays: 30, eventLogDays: 30 })).toMatchObject({ demoRounds: 2, events: 3 });
  });

  it('the daily prune is a scheduled job: once a day, pruning what is past the retention', async () => {
    await play(100);
    const job = pruneJob(p.db, { demoDays: 30, eventLogDays: 30 });
    expect(job.everyMs).toBe(86_400_000);
    // What prune() answers for the same data: 2 demo rounds, 3 events and their sessions and batch keys.
    const pruned = await job.run();
    expect(pruned).toBeGreaterThanOrEqual(2 + 3);
    expect(await job.run()).toBe(0);
  });
});
