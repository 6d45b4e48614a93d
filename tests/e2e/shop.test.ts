import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import popups from '../../web/src/i18n/en-US.popups.json';
import texts from '../../web/src/i18n/en-US.shop.json';
import { waitForPath } from './support/app';
import { expectNoConsoleErrors, newPhonePage } from './support/browser';
import { playerContext } from './support/games';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const env = stackAndBrowser();
const S = texts.shop;
const C = texts.scratch;
const F = texts.follow;

/** Calls the API from the page with the player's token (what the app itself would send). */
function api<T>(page: Page, token: string, name: string, body: unknown = {}): Promise<T> {
  return page.evaluate(
    async ([n, b, auth]) => {
      const res = await fetch(`/app/v1/${n}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: auth as string },
        body: JSON.stringify(b),
      });
      return res.json();
    },
    [name, body, token] as const,
  ) as Promise<T>;
}

/** A player given `diamonds` by the operator's existing tool: a mail with the diamonds attached, received. */
async function playerWithDiamonds(diamonds: number) {
  const { token, userId } = await env.stack.platform.createUserSession();
  const sent = await env.stack.platform.ops(
    'mail',
    'send',
    '--to',
    String(userId),
    '--title',
    'Diamonds',
    '--body',
    'For the shop.',
    '--reward',
    `60001:${diamonds}`,
  );
  expect(sent).toContain(`sent to player ${userId}`);
  const context = await playerContext(env.browser, env.stack.url, token);
  const watched = await newPhonePage(context);
  await watched.page.goto('/points');
  const inbox = await api<{ data: { list: { id: number }[] } }>(watched.page, token, 'getMail2', {});
  const got = await api<{ errcode: number }>(watched.page, token, 'receiveMail', {
    id: inbox.data.list[0]?.id,
  });
  expect(got.errcode).toBe(0);
  await watched.page.reload();
  await waitForPath(watched.page, '/points');
  await watched.page
    .getByTestId('diamond-balance')
    .filter({ hasText: String(diamonds) })
    .waitFor({ timeout: SHOWN_WITHIN });
  return { ...watched, context, token, userId };
}

describe('the points and diamond shop', () => {
  it('exchanges diamonds for coin: the popup shows the coin, the balances follow on the page and the platform', async () => {
    const { page, errors, context, token } = await playerWithDiamonds(100);
    const input = page.getByLabel(S.coinInput);
    await input.fill('20');
    expect(await page.getByText('You get ₱20.00').isVisible()).toBe(true);
    expect(await page.getByText(/bonus money: bet 1× its amount/).isVisible()).toBe(true);
    await page.getByRole('button', { name: S.exchange, exact: true }).first().click();
    const popup = page.getByRole('dialog', { name: 'Congratulations!' });
    await popup.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await popup.textContent()).toContain('₱20.00');
    await popup.click();
    await page.getByTestId('diamond-balance').filter({ hasText: /^80$/ }).waitFor({ timeout: SHOWN_WITHIN });

    const shop = await api<{ data: { diamond: number } }>(page, token, 'diamondShopData');
    expect(shop.data.diamond).toBe(80);
    const fresh = await api<{ data: { coin: number } }>(page, token, 'refreshData');
    expect(fresh.data.coin).toBe(2000);

    await page.getByRole('tab', { name: S.tabHistory }).click();
    await page.getByText('Diamonds exchanged for coin').waitFor({ timeout: SHOWN_WITHIN });
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('scratches a card: bought with diamonds, rubbed with the mouse until the prize shows, and it is in the log', async () => {
    const { page, errors, context, token } = await playerWithDiamonds(10);
    await page.getByRole('button', { name: S.buyCards }).click();
    const popup = page.getByRole('dialog', { name: 'Congratulations!' });
    await popup.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await popup.textContent()).toContain(popups.reward.scratchCard);
    await popup.click();
    await page.getByTestId('card-balance').filter({ hasText: /^1$/ }).waitFor({ timeout: SHOWN_WITHIN });

    await page.getByRole('tab', { name: S.tabScratch }).click();
    await page.getByRole('button', { name: C.getCard }).click();
    const canvas = page.getByTestId('scratch-canvas');
    await canvas.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    const box = await canvas.boundingBox();
    if (!box) throw new Error('no scratch surface');
    // Rub across the card, row by row, as a player would with a finger.
    for (let row = 0; row < 8 && (await canvas.count()) > 0; row++) {
      const y = box.y + ((row + 0.5) * box.height) / 8;
      await page.mouse.move(box.x + 4, y);
      await page.mouse.down();
      for (let step = 1; step <= 12; step++) await page.mouse.move(box.x + (step * box.width) / 12, y);
      await page.mouse.up();
    }
    await canvas.waitFor({ state: 'detached', timeout: SHOWN_WITHIN });
    const prize = (await page.getByTestId('scratch-prize').textContent()) ?? '';
    expect(prize.length).toBeGreaterThan(0);

    const log = await api<{ data: { list: { propId: number; count: number }[] } }>(
      page,
      token,
      'searchScratchCardAwardLog',
      {},
    );
    expect(log.data.list).toHaveLength(1);
    await page.getByRole('list', { name: C.logTitle }).getByText(prize).waitFor({ timeout: SHOWN_WITHIN });
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('follow rewards: a channel pays once after its link was opened from the page', async () => {
    const { token } = await env.stack.platform.createUserSession();
    const context = await playerContext(env.browser, env.stack.url, token);
    // The brand's pages are outside this sandbox: the new tab gets an empty page instead.
    await context.route(/facebook\.com/, (route) => route.fulfill({ status: 200, body: 'ok' }));
    const { page, errors } = await newPhonePage(context);
    await page.goto('/activity/follow');
    await page.getByRole('link', { name: 'Open Facebook' }).waitFor({ timeout: SHOWN_WITHIN });
    expect(await page.getByText(F.honest).isVisible()).toBe(true);
    const opened = context.waitForEvent('page');
    await page.getByRole('link', { name: 'Open Facebook' }).click();
    await (await opened).close();
    await page.getByRole('button', { name: F.receive, exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Congratulations!' });
    await popup.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await popup.textContent()).toContain(popups.reward.diamond);
    await popup.click();
    await page.getByRole('button', { name: F.received }).waitFor({ timeout: SHOWN_WITHIN });
    const again = await api<{ errcode: number }>(page, token, 'followReceive', { channel: 'facebook' });
    expect(again.errcode).toBe(5001);
    const shop = await api<{ data: { diamond: number } }>(page, token, 'diamondShopData');
    expect(shop.data.diamond).toBe(5);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
