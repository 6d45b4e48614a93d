import { formatMoney } from '@casino/contracts/money';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptAgeSheet, storeToken, waitForPath } from './support/app';
import { expectNoConsoleErrors, newPhoneContext, newPhonePage, type WatchedPage } from './support/browser';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

// Fair bonus terms (DESIGN §9): a deposit bonus shows its turnover and can be declined; a player's own cash
// can always leave — with bonus turnover unmet, by forfeiting the bonus after a confirm that says how much.
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

const coinOf = async (token: string) =>
  (await api<{ user: { coin: number } }>(token, 'getAfterLoginInfoWeb')).user.coin;

interface CoinRow {
  kind: string;
  amount: number;
}
const coinRows = async (token: string) =>
  (await api<{ list: CoinRow[] }>(token, 'appUserCoinDetail', { pageNum: 1, pageSize: 50 })).list;

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

describe('fair bonus terms through the real stack', () => {
  it('a deposit with the bonus declined credits only the deposit', async () => {
    const { token, userId } = await env.stack.platform.createUserSession();
    await env.stack.platform.verifyKyc(userId); // deposits need KYC level 1
    const { page, errors } = await phoneWith(token);
    await page.goto('/wallets?name=deposit');
    await shows(page, `Balance: ${formatMoney(0)}`);
    await page.getByRole('button', { name: 'QR Ph' }).click();
    await shows(page, '2% bonus on this channel, needing 20× turnover before it can be withdrawn.');
    await page.getByPlaceholder('Enter an amount').fill('500');

    // before paying: the bonus this deposit brings and the bets it needs, as the platform would credit it
    const offer = page.getByRole('region', { name: 'Deposit bonus' });
    await expect.poll(() => offer.textContent()).toContain('Bonus with this deposit: ₱10.00');
    expect(await offer.textContent()).toContain('20× turnover (₱200.00 in bets)');
    await offer.getByRole('checkbox', { name: 'No bonus, thanks: credit only my deposit' }).check();
    await expect
      .poll(() => offer.textContent())
      .toContain('Only your deposit of ₱500.00 will be credited, with no bonus and no bonus turnover.');

    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'), { timeout: SHOWN_WITHIN });
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await waitForPath(page, '/wallets');
    await page
      .getByText('has been credited to your balance')
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    await shows(page, `Balance: ${formatMoney(50_000)}`);

    expect(await coinOf(token)).toBe(50_000);
    expect((await coinRows(token)).map((r) => [r.kind, r.amount])).toEqual([['deposit', 50_000]]);
    // only the deposit's own 1× turnover: no bonus money and no bonus turnover
    const info = await api<{ turnoverRequired: number; bonusForfeit: number }>(token, 'getExchange');
    expect(info).toMatchObject({ turnoverRequired: 50_000, bonusForfeit: 0 });
    expectNoConsoleErrors(errors);
  });

  it('a withdrawal with bonus turnover unmet forfeits the bonus after the confirm and pays the cash', async () => {
    // ₱50 sign-up bonus (20×), a ₱500 deposit, ₱500 bet (it went to the older bonus's turnover) and ₱500 won:
    // ₱550 held and nothing withdrawable until the bonus is given up
    const platform = env.stack.platform;
    const reg = await platform.registerUser();
    await platform.deposit(reg.token, 50_000, 6); // InstaPay: no channel bonus
    await platform.bet(reg.userId, 50_000);
    await platform.credit(reg.userId, 50_000);
    const code = await platform.payoutReady(reg.userId);
    await api(reg.token, 'addBankInfo', {
      bankId: 11,
      accountName: 'Juan Dela Cruz',
      accountNo: '09171234567',
      code,
    });
    await platform.endPayoutHolds(reg.userId);

    const { page, errors } = await phoneWith(reg.token);
    await page.goto('/wallets?name=withdraw');
    const figures = page.locator('dl.wallet-figures');
    await expect.poll(() => figures.textContent()).toContain(`Withdrawable${formatMoney(0)}`);
    expect(await figures.textContent()).toContain(`Bonus (turnover unmet)${formatMoney(5_000)}`);
    await shows(
      page,
      'You can withdraw up to ₱500.00 of your own money now by giving up your ₱50.00 bonus, whose turnover is not met yet.',
    );
    await shows(page, 'Min ₱100.00 · Max ₱500.00');

    await page.getByPlaceholder('Enter an amount').fill('500');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).last().click();
    const sheet = page.getByRole('dialog', { name: 'Forfeit bonus and withdraw' });
    await expect.poll(() => sheet.textContent()).toContain('This withdrawal forfeits your bonus of ₱50.00');
    expect(await sheet.locator('dl').textContent()).toBe(
      'Amount₱500.00ToBDO Unibank •••• 4567Fee₱0.00Bonus forfeited₱50.00You receive₱500.00',
    );
    // nothing moves before the confirm
    expect(await coinOf(reg.token)).toBe(55_000);
    await sheet.getByRole('button', { name: 'Send code' }).click();
    await sheet.getByLabel('Safebox PIN').fill(code);
    await sheet.getByRole('button', { name: 'Forfeit bonus and withdraw' }).click();
    await shows(page, 'Your bonus of ₱50.00 was forfeited.');
    await shows(page, 'Withdrawal of ₱500.00 submitted. You will receive ₱500.00.');
    expect(await coinOf(reg.token)).toBe(0);

    const orders = await api<{ list: { orderId: string; status: string }[] }>(
      reg.token,
      'exchangeOrderList',
      {
        pageNum: 1,
        pageSize: 20,
      },
    );
    expect(await platform.ops('approve-withdrawal', orders.list[0]!.orderId)).toMatch(/approved and paid/);
    const paid = await api<{ status: string; netAmount: number }>(reg.token, 'exchangeOrderStatus', {
      orderId: orders.list[0]!.orderId,
    });
    expect(paid).toMatchObject({ status: 'paid', netAmount: 50_000 });
    // the bonus left through one ledger row; the deposit row stands untouched
    const rows = await coinRows(reg.token);
    expect(rows.filter((r) => r.kind === 'bonusForfeit').map((r) => r.amount)).toEqual([-5_000]);
    expect(rows.filter((r) => r.kind === 'deposit').map((r) => r.amount)).toEqual([50_000]);
    expectNoConsoleErrors(errors);
  });
});
