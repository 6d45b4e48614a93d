import { randomUUID } from 'node:crypto';
import { CLIENT_DEFAULTS } from '@casino/contracts';
import {
  createScratchDatabase,
  PAYOUT_PIN,
  startTestPlatform,
  TEST_BANK_ID,
  type TestPlatform,
  until,
} from '@casino/platform/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenTestApp } from './testing/build-test-app';
import { type PlatformProcess, spawnPlatform } from './testing/platform-process';

const databaseServerUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

const SLOTS = 1001;
const generous = {
  perIp: { max: 100_000, timeWindowMs: 60_000 },
  perSubject: { max: 100_000, timeWindowMs: 60_000 },
};

interface Envelope<T = Record<string, unknown>> {
  errcode: number;
  msg: string;
  data: T | null;
}

// DESIGN §11 end to end: two platforms on one PostgreSQL behind one BFF (Redis-backed), over real HTTP; one of
// them a child process that is killed with SIGKILL while players play.
describe.skipIf(!databaseServerUrl || !redisUrl)('two platforms behind one BFF', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let a: TestPlatform;
  let b: PlatformProcess;
  let bff: { app: FastifyInstance; url: string };

  beforeAll(async () => {
    // One fresh database; A (in this process: the test's fixtures write through it) and B (a child process, so it
    // can be SIGKILLed) start on it together, migrating and seeding under their advisory locks.
    scratch = await createScratchDatabase(databaseServerUrl as string);
    [a, b] = await Promise.all([
      startTestPlatform({
        databaseUrl: scratch.url,
        jobs: {},
        accrualEveryMs: 2_000,
        payoutReadyPlayers: true,
        poolMax: 6,
      }),
      spawnPlatform(scratch.url),
    ]);
    bff = await listenTestApp({
      upstreamUrl: `${a.url},${b.url}`,
      upstreamHealthIntervalMs: 200,
      redisUrl,
      redisPrefix: `test:two-platforms:${process.pid}:${Date.now()}:`,
      rateLimit: { claim: generous, default: { perIp: generous.perIp } },
    });
  }, 180_000);
  afterAll(async () => {
    await bff?.app.close();
    await b?.kill();
    await a?.close();
    await scratch?.drop();
  });

  /** A call through the BFF over HTTP; a transport failure answers status 0. */
  async function call<T = Record<string, unknown>>(
    name: string,
    body: Record<string, unknown>,
    token?: string,
  ): Promise<{ status: number; env: Envelope<T> | null }> {
    try {
      const res = await fetch(`${bff.url}/app/v1/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
        body: JSON.stringify({ ...CLIENT_DEFAULTS, platform: 0, ...body }),
      });
      const text = await res.text();
      return { status: res.status, env: text.startsWith('{') ? (JSON.parse(text) as Envelope<T>) : null };
    } catch {
      return { status: 0, env: null };
    }
  }
  const ok = async <T = Record<string, unknown>>(
    name: string,
    body: Record<string, unknown>,
    token: string,
  ) => {
    const r = await call<T>(name, body, token);
    expect(r.env?.errcode, `${name}: ${r.status} ${r.env?.msg}`).toBe(0);
    return r.env?.data as T;
  };
  /** SQL on the shared database, through A's pool. */
  const query = async <T>(text: string, params: unknown[] = []) =>
    (await (a.dbHandle.executeSql as NonNullable<typeof a.dbHandle.executeSql>)(text, params)).rows as T[];
  const count = async (text: string, params: unknown[]) =>
    Number((await query<{ n: string }>(text, params))[0]?.n);

  /** A player with coin, a spin and a draw chance (one ₱200 deposit), a bound account and a game session. */
  async function player() {
    const { token, userId } = await a.createUserSession();
    await a.deposit(token, 20_000);
    await a.credit(userId, 500_000);
    const bank = await ok<{ id: number }>(
      'addBankInfo',
      {
        code: PAYOUT_PIN,
        bankId: TEST_BANK_ID,
        accountName: 'Juan Dela Cruz',
        accountNo: String(9_170_000_000 + userId),
      },
      token,
    );
    const { sessionId } = await ok<{ sessionId: string }>('startGame', { gameId: SLOTS }, token);
    return { token, userId, bankId: bank.id, sessionId };
  }

  it("one player's spins, withdrawal, claim and draw sent to both platforms at once pay exactly once", async () => {
    const players = [await player()];
    const before = new Map(bff.app.upstream.callsByOrigin);
    for (const p of players) {
      // Every call twice at the same instant: the BFF sends the two copies to the two platforms.
      const twice = <T>(name: string, body: Record<string, unknown>) =>
        Promise.all([call<T>(name, body, p.token), call<T>(name, body, p.token)]);

      for (let i = 0; i < 3; i++) {
        const requestId = randomUUID();
        const [x, y] = await twice<{ roundId: string }>('gameRoundPlay', {
          gameId: SLOTS,
          sessionId: p.sessionId,
          requestId,
          play: { engine: 'slots', bet: 100 },
        });
        expect([x.env?.errcode, y.env?.errcode]).toEqual([0, 0]);
        expect(x.env?.data?.roundId).toBe(y.env?.data?.roundId);
      }
      const withdrawal = randomUUID();
      const [w1, w2] = await twice<{ orderId: string }>('exchange', {
        code: PAYOUT_PIN,
        amount: 10_000,
        userBankId: p.bankId,
        requestId: withdrawal,
      });
      expect([w1.env?.errcode, w2.env?.errcode]).toEqual([0, 0]);
      expect(w1.env?.data?.orderId).toBe(w2.env?.data?.orderId);
      // The wheel: one spin spent once under its requestId, the same segment answered to both copies.
      const spinId = randomUUID();
      const [s1, s2] = await twice<{ index: number }>('spinLuckyWheel', { requestId: spinId });
      expect([s1.env?.errcode, s2.env?.errcode]).toEqual([0, 0]);
      expect(s1.env?.data?.index).toBe(s2.env?.data?.index);
      // The jackpot draw: one chance, two different requests at once → one draw, the other refused.
      const draws = await Promise.all([
        call('receiveDrawChance', { requestId: randomUUID() }, p.token),
        call('receiveDrawChance', { requestId: randomUUID() }, p.token),
      ]);
      expect(draws.map((d) => d.env?.errcode).filter((c) => c === 0)).toHaveLength(1);
    }
    // Both platforms served this player traffic.
    for (const origin of [a.url, b.url])
      expect(
        (bff.app.upstream.callsByOrigin.get(origin) ?? 0) - (before.get(origin) ?? 0),
      ).toBeGreaterThanOrEqual(4);
    for (const p of players) {
      const of = 'where user_id = $1';
      expect({
        rounds: await count(`select count(*) n from game_rounds ${of}`, [p.userId]),
        bets: await count(`select count(*) n from ledger ${of} and kind = 'bet'`, [p.userId]),
        withdrawals: await count(`select count(*) n from exchange_orders ${of}`, [p.userId]),
        spins: await count(`select count(*) n from spin_draws ${of}`, [p.userId]),
        draws: await count(`select count(*) n from jackpot_draws ${of}`, [p.userId]),
      }).toEqual({ rounds: 3, bets: 3, withdrawals: 1, spins: 1, draws: 1 });
    }
    expect(await a.ops('reconcile')).toMatch(/all balances match the ledger/);
  });

  it('a platform killed with SIGKILL mid-traffic loses and duplicates nothing; the BFF carries on with the other', async () => {
    const players = await Promise.all([player(), player()]);
    const acknowledged = new Set<string>();
    const sent = new Set<string>();
    let failures = 0;
    /** A player's client: each spin retried with its requestId until it has an answer, as the app does. */
    const play = async (p: Awaited<ReturnType<typeof player>>, spins: number) => {
      for (let i = 0; i < spins; i++) {
        const requestId = randomUUID();
        sent.add(requestId);
        for (let attempt = 0; ; attempt++) {
          const r = await call(
            'gameRoundPlay',
            {
              gameId: SLOTS,
              sessionId: p.sessionId,
              requestId,
              play: { engine: 'slots', bet: 100 },
            },
            p.token,
          );
          if (r.env?.errcode === 0) break;
          failures++;
          if (attempt >= 30) throw new Error(`spin ${requestId} never answered: ${r.status} ${r.env?.msg}`);
          await new Promise((res) => setTimeout(res, 100));
        }
        acknowledged.add(requestId);
      }
    };
    const traffic = Promise.all(players.map((p) => play(p, 12)));
    // Kill B once play is under way on both (observed, not timed).
    await until(
      async () => acknowledged.size,
      (n) => n >= 6,
      'spins before the kill',
    );
    await b.kill();
    await traffic;
    expect(acknowledged.size).toBe(24);
    // Every acknowledged spin is one round and one bet; no attempt made a second one.
    const ids = [...sent];
    expect(await count('select count(*) n from game_rounds where request_id = any($1)', [ids])).toBe(24);
    expect(
      await count('select count(distinct request_id) n from game_rounds where request_id = any($1)', [ids]),
    ).toBe(24);
    // The BFF took B out of rotation once it failed its probe.
    await until(
      async () => bff.app.upstream.healthyOrigins(),
      (o) => o.length === 1 && o[0] === a.url,
      'rotation',
    );
    expect(await a.ops('reconcile')).toMatch(/all balances match the ledger/);
    // Failures there may be (calls in flight at the kill), but none that a retry did not settle.
    expect(failures).toBeLessThan(24);
  });

  it('every scheduled job ran once per schedule across both platforms', async () => {
    // The accrual pass (every 2 s) had many slots while the two platforms served; wait for a few more on A.
    const completed = async (queue: string) =>
      count(`select count(*) n from pgboss.job where name = $1 and state = 'completed'`, [queue]);
    await until(
      () => completed('platform-accrual-pass'),
      (n) => n >= 3,
      'accrual passes',
    );
    const perQueue = await query<{
      name: string;
      jobs: string;
      slots: string;
      completed: string;
      active: string;
    }>(
      `select name, count(*)::text jobs, count(distinct data->>'due')::text slots,
              count(*) filter (where state = 'completed')::text completed,
              count(*) filter (where state = 'active')::text active
         from pgboss.job where name like 'platform-%' group by name`,
    );
    const runs = new Map(
      (await query<{ name: string; runs: string }>('select name, runs::text from scheduled_jobs')).map(
        (r) => [`platform-${r.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, Number(r.runs)],
      ),
    );
    expect(perQueue.length).toBeGreaterThan(0);
    for (const q of perQueue) {
      // One pg-boss job per slot, and one successful pass per completed job (a pass cut off by the kill may
      // still be active, waiting for its expiry).
      expect(q.jobs, q.name).toBe(q.slots);
      const ran = runs.get(q.name) ?? 0;
      expect(ran, q.name).toBeGreaterThanOrEqual(Number(q.completed));
      expect(ran, q.name).toBeLessThanOrEqual(Number(q.completed) + Number(q.active));
    }
  });
});
