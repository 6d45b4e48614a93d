import { formatMoney } from '@casino/contracts/money';
import { describe, expect, it } from 'vitest';
import { acceptAgeSheet, TOKEN_KEY, waitForPath } from './support/app';
import { expectNoConsoleErrors, newPhoneContext, newPhonePage } from './support/browser';
import { playerContext } from './support/games';
import { verifyForDeposits } from './support/platform-api';
import { shoot, snapAtSizes } from './support/shots';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const env = stackAndBrowser();

/** The player's coin as the platform holds it, asked with the token the env.browser keeps. */
async function coinOf(token: string): Promise<number> {
  const res = await fetch(`${env.stack.url}/app/v1/refreshData`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: '{}',
  });
  const body = (await res.json()) as { errcode: number; data: { coin: number } };
  expect(body.errcode).toBe(0);
  return body.data.coin;
}

describe('a new player signs up and deposits through the sandbox gateway', () => {
  it('registers with the 21+ confirmation, pays ₱500 by QR Ph and sees it and its bonus credited, once', async () => {
    const context = await newPhoneContext(env.browser, env.stack.url);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/auth/register');
    await acceptAgeSheet(page);

    const account = `juan${Date.now().toString(36).slice(-6)}`;
    await page.getByLabel('Account name').fill(account);
    await page.getByLabel('Password', { exact: true }).fill('Mabuhay2026');
    await page.getByLabel('Confirm password').fill('Mabuhay2026');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: SHOWN_WITHIN });

    const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
    expect(token).toBeTruthy();
    const start = await coinOf(token!);
    expect(start).toBeGreaterThan(0); // the sign-up bonus, through the ledger

    // No deposit before the identity is verified: the page says why and leads to KYC.
    await page.goto('/wallets?name=deposit');
    await page
      .getByRole('heading', { name: 'Verify your identity to deposit' })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await page.getByRole('link', { name: 'Verify identity' }).getAttribute('href')).toBe(
      '/member/profile/kyc',
    );
    await verifyForDeposits(env.stack.platform, token!);
    await page.reload();
    await page
      .getByText(`Balance: ${formatMoney(start)}`)
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    // QR Ph is the default rail (scan with any bank app); e-wallets are not offered since the 2025 de-linking
    expect(await page.getByRole('button', { name: 'QR Ph' }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'GCash' }).count()).toBe(0);
    await page.getByText('Credited at once when you pay. Scan the QR Ph code with any bank app.').waitFor();
    await page.getByPlaceholder('Enter an amount').fill('500');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'), { timeout: SHOWN_WITHIN });
    // the sandbox shows a real QR Ph code of the payment; Approve stands for the bank app's confirmation
    await page.getByRole('img', { name: 'QR Ph code' }).locator('svg').waitFor();
    await page.getByRole('button', { name: 'Approve payment' }).click();

    await waitForPath(page, '/wallets');
    expect(new URL(page.url()).searchParams.get('order')).toBeTruthy();
    await page
      .getByText('has been credited to your balance')
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    const afterPay = await coinOf(token!);
    // the deposit and QR Ph's 2 % channel bonus
    expect(afterPay).toBe(start + 51_000);
    // the page's balance follows the credit: ₱510.00 more than before
    await page
      .getByText(`Balance: ${formatMoney(start + 51_000)}`)
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });

    // Going back to the checkout and approving again (a double click, a replay) pays nothing more.
    await page.goBack();
    await page.waitForLoadState('domcontentloaded');
    if (new URL(page.url()).pathname.startsWith('/sandbox/checkout/')) {
      const approve = page.getByRole('button', { name: 'Approve payment' });
      if (await approve.isVisible().catch(() => false)) await approve.click();
    }
    expect(await coinOf(token!)).toBe(afterPay);

    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('deposits cash over the counter: a reference with its expiry, paid at the payment centre, credited once', async () => {
    const { token, userId } = await env.stack.platform.createUserSession();
    await env.stack.platform.verifyKyc(userId); // deposits need KYC level 1
    const context = await playerContext(env.browser, env.stack.url, token);
    const { page, errors } = await newPhonePage(context);
    await shoot(page, '/wallets?name=deposit', 'deposit-rails', page.getByRole('button', { name: 'QR Ph' }));
    await shoot(
      page,
      '/member/self-limited',
      'protection',
      page.getByRole('region', { name: 'Self-exclusion' }),
    );
    await page.goto('/wallets?name=deposit');
    await page.getByRole('button', { name: 'Over-the-counter cash-in' }).click();
    await page.getByText(/^Usually credited within 1 hour of paying\. You get a reference number/).waitFor();
    await page.getByPlaceholder('Enter an amount').fill('300');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();

    // no checkout to go to: the page shows the reference to pay at a counter, and until when
    const card = page.getByRole('region', { name: 'Pay at a payment centre' });
    await card.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(new URL(page.url()).pathname).toBe('/wallets');
    const reference = (await card.locator('[data-reference]').getAttribute('data-reference')) ?? '';
    expect(reference).toMatch(/^\d{14}$/);
    expect(await card.textContent()).toMatch(/₱300\.00.*Pay before .* \(Philippine time\)/);
    await snapAtSizes(page, 'deposit-otc-reference', async () => {
      await page.reload();
      await card.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    });

    // the teller at the sandbox payment centre keys it in and takes the cash
    const counter = await context.newPage();
    await counter.goto('/sandbox/otc');
    await counter.getByLabel('Reference number').fill(reference);
    await counter.getByRole('button', { name: 'Receive cash and confirm' }).click();
    await counter.getByText(`Cash received: ₱300.00 for reference ${reference}.`).waitFor();
    await counter.close();

    await page
      .getByText('has been credited to your balance')
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await coinOf(token)).toBe(30_000);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
