import { describe, expect, it } from 'vitest';
import texts from '../../web/src/i18n/en-US.vip.json';
import { expectNoConsoleErrors, newPhonePage } from './support/browser';
import { platformCoin, playerContext } from './support/games';
import { colorGameBets, platformCall } from './support/platform-api';
import { shoot, snap } from './support/shots';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const env = stackAndBrowser();
const T = texts.vip;

describe('VIP', () => {
  it('a player bets until VIP 1, the gift popup offers the level bonus, the claim puts it on the balance', async () => {
    const { token, userId } = await env.stack.platform.createUserSession();
    await env.stack.platform.credit(userId, 300_000);
    // ₱1,000 of valid bets = 1,000 experience = VIP 1
    await colorGameBets(env.stack.platform.url, token, 50_000, 100_000);

    const context = await playerContext(env.browser, env.stack.url, token);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/vip');
    const gift = page.getByRole('dialog', { name: T.giftTitle.replace('{{level}}', '1') });
    await gift.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await gift.textContent()).toContain('₱50.00');
    // the terms are on screen before the claim
    expect(await gift.textContent()).toContain('Bonus money: bet ₱50.00 (1×)');
    const before = await platformCoin(env.stack.platform.url, token);
    await snap(page, 'vip-gift-360');

    await gift.getByRole('button', { name: 'Claim ₱50.00' }).click();
    const reward = page.getByRole('dialog', { name: 'Congratulations!' });
    await reward.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await reward.textContent()).toContain('₱50.00');
    await reward.click();
    await reward.waitFor({ state: 'hidden' });
    await gift.waitFor({ state: 'hidden' });
    expect(await platformCoin(env.stack.platform.url, token)).toBe(before + 5_000);
    await page.getByRole('heading', { name: 'VIP 1', exact: true }).waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: T.claimLevel.replace('{{level}}', '1') }).count()).toBe(0);

    // fresh from the server: received, no popup; a second claim is refused
    await page.reload();
    await page
      .getByRole('heading', { name: 'VIP 1', exact: true })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await gift.count()).toBe(0);
    expect(
      (await platformCall(env.stack.platform.url, 'receiveVipBonusUser', token, { level: 1 })).errcode,
    ).toBe(5001);

    await shoot(page, '/vip', 'vip', page.locator('.vip-page'));
    await shoot(page, '/vip/level', 'vip-level', page.locator('.vip-page'));
    await shoot(page, '/vip/rebate', 'vip-rebate', page.locator('.vip-page'));
    await shoot(page, '/vip/rebate/record', 'vip-rebate-record', page.locator('.vip-page'));
    await shoot(page, '/bonus/vip', 'bonus-vip', page.locator('.vip-page'));
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("yesterday's rebate: shown per game type with its terms, received with one tap, then in the record", async () => {
    const { token, userId } = await env.stack.platform.createUserSession();
    await env.stack.platform.credit(userId, 100_000);
    await colorGameBets(env.stack.platform.url, token, 50_000, 50_000);
    // the day's turnover accrued, then dated yesterday (Manila): a closed day ready to receive
    expect((await platformCall(env.stack.platform.url, 'betBonus', token, { type: 0 })).errcode).toBe(0);
    await env.stack.platform.db.execute(
      `update vip_rebate_days set day = to_char((now() at time zone 'Asia/Manila') - interval '1 day', 'YYYY-MM-DD')
        where user_id = ${Number(userId)}`,
    );

    const context = await playerContext(env.browser, env.stack.url, token);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/vip/rebate');
    const list = page.getByRole('list', { name: T.rebateListLabel });
    await list.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    // VIP 0: 0.20 % of ₱500.00 of Perya Color Game stakes
    const perya = list.getByRole('listitem').filter({ hasText: 'Perya' });
    expect(await perya.textContent()).toContain('Valid bets ₱500.00 · rate 0.20%');
    expect(await perya.textContent()).toContain('₱1.00');
    expect(
      await page.getByText(/credited automatically if you do not claim it within 3 days/).isVisible(),
    ).toBe(true);
    const before = await platformCoin(env.stack.platform.url, token);

    await page.getByRole('button', { name: T.receiveAll }).click();
    const reward = page.getByRole('dialog', { name: 'Congratulations!' });
    await reward.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await reward.textContent()).toContain('₱1.00');
    await reward.click();
    await reward.waitFor({ state: 'hidden' });
    expect(await platformCoin(env.stack.platform.url, token)).toBe(before + 100);
    await page.getByRole('button', { name: T.receiveAll }).and(page.locator(':disabled')).waitFor();

    await page.getByRole('link', { name: T.rebateRecords }).click();
    const record = page.getByRole('list', { name: T.recordLabel });
    await record.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await record.getByRole('listitem').count()).toBe(1);
    expect(await record.textContent()).toContain('₱1.00');
    await shoot(page, '/vip/rebate/record', 'vip-rebate-record-filled', page.locator('.vip-page'));
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("the VIP statement shows why the level was reached and each rebate as turnover × rate, linked to the day's bets", async () => {
    const { token, userId } = await env.stack.platform.createUserSession();
    await env.stack.platform.credit(userId, 300_000);
    await colorGameBets(env.stack.platform.url, token, 10_000, 120_000);
    const context = await playerContext(env.browser, env.stack.url, token);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/vip/statement');
    const S = T.statement;
    await page
      .getByText(S.reached.replace('{{level}}', '1'))
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await page.getByText('VIP 1 needs 1,000 experience.').isVisible()).toBe(true);
    // Today's Perya turnover at VIP 1's 0.30 %: due tomorrow.
    const rebates = page.getByRole('list', { name: S.rebatesTitle });
    const row = rebates.getByRole('listitem').filter({ hasText: 'Perya' });
    expect(await row.textContent()).toContain('₱1,200.00 × 0.3% = ₱3.60');
    expect(await row.textContent()).toContain(S.due);
    await shoot(page, '/vip/statement', 'vip-statement', page.locator('.vip-page'));
    await page.goto('/vip/statement');
    await row.getByRole('link', { name: S.bets }).click();
    await page.waitForURL(/\/member\/report\?day=\d{4}-\d{2}-\d{2}$/);
    const day = new URL(page.url()).searchParams.get('day') ?? '';
    await page
      .getByRole('tab', { name: day, selected: true })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
