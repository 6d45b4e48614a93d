import { randomUUID } from 'node:crypto';
import { ERR } from '@casino/contracts/errors';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallError } from '../core/call-error';
import { queryRows } from '../db/client';
import { propLedger, rewardGrants } from '../db/schema';
import { applyLedger, InsufficientFundsError, walletState } from '../ledger/ledger';
import { reconcile } from '../ledger/reconcile';
import { dbKinds } from '../test-support';
import { startTestPlatform, type TestPlatform } from '../testing';
import { AlreadyReceivedError, claimOnce, grant, spend } from './grant';
import { propBalance } from './props';
import { reconcileProps } from './reconcile-props';

const { coin: COIN, diamond: DIAMOND, points: POINTS } = REWARD_ID;
const PROPS = [DIAMOND, POINTS, 80001, 4001] as const;

// PostgreSQL runs the size (5,000 operations across 50 players); PGlite serialises every statement in
// this process, so it gets a small mix that still interleaves every kind.
const SIZE = {
  postgres: { ops: 5_000, users: 50, workers: 16 },
  pglite: { ops: 300, users: 10, workers: 6 },
};

/** mulberry32: a seeded generator, so a failing mix can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const errcode = (e: unknown) => (e instanceof CallError ? e.errcode : -1);

describe.each(dbKinds)('rewards under concurrency on $kind', ({ kind, databaseServerUrl }) => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl, catalogueCacheMs: 600_000 });
  });
  afterAll(async () => {
    await p?.close();
  });

  it('50 simultaneous claims of one period key grant exactly once', async () => {
    const { userId } = await p.createUserSession();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        p.db.transaction((tx) =>
          claimOnce(tx, {
            source: 'signIn',
            userId,
            periodKey: '2026-11-25',
            items: [
              { propId: COIN, count: 1_000 },
              { propId: DIAMOND, count: 2 },
            ],
            reason: 'Sign-in',
          }),
        ),
      ),
    );
    const granted = results.filter((r) => r.status === 'fulfilled');
    const refused = results
      .filter((r) => r.status === 'rejected')
      .map((r) => (r as PromiseRejectedResult).reason);
    expect(granted).toHaveLength(1);
    expect(refused).toHaveLength(49);
    for (const e of refused) expect(e).toBeInstanceOf(AlreadyReceivedError);
    expect((await walletState(p.db, userId)).balance).toBe(1_000);
    expect(await propBalance(p.db, userId, DIAMOND)).toBe(2);
    expect(await p.db.select().from(rewardGrants).where(eq(rewardGrants.userId, userId))).toHaveLength(1);
  });

  it('simultaneous spends of more than is held: the holding never goes below zero, the refused write nothing', async () => {
    const { userId } = await p.createUserSession();
    await grant(p.db, {
      userId,
      items: [{ propId: DIAMOND, count: 10 }],
      ref: `c:${userId}`,
      source: 't',
      reason: 't',
    });
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        spend(p.db, {
          userId,
          items: [{ propId: DIAMOND, count: 1 }],
          requestId: `buy-${i}`,
          source: 'shop',
          reason: 'Shop',
        }),
      ),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(results.length - refused.length).toBe(10);
    for (const r of refused) expect(errcode((r as PromiseRejectedResult).reason)).toBe(ERR.NOT_ENOUGH_PROPS);
    expect(await propBalance(p.db, userId, DIAMOND)).toBe(0);
    const rows = await p.db.select().from(propLedger).where(eq(propLedger.userId, userId));
    expect(rows).toHaveLength(11);
    const spends = await p.db.select().from(rewardGrants).where(eq(rewardGrants.userId, userId));
    expect(spends.filter((g) => g.spend)).toHaveLength(10);
  });

  const { ops: OPS, users: USERS, workers: WORKERS } = SIZE[kind];
  it(`reconcile passes for coin and props after ${OPS} random operations across ${USERS} players`, async () => {
    const players: number[] = [];
    for (let i = 0; i < USERS; i++) {
      const { userId } = await p.createUserSession();
      await p.credit(userId, 50_000);
      players.push(userId);
    }
    const rnd = random(20_261_125);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    const KINDS = ['grant', 'claim', 'spendProp', 'spendCoin', 'bet', 'win'] as const;
    const ops = Array.from({ length: OPS }, (_, i) => ({
      i,
      userId: pick(players),
      what: pick(KINDS),
      prop: pick(PROPS),
      count: 1 + Math.floor(rnd() * 20),
      // few period keys: claims keep colliding with each other
      period: `d${Math.floor(rnd() * 5)}`,
      // a spend retried under the same requestId now and then
      requestId: `r${Math.floor(rnd() * OPS * 0.8)}`,
    }));
    const tally: Record<string, number> = {};
    const note = (k: string) => {
      tally[k] = (tally[k] ?? 0) + 1;
    };
    const run = async (op: (typeof ops)[number]) => {
      try {
        switch (op.what) {
          case 'grant':
            await grant(p.db, {
              userId: op.userId,
              items: [
                { propId: op.prop, count: op.count },
                { propId: COIN, count: op.count * 100 },
              ],
              ref: `g:${op.userId}:${op.i}`,
              source: 'g',
              reason: 'g',
              terms: { turnoverMultiple: 2 },
            });
            break;
          case 'claim':
            await claimOnce(p.db, {
              source: 'daily',
              userId: op.userId,
              periodKey: op.period,
              items: [{ propId: op.prop, count: op.count }],
              reason: 'daily',
            });
            break;
          case 'spendProp':
          case 'spendCoin':
            await spend(p.db, {
              userId: op.userId,
              items: [
                op.what === 'spendProp'
                  ? { propId: op.prop, count: op.count }
                  : { propId: COIN, count: op.count * 500 },
              ],
              requestId: op.requestId,
              source: op.what,
              reason: 'spend',
            });
            break;
          case 'bet':
          case 'win':
            await applyLedger(p.db, {
              userId: op.userId,
              delta: op.what === 'bet' ? -op.count * 300 : op.count * 250,
              kind: op.what,
              refType: 'stress',
              refId: randomUUID(),
              reason: op.what,
            });
            break;
        }
        note(op.what);
      } catch (e) {
        if (e instanceof InsufficientFundsError) return note('refused');
        const code = errcode(e);
        if (
          code === ERR.ALREADY_RECEIVED ||
          code === ERR.NOT_ENOUGH_PROPS ||
          code === ERR.INSUFFICIENT_BALANCE
        ) {
          return note(`refused ${code}`);
        }
        // A spend whose requestId was used before with other items (the other spend kind, another count):
        // refused as a conflict, never answered as the first spend.
        if (code === ERR.CONFLICT) return note('conflict');
        if (e instanceof Error && e.name === 'GrantRefConflictError') return note('conflict');
        throw e;
      }
    };
    const queue = [...ops];
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        for (let op = queue.shift(); op; op = queue.shift()) await run(op);
      }),
    );
    console.log(`rewards stress on ${kind}: ${JSON.stringify(tally)}`);
    expect((tally.refused ?? 0) + (tally[`refused ${ERR.NOT_ENOUGH_PROPS}`] ?? 0)).toBeGreaterThan(0);
    expect(tally[`refused ${ERR.ALREADY_RECEIVED}`]).toBeGreaterThan(0);
    expect((await reconcile(p.db)).offenders).toEqual([]);
    expect((await reconcileProps(p.db)).offenders).toEqual([]);
    const [negative] = await queryRows<{ n: string }>(
      p.db,
      sql`select count(*)::text as n from user_props where balance < 0`,
    );
    expect(negative?.n).toBe('0');
  }, 600_000);
});
