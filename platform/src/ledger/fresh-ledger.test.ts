import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger } from '../db/schema';
import { dbKinds } from '../test-support';
import { startTestPlatform, type TestPlatform } from '../testing';
import { applyFreshLedger, applyLedger, InsufficientFundsError, walletState } from './ledger';
import { reconcile } from './reconcile';

// applyFreshLedger: the game round's hot path (no lookup, no savepoint) must keep every ledger rule.
describe.each(dbKinds)('applyFreshLedger on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
  });
  afterAll(async () => {
    expect((await reconcile(p.db)).offenders).toEqual([]);
    await p?.close();
  });

  const player = async (coin: number) => {
    const { userId } = await p.createUserSession();
    if (coin > 0) await p.credit(userId, coin);
    return userId;
  };
  const bet = (userId: number, refId: string, amount: number) => ({
    userId,
    delta: -amount,
    kind: 'bet' as const,
    refType: 'fresh_test',
    refId,
    reason: 'Bet',
  });

  it('moves the balance and writes one ledger row with balance_after, and the bet counter', async () => {
    const u = await player(10_000);
    const row = await p.db.transaction((tx) => applyFreshLedger(tx, bet(u, `a${u}`, 2_500)));
    expect(row).toMatchObject({ delta: -2_500, balanceAfter: 7_500, duplicate: false });
    expect(await walletState(p.db, u)).toMatchObject({ balance: 7_500, bet: 2_500 });
  });

  it('refuses a debit beyond the balance; the rolled-back transaction leaves nothing', async () => {
    const u = await player(1_000);
    const attempt = p.db.transaction((tx) => applyFreshLedger(tx, bet(u, `b${u}`, 5_000)));
    await expect(attempt).rejects.toBeInstanceOf(InsufficientFundsError);
    expect((await walletState(p.db, u)).balance).toBe(1_000);
  });

  it('throws on a ref already applied (a caller bug) instead of answering it, and the rollback undoes the debit', async () => {
    const u = await player(10_000);
    await p.db.transaction((tx) => applyFreshLedger(tx, bet(u, `c${u}`, 1_000)));
    const again = p.db.transaction((tx) => applyFreshLedger(tx, bet(u, `c${u}`, 1_000)));
    await expect(again).rejects.toThrow(/already applied/);
    expect((await walletState(p.db, u)).balance).toBe(9_000);
    expect(
      await p.db
        .select()
        .from(ledger)
        .where(eq(ledger.refId, `c${u}`)),
    ).toHaveLength(1);
  });
  it('counts a bet toward the active bonus grant of the player, and only of that player', async () => {
    const u = await player(50_000);
    const other = await player(50_000);
    await applyLedger(p.db, {
      userId: u,
      delta: 1_000,
      kind: 'bonus',
      refType: 'fresh_test',
      refId: `grant-${u}`,
      reason: 'Gift',
      bonus: { turnoverRequired: 10_000 },
    });
    await p.db.transaction((tx) => applyFreshLedger(tx, bet(u, `t${u}`, 4_000)));
    await p.db.transaction((tx) => applyFreshLedger(tx, bet(other, `t${other}`, 4_000)));
    expect(await walletState(p.db, u)).toMatchObject({ activeBonus: 1_000, turnoverRemaining: 6_000 });
    expect(await walletState(p.db, other)).toMatchObject({ balance: 46_000, turnoverRemaining: 0 });
  });
});
