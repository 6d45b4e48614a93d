import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $wallet } from '../../stores/session';
import { fakeApi, mountApp, signedIn, where } from '../../test/app';
import { resetApp } from '../../test/helpers';

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
  await Promise.all([import('../../app/page-routes'), import('./other-pages')]);
});
beforeEach(() => resetApp());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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
    expect(screen.getByText('Completed')).toBeTruthy();
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
    fireEvent.change(await screen.findByRole('combobox', { name: 'Bank or e-wallet' }), {
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
