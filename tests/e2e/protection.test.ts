import { formatMoney } from '@casino/contracts/money';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { waitForPath } from './support/app';
import { expectNoConsoleErrors, newPhonePage } from './support/browser';
import { playerContext } from './support/games';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const env = stackAndBrowser();
let context: BrowserContext | undefined;

afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A call through the BFF with the player's token, as another device of theirs would make it. */
async function api<T>(token: string, name: string, body: Record<string, unknown> = {}) {
  const res = await fetch(`${env.stack.url}/app/v1/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { errcode: number; msg: string; data: T };
}

async function player(coin = 0) {
  const { token, userId } = await env.stack.platform.createUserSession();
  await env.stack.platform.verifyKyc(userId); // deposits need KYC level 1
  if (coin > 0) await env.stack.platform.credit(userId, coin);
  context = await playerContext(env.browser, env.stack.url, token);
  return { token, userId, ...(await newPhonePage(context)) };
}

const shows = (page: Page, text: string | RegExp, timeout = 15_000) =>
  (typeof text === 'string' ? page.getByText(text, { exact: true }) : page.getByText(text))
    .first()
    .waitFor({ state: 'visible', timeout });

describe('player protection journeys through the real stack', () => {
  it('sets a daily deposit limit from /member, hits it at the deposit page, and a raise waits 24 hours', async () => {
    const { page, errors, token } = await player();
    await page.goto('/member');
    await page.getByRole('link', { name: 'Self-Limit' }).click();
    await waitForPath(page, '/member/self-limited');
    const deposit = page.getByRole('region', { name: 'Deposit limit' });
    await deposit.getByRole('tab', { name: 'Daily' }).waitFor();
    // nonsense is refused on the page, nothing sent
    await deposit.getByLabel('Limit in pesos').fill('0');
    await deposit.getByRole('button', { name: 'Set limit' }).click();
    await shows(page, 'Enter an amount above zero.');
    await deposit.getByLabel('Limit in pesos').fill('500');
    await deposit.getByRole('button', { name: 'Set limit' }).click();
    await shows(page, 'Saved: the new limit applies now.');
    await deposit.getByText(formatMoney(50_000)).first().waitFor();

    // ₱300 paid today already (another device): ₱300 more would pass ₱500
    await env.stack.platform.deposit(token, 30_000);
    await page.goto('/wallets?name=deposit');
    await page.getByRole('button', { name: 'QR Ph' }).click();
    await page.getByPlaceholder('Enter an amount').fill('300');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await shows(page, /would pass your daily deposit limit of ₱500\.00 \(₱300\.00 today\)/);
    expect(page.url()).toContain('/wallets');
    const orders = await api<{ total: number }>(token, 'walletRecordList', {
      kind: 'deposit',
      pageNum: 1,
      pageSize: 10,
    });
    expect(orders.data.total).toBe(1);

    // a raise is not immediate: the page says from when
    await page.goto('/member/self-limited');
    const again = page.getByRole('region', { name: 'Deposit limit' });
    await again.getByLabel('Limit in pesos').fill('1000');
    await again.getByRole('button', { name: 'Set limit' }).click();
    await shows(page, /^Saved: the higher limit applies on /);
    await again.getByText(/^Changes to ₱1,000\.00 on /).waitFor();
    const info = await api<{ limits: { amount: number; pending: { amount: number } | null }[] }>(
      token,
      'selfLimitInfo',
    );
    expect(info.data.limits[0]).toMatchObject({ amount: 50_000, pending: { amount: 100_000 } });
    expectNoConsoleErrors(errors);
  });

  it('self-excludes, sees the restricted app everywhere but can still reach withdrawal', async () => {
    const { page, errors, token } = await player(100_000);
    await page.goto('/member/self-limited');
    const exclusion = page.getByRole('region', { name: 'Self-exclusion' });
    await exclusion.getByRole('button', { name: '1 year' }).click();
    await exclusion.getByRole('button', { name: 'Exclude myself' }).click();
    const dialog = page.getByRole('dialog', { name: 'Exclude yourself for 1 year?' });
    await dialog.getByText(/The first 6 months cannot be revoked/).waitFor();
    await dialog.getByRole('button', { name: 'Yes, confirm' }).click();
    await shows(page, /^You are self-excluded until /);
    await shows(page, /^The first 6 months cannot be revoked: you can ask to end it from /);

    // the lobby, a game and the deposit page all show the restricted app
    for (const path of ['/', '/game/start?gameId=1001', '/wallets?name=deposit', '/vip']) {
      await page.goto(path);
      await page
        .getByRole('heading', { name: 'You have excluded yourself' })
        .waitFor({ timeout: SHOWN_WITHIN });
    }
    await shows(
      page,
      /runs until .* \(Philippine time\)\. Until then deposits, games and bonuses are closed\./,
    );
    // the platform refuses what the web hides
    expect((await api(token, 'startGame', { gameId: 1001 })).errcode).toBe(6002);
    expect((await api(token, 'rechargeOrderCreate', { rechargeTypeId: 3, amount: 30_000 })).errcode).toBe(
      6002,
    );

    // withdrawing stays open
    await page.getByRole('link', { name: 'Withdraw your balance' }).click();
    await waitForPath(page, '/wallets');
    expect(page.url()).toContain('name=withdraw');
    await page.getByRole('heading', { name: 'You have excluded yourself' }).waitFor({ state: 'detached' });
    await shows(page, 'Add a receiving account before you withdraw.');
    // and history
    await page.goto('/wallets/record');
    await page.getByRole('heading', { name: 'You have excluded yourself' }).waitFor({ state: 'detached' });
    expectNoConsoleErrors(errors);
  });
});
