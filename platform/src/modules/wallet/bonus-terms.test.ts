import { randomUUID } from 'node:crypto';
import { ERR } from '@casino/contracts/errors';
import { depositBonus } from '@casino/contracts/wallet-rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusGrants, exchangeOrders, ledger } from '../../db/schema';
import { applyLedger } from '../../ledger/ledger';
import { reconcile } from '../../ledger/reconcile';
import { caller, contractData, dbKinds } from '../../test-support';
import { PAYOUT_PIN, startTestPlatform, type TestPlatform } from '../../testing';

// Fair bonus terms (DESIGN §9): the deposit bonus can be declined, and a player's own cash can always leave —
// with bonus turnover unmet by forfeiting the bonus, never the deposit.
describe.each(dbKinds)('fair bonus terms on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  let betN = 0;
  const bet = (userId: number, amount: number) =>
    applyLedger(p.db, {
      userId,
      delta: -amount,
      kind: 'bet',
      refType: 'test-round',
      refId: `forfeit-${betN++}`,
      reason: 'Bet',
    });
  const coin = async (token: string) =>
    ((await call('refreshData', {}, token)).data as { coin: number }).coin;
  const exchangeInfo = async (token: string) =>
    contractData('getExchange', await call('getExchange', {}, token)) as {
      coin: number;
      withdrawable: number;
      bonusForfeit: number;
      withdrawableAfterForfeit: number;
      turnoverRequired: number;
    };
  const bindGcash = async (token: string) =>
    (
      contractData(
        'addBankInfo',
        await call(
          'addBankInfo',
          { code: PAYOUT_PIN, bankId: 11, accountName: 'Juan Dela Cruz', accountNo: '09171234567' },
          token,
        ),
      ) as { id: number }
    ).id;
  const rowsOf = (userId: number) => p.db.select().from(ledger).where(eq(ledger.userId, userId));
  const grantsOf = (userId: number) => p.db.select().from(bonusGrants).where(eq(bonusGrants.userId, userId));

  /**
   * The surprise players met: ₱50 sign-up bonus (20×), then a ₱500 deposit, ₱500 bet (it all went to the older
   * sign-up bonus's turnover) and ₱500 won — ₱550 held and nothing withdrawable.
   */
  async function lockedBehindBonus() {
    const reg = await p.registerUser();
    await p.payoutReady(reg.userId);
    await p.deposit(reg.token, 50_000, 6);
    await bet(reg.userId, 50_000);
    await p.credit(reg.userId, 50_000);
    return { ...reg, bank: await bindGcash(reg.token) };
  }

  beforeAll(async () => {
    p = await startTestPlatform({ payoutReadyPlayers: true, databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    expect((await reconcile(p.db)).offenders).toEqual([]);
    await p?.close();
  });

  it('walletTradeInfo states the turnover multiples the deposit page shows', async () => {
    const { token } = await p.createUserSession();
    const info = contractData('walletTradeInfo', await call('walletTradeInfo', {}, token));
    expect(info).toMatchObject({ bonusTurnoverMultiple: 20, depositTurnoverMultiple: 1 });
  });

  it('credits the bonus the page shows: channel percentage plus the chip, as contracts depositBonus says', async () => {
    const { token, userId } = await p.createUserSession();
    // QR Ph pays 2 %; chip 4 is ₱1,000 with its own ₱20
    const shown = depositBonus({ bonusKind: 1, bonusRate: 200 }, 100_000, { price: 100_000, bonus: 2_000 });
    expect(shown).toBe(4_000);
    const order = await p.createDeposit(token, 100_000, { rechargeTypeId: 3, itemId: 4 });
    expect(order.bonus).toBe(shown);
    await p.approveDeposit(order.orderId);
    expect(await coin(token)).toBe(104_000);
    const grants = await grantsOf(userId);
    expect(grants.map((g) => [g.source, g.amount, g.turnoverRequired]).sort()).toEqual([
      ['bonus', 4_000, 80_000],
      ['deposit', 100_000, 100_000],
    ]);
  });

  it('a declined bonus credits only the deposit, with no bonus turnover', async () => {
    const { token, userId } = await p.createUserSession();
    await p.verifyKyc(userId);
    const res = await call(
      'rechargeOrderCreate',
      { rechargeTypeId: 3, amount: 100_000, itemId: 4, declineBonus: true },
      token,
    );
    const order = contractData('rechargeOrderCreate', res) as { orderId: string; bonus: number };
    expect(order.bonus).toBe(0);
    await p.approveDeposit(order.orderId);
    expect(await coin(token)).toBe(100_000);
    expect((await rowsOf(userId)).map((r) => [r.kind, r.delta])).toEqual([['deposit', 100_000]]);
    const grants = await grantsOf(userId);
    expect(grants.map((g) => [g.source, g.amount, g.turnoverRequired])).toEqual([
      ['deposit', 100_000, 100_000],
    ]);
    expect((await exchangeInfo(token)).turnoverRequired).toBe(100_000);
  });

  it('offers the forfeit, refuses without the confirm, and with it forfeits the bonus and holds the cash', async () => {
    const { token, userId, bank } = await lockedBehindBonus();
    const before = await exchangeInfo(token);
    expect(before).toMatchObject({
      coin: 55_000,
      withdrawable: 0,
      bonusForfeit: 5_000,
      withdrawableAfterForfeit: 50_000,
    });

    const refused = await call(
      'exchange',
      { code: PAYOUT_PIN, amount: 50_000, userBankId: bank, requestId: randomUUID() },
      token,
    );
    expect([refused.errcode, refused.msg]).toEqual([
      ERR.TURNOVER_UNMET,
      'Withdrawing this amount forfeits your bonus of ₱50.00. Confirm the forfeit to continue.',
    ]);
    expect(await coin(token)).toBe(55_000);
    // more than the cash is never freed by a forfeit
    const tooMuch = await call(
      'exchange',
      { code: PAYOUT_PIN, amount: 55_000, userBankId: bank, forfeitBonus: true, requestId: randomUUID() },
      token,
    );
    expect(tooMuch.errcode).toBe(ERR.TURNOVER_UNMET);
    expect((await rowsOf(userId)).some((r) => r.kind === 'bonusForfeit')).toBe(false);

    const ok = await call(
      'exchange',
      { code: PAYOUT_PIN, amount: 50_000, userBankId: bank, forfeitBonus: true, requestId: randomUUID() },
      token,
    );
    const order = contractData('exchange', ok) as { orderId: string; amount: number };
    expect(order.amount).toBe(50_000);
    const rows = await rowsOf(userId);
    const forfeits = rows.filter((r) => r.kind === 'bonusForfeit');
    expect(forfeits.map((r) => [r.delta, r.refType])).toEqual([[-5_000, 'bonusGrant']]);
    // the deposit is untouched: its row stands and nothing but the bonus grant's amount left
    expect(rows.filter((r) => r.kind === 'deposit').map((r) => r.delta)).toEqual([50_000]);
    const grants = await grantsOf(userId);
    expect(grants.map((g) => [g.source, g.status]).sort()).toEqual([
      ['bonus', 'forfeited'],
      ['deposit', 'completed'],
    ]);
    expect(await coin(token)).toBe(0);
    expect(await p.ops('approve-withdrawal', order.orderId)).toMatch(/approved and paid/);
    expect(await exchangeInfo(token)).toMatchObject({ coin: 0, bonusForfeit: 0, turnoverRequired: 0 });
  });

  it('never forfeits while what is asked is withdrawable anyway, and never when it frees nothing', async () => {
    const { token, userId } = await p.createUserSession();
    const bank = await bindGcash(token);
    // ₱300 deposited and bet once: cash with its turnover met; then a ₱100 bonus whose 20× is owed
    await p.deposit(token, 30_000, 6);
    await bet(userId, 30_000);
    await p.credit(userId, 30_000);
    await applyLedger(p.db, {
      userId,
      delta: 10_000,
      kind: 'bonus',
      refType: 'test-bonus',
      refId: `b-${userId}`,
      reason: 'Bonus',
      bonus: { turnoverRequired: 200_000 },
    });
    const info = await exchangeInfo(token);
    expect(info).toMatchObject({ coin: 40_000, withdrawable: 30_000, bonusForfeit: 10_000 });
    expect(info.withdrawableAfterForfeit).toBe(30_000);
    expect(
      (
        await call(
          'exchange',
          { code: PAYOUT_PIN, amount: 20_000, userBankId: bank, forfeitBonus: true, requestId: randomUUID() },
          token,
        )
      ).errcode,
    ).toBe(0);
    const grants = await grantsOf(userId);
    expect(grants.map((g) => [g.source, g.status]).sort()).toEqual([
      ['bonus', 'active'],
      ['deposit', 'completed'],
    ]);
    // the bonus money itself stays locked: a forfeit would not free it
    const refused = await call(
      'exchange',
      { code: PAYOUT_PIN, amount: 15_000, userBankId: bank, forfeitBonus: true, requestId: randomUUID() },
      token,
    );
    expect([refused.errcode, refused.msg]).toEqual([
      ERR.TURNOVER_UNMET,
      'Bet ₱2,000.00 more before withdrawing this amount (withdrawable now: ₱100.00).',
    ]);
    expect((await rowsOf(userId)).some((r) => r.kind === 'bonusForfeit')).toBe(false);
  });

  it('forfeits once under 12 simultaneous withdrawals, never more than the bonus, never below zero', async () => {
    const { token, userId, bank } = await lockedBehindBonus();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        call(
          'exchange',
          { code: PAYOUT_PIN, amount: 20_000, userBankId: bank, forfeitBonus: true, requestId: randomUUID() },
          token,
        ),
      ),
    );
    const ok = answers.filter((a) => a.errcode === 0);
    // ₱500 of cash: two ₱200 withdrawals fit (the daily count allows 5), the rest are refused
    expect(ok).toHaveLength(2);
    for (const a of answers.filter((x) => x.errcode !== 0)) {
      expect([ERR.TURNOVER_UNMET, ERR.INSUFFICIENT_BALANCE, ERR.WITHDRAW_DAILY_LIMIT]).toContain(a.errcode);
    }
    const forfeits = (await rowsOf(userId)).filter((r) => r.kind === 'bonusForfeit');
    expect(forfeits.map((r) => r.delta)).toEqual([-5_000]);
    expect(await coin(token)).toBe(55_000 - 5_000 - 40_000);
    const orders = await p.db
      .select()
      .from(exchangeOrders)
      .where(and(eq(exchangeOrders.userId, userId), eq(exchangeOrders.status, 'pending')));
    expect(orders).toHaveLength(2);
    expect((await rowsOf(userId)).every((r) => r.balanceAfter >= 0)).toBe(true);
  });
});
