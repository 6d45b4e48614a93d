import { formatMoney } from '@casino/contracts/money';
import { PAYOUT_PIN } from '@casino/platform/testing';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptAgeSheet, storeToken, waitForPath } from './support/app';
import { expectNoConsoleErrors, newPhoneContext, newPhonePage, type WatchedPage } from './support/browser';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const env = stackAndBrowser();
let context: BrowserContext | undefined;

afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A call through the BFF with the player's token, as any other device of theirs would make it. */
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

const balances = async (token: string) =>
  (await api<{ user: { coin: number; safebox: number } }>(token, 'getAfterLoginInfoWeb')).user;

/** A signed-in player (no sign-up bonus, so every figure is what the journey put there) on a phone. */
async function player(coin = 0): Promise<{ token: string; userId: number } & WatchedPage> {
  const { token, userId } = await env.stack.platform.createUserSession();
  await env.stack.platform.verifyKyc(userId); // deposits need KYC level 1
  if (coin > 0) await env.stack.platform.credit(userId, coin);
  context = await newPhoneContext(env.browser, env.stack.url);
  const watched = await newPhonePage(context);
  await watched.page.goto('/');
  await acceptAgeSheet(watched.page);
  await storeToken(watched.page, token);
  return { token, userId, ...watched };
}

const shows = (page: Page, text: string, timeout = 15_000) =>
  page.getByText(text, { exact: true }).first().waitFor({ state: 'visible', timeout });

describe('wallet journeys through the real stack', () => {
  it('a declined payment on the sandbox checkout credits nothing and says so', async () => {
    const { page, errors, token } = await player();
    await page.goto('/wallets?name=deposit');
    await shows(page, `Balance: ${formatMoney(0)}`);
    await page.getByRole('button', { name: 'QR Ph' }).click();
    await page.getByPlaceholder('Enter an amount').fill('500');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'), { timeout: SHOWN_WITHIN });
    await page.getByRole('button', { name: 'Decline' }).click();

    await waitForPath(page, '/wallets');
    await shows(page, 'The payment failed. No money was taken.', 20_000);
    expect((await balances(token)).coin).toBe(0);
    await shows(page, `Balance: ${formatMoney(0)}`);
    await page.goto('/wallets/record');
    const row = page.getByRole('listitem').filter({ hasText: 'QR Ph' });
    await row.waitFor({ timeout: SHOWN_WITHIN });
    expect(await row.textContent()).toContain('Failed');
    expectNoConsoleErrors(errors);
  });

  it('binds a receiving account, withdraws, sees it pending, and paid once the operator approves', async () => {
    const { page, errors, token, userId } = await player(100_000);
    // a safebox PIN: the payout code of a player with no mobile bound
    await env.stack.platform.payoutReady(userId);
    await page.goto('/wallets/card/list');
    await shows(page, 'No receiving account yet.');
    await page.getByRole('link', { name: 'Add receiving account' }).click();
    await waitForPath(page, '/wallets/card/edit');
    await page.getByLabel('Bank', { exact: true }).selectOption({ label: 'BPI' });
    await page.getByLabel('Account holder name').fill('Juan Dela Cruz');
    await page.getByLabel('Account number').fill('12345');
    await page.getByRole('button', { name: 'Save' }).click();
    await shows(page, 'The account number must be 10–20 characters.');
    await page.getByLabel('Account number').fill('1234567890');
    // without the one-time code nothing is bound; with no mobile the safebox PIN is the code
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/safebox PIN to confirm/).waitFor({ timeout: SHOWN_WITHIN });
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Safebox PIN').fill(PAYOUT_PIN);
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/wallets/card/list');
    await shows(page, 'BPI · Juan Dela Cruz');
    // a new account waits out its safety hold before its first payout, and the list says how long
    await shows(page, 'Ready for withdrawals in 24 h (safety hold for new accounts).');
    await env.stack.platform.endPayoutHolds(userId);
    // numbers are masked to the last 4 in every answer
    await expect.poll(() => page.getByText(/\*+7890$/).count()).toBe(1);

    await page.goto('/wallets?name=withdraw');
    await expect.poll(() => page.getByRole('radio', { name: /^BPI · / }).isChecked()).toBe(true);
    await page.getByPlaceholder('Enter an amount').fill('300');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).last().click();
    // the confirmation names the amount, the masked destination, the fee and what arrives before anything moves
    const sheet = page.getByRole('dialog', { name: 'Confirm withdrawal' });
    await expect
      .poll(() => sheet.locator('dl').textContent())
      .toBe('Amount₱300.00ToBPI •••• 7890Fee₱0.00You receive₱300.00');
    expect((await balances(token)).coin).toBe(100_000);
    await sheet.getByRole('button', { name: 'Send code' }).click();
    await sheet.getByLabel('Safebox PIN').fill(PAYOUT_PIN);
    await sheet.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await shows(page, 'Withdrawal of ₱300.00 submitted. You will receive ₱300.00.');
    await shows(page, formatMoney(70_000));
    // held, not gone: the balance shows what is left to play with
    expect((await balances(token)).coin).toBe(70_000);

    await page.goto('/wallets/record');
    await page.getByRole('tab', { name: 'Withdraw' }).click();
    const row = page.getByRole('listitem').filter({ hasText: 'Withdraw · BPI' });
    await row.waitFor({ timeout: SHOWN_WITHIN });
    await expect.poll(() => row.textContent()).toContain('Pending');
    expect(await row.textContent()).toContain('₱300.00');

    // the operator pays it with the same command the ops CLI runs
    const orders = await api<{ list: { orderId: string; status: string }[] }>(token, 'exchangeOrderList', {
      pageNum: 1,
      pageSize: 20,
    });
    expect(orders.list.map((o) => o.status)).toEqual(['pending']);
    expect(await env.stack.platform.ops('approve-withdrawal', orders.list[0]!.orderId)).toMatch(
      /approved and paid/,
    );

    await page.reload();
    await page.getByRole('tab', { name: 'Withdraw' }).click();
    await page.getByLabel('Status').selectOption({ label: 'Completed' });
    await expect.poll(() => row.textContent(), { timeout: SHOWN_WITHIN }).toContain('Completed');
    await page.getByLabel('Status').selectOption({ label: 'Pending' });
    await shows(page, 'No transactions match these filters.');
    expect((await balances(token)).coin).toBe(70_000);
    expectNoConsoleErrors(errors);
  });

  it('refuses a withdrawal while deposit turnover is owed, and says how much is left to bet', async () => {
    const { page, errors, token, userId } = await player(50_000);
    // a ₱500 deposit must be bet once (1×) before it can leave; the ₱500 credit is free to withdraw
    await env.stack.platform.deposit(token, 50_000, 6); // InstaPay: no channel bonus
    const code = await env.stack.platform.payoutReady(userId);
    await api(token, 'addBankInfo', {
      bankId: 11,
      accountName: 'Juan Dela Cruz',
      accountNo: '09171234567',
      code,
    });
    await env.stack.platform.endPayoutHolds(userId);
    await page.goto('/wallets?name=withdraw');
    await shows(page, formatMoney(100_000));
    const figures = page.locator('dl.wallet-figures');
    await expect.poll(() => figures.textContent()).toContain(`Withdrawable${formatMoney(50_000)}`);
    expect(await figures.textContent()).toContain(`Turnover still required${formatMoney(50_000)}`);

    // above what is withdrawable: the page says so before sending anything
    const amount = page.getByPlaceholder('Enter an amount');
    await amount.fill('600');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).last().click();
    await shows(page, 'Bet ₱500.00 more before you can withdraw this amount.');

    // the figures on screen go stale: ₱300 moves to the safebox from another device, so ₱500 is now
    // more than can leave; the platform refuses and the page shows the turnover still owed
    await api(token, 'safeboxDeposit', { amount: 30_000 });
    await amount.fill('500');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).last().click();
    const sheet = page.getByRole('dialog', { name: 'Confirm withdrawal' });
    await sheet.getByRole('button', { name: 'Send code' }).click();
    await sheet.getByLabel('Safebox PIN').fill(code);
    await sheet.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect
      .poll(() => page.getByRole('alert').allTextContents())
      .toContain('Bet ₱500.00 more before you can withdraw this amount.');
    await expect.poll(() => figures.textContent()).toContain(`Withdrawable${formatMoney(20_000)}`);
    const orders = await api<{ total: number }>(token, 'exchangeOrderList', { pageNum: 1, pageSize: 20 });
    expect(orders.total).toBe(0);
    expect((await balances(token)).coin).toBe(70_000);
    expectNoConsoleErrors(errors);
  });

  it('safebox: set a password, move coin in, a wrong password keeps it, the right one takes it out', async () => {
    const { page, errors, token } = await player(100_000);
    await page.goto('/member');
    await page.getByRole('link', { name: 'Safebox' }).click();
    await waitForPath(page, '/wallets/safebox');
    await shows(page, 'Set a 6-digit safebox password. You will need it to take coin out.');
    await page.getByLabel('New safebox password').fill('246810');
    await page.getByLabel('Confirm safebox password').fill('246810');
    await page.getByRole('button', { name: 'Set password' }).click();
    await shows(page, 'Safebox password set. You can now move coin in.');

    await page.getByLabel('Amount').fill('250');
    await page.getByRole('button', { name: 'Move in', exact: true }).last().click();
    await shows(page, '₱250.00 moved to the safebox.');
    const figures = page.locator('dl.wallet-figures');
    expect(await figures.textContent()).toBe(
      `Wallet balance${formatMoney(75_000)}In the safebox${formatMoney(25_000)}`,
    );
    expect(await balances(token)).toMatchObject({ coin: 75_000, safebox: 25_000 });

    await page.getByRole('tab', { name: 'Move out' }).click();
    await page.getByLabel('Amount').fill('100');
    await page.getByLabel('Safebox password').fill('111111');
    await page.getByRole('button', { name: 'Move out', exact: true }).last().click();
    await shows(page, 'Wrong safebox password. Attempts left: 4.');
    expect(await balances(token)).toMatchObject({ coin: 75_000, safebox: 25_000 });

    await page.getByLabel('Safebox password').fill('246810');
    await page.getByRole('button', { name: 'Move out', exact: true }).last().click();
    await shows(page, '₱100.00 moved back to your balance.');
    expect(await figures.textContent()).toBe(
      `Wallet balance${formatMoney(85_000)}In the safebox${formatMoney(15_000)}`,
    );
    expect(await balances(token)).toMatchObject({ coin: 85_000, safebox: 15_000 });
    expectNoConsoleErrors(errors);
  });
});
