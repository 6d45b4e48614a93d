import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { applyLedger, InsufficientFundsError } from '../../ledger/ledger';
import { reconcile } from '../../ledger/reconcile';
import { caller, dbKinds, setSetting } from '../../test-support';
import { PAYOUT_PIN, startTestPlatform, type TestPlatform } from '../../testing';
import { approveWithdrawal, rejectWithdrawal } from './withdraw-approval';

// Random deposits (signed webhooks), bets, refunds, wins, withdrawals, approvals and rejections, all at once.
// PostgreSQL runs the full size: 10,000 operations across 50 players (the test logs its wall and CPU
// time; a few minutes at most). PGlite runs one statement at a time in this process, so it gets a small mix
// that still interleaves every kind. WALLET_STRESS_OPS / WALLET_STRESS_USERS resize the PostgreSQL run.
const SIZE = {
  postgres: { ops: 10_000, users: 50, workers: 16 },
  pglite: { ops: 150, users: 10, workers: 8 },
} as const;
const fromEnv = (name: string) => Number(process.env[name] ?? 0) || undefined;
const KINDS = ['deposit', 'bet', 'refund', 'win', 'withdraw', 'settle'] as const;
type Kind = (typeof KINDS)[number];

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
  const resize = (name: string) => (kind === 'postgres' ? fromEnv(name) : undefined);
  const OPS = resize('WALLET_STRESS_OPS') ?? SIZE[kind].ops;
  const USERS = resize('WALLET_STRESS_USERS') ?? SIZE[kind].users;
  let p: TestPlatform;
  beforeAll(async () => {
    // the catalogue cached as in production: the traffic, not re-reading the seed documents, is under test
    p = await startTestPlatform({ payoutReadyPlayers: true, databaseServerUrl, catalogueCacheMs: 600_000 });
  });
  afterAll(async () => {
    await p?.close();
  });

  it(`${OPS} concurrent operations across ${USERS} players: no negative balance, sum(ledger) = balance`, async () => {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const call = caller(p.app);
    await setSetting(p.app, 'wallet,withdrawDailyCount', 1000);
    const players: {
      token: string;
      userId: number;
      bank: number;
      bets: { ref: string; amount: number }[];
    }[] = [];
    for (let i = 0; i < USERS; i++) {
      const s = await p.createUserSession();
      // ₱3,000 against stakes and withdrawals of ₱200–₱4,000: balances keep hitting the floor
      await p.credit(s.userId, 300_000);
      const bank = (
        (
          await call(
            'addBankInfo',
            {
              code: PAYOUT_PIN,
              bankId: 11,
              accountName: 'Juan Dela Cruz',
              accountNo: `09170${String(i).padStart(5, '0')}`,
            },
            s.token,
          )
        ).data as { id: number }
      ).id;
      players.push({ ...s, bank, bets: [] });
    }
    const rnd = random(20_260_101);
    const ops = Array.from({ length: OPS }, () => ({
      who: Math.floor(rnd() * USERS),
      what: KINDS[Math.floor(rnd() * KINDS.length)]!,
      amount: 20_000 + Math.floor(rnd() * 380_000),
    }));
    const held: string[] = [];
    const done: Record<Kind | 'refused', number> = {
      deposit: 0,
      bet: 0,
      refund: 0,
      win: 0,
      withdraw: 0,
      settle: 0,
      refused: 0,
    };
    const run = async (o: (typeof ops)[number]) => {
      const pl = players[o.who]!;
      try {
        switch (o.what) {
          case 'deposit': {
            const order = await p.createDeposit(pl.token, Math.min(o.amount, 5_000_000), {
              rechargeTypeId: 3,
            });
            const res = await p.postWebhook(p.webhookBody(order.orderId, order.amount));
            expect(res.status).toBeLessThan(300);
            break;
          }
          case 'bet':
          case 'win': {
            const ref = randomUUID();
            await applyLedger(p.db, {
              userId: pl.userId,
              delta: o.what === 'bet' ? -o.amount : o.amount,
              kind: o.what,
              refType: 'stress',
              refId: ref,
              reason: o.what,
            });
            if (o.what === 'bet') pl.bets.push({ ref, amount: o.amount });
            break;
          }
          case 'refund': {
            // a voided round gives the stake back, under the bet's own ref
            const bet = pl.bets.shift();
            if (!bet) return;
            await applyLedger(p.db, {
              userId: pl.userId,
              delta: bet.amount,
              kind: 'refund',
              refType: 'stress',
              refId: bet.ref,
              reason: 'refund',
            });
            break;
          }
          case 'withdraw': {
            const r = await call(
              'exchange',
              {
                code: PAYOUT_PIN,
                amount: Math.min(o.amount, 5_000_000),
                userBankId: pl.bank,
                requestId: randomUUID(),
              },
              pl.token,
            );
            if (r.errcode !== 0) {
              done.refused++;
              return;
            }
            held.push((r.data as { orderId: string }).orderId);
            break;
          }
          case 'settle': {
            const id = held.shift();
            if (!id) return;
            await (o.amount % 2 ? approveWithdrawal(p.db, id) : rejectWithdrawal(p.db, id, 'stress'));
            break;
          }
        }
        done[o.what]++;
      } catch (err) {
        if (!(err instanceof InsufficientFundsError)) throw err;
        done.refused++;
      }
    };
    // Bounded parallelism: a pool of workers over the shuffled operations.
    let next = 0;
    const workers = Array.from({ length: SIZE[kind].workers }, async () => {
      while (next < ops.length) await run(ops[next++]!);
    });
    await Promise.all(workers);

    // every kind really ran, and some debits were refused for want of money (the mix reaches zero)
    for (const k of KINDS) expect(done[k], k).toBeGreaterThan(0);
    expect(done.refused).toBeGreaterThan(0);
    const negative = await queryRows<{ n: string }>(
      p.db,
      sql`select count(*)::text as n from (
            select user_id from wallets where balance < 0 or safebox < 0
            union all select user_id from ledger where balance_after < 0) x`,
    );
    expect(Number(negative[0]?.n)).toBe(0);
    const drift = await queryRows<{ user_id: number }>(
      p.db,
      sql`select w.user_id from wallets w left join ledger l on l.user_id = w.user_id
          group by w.user_id, w.balance having w.balance <> coalesce(sum(l.delta), 0)`,
    );
    expect(drift).toEqual([]);
    const report = await reconcile(p.db);
    expect(report.offenders).toEqual([]);
    expect(report.wallets).toBeGreaterThanOrEqual(USERS);
    // wall time, and this process's CPU time (the part that does not depend on how busy the machine is)
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
    console.info(
      `[wallet stress] ${kind}: ${OPS} ops, ${USERS} players in ${seconds} s (test process CPU ${cpuSeconds} s)`,
      done,
    );
  }, 600_000);
});
