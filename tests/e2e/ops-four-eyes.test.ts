import { randomUUID } from 'node:crypto';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { postOpsCall } from '@casino/platform/testing';
import { describe, expect, it } from 'vitest';
import texts from '../../web/src/i18n/en-US.ops.json';
import { consolePage, makeOperator } from './support/ops';
import { platformCall } from './support/platform-api';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const env = stackAndBrowser();
const T = texts.ops;

describe('operator console: sign-in and four-eyes', () => {
  it('a manual credit proposed by one operator waits in their inbox and is paid when a second approves it', async () => {
    const { stack, browser } = env;
    const { token: player, userId } = await stack.platform.createUserSession();
    const maker = await makeOperator(stack, ['finance']);
    const checker = await makeOperator(stack, ['finance']);
    const proposed = await postOpsCall(
      stack.platform.app,
      'adjustmentPropose',
      { userId, items: [{ propId: REWARD_ID.coin, count: 12_345 }], reason: 'Goodwill after an outage' },
      maker.token,
    );
    expect(proposed.errcode).toBe(0);

    // the maker, signed in with login, password and the authenticator code, sees it as not theirs to decide
    const makerDesk = await consolePage(browser, stack, maker);
    await makerDesk.page.getByRole('link', { name: T.nav.fourEyes }).click();
    const own = makerDesk.page.locator('tr', { hasText: 'Goodwill after an outage' });
    await own.getByText(T.fourEyes.waitingOther).waitFor({ timeout: SHOWN_WITHIN });
    expect(await own.getByRole('button', { name: T.actions.approve }).count()).toBe(0);

    // a second operator approves it: the proposal leaves the inbox and the player holds the credit
    const checkerDesk = await consolePage(browser, stack, checker);
    await checkerDesk.page.goto('/ops/four-eyes');
    const row = checkerDesk.page.locator('tr', { hasText: 'Goodwill after an outage' });
    await row.getByRole('button', { name: T.actions.approve }).click();
    await checkerDesk.page
      .getByText(
        T.fourEyes.approved.replace('{{id}}', String((proposed.data as { proposalId: number }).proposalId)),
      )
      .waitFor({ timeout: SHOWN_WITHIN });
    await row.waitFor({ state: 'detached', timeout: SHOWN_WITHIN });
    const balance = await platformCall(stack.platform.url, 'retrieveBalance', player, {});
    expect((balance.data as { coin: number }).coin).toBe(12_345);

    // signing out ends the session: the console is back at sign-in and the token is refused
    await checkerDesk.page.getByRole('button', { name: T.signOut, exact: true }).click();
    await checkerDesk.page.waitForURL('**/ops/sign-in');
    expect(makerDesk.errors).toEqual([]);
    expect(checkerDesk.errors).toEqual([]);
    await makerDesk.close();
    await checkerDesk.close();
  });

  it('a withdrawal above the four-eyes threshold approved by one operator stays pending until a second approves it', async () => {
    const { stack, browser } = env;
    // The desk sets the four-eyes threshold to ₱10,000 through the configuration call (the seed's ₱50,000 is
    // also the largest single withdrawal).
    const admin = await makeOperator(stack, ['admin']);
    const settings = await postOpsCall(stack.platform.app, 'configGet', { key: 'settings' }, admin.token);
    const doc = (settings.data as { doc: { ops?: Record<string, unknown> } }).doc;
    const changed = await postOpsCall(
      stack.platform.app,
      'configSet',
      {
        key: 'settings',
        doc: { ...doc, ops: { ...doc.ops, fourEyesAbovePhp: 1_000_000 } },
        reason: 'e2e threshold',
      },
      admin.token,
    );
    expect(changed.errcode).toBe(0);
    const { token: player, userId } = await stack.platform.createUserSession();
    await stack.platform.credit(userId, 3_000_000);
    // verified, with the safebox PIN as the payout code (no mobile bound)
    const code = await stack.platform.payoutReady(userId);
    const bank = await platformCall(stack.platform.url, 'addBankInfo', player, {
      bankId: 11,
      accountName: 'Juan Dela Cruz',
      accountNo: `0917${String(userId).padStart(7, '0')}`,
      code,
    });
    expect(bank.errcode).toBe(0);
    await stack.platform.endPayoutHolds(userId);
    // ₱15,000: above the threshold
    const order = await platformCall(stack.platform.url, 'exchange', player, {
      code,
      amount: 1_500_000,
      userBankId: (bank.data as { id: number }).id,
      requestId: randomUUID(),
    });
    expect(order.errcode).toBe(0);
    const first = await makeOperator(stack, ['finance']);
    const second = await makeOperator(stack, ['finance']);
    const status = async () => {
      const res = await postOpsCall(
        stack.platform.app,
        'withdrawalQueue',
        { userId, status: 'pending' },
        second.token,
      );
      return (res.data as { list: unknown[] }).list.length === 1 ? 'pending' : 'decided';
    };

    // the first operator opens it with n and approves it with a: it becomes a proposal, not a payout
    const one = await consolePage(browser, stack, first);
    const row = one.page.locator('tr', { hasText: String(userId) });
    await row.waitFor({ timeout: SHOWN_WITHIN });
    await one.page.getByText(T.withdrawals.fourEyes).first().waitFor();
    const isOpen = () => row.evaluate((el) => el.classList.contains('is-open'));
    for (let i = 0; i < 20 && !(await isOpen()); i++) await one.page.keyboard.press('n');
    expect(await isOpen()).toBe(true);
    await one.page.keyboard.press('a');
    await row.getByText(T.fourEyes.waitingOther).waitFor({ timeout: SHOWN_WITHIN });
    expect(await status()).toBe('pending');

    // the second operator sees who approved first and completes it: paid
    const two = await consolePage(browser, stack, second);
    const theirs = two.page.locator('tr', { hasText: String(userId) });
    await theirs.getByText(first.login).waitFor({ timeout: SHOWN_WITHIN });
    await theirs.click();
    await two.page.locator('.ops-detail').getByRole('button', { name: T.actions.approve }).click();
    await theirs.waitFor({ state: 'detached', timeout: SHOWN_WITHIN });
    expect(await status()).toBe('decided');
    const paid = await postOpsCall(
      stack.platform.app,
      'withdrawalQueue',
      { userId, status: 'paid' },
      second.token,
    );
    expect((paid.data as { list: { amount: number }[] }).list.map((w) => w.amount)).toEqual([1_500_000]);
    expect(one.errors).toEqual([]);
    expect(two.errors).toEqual([]);
    await one.close();
    await two.close();
  });
});
