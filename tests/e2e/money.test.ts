import { formatMoney } from '@casino/contracts/money';
import { describe, expect, it } from 'vitest';
import { acceptAgeSheet, TOKEN_KEY, waitForPath } from './support/app';
import { expectNoConsoleErrors, newPhoneContext, newPhonePage } from './support/browser';
import { verifyForDeposits } from './support/platform-api';
import { stackAndBrowser } from './support/suite';

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
  it('registers with the 21+ confirmation, pays ₱500 on the checkout and sees ₱500.00 more, once', async () => {
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
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: 20_000 });

    const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
    expect(token).toBeTruthy();
    const start = await coinOf(token!);
    expect(start).toBeGreaterThan(0); // the sign-up bonus, through the ledger

    // No deposit before the identity is verified: the page says why and leads to KYC.
    await page.goto('/wallets?name=deposit');
    await page
      .getByRole('heading', { name: 'Verify your identity to deposit' })
      .waitFor({ state: 'visible', timeout: 15_000 });
    expect(await page.getByRole('link', { name: 'Verify identity' }).getAttribute('href')).toBe(
      '/member/profile/kyc',
    );
    await verifyForDeposits(env.stack.platform, token!);
    await page.reload();
    await page.getByText(`Balance: ${formatMoney(start)}`).waitFor({ state: 'visible', timeout: 15_000 });
    // QR Ph pays no channel bonus, so the balance grows by exactly the deposit
    await page.getByRole('button', { name: 'QR Ph' }).click();
    await page.getByPlaceholder('Enter an amount').fill('500');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'), { timeout: 20_000 });
    await page.getByRole('button', { name: 'Approve payment' }).click();

    await waitForPath(page, '/wallets', 20_000);
    expect(new URL(page.url()).searchParams.get('order')).toBeTruthy();
    await page.getByText('has been credited to your balance').waitFor({ state: 'visible', timeout: 20_000 });
    const afterPay = await coinOf(token!);
    expect(afterPay).toBe(start + 50_000);
    // the page's balance follows the credit: ₱500.00 more than before
    await page
      .getByText(`Balance: ${formatMoney(start + 50_000)}`)
      .waitFor({ state: 'visible', timeout: 15_000 });

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
});
