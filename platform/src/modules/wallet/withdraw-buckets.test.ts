import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyLedger } from '../../ledger/ledger';
import { caller, contractData, dbKinds } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';

// Withdraw shows the balance as buckets (DESIGN §9 "Fair terms"): the player's own cash with its 1× play,
// and each active bonus with its own turnover and what withdrawing now would forfeit — from the one rule.
describe.each(dbKinds)('withdraw buckets on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  let n = 0;
  const bet = (userId: number, amount: number) =>
    applyLedger(p.db, {
      userId,
      delta: -amount,
      kind: 'bet',
      refType: 'test-round',
      refId: `buckets-${n++}`,
      reason: 'Bet',
    });
  const info = async (token: string) => contractData('getExchange', await call('getExchange', {}, token));

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  it('₱500 deposit with its bonus, ₱510 of bets and a win: ₱34.10 of own cash free now, each bonus named with its turnover', async () => {
    // ₱50 sign-up bonus (20×), then ₱500 on QR Ph (2 %: ₱10 bonus at 20×, and the deposit's own 1×)
    const reg = await p.registerUser();
    await p.deposit(reg.token, 50_000, 3);
    await bet(reg.userId, 51_000);
    await p.credit(reg.userId, 54_410);
    const x = (await info(reg.token)) as Answer;
    // the figures the player saw, now explained by the buckets
    expect(x).toMatchObject({ coin: 59_410, withdrawable: 3_410, bonusForfeit: 6_000 });
    // the bets went to the older sign-up bonus first, so the deposit's own 1× play has not started
    expect(x.buckets.cash).toEqual({
      amount: 53_410,
      turnoverRequired: 50_000,
      turnoverDone: 0,
      withdrawable: 3_410,
    });
    expect(
      x.buckets.bonuses.map((b) => [
        b.kind,
        b.label,
        b.amount,
        b.held,
        b.turnoverDone,
        b.turnoverRequired,
        b.forfeitNow,
      ]),
    ).toEqual([
      ['register', 'Registration bonus', 5_000, 5_000, 51_000, 100_000, 5_000],
      ['depositBonus', 'Deposit bonus (QR Ph)', 1_000, 1_000, 0, 20_000, 1_000],
    ]);
    // the parts add up to the balance and to the one rule's figures
    expect(x.buckets.cash.amount + x.buckets.bonuses.reduce((s, b) => s + b.held, 0)).toBe(x.coin);
    expect(x.buckets.bonuses.reduce((s, b) => s + b.forfeitNow, 0)).toBe(x.bonusForfeit);
    // giving the bonuses up frees all the own cash: the ₱510 of bets then count for the deposit
    expect(x.withdrawableAfterForfeit).toBe(53_410);
  });

  it('with only a sign-up bonus: no own cash, and nothing to forfeit before a first deposit', async () => {
    const reg = await p.registerUser();
    await bet(reg.userId, 2_000);
    const x = (await info(reg.token)) as Answer;
    expect(x.buckets.cash).toEqual({ amount: 0, turnoverRequired: 0, turnoverDone: 0, withdrawable: 0 });
    // needs a top-up first: nothing to forfeit for, though the balance holds ₱30 of it
    expect(x.buckets.bonuses.map((b) => [b.held, b.forfeitNow])).toEqual([[3_000, 0]]);
  });
});

interface Answer {
  coin: number;
  withdrawable: number;
  bonusForfeit: number;
  withdrawableAfterForfeit: number;
  buckets: {
    cash: { amount: number; turnoverRequired: number; turnoverDone: number; withdrawable: number };
    bonuses: {
      kind: string;
      label: string;
      amount: number;
      held: number;
      turnoverRequired: number;
      turnoverDone: number;
      forfeitNow: number;
      expiresAt: number | null;
    }[];
  };
}
