import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusGrants, ledger, wallets } from '../db/schema';
import { runOps } from '../ops/commands';
import { dbKinds } from '../test-support';
import { startTestPlatform, type TestPlatform } from '../testing';
import {
  applyLedger,
  InsufficientFundsError,
  LedgerInputError,
  LedgerRefConflictError,
  walletState,
} from './ledger';
import { reconcile } from './reconcile';

describe.each(dbKinds)('ledger on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
  });
  afterAll(async () => {
    await p?.close();
  });

  const newUser = async () => (await p.createUserSession()).userId;
  const ledgerRows = (userId: number) =>
    p.db.select().from(ledger).where(eq(ledger.userId, userId)).orderBy(ledger.id);

  it('credits and debits with balance_after, and keeps bet / totalRecharge / exchange from the ledger', async () => {
    const u = await newUser();
    await applyLedger(p.db, {
      userId: u,
      delta: 50_000,
      kind: 'deposit',
      refType: 'order',
      refId: `d${u}`,
      reason: 'Deposit',
    });
    await applyLedger(p.db, {
      userId: u,
      delta: -2_000,
      kind: 'bet',
      refType: 'round',
      refId: `r${u}`,
      reason: 'Bet',
    });
    await applyLedger(p.db, {
      userId: u,
      delta: 500,
      kind: 'refund',
      refType: 'round',
      refId: `r${u}`,
      reason: 'Refund',
    });
    await applyLedger(p.db, {
      userId: u,
      delta: -10_000,
      kind: 'withdraw',
      refType: 'exchange',
      refId: `w${u}`,
      reason: 'Withdraw',
    });
    await applyLedger(p.db, {
      userId: u,
      delta: 10_000,
      kind: 'withdrawRefund',
      refType: 'exchange',
      refId: `w${u}`,
      reason: 'Rejected',
    });
    await applyLedger(p.db, {
      userId: u,
      delta: -3_000,
      kind: 'withdraw',
      refType: 'exchange',
      refId: `w2${u}`,
      reason: 'Withdraw',
    });

    const rows = await ledgerRows(u);
    expect(rows.map((r) => r.balanceAfter)).toEqual([50_000, 48_000, 48_500, 38_500, 48_500, 45_500]);
    expect(await walletState(p.db, u)).toMatchObject({
      balance: 45_500,
      totalRecharge: 50_000,
      bet: 1_500,
      exchange: 3_000,
    });
  });

  it('applies 20 simultaneous identical grants once; every caller gets the same row', async () => {
    const u = await newUser();
    const entry = {
      userId: u,
      delta: 1_000,
      kind: 'claim' as const,
      refType: 'signIn',
      refId: `day1-${u}`,
      reason: 'Sign-in day 1',
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => applyLedger(p.db, entry)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => !r.duplicate)).toHaveLength(1);
    expect(results.every((r) => r.balanceAfter === 1_000)).toBe(true);
    expect((await walletState(p.db, u)).balance).toBe(1_000);
    expect(await ledgerRows(u)).toHaveLength(1);
  });

  it('never lets parallel debits take the balance below zero', async () => {
    const u = await newUser();
    await p.credit(u, 1_000);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        applyLedger(p.db, {
          userId: u,
          delta: -100,
          kind: 'bet',
          refType: 'round',
          refId: `${u}-${i}`,
          reason: 'Bet',
        }),
      ),
    );
    const applied = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o) => o.status === 'rejected');
    expect(applied).toHaveLength(10);
    expect(refused).toHaveLength(20);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(InsufficientFundsError);
    expect((await walletState(p.db, u)).balance).toBe(0);
    const afters = (await ledgerRows(u)).map((r) => r.balanceAfter);
    expect(Math.min(...afters)).toBe(0);
  });

  it('answers a retry with the original row, inside a caller transaction too, and refuses a changed retry', async () => {
    const u = await newUser();
    await p.credit(u, 5_000);
    const entry = {
      userId: u,
      delta: -1_200,
      kind: 'bet' as const,
      refType: 'round',
      refId: `retry-${u}`,
      reason: 'Bet',
    };
    const first = await applyLedger(p.db, entry);
    const again = await p.db.transaction((tx) => applyLedger(tx, entry));
    expect(again).toEqual({ ...first, duplicate: true });
    expect((await walletState(p.db, u)).balance).toBe(3_800);
    await expect(applyLedger(p.db, { ...entry, delta: -1_300 })).rejects.toBeInstanceOf(
      LedgerRefConflictError,
    );
    // A retry after the balance ran out still gets the original answer, not "insufficient funds".
    await applyLedger(p.db, {
      userId: u,
      delta: -3_800,
      kind: 'bet',
      refType: 'round',
      refId: `all-${u}`,
      reason: 'Bet',
    });
    expect((await applyLedger(p.db, entry)).id).toBe(first.id);
  });

  it('reports insufficient funds with the real balance and writes nothing', async () => {
    const u = await newUser();
    await p.credit(u, 700);
    const err = await applyLedger(p.db, {
      userId: u,
      delta: -701,
      kind: 'bet',
      refType: 'round',
      refId: `short-${u}`,
      reason: 'Bet',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InsufficientFundsError);
    expect((err as InsufficientFundsError).balance).toBe(700);
    expect(await ledgerRows(u)).toHaveLength(1);
  });

  it('opens the wallet of a player who has none yet, then applies the credit; a debit there is refused at 0', async () => {
    const short = await newUser();
    await p.db.delete(wallets).where(eq(wallets.userId, short));
    const err = await applyLedger(p.db, {
      userId: short,
      delta: -100,
      kind: 'bet',
      refType: 'round',
      refId: `nowallet-bet-${short}`,
      reason: 'Bet',
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InsufficientFundsError);
    expect((err as InsufficientFundsError).balance).toBe(0);
    expect(await ledgerRows(short)).toHaveLength(0);

    const u = await newUser();
    await p.db.delete(wallets).where(eq(wallets.userId, u));
    const row = await applyLedger(p.db, {
      userId: u,
      delta: 2_500,
      kind: 'deposit',
      refType: 'order',
      refId: `nowallet-${u}`,
      reason: 'Deposit',
    });
    expect(row).toMatchObject({ delta: 2_500, balanceAfter: 2_500, duplicate: false });
    expect(await walletState(p.db, u)).toMatchObject({ balance: 2_500, totalRecharge: 2_500 });
  });

  it('rolls the change back with the caller transaction', async () => {
    const u = await newUser();
    await expect(
      p.db.transaction(async (tx) => {
        await applyLedger(tx, {
          userId: u,
          delta: 900,
          kind: 'bonus',
          refType: 'gift',
          refId: `tx-${u}`,
          reason: 'Gift',
        });
        throw new Error('caller failed later');
      }),
    ).rejects.toThrow('caller failed later');
    expect((await walletState(p.db, u)).balance).toBe(0);
    expect(await ledgerRows(u)).toHaveLength(0);
  });

  it('refuses impossible changes: zero, fractions, a credited bet, a debited win', async () => {
    const u = await newUser();
    const base = { userId: u, refType: 'x', refId: `bad-${u}`, reason: '' };
    await expect(applyLedger(p.db, { ...base, delta: 0, kind: 'adjust' })).rejects.toBeInstanceOf(
      LedgerInputError,
    );
    await expect(applyLedger(p.db, { ...base, delta: 1.5, kind: 'adjust' })).rejects.toBeInstanceOf(
      LedgerInputError,
    );
    await expect(applyLedger(p.db, { ...base, delta: 100, kind: 'bet' })).rejects.toBeInstanceOf(
      LedgerInputError,
    );
    await expect(applyLedger(p.db, { ...base, delta: -100, kind: 'win' })).rejects.toBeInstanceOf(
      LedgerInputError,
    );
  });

  it('tracks bonus turnover per grant: bets count at their weight, oldest grant first, until completed', async () => {
    const u = await newUser();
    await applyLedger(p.db, {
      userId: u,
      delta: 1_000,
      kind: 'bonus',
      refType: 'gift',
      refId: `g1-${u}`,
      reason: 'Gift',
      bonus: { turnoverRequired: 20_000 },
    });
    await applyLedger(p.db, {
      userId: u,
      delta: 500,
      kind: 'bonus',
      refType: 'gift',
      refId: `g2-${u}`,
      reason: 'Gift',
      bonus: { turnoverRequired: 1_000 },
    });
    await p.credit(u, 100_000);
    expect(await walletState(p.db, u)).toMatchObject({ activeBonus: 1_500, turnoverRemaining: 21_000 });

    // A table game counting 10 %: 5,000 staked → 500 turnover.
    await applyLedger(p.db, {
      userId: u,
      delta: -5_000,
      kind: 'bet',
      refType: 'round',
      refId: `t1-${u}`,
      reason: 'Bet',
      turnoverWeightBp: 1_000,
    });
    // A slot at 100 %: 20,000 staked finishes the first grant (19,500 left) and puts 500 on the second.
    await applyLedger(p.db, {
      userId: u,
      delta: -20_000,
      kind: 'bet',
      refType: 'round',
      refId: `t2-${u}`,
      reason: 'Bet',
    });
    const grants = await p.db
      .select()
      .from(bonusGrants)
      .where(eq(bonusGrants.userId, u))
      .orderBy(bonusGrants.id);
    expect(grants.map((g) => [g.turnoverDone, g.status])).toEqual([
      [20_000, 'completed'],
      [500, 'active'],
    ]);
    expect(await walletState(p.db, u)).toMatchObject({
      activeBonus: 500,
      turnoverRemaining: 500,
      bet: 25_000,
    });
  });

  it('reconciles clean, then names a wallet edited behind the ledger (ops command fails)', async () => {
    const clean = await reconcile(p.db);
    expect(clean.offenders).toEqual([]);
    expect(clean.ledgerRows).toBeGreaterThan(0);
    const ops = { db: p.db, invalidate: () => {} };
    expect(await runOps(ops, ['reconcile'])).toMatch(/all balances match the ledger/);

    const u = await newUser();
    await p.credit(u, 1_000);
    await p.db
      .update(wallets)
      .set({ balance: sql`${wallets.balance} + 1` })
      .where(eq(wallets.userId, u));
    const report = await reconcile(p.db);
    expect(report.offenders).toEqual([
      {
        userId: u,
        balance: 1_001,
        ledgerSum: 1_000,
        problems: ['balance 1001 ≠ ledger sum 1000', 'balance 1001 ≠ last balance_after 1000'],
      },
    ]);
    await expect(runOps(ops, ['reconcile'])).rejects.toThrow(
      new RegExp(`1 MISMATCHED\\n  user ${u}: balance 1001`),
    );
    // Put it back so later suites on this DB start clean.
    await p.db.update(wallets).set({ balance: 1_000 }).where(eq(wallets.userId, u));
  });
});
