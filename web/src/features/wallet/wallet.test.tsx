import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $wallet } from '../../stores/session';
import { fakeApi, mountApp, refused, refusedWith, signedIn, where } from '../../test/app';
import { resetApp, trackedClicks } from '../../test/helpers';
import { checkout } from './deposit-form';
import { SENT_ORDER_KEY } from './deposit-logic';
import { polling } from './deposit-result';
import { withdrawKey } from './withdraw-logic';

const channel = (over: Record<string, unknown>) => ({
  icon: '',
  method: 'qrph',
  kind: 'qrph',
  postingMinutes: 0,
  status: 1,
  minAmount: 0,
  minAmount2: 0,
  maxAmount: 5_000_000,
  isDefault: 0,
  bonusKind: 0,
  bonusRate: 0,
  ...over,
});
const trade = (over: Record<string, unknown> = {}) => ({
  appRechargeTypeMap: {
    '1': channel({
      id: 1,
      name: 'QR Ph',
      sort: 2,
      minAmount: 20_000,
      minAmount2: 50_000,
      isDefault: 1,
      bonusKind: 1,
      bonusRate: 300,
    }),
    '2': channel({
      id: 2,
      name: 'InstaPay',
      kind: 'instapay',
      method: 'instapay',
      postingMinutes: 5,
      sort: 1,
    }),
    '3': channel({ id: 3, name: 'Closed', sort: 0, status: 0 }),
  },
  appRechargeItemMap: {
    '1': { id: 1, price: 10_000, sort: 1, bonus: 0 },
    '2': { id: 2, price: 20_000, sort: 2, bonus: 0 },
    '3': { id: 3, price: 50_000, sort: 3, bonus: 0 },
    '4': { id: 4, price: 100_000, sort: 4, bonus: 0 },
  },
  appRechargeTypeItemMap: { '1': [1, 2, 3, 4], '2': [1, 2, 3, 4], '3': [1] },
  lastRechargeTypeId: 0,
  totalRecharge: 0,
  bonusTurnoverMultiple: 20,
  depositTurnoverMultiple: 1,
  hash: 'h',
  kycLevel: 1,
  depositKycLevel: 1,
  ...over,
});
const order = (status: string) => ({
  orderId: 'R1',
  rechargeTypeId: 1,
  channelName: 'QR Ph',
  amount: 50_000,
  bonus: 1_500,
  status,
  checkoutUrl: status === 'pending' ? '/sandbox/checkout/R1' : '',
  createTime: Date.now() - 1000,
  expiresAt: Date.now() + 60_000,
  paidTime: 0,
});
const bank = {
  id: 3,
  bankId: 1,
  bankName: 'BDO',
  kind: 'bank',
  accountName: 'Juan',
  accountNo: '****4567',
  isDefault: true,
  createTime: 1,
};
const exchangeInfo = (over: Record<string, unknown> = {}) => ({
  coin: 150_000,
  withdrawable: 100_000,
  minAmount: 10_000,
  maxAmount: 5_000_000,
  feeRateBp: 0,
  feeFixed: 0,
  turnoverRequired: 20_000,
  bonusForfeit: 0,
  withdrawableAfterForfeit: 100_000,
  needsTopUp: false,
  dailyCountLimit: 5,
  dailyCountUsed: 0,
  kycRequired: false,
  hasKyc: false,
  banks: [bank],
  ...over,
});

beforeAll(async () => {
  await Promise.all([import('../../app/page-routes'), import('./wallet-page'), import('./other-pages')]);
});
beforeEach(() => resetApp());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  polling.intervalMs = 2000;
});

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe('/wallets deposit', () => {
  it('a first deposit opens on the default channel, hides chips under its minimum and goes to checkout', async () => {
    const open = vi.spyOn(checkout, 'open').mockImplementation(() => {});
    const api = fakeApi({ walletTradeInfo: () => trade(), rechargeOrderCreate: () => order('pending') });
    await signedIn();
    mountApp('/wallets?name=deposit&back=1');
    await screen.findByRole('button', { name: 'QR Ph' });
    expect(pressed('QR Ph')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Closed' })).toBeNull();
    expect(
      screen.getByText('3% bonus on this channel, needing 20× turnover before it can be withdrawn.'),
    ).toBeTruthy();
    // minimum ₱200 on QR Ph: the ₱100 chip is not offered
    expect(screen.queryByRole('button', { name: '₱100' })).toBeNull();
    expect(screen.getByRole('button', { name: '₱200' })).toBeTruthy();

    const input = screen.getByRole('textbox', { name: 'Amount' });
    fireEvent.change(input, { target: { value: '150' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toBe('The minimum on this channel is ₱200.00.');
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(api.calls.some((c) => c.url.endsWith('/rechargeOrderCreate'))).toBe(false);
    // a tap the page refuses sends nothing and logs no deposit
    expect(trackedClicks(api.calls)).not.toContainEqual(
      expect.objectContaining({ target: 'deposit_submit' }),
    );

    fireEvent.click(screen.getByRole('button', { name: '₱500' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/sandbox/checkout/R1'));
    expect(trackedClicks(api.calls)).toContainEqual({ target: 'deposit_submit', channel: 1, amount: 50_000 });
    const sent = api.calls.find((c) => c.url.endsWith('/rechargeOrderCreate'))?.body;
    expect(sent).toMatchObject({
      rechargeTypeId: 1,
      amount: 50_000,
      itemId: 3,
      returnPath: '/wallets?name=deposit',
    });
    expect(sent).not.toHaveProperty('declineBonus');
  });

  it("shows each channel's honest posting time, and the chosen one's in words", async () => {
    fakeApi({
      walletTradeInfo: () =>
        trade({
          appRechargeTypeMap: {
            '2': channel({ id: 2, name: 'InstaPay', kind: 'instapay', postingMinutes: 5, sort: 1 }),
            '7': channel({ id: 7, name: 'Over the counter', kind: 'otc', postingMinutes: 60, sort: 2 }),
          },
          appRechargeTypeItemMap: { '2': [1], '7': [1] },
        }),
    });
    await signedIn();
    mountApp('/wallets?name=deposit');
    const insta = await screen.findByRole('button', { name: 'InstaPay' });
    expect(insta.textContent).toBe('InstaPay≈ 5 min');
    expect(screen.getByRole('button', { name: 'Over the counter' }).textContent).toBe(
      'Over the counter≈ 1 h',
    );
    expect(screen.getByText('Usually credited within 5 minutes of paying.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Over the counter' }));
    expect(
      screen.getByText(/^Usually credited within 1 hour of paying\. You get a reference number/),
    ).toBeTruthy();
  });

  it('an over-the-counter deposit shows its reference and until when instead of a checkout', async () => {
    const open = vi.spyOn(checkout, 'open').mockImplementation(() => {});
    const counter = {
      ...order('pending'),
      rechargeTypeId: 7,
      channelName: 'Over the counter',
      checkoutUrl: '/sandbox/otc?ref=12345678901234',
      payReference: '12345678901234',
      expiresAt: Date.now() + 24 * 3_600_000,
    };
    fakeApi({
      walletTradeInfo: () =>
        trade({
          appRechargeTypeMap: {
            '7': channel({ id: 7, name: 'Over the counter', kind: 'otc', postingMinutes: 60, sort: 1 }),
          },
          appRechargeTypeItemMap: { '7': [3] },
        }),
      rechargeOrderCreate: () => counter,
      rechargeOrderStatus: () => counter,
    });
    await signedIn();
    const router = mountApp('/wallets?name=deposit');
    fireEvent.click(await screen.findByRole('button', { name: '₱500' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    const card = await screen.findByRole('region', { name: 'Pay at a payment centre' });
    expect(router.state.location.search).toBe('?name=deposit&order=R1');
    expect(open).not.toHaveBeenCalled();
    expect(within(card).getByText('1234 5678 9012 34')).toBeTruthy();
    expect(card.textContent).toMatch(/Pay before .* \(Philippine time\)/);
    expect(within(card).getByRole('link', { name: 'Payment instructions' }).getAttribute('href')).toBe(
      '/sandbox/otc?ref=12345678901234',
    );
  });

  it('an unverified player is told why deposits wait and reaches KYC in one tap; no order is tried', async () => {
    const api = fakeApi({ walletTradeInfo: () => trade({ kycLevel: 0 }) });
    await signedIn();
    const router = mountApp('/wallets?name=deposit');
    await screen.findByRole('heading', { name: 'Verify your identity to deposit' });
    expect(screen.queryByRole('button', { name: 'QR Ph' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Verify identity' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/profile/kyc'));
    expect(api.calls.some((c) => c.url.endsWith('/rechargeOrderCreate'))).toBe(false);
  });

  it('a deposit refused for KYC (3007) shows the platform message and the way to verify', async () => {
    fakeApi({
      walletTradeInfo: () => trade(),
      rechargeOrderCreate: () =>
        refusedWith(3007, 'Amounts this large need your address and source of funds too.', {
          kycLevelRequired: 2,
        }),
    });
    await signedIn();
    mountApp('/wallets?name=deposit');
    await screen.findByRole('button', { name: 'QR Ph' });
    fireEvent.click(screen.getByRole('button', { name: '₱500' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await screen.findByText('Amounts this large need your address and source of funds too.');
    expect(screen.getByRole('heading', { name: 'More details needed for this amount' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify identity' }).getAttribute('href')).toBe(
      '/member/profile/kyc',
    );
  });

  it('shows the bonus and its turnover before paying, and a declined bonus is sent as declined', async () => {
    vi.spyOn(checkout, 'open').mockImplementation(() => {});
    const api = fakeApi({ walletTradeInfo: () => trade(), rechargeOrderCreate: () => order('pending') });
    await signedIn();
    mountApp('/wallets?name=deposit');
    await screen.findByRole('button', { name: 'QR Ph' });
    fireEvent.click(screen.getByRole('button', { name: '₱500' }));
    // 3 % of ₱500, and 20× of it in bets — what the platform credits (contracts depositBonus)
    const offer = screen.getByRole('region', { name: 'Deposit bonus' });
    expect(offer.textContent).toContain('Bonus with this deposit: ₱15.00');
    expect(offer.textContent).toContain('20× turnover (₱300.00 in bets)');
    fireEvent.click(
      within(offer).getByRole('checkbox', { name: 'No bonus, thanks: credit only my deposit' }),
    );
    expect(offer.textContent).toContain(
      'Only your deposit of ₱500.00 will be credited, with no bonus and no bonus turnover.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(api.calls.some((c) => c.url.endsWith('/rechargeOrderCreate'))).toBe(true));
    expect(api.calls.find((c) => c.url.endsWith('/rechargeOrderCreate'))?.body).toMatchObject({
      rechargeTypeId: 1,
      amount: 50_000,
      declineBonus: true,
    });
  });

  it('offers no bonus on a channel that pays none (bonusKind 0), whatever its rate says', async () => {
    fakeApi({
      walletTradeInfo: () =>
        trade({ appRechargeTypeMap: { '2': channel({ id: 2, name: 'InstaPay', sort: 1, bonusRate: 500 }) } }),
    });
    await signedIn();
    mountApp('/wallets?name=deposit');
    await screen.findByRole('button', { name: 'InstaPay' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '20000' } });
    expect(screen.queryByRole('region', { name: 'Deposit bonus' })).toBeNull();
    expect(screen.queryByText(/bonus on this channel/)).toBeNull();
  });

  it('after a first deposit: last channel used, the higher minimum, and the picked channel is remembered', async () => {
    fakeApi({ walletTradeInfo: () => trade({ lastRechargeTypeId: 2, totalRecharge: 50_000 }) });
    await signedIn();
    mountApp('/wallets?name=deposit');
    await screen.findByRole('button', { name: 'InstaPay' });
    expect(pressed('InstaPay')).toBe('true');
    // Maya's minAmount2 is 0 → the ₱10,000 default: no chip qualifies
    expect(screen.queryByRole('button', { name: '₱1,000' })).toBeNull();
    const input = screen.getByRole('textbox', { name: 'Amount' });
    fireEvent.change(input, { target: { value: '1,000' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toBe('The minimum on this channel is ₱10,000.00.');

    fireEvent.click(screen.getByRole('button', { name: 'QR Ph' }));
    expect(screen.getByRole('button', { name: '₱500' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '₱200' })).toBeNull();
    cleanup();
    mountApp('/wallets?name=deposit');
    await screen.findByRole('button', { name: 'QR Ph' });
    expect(pressed('QR Ph')).toBe('true');
  });
});

describe('/wallets deposit result', () => {
  it('polls the order until it is paid, then refreshes the balance', async () => {
    polling.intervalMs = 5;
    const answers = ['pending', 'pending', 'paid'];
    let coin = 12_345;
    const api = fakeApi({
      rechargeOrderStatus: () => {
        const status = answers.shift() ?? 'paid';
        if (status === 'paid') coin = 63_845;
        return order(status);
      },
      refreshData: () => ({ coin, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, hasPassword: true }),
    });
    await signedIn();
    mountApp('/wallets?name=deposit&order=R1');
    expect(await screen.findByText('Waiting for the payment of ₱500.00 to be confirmed…')).toBeTruthy();
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(await screen.findByText('₱500.00 has been credited to your balance.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Deposit successful!' })).toBeTruthy();
    expect(screen.getByText('+₱500.00')).toBeTruthy();
    expect(screen.getByText('Bonus credited: ₱15.00')).toBeTruthy();
    await waitFor(() => expect($wallet.get().coin).toBe(63_845));
    expect(await screen.findByText('Your balance is now ₱638.45')).toBeTruthy();
    expect(await screen.findByText('Balance: ₱638.45')).toBeTruthy();
    expect(api.calls.filter((c) => c.url.endsWith('/rechargeOrderStatus')).length).toBe(3);
    expect(screen.queryByRole('progressbar')).toBeNull();
    // the credit brings a mail and may open bonuses: the red dots are asked for once, a second later
    const flagAsks = () => api.calls.filter((c) => c.url.endsWith('/activityGetStatusList')).length;
    expect(flagAsks()).toBe(0);
    await waitFor(() => expect(flagAsks()).toBe(1));
  });

  it('names the amount sent to checkout while the status cannot be read yet', async () => {
    sessionStorage.setItem(SENT_ORDER_KEY, JSON.stringify({ orderId: 'R1', amount: 50_000 }));
    const api = fakeApi({ rechargeOrderStatus: () => refused(500, 'Upstream hiccup', 500) });
    await signedIn();
    mountApp('/wallets?name=deposit&order=R1');
    expect(await screen.findByText('Waiting for the payment of ₱500.00 to be confirmed…')).toBeTruthy();
    expect(api.calls.filter((c) => c.url.endsWith('/rechargeOrderStatus'))).toHaveLength(1);
  });

  it('says so when the payment window expired', async () => {
    polling.intervalMs = 5;
    fakeApi({ rechargeOrderStatus: () => order('expired') });
    await signedIn();
    mountApp('/wallets?name=deposit&order=R1');
    expect(await screen.findByText('The payment window expired before the payment was made.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Make another deposit' })).toBeTruthy();
  });
});

const withdrawal = {
  orderId: 'W1',
  amount: 50_000,
  fee: 0,
  netAmount: 50_000,
  status: 'pending',
  userBank: bank,
  rejectReason: '',
  createTime: 1,
  updateTime: 1,
};

describe('/wallets withdraw', () => {
  beforeEach(() => withdrawKey.end());

  it('shows the figures and the remaining turnover when the platform refuses for unmet turnover', async () => {
    const api = fakeApi({
      getExchange: () => exchangeInfo({ feeRateBp: 100, feeFixed: 1_000 }),
      exchange: () => refusedWith(3002, 'Bet ₱123.45 more', { turnoverLeft: 12_345, withdrawable: 30_000 }),
    });
    await signedIn();
    mountApp('/wallets?name=withdraw');
    expect(await screen.findByText('₱1,000.00')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'BDO · ****4567' })).toHaveProperty('checked', true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '500' } });
    // 1% of ₱500 is under the ₱10 fixed fee
    expect(screen.getByText('Fee ₱10.00 · you receive ₱490.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    // a confirmation first: amount, the masked destination, the fee and what arrives; nothing sent yet
    const sheet = screen.getByRole('dialog', { name: 'Confirm withdrawal' });
    expect(sheet.querySelector('dl')?.textContent).toBe(
      'Amount₱500.00ToBDO •••• 4567Fee₱10.00You receive₱490.00',
    );
    expect(api.calls.some((c) => c.url.endsWith('/exchange'))).toBe(false);
    fireEvent.click(within(sheet).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(trackedClicks(api.calls)).toContainEqual({ target: 'withdraw_submit', amount: 50_000 });
    // the refusal's typed figures, not a second read of getExchange (nor the message text): the form says
    // what is left to bet, and the amount field, checked against the new figures, says the same
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Bet ₱123.45 more before you can withdraw this amount.',
      'Bet ₱123.45 more before you can withdraw this amount.',
    ]);
    const figures = document.querySelector('.wallet-figures')?.textContent;
    expect(figures).toContain('Withdrawable₱300.00');
    expect(figures).toContain('Turnover still required₱123.45');
    expect(api.calls.filter((c) => c.url.endsWith('/getExchange'))).toHaveLength(1);
    expect(api.calls.find((c) => c.url.endsWith('/exchange'))?.body).toMatchObject({
      amount: 50_000,
      userBankId: 3,
    });
  });

  it('a retry of the same confirm sends the same requestId; after a success or a cancel the next is new', async () => {
    const answers = [
      () => refused(504, 'The service took too long to answer', 504),
      () => withdrawal,
      () => refused(504, 'The service took too long to answer', 504),
      () => withdrawal,
    ];
    const api = fakeApi({
      getExchange: () => exchangeInfo(),
      exchange: () => answers.shift()!(),
    });
    await signedIn();
    mountApp('/wallets?name=withdraw');
    await screen.findByText('₱1,000.00');
    const confirm = async (amount: string, cancelFirst = false) => {
      fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: amount } });
      fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
      if (cancelFirst) {
        fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
        fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
      }
      fireEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    };
    const sent = () =>
      api.calls.filter((c) => c.url.endsWith('/exchange')).map((c) => c.body?.requestId as string);

    await confirm('500');
    await screen.findByRole('alert');
    await confirm('500');
    await screen.findByRole('region', { name: 'Withdrawal submitted' });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await confirm('500');
    await waitFor(() => expect(sent()).toHaveLength(3));
    await screen.findByRole('alert');
    await confirm('500', true);
    await screen.findByRole('region', { name: 'Withdrawal submitted' });
    const [first, retry, next, afterCancel] = sent();
    expect(retry).toBe(first);
    expect(next).not.toBe(retry);
    expect(afterCancel).not.toBe(next);
    expect(new Set(sent()).size).toBe(3);
  });

  it('cancelling the confirmation sends nothing; confirming shows the amount, destination and new balance', async () => {
    const api = fakeApi({
      getExchange: () => exchangeInfo({ feeRateBp: 100, feeFixed: 1_000 }),
      exchange: () => ({
        orderId: 'W1',
        amount: 50_000,
        fee: 1_000,
        netAmount: 49_000,
        status: 'pending',
        userBank: bank,
        rejectReason: '',
        createTime: 1,
        updateTime: 1,
      }),
    });
    await signedIn();
    mountApp('/wallets?name=withdraw');
    await screen.findByText('₱1,000.00');
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls.some((c) => c.url.endsWith('/exchange'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm withdrawal' }));
    expect(
      await screen.findByText('Withdrawal of ₱500.00 submitted. You will receive ₱490.00.'),
    ).toBeTruthy();
    const done = screen.getByRole('region', { name: 'Withdrawal submitted' });
    expect(done.querySelector('dl')?.textContent).toBe('ToBDO •••• 4567New balance₱1,000.00');
    await waitFor(() => expect($wallet.get().coin).toBe(100_000));
    expect(api.calls.filter((c) => c.url.endsWith('/exchange'))).toHaveLength(1);
  });

  it('with bonus turnover unmet, offers the forfeit, and the confirm states the bonus forfeited', async () => {
    const api = fakeApi({
      getExchange: () =>
        exchangeInfo({
          coin: 55_000,
          withdrawable: 0,
          turnoverRequired: 50_000,
          bonusForfeit: 5_000,
          withdrawableAfterForfeit: 50_000,
        }),
      exchange: () => ({
        orderId: 'W1',
        amount: 50_000,
        fee: 0,
        netAmount: 50_000,
        status: 'pending',
        userBank: bank,
        rejectReason: '',
        createTime: 1,
        updateTime: 1,
      }),
    });
    await signedIn();
    mountApp('/wallets?name=withdraw');
    expect(
      await screen.findByText(
        'You can withdraw up to ₱500.00 of your own money now by giving up your ₱50.00 bonus, whose turnover is not met yet.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Min ₱100.00 · Max ₱500.00')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const sheet = screen.getByRole('dialog', { name: 'Forfeit bonus and withdraw' });
    expect(sheet.textContent).toContain('This withdrawal forfeits your bonus of ₱50.00');
    expect(sheet.querySelector('dl')?.textContent).toBe(
      'Amount₱500.00ToBDO •••• 4567Fee₱0.00Bonus forfeited₱50.00You receive₱500.00',
    );
    fireEvent.click(within(sheet).getByRole('button', { name: 'Forfeit bonus and withdraw' }));
    expect(await screen.findByText('Your bonus of ₱50.00 was forfeited.')).toBeTruthy();
    expect(api.calls.find((c) => c.url.endsWith('/exchange'))?.body).toMatchObject({
      amount: 50_000,
      userBankId: 3,
      forfeitBonus: true,
    });
    await waitFor(() => expect($wallet.get().coin).toBe(0));
  });

  it('says the balance is not enough instead of an impossible range, and keeps the button off', async () => {
    fakeApi({ getExchange: () => exchangeInfo({ coin: 10_730, withdrawable: 730 }) });
    await signedIn();
    mountApp('/wallets?name=withdraw');
    expect(
      await screen.findByText(
        'Not enough to withdraw yet: you can withdraw ₱7.30 and the minimum is ₱100.00.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Max ₱7\.30/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveProperty('disabled', true);
  });

  it('checks the amount before sending and links to the accounts page when none is bound', async () => {
    const api = fakeApi({ getExchange: () => exchangeInfo({ banks: [] }) });
    await signedIn();
    mountApp('/withdrawal/bdo');
    const link = await screen.findByRole('link', { name: 'Add receiving account' });
    expect(link.getAttribute('href')).toBe('/wallets/card/list');
    expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), { target: { value: '50' } });
    fireEvent.blur(screen.getByRole('textbox', { name: 'Amount' }));
    expect(screen.getByRole('alert').textContent).toBe('The minimum on this channel is ₱100.00.');
    expect(api.calls.some((c) => c.url.endsWith('/exchange'))).toBe(false);
  });
});

describe('/wallets back=1 (spec §2)', () => {
  const back = () => screen.queryByRole('button', { name: 'Back' });
  // the phone's tab bar (the desktop side navigation is on every page; the shell CSS hides it on phones)
  const tabs = () =>
    screen
      .queryAllByRole('navigation', { name: 'Main' })
      .find((n) => !n.classList.contains('tab-bar-desktop')) ?? null;

  it('from the tab bar: the tab bar, with Deposit current, and no back control', async () => {
    fakeApi({ walletTradeInfo: () => trade() });
    await signedIn();
    mountApp('/wallets?name=deposit');
    await screen.findByRole('heading', { level: 1, name: 'Wallet' });
    expect(back()).toBeNull();
    const deposit = within(tabs() as HTMLElement).getByRole('link', { name: 'Deposit' });
    expect(deposit.getAttribute('aria-current')).toBe('page');
  });

  it('opened from another page (back=1): a back control to it, and no tab bar; switching tabs keeps it', async () => {
    fakeApi({ walletTradeInfo: () => trade(), getExchange: () => exchangeInfo() });
    await signedIn();
    const router = mountApp('/member');
    await screen.findByRole('heading', { level: 1, name: 'My Account' });
    const balance = (await screen.findByText('₱123.45')).parentElement as HTMLElement;
    fireEvent.click(within(balance).getByRole('link', { name: 'Deposit' }));
    await screen.findByRole('heading', { level: 1, name: 'Wallet' });
    expect(where(router)).toBe('/wallets?name=deposit&back=1');
    expect(back()).not.toBeNull();
    expect(tabs()).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Withdraw' }));
    await waitFor(() => expect(where(router)).toBe('/wallets?name=withdraw&back=1'));
    expect(back()).not.toBeNull();
    expect(tabs()).toBeNull();
  });
});
