import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, dbKinds, setSetting } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';
import { applyLedger, InsufficientFundsError } from '../ledger/ledger';
import { reconcile } from '../ledger/reconcile';
import { approveWithdrawal, rejectWithdrawal } from './withdraw';

// Random deposits (signed webhooks), bets, wins, withdrawals, approvals and rejections, all at once.
// PGlite runs one statement at a time, so its share is small; WALLET_STRESS_OPS scales PostgreSQL's.
const opsFor = (kind: string) =>
  kind === 'postgres' ? Number(process.env.WALLET_STRESS_OPS ?? 0) || 1_000 : 100;
const USERS = 10;
const KINDS = ['deposit', 'bet', 'win', 'withdraw', 'settle'] as const;

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

describe.each(dbKinds)('wallet under concurrent random traffic on $kind', ({ databaseServerUrl, kind }) => {
  const OPS = opsFor(kind);
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
  });
  afterAll(async () => {
    await p?.close();
  });

  it(`${OPS} concurrent operations across ${USERS} players: no negative balance, sum(ledger) = balance`, async () => {
    const call = caller(p.app);
    await setSetting(p.app, 'wallet,withdrawDailyCount', 1000);
    const players: { token: string; userId: number; bank: number }[] = [];
    for (let i = 0; i < USERS; i++) {
      const s = await p.createUserSession();
      await p.credit(s.userId, 1_000_000);
      const bank = (
        (
          await call(
            'addBankInfo',
            { bankId: 1, accountName: 'Juan Dela Cruz', accountNo: `0917000000${i}` },
            s.token,
          )
        ).data as { id: number }
      ).id;
      players.push({ ...s, bank });
    }
    const rnd = random(20_260_101);
    const ops = Array.from({ length: OPS }, () => ({
      who: Math.floor(rnd() * USERS),
      what: KINDS[Math.floor(rnd() * KINDS.length)]!,
      amount: 20_000 + Math.floor(rnd() * 380_000),
    }));
    const held: string[] = [];
    const run = async (o: (typeof ops)[number]) => {
      const pl = players[o.who]!;
      try {
        switch (o.what) {
          case 'deposit': {
            const order = await p.createDeposit(pl.token, Math.min(o.amount, 5_000_000), {
              rechargeTypeId: 3,
            });
            await p.postWebhook(p.webhookBody(order.orderId, order.amount));
            break;
          }
          case 'bet':
          case 'win':
            await applyLedger(p.db, {
              userId: pl.userId,
              delta: o.what === 'bet' ? -o.amount : o.amount,
              kind: o.what,
              refType: 'stress',
              refId: randomUUID(),
              reason: o.what,
            });
            break;
          case 'withdraw': {
            const r = await call(
              'exchange',
              { amount: Math.min(o.amount, 5_000_000), userBankId: pl.bank },
              pl.token,
            );
            if (r.errcode === 0) held.push((r.data as { orderId: string }).orderId);
            break;
          }
          case 'settle': {
            const id = held.shift();
            if (id) await (o.amount % 2 ? approveWithdrawal(p.db, id) : rejectWithdrawal(p.db, id, 'stress'));
            break;
          }
        }
      } catch (err) {
        if (!(err instanceof InsufficientFundsError)) throw err;
      }
    };
    // Bounded parallelism: a pool of 8 (PGlite) / 16 (PostgreSQL) workers over the shuffled operations.
    let next = 0;
    const workers = Array.from({ length: kind === 'postgres' ? 16 : 8 }, async () => {
      while (next < ops.length) await run(ops[next++]!);
    });
    await Promise.all(workers);
    const report = await reconcile(p.db);
    expect(report.offenders).toEqual([]);
    expect(report.wallets).toBeGreaterThanOrEqual(USERS);
  }, 240_000);
});
