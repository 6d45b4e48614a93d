import { REWARD_ID } from '@casino/contracts/reward-ids';
import { postOpsCall } from '@casino/platform/testing';
import { describe, expect, it } from 'vitest';
import texts from '../../web/src/i18n/en-US.ops.json';
import { consolePage, makeOperator } from './support/ops';
import { platformCall } from './support/platform-api';
import { stackAndBrowser } from './support/suite';

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
    await own.getByText(T.fourEyes.waitingOther).waitFor({ timeout: 15_000 });
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
      .waitFor({ timeout: 15_000 });
    await row.waitFor({ state: 'detached', timeout: 15_000 });
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
});
