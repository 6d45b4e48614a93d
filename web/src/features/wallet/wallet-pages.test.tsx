import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $wallet } from '../../stores/session';
import { fakeApi, mountApp, refused, signedIn, where } from '../../test/app';
import { resetApp } from '../../test/helpers';
import { checkout, SENT_ORDER_KEY } from './deposit-logic';

const record = (n: number, kind: 'deposit' | 'withdraw') => ({
  kind,
  orderId: `${kind}-${n}`,
  amount: 10_000 * n,
  fee: 0,
  bonus: 0,
  status: kind === 'deposit' ? 'paid' : 'pending',
  channelName: kind === 'deposit' ? 'GCash' : 'BDO',
  createTime: 1_767_225_600_000,
  updateTime: 1_767_225_600_000,
});

beforeAll(async () => {
  await Promise.all([import('../../app/page-routes'), import('./other-pages'), import('./record-page')]);
});
beforeEach(() => resetApp());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/wallets/record', () => {
  it('lists transactions with status, loads more pages and filters by type', async () => {
    const api = fakeApi({
      walletRecordList: (b) =>
        b.kind === 'withdraw'
          ? { list: [], pageNum: 1, pageSize: 20, pages: 0, total: 0 }
          : {
              list: [record(Number(b.pageNum), 'deposit')],
              pageNum: b.pageNum,
              pageSize: 20,
              pages: 2,
              total: 2,
            },
    });
    await signedIn();
    mountApp('/wallets/record');
    expect(await screen.findByText('₱100.00')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Records' })).getByText('Completed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('₱200.00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Withdraw' }));
    expect(await screen.findByText('No transactions yet.')).toBeTruthy();
    expect(api.calls.filter((c) => c.url.endsWith('/walletRecordList')).map((c) => c.body?.kind)).toEqual([
      'all',
      'all',
      'withdraw',
    ]);
  });
});

describe('/wallets/record pending deposit', () => {
  const pending = { ...record(3, 'deposit'), orderId: 'R9', status: 'pending', channelName: 'Maya' };
  const order = (status: string) => ({
    orderId: 'R9',
    rechargeTypeId: 2,
    channelName: 'Maya',
    amount: 30_000,
    bonus: 0,
    status,
    checkoutUrl: status === 'pending' ? '/sandbox/checkout/R9' : '',
    createTime: 1,
    expiresAt: Date.now() + 60_000,
    paidTime: 0,
  });

  it('continues to the same checkout, remembering the amount for the return page', async () => {
    const open = vi.spyOn(checkout, 'open').mockImplementation(() => {});
    fakeApi({
      walletRecordList: () => ({ list: [pending], pageNum: 1, pageSize: 20, pages: 1, total: 1 }),
      rechargeOrderStatus: () => order('pending'),
    });
    await signedIn();
    mountApp('/wallets/record');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue payment' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/sandbox/checkout/R9'));
    expect(JSON.parse(sessionStorage.getItem(SENT_ORDER_KEY) ?? '{}')).toEqual({
      orderId: 'R9',
      amount: 30_000,
    });
  });

  it('cancels it: the row says Cancelled and offers nothing more', async () => {
    const api = fakeApi({
      walletRecordList: () => ({ list: [pending], pageNum: 1, pageSize: 20, pages: 1, total: 1 }),
      rechargeOrderCancel: () => order('cancelled'),
    });
    await signedIn();
    mountApp('/wallets/record');
    const row = (await screen.findByText('Deposit · Maya')).closest('li') as HTMLElement;
    expect(within(row).getByText('Pending')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    expect(await within(row).findByText('Cancelled')).toBeTruthy();
    // the row still opens its details, and offers no more payment actions
    expect(
      within(row)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-haspopup')),
    ).toEqual(['dialog']);
    expect(api.calls.find((c) => c.url.endsWith('/rechargeOrderCancel'))?.body).toMatchObject({
      orderId: 'R9',
    });
  });
});

describe('/wallets/record filters', () => {
  it('filters by status and Manila days, refuses a backwards range and clears back to everything', async () => {
    const api = fakeApi({
      walletRecordList: (b) =>
        b.status === 'rejected'
          ? { list: [], pageNum: 1, pageSize: 20, pages: 0, total: 0 }
          : { list: [record(1, 'withdraw')], pageNum: 1, pageSize: 20, pages: 1, total: 1 },
    });
    const bodies = () =>
      api.calls
        .filter((c) => c.url.endsWith('/walletRecordList'))
        .map(({ body }) => {
          const { kind, status, startTime, endTime } = body as Record<string, unknown>;
          return { kind, status, startTime, endTime };
        });
    await signedIn();
    mountApp('/wallets/record');
    const list = await screen.findByRole('list', { name: 'Records' });
    expect(within(list).getByText('Pending')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Withdraw' }));
    const status = screen.getByRole('combobox', { name: 'Status' });
    // a withdrawal is never failed or expired: those are deposit statuses
    expect([...status.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Any status',
      'Pending',
      'Completed',
      'Rejected',
    ]);
    fireEvent.change(status, { target: { value: 'rejected' } });
    expect(await screen.findByText('No transactions match these filters.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-02' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    expect(screen.getByRole('alert').textContent).toBe('The start date must be on or before the end date.');
    const sentBeforeFix = bodies().length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-02' } });
    await waitFor(() => expect(bodies().length).toBe(sentBeforeFix + 1));
    expect(bodies().at(-1)).toEqual({
      kind: 'withdraw',
      status: 'rejected',
      // 00:00 to 23:59:59.999 on 2 March in Manila (UTC+8)
      startTime: Date.UTC(2026, 2, 1, 16),
      endTime: Date.UTC(2026, 2, 2, 16) - 1,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('₱100.00')).toBeTruthy();
    expect(bodies().at(-1)).toEqual({
      kind: 'withdraw',
      status: undefined,
      startTime: undefined,
      endTime: undefined,
    });
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });
});

describe('/wallets/card/edit', () => {
  it('checks the account number against the configured lengths, then binds it', async () => {
    const api = fakeApi({
      addBankInfo: (b) => ({
        id: 9,
        bankId: b.bankId,
        bankName: 'BDO',
        kind: 'bank',
        accountName: b.accountName,
        accountNo: '****7890',
        isDefault: false,
        createTime: 1,
      }),
      bankInfoList: () => ({ list: [] }),
    });
    await signedIn();
    const router = mountApp('/wallets/card/edit');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Bank' }), {
      target: { value: '1' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Account holder name' }), {
      target: { value: 'Juan Dela Cruz' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Account number' }), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('The account number must be 10–20 characters.');
    expect(api.calls.some((c) => c.url.endsWith('/addBankInfo'))).toBe(false);
    fireEvent.change(screen.getByRole('textbox', { name: 'Account number' }), {
      target: { value: '001234567890' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(where(router)).toBe('/wallets/card/list'));
    expect(api.calls.find((c) => c.url.endsWith('/addBankInfo'))?.body).toMatchObject({
      bankId: 1,
      accountName: 'Juan Dela Cruz',
      accountNo: '001234567890',
    });
  });
});

describe('/wallets/card/edit one-time code', () => {
  it('sends the code to the bound mobile and binds with it; the platform refusal without one is shown', async () => {
    let sent = 0;
    const api = fakeApi({
      payoutCodeSend: () => {
        sent++;
        return { via: 'sms', mobile: '0917****567', resendAfterSeconds: 60, expiresInSeconds: 300 };
      },
      addBankInfo: (b) =>
        b.code
          ? {
              id: 9,
              bankId: b.bankId,
              bankName: 'BDO',
              kind: 'bank',
              accountName: b.accountName,
              accountNo: '****7890',
              isDefault: false,
              createTime: 1,
            }
          : refused(3013, 'Enter the one-time code: tap "Send code" and we text it to your mobile.'),
      bankInfoList: () => ({ list: [] }),
    });
    await signedIn();
    const router = mountApp('/wallets/card/edit');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Bank' }), {
      target: { value: '1' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Account holder name' }), {
      target: { value: 'Juan Dela Cruz' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Account number' }), {
      target: { value: '001234567890' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter the one-time code: tap "Send code" and we text it to your mobile.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Code sent to 0917****567. It works once.')).toBeTruthy();
    expect(sent).toBe(1);
    fireEvent.change(screen.getByRole('textbox', { name: 'One-time code' }), {
      target: { value: '12 34 56' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(where(router)).toBe('/wallets/card/list'));
    expect(api.calls.filter((c) => c.url.endsWith('/addBankInfo')).at(-1)?.body).toMatchObject({
      code: '123456',
    });
  });
});

describe('/member/retrieve-balance', () => {
  it('brings back the balance held in game sessions and updates the wallet', async () => {
    fakeApi({ retrieveBalance: () => ({ retrieved: 2_500, sessions: 1, coin: 102_500 }) });
    await signedIn();
    mountApp('/member/retrieve-balance');
    fireEvent.click(await screen.findByRole('button', { name: 'Retrieve balance' }));
    expect(await screen.findByText('Retrieved ₱25.00 from 1 session(s). Balance: ₱1,025.00.')).toBeTruthy();
    expect($wallet.get().coin).toBe(102_500);
  });
});
