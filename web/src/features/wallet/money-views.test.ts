import { describe, expect, it } from 'vitest';
import { type Order, orderView } from './deposit-logic';
import {
  afterTurnoverRefusal,
  type ExchangeInfo,
  forfeitOffer,
  maskAccount,
  quoteWithdraw,
  withdrawal,
  withdrawKey,
  withdrawLimits,
} from './withdraw-logic';

const info = (over: Partial<ExchangeInfo> = {}): ExchangeInfo => ({
  coin: 150_000,
  withdrawable: 100_000,
  minAmount: 10_000,
  maxAmount: 5_000_000,
  feeRateBp: 100,
  feeFixed: 1_000,
  turnoverRequired: 0,
  bonusForfeit: 0,
  withdrawableAfterForfeit: 100_000,
  needsTopUp: false,
  dailyCountLimit: 5,
  dailyCountUsed: 0,
  kycRequired: false,
  hasKyc: false,
  banks: [],
  ...over,
});

describe('quoteWithdraw', () => {
  it('charges the larger of the fixed fee and the rate, and says what arrives', () => {
    expect(quoteWithdraw(info(), '500')).toEqual({
      ok: true,
      amount: 50_000,
      fee: 1_000,
      net: 49_000,
      forfeit: 0,
    });
    expect(quoteWithdraw(info(), '1,000')).toEqual({
      ok: true,
      amount: 100_000,
      fee: 1_000,
      net: 99_000,
      forfeit: 0,
    });
    expect(quoteWithdraw(info({ feeFixed: 0 }), '999.99')).toEqual({
      ok: true,
      amount: 99_999,
      fee: 999,
      net: 99_000,
      forfeit: 0,
    });
  });

  it('refuses below the minimum and above what may leave, naming the turnover still owed', () => {
    expect(quoteWithdraw(info(), '50')).toMatchObject({ ok: false, key: 'wallet.amountTooSmall' });
    expect(quoteWithdraw(info(), '')).toMatchObject({ ok: false, key: 'wallet.amountEmpty' });
    expect(quoteWithdraw(info(), '1,000.01')).toEqual({
      ok: false,
      key: 'wallet.overAvailable',
      vars: { amount: '₱1,000.00' },
    });
    expect(quoteWithdraw(info({ turnoverRequired: 20_000 }), '1,200')).toEqual({
      ok: false,
      key: 'wallet.turnoverUnmet',
      vars: { amount: '₱200.00' },
    });
  });

  it('offers the forfeit only for an amount it frees, and states the bonus given up', () => {
    // ₱550 held, nothing free; forfeiting the ₱50 bonus frees ₱500 of the player's own cash
    const locked = info({
      coin: 55_000,
      withdrawable: 0,
      turnoverRequired: 50_000,
      bonusForfeit: 5_000,
      withdrawableAfterForfeit: 50_000,
    });
    expect(quoteWithdraw(locked, '500')).toMatchObject({ ok: true, amount: 50_000, forfeit: 5_000 });
    expect(quoteWithdraw(locked, '500.01')).toMatchObject({ ok: false, key: 'wallet.turnoverUnmet' });
    expect(withdrawLimits(locked)).toEqual({
      key: 'wallet.limits',
      vars: { min: '₱100.00', max: '₱500.00' },
    });
    expect(forfeitOffer(locked)).toEqual({ cash: 50_000, bonus: 5_000 });
    // a forfeit freeing less than the minimum is not offered
    expect(
      forfeitOffer(info({ withdrawable: 0, bonusForfeit: 5_000, withdrawableAfterForfeit: 730 })),
    ).toBeNull();
    // what is withdrawable anyway leaves without any forfeit
    const some = info({ withdrawable: 20_000, bonusForfeit: 5_000, withdrawableAfterForfeit: 50_000 });
    expect(quoteWithdraw(some, '200')).toMatchObject({ ok: true, forfeit: 0 });
    expect(quoteWithdraw(some, '300')).toMatchObject({ ok: true, forfeit: 5_000 });
  });

  it('never shows an impossible range: below the minimum it says there is not enough to withdraw', () => {
    const poor = info({
      coin: 10_730,
      withdrawable: 730,
      bonusForfeit: 10_000,
      withdrawableAfterForfeit: 730,
    });
    expect(withdrawLimits(poor)).toEqual({
      key: 'wallet.notEnough',
      vars: { available: '₱7.30', min: '₱100.00' },
    });
    expect(withdrawLimits(info({ withdrawable: 0, needsTopUp: true }))).toMatchObject({
      key: 'wallet.needsTopUp',
    });
    expect(withdrawLimits(info({ withdrawable: 730 }))).toMatchObject({ key: 'wallet.notEnough' });
  });

  it('masks an account number to its last four characters', () => {
    expect(maskAccount('****4567')).toBe('•••• 4567');
    expect(maskAccount('09171234567')).toBe('•••• 4567');
  });
});

describe('withdrawKey (one requestId per confirmed withdrawal)', () => {
  it('keeps the id for a retry of the same withdrawal, and starts a new one after it ends or when it changes', () => {
    const key = withdrawKey;
    key.end();
    const first = key.take(withdrawal(50_000, 3));
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(key.take(withdrawal(50_000, 3))).toBe(first);
    const other = key.take(withdrawal(60_000, 3));
    expect(other).not.toBe(first);
    expect(key.take(withdrawal(60_000, 4))).not.toBe(other);
    const before = key.take(withdrawal(60_000, 4));
    key.end();
    expect(key.take(withdrawal(60_000, 4))).not.toBe(before);
  });
});

describe('afterTurnoverRefusal', () => {
  it('takes the refusal’s turnover left and withdrawable, and keeps the figures it does not name', () => {
    const base = info({ turnoverRequired: 20_000, withdrawable: 100_000 });
    expect(afterTurnoverRefusal(base, { turnoverLeft: 12_345, withdrawable: 700 })).toEqual({
      ...base,
      turnoverRequired: 12_345,
      withdrawable: 700,
    });
    expect(afterTurnoverRefusal(base, { turnoverLeft: 0 })).toEqual({ ...base, turnoverRequired: 0 });
    expect(afterTurnoverRefusal(base, undefined)).toEqual(base);
  });
});

describe('orderView (the deposit return page)', () => {
  const order = (status: Order['status']): Order => ({
    orderId: 'R1',
    rechargeTypeId: 3,
    channelName: 'QR Ph',
    amount: 50_000,
    bonus: 1_500,
    status,
    checkoutUrl: '',
    payReference: '',
    createTime: 1_000,
    expiresAt: 601_000,
    paidTime: 0,
  });
  const sent = { orderId: 'R1', amount: 50_000 };

  it('knows the amount from the order sent to checkout before the first answer', () => {
    expect(orderView(null, sent, false, 0)).toEqual({
      phase: 'waiting',
      amount: 50_000,
      bonus: 0,
      window: null,
    });
    expect(orderView(null, null, false, 0)).toEqual({
      phase: 'checking',
      amount: null,
      bonus: 0,
      window: null,
    });
  });

  it('while pending, how much of the payment window has passed', () => {
    expect(orderView(order('pending'), null, false, 301_000)).toMatchObject({
      phase: 'waiting',
      amount: 50_000,
      window: { max: 600_000, value: 300_000 },
    });
    expect(orderView(order('pending'), null, false, 999_000).window).toEqual({
      max: 600_000,
      value: 600_000,
    });
  });

  it('paid: the amount and its bonus; a failure or an unreadable order shows no bonus', () => {
    expect(orderView(order('paid'), null, false, 0)).toEqual({
      phase: 'paid',
      amount: 50_000,
      bonus: 1_500,
      window: null,
    });
    expect(orderView(order('failed'), null, false, 0)).toMatchObject({ phase: 'failed', bonus: 0 });
    expect(orderView(order('cancelled'), null, false, 0).phase).toBe('cancelled');
    expect(orderView(null, sent, true, 0)).toMatchObject({ phase: 'unknown', amount: 50_000 });
  });
});
