import { describe, expect, it } from 'vitest';
import { type CoinEvent, changeView, eventView, sessionBreakdown } from './coin-events';

const base = { balanceAfter: 10_000, startTime: 0, createTime: 0 };

describe('coin history events', () => {
  it('a paid withdrawal is one −₱150 row with its status and order, not hold, release and payout', () => {
    const e: CoinEvent = {
      ...base,
      key: 'w:W1',
      kind: 'withdraw',
      amount: -15_000,
      title: 'Withdrawal W1',
      status: 'paid',
      orderId: 'W1',
      orderAmount: 15_000,
    };
    expect(eventView(e)).toEqual({
      title: { key: 'coinDetail.events.withdraw' },
      sub: { key: 'coinDetail.events.order', vars: { id: 'W1' } },
      amount: -15_000,
      struck: false,
      status: 'paid',
    });
  });

  it('a cancelled withdrawal shows what was asked, struck through, never read as a refund', () => {
    const v = eventView({
      ...base,
      key: 'w:W2',
      kind: 'withdraw',
      amount: 0,
      title: 'Withdrawal W2',
      status: 'cancelled',
      orderId: 'W2',
      orderAmount: 15_000,
    });
    expect(v).toMatchObject({ amount: -15_000, struck: true, status: 'cancelled' });
  });

  it('a game session names its game with rounds, staked and won; a deposit says its bonus', () => {
    expect(
      eventView({
        ...base,
        key: 'g:S',
        kind: 'game',
        amount: -2_000,
        title: 'Perya Color Game',
        rounds: 3,
        staked: 3_000,
        won: 1_000,
      }),
    ).toMatchObject({
      title: { text: 'Perya Color Game' },
      sub: { key: 'coinDetail.events.rounds', vars: { count: '3', staked: '₱30.00', won: '₱10.00' } },
      amount: -2_000,
    });
    expect(
      eventView({
        ...base,
        key: 'r:R',
        kind: 'deposit',
        amount: 51_000,
        title: 'GCash',
        orderId: 'R',
        bonus: 1_000,
      }),
    ).toMatchObject({ sub: { key: 'coinDetail.events.depositBonus', vars: { bonus: '₱10.00' } } });
    expect(
      eventView({ ...base, key: 'l:9', kind: 'claim', amount: 100, title: 'Sign-in reward' }),
    ).toMatchObject({
      title: { key: 'coinDetail.kinds.claim' },
      sub: { text: 'Sign-in reward' },
    });
  });
});

describe('coin history raw rows', () => {
  const kindName = (k: string) => ({ win: 'Win', deposit: 'Deposit' })[k] ?? k;
  it('a win names its game; a row without a game reads its kind over the ledger words', () => {
    const row = { id: 1, balanceAfter: 0, createTime: 0 };
    expect(
      changeView(
        { ...row, kind: 'win', amount: 500, remark: 'Game win', gameId: 3001, gameName: 'Mayon Rocket' },
        kindName,
      ),
    ).toEqual({
      title: { key: 'coinDetail.gameKind', vars: { game: 'Mayon Rocket', kind: 'Win' } },
      sub: null,
    });
    expect(changeView({ ...row, kind: 'deposit', amount: 500, remark: 'GCash' }, kindName)).toEqual({
      title: { text: 'Deposit' },
      sub: { text: 'GCash' },
    });
  });

  it("a session's totals add up its rounds: a loss shows as a negative net", () => {
    expect(
      sessionBreakdown({
        ...base,
        key: 'g:S',
        kind: 'game',
        amount: -2_000,
        title: 'X',
        rounds: 3,
        staked: 3_000,
        won: 1_000,
      }),
    ).toEqual([
      { label: 'coinDetail.events.breakdown.rounds', value: '3' },
      { label: 'coinDetail.events.breakdown.staked', value: '₱30.00' },
      { label: 'coinDetail.events.breakdown.won', value: '₱10.00' },
      { label: 'coinDetail.events.breakdown.net', value: '−₱20.00' },
    ]);
  });
});
