import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptAgeSheet, storeToken } from './support/app';
import { expectNoConsoleErrors, newPhoneContext, newPhonePage, type WatchedPage } from './support/browser';
import { snapAtSizes } from './support/shots';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

// "My money, plainly": the balance as buckets before an amount is typed, a record that opens with its order
// and timeline, a pending withdrawal the player takes back, and a coin log of business events.
const env = stackAndBrowser();
let context: BrowserContext | undefined;

afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function api<T>(token: string, name: string, body: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${env.stack.url}/app/v1/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { errcode: number; msg: string; data: T };
  if (answer.errcode !== 0) throw new Error(`${name}: ${answer.errcode} ${answer.msg}`);
  return answer.data;
}

const coinOf = async (token: string) => (await api<{ coin: number }>(token, 'getExchange')).coin;

async function phoneWith(token: string): Promise<WatchedPage> {
  context = await newPhoneContext(env.browser, env.stack.url);
  const watched = await newPhonePage(context);
  await watched.page.goto('/');
  await acceptAgeSheet(watched.page);
  await storeToken(watched.page, token);
  return watched;
}

const shows = (page: Page, text: string, timeout = 15_000) =>
  page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout });

describe('my money through the real stack', () => {
  it('shows own cash and each bonus before an amount, opens a withdrawal, cancels it, and logs it as one row', async () => {
    // The player: ₱50 sign-up bonus, ₱500 on QR Ph (₱10 bonus), ₱510 of bets, a win — plus ₱200 of
    // cash with no play owed, so a ₱150 withdrawal can be made
    const platform = env.stack.platform;
    const reg = await platform.registerUser();
    await platform.deposit(reg.token, 50_000, 3);
    await platform.bet(reg.userId, 51_000);
    await platform.credit(reg.userId, 74_410);
    // verified (the deposit already did it) with the safebox PIN as the payout code; the new account's hold ended
    const code = await platform.payoutReady(reg.userId);
    await api(reg.token, 'addBankInfo', {
      code,
      bankId: 11,
      accountName: 'Juan Dela Cruz',
      accountNo: '09171234567',
    });

    const { page, errors } = await phoneWith(reg.token);
    await page.goto('/wallets?name=withdraw');
    const buckets = page.getByRole('region', { name: 'Your money' });
    await buckets.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    const rows = await buckets.getByRole('listitem').allTextContents();
    expect(rows).toEqual([
      'Your own cash₱734.10Deposit play ₱0.00 of ₱500.00 (1×)₱234.10 withdrawable now',
      'Registration bonus₱50.00Turnover ₱510.00 of ₱1,000.00Withdrawing over ₱234.10 forfeits ₱50.00',
      'Deposit bonus (QR Ph)₱10.00Turnover ₱0.00 of ₱200.00Withdrawing over ₱234.10 forfeits ₱10.00',
    ]);
    // the bars are the turnover done of needed
    expect(
      await buckets
        .getByRole('progressbar')
        .evaluateAll((bars) => bars.map((b) => b.getAttribute('aria-valuenow'))),
    ).toEqual(['0', '51', '0']);
    // nothing was typed yet
    expect(await page.getByPlaceholder('Enter an amount').inputValue()).toBe('');
    await snapAtSizes(page, 'my-money-withdraw');

    const info = await api<{ banks: { id: number }[] }>(reg.token, 'getExchange');
    await platform.endPayoutHolds(reg.userId);
    const order = await api<{ orderId: string }>(reg.token, 'exchange', {
      code,
      amount: 15_000,
      userBankId: info.banks[0]!.id,
      requestId: 'my-money-0001',
    });
    expect(await coinOf(reg.token)).toBe(64_410);

    await page.goto('/wallets/record');
    const row = page.getByRole('listitem').filter({ hasText: order.orderId });
    await row.waitFor({ timeout: SHOWN_WITHIN });
    await row.getByRole('button').click();
    const sheet = page.getByRole('dialog', { name: 'Withdrawal' });
    await sheet.waitFor({ state: 'visible' });
    await expect
      .poll(() => sheet.locator('dl').textContent())
      .toBe(
        `Order ID${order.orderId}Amount₱150.00Fee₱0.00You receive₱150.00To accountBDO Unibank •••• 4567StatusPending`,
      );
    expect(await sheet.getByRole('list', { name: 'What happened' }).textContent()).toContain(
      'Waiting for approval',
    );
    await snapAtSizes(page, 'my-money-record-detail');
    await sheet.getByRole('button', { name: 'Cancel withdrawal' }).click();
    expect(await sheet.textContent()).toContain(
      'Cancel this withdrawal? ₱150.00 returns to your balance at once.',
    );
    // nothing moves before the confirm
    expect(await coinOf(reg.token)).toBe(64_410);
    await sheet.getByRole('button', { name: 'Yes, cancel it' }).click();
    await shows(page, 'Withdrawal cancelled. The amount is back in your balance.');
    expect(await coinOf(reg.token)).toBe(79_410);
    expect(await sheet.getByRole('list', { name: 'What happened' }).textContent()).toContain(
      'Cancelled by you; the amount returned to your balance',
    );
    await sheet.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => row.textContent()).toContain('Cancelled');

    // an operator can no longer pay it
    await expect(platform.ops('approve-withdrawal', order.orderId)).rejects.toThrow('not pending');
    expect(await coinOf(reg.token)).toBe(79_410);

    // the coin log: one row for the withdrawal with its status, not −₱150, +₱150 released
    await page.goto('/wallets/coin-history');
    const log = page.getByRole('list', { name: 'Coin History' });
    await log.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    const first = log.getByRole('listitem').first();
    expect(await first.textContent()).toContain('WithdrawalCancelled · returned');
    expect(await log.getByText('Withdrawal released').count()).toBe(0);
    expect(await log.getByText(/^Deposit$/).count()).toBe(1);
    await snapAtSizes(page, 'my-money-coin-log');
    expectNoConsoleErrors(errors);
  });
});
