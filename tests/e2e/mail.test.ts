import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import common from '../../web/src/i18n/en-US.json';
import texts from '../../web/src/i18n/en-US.mail.json';
import { waitForPath } from './support/app';
import { expectNoConsoleErrors, newPhonePage } from './support/browser';
import { moneyIn, playerContext } from './support/games';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const env = stackAndBrowser();
const T = texts.mail;

/** A player with ₱100.00 and one operator mail carrying `reward`, sent by the operator's command. */
async function playerWithMail(title: string, reward = '2001:2000') {
  const { token, userId } = await env.stack.platform.createUserSession();
  await env.stack.platform.credit(userId, 10_000);
  const sent = await env.stack.platform.ops(
    'mail',
    'send',
    '--to',
    String(userId),
    '--title',
    title,
    '--body',
    'A gift from Bituin Casino.',
    '--reward',
    reward,
  );
  expect(sent).toContain(`sent to player ${userId}`);
  const context = await playerContext(env.browser, env.stack.url, token);
  return { ...(await newPhonePage(context)), context, token };
}

async function memberBalance(page: Page): Promise<number> {
  const amount = page.locator('.balance-amount');
  await amount.filter({ hasText: '₱' }).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
  return moneyIn((await amount.textContent()) ?? '');
}

const memberDot = (page: Page) => page.locator('nav.tab-bar a[href="/member"] .dot');

describe('the inbox', () => {
  it('an operator mail with ₱20: dot, open, claim, balance +₱20, and it cannot be claimed again', async () => {
    const { page, errors, context, token } = await playerWithMail('Fiesta gift');
    await page.goto('/');
    await memberDot(page).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    await page.locator('nav.tab-bar a[href="/member"]').click();
    await waitForPath(page, '/member');
    expect(await memberBalance(page)).toBe(10_000);
    await page.getByRole('link', { name: new RegExp(`^${common.route.email}`) }).click();
    await waitForPath(page, '/email');

    await page.getByRole('link', { name: `${T.new}: Fiesta gift` }).click();
    await waitForPath(page, '/email/detail');
    await page
      .getByRole('heading', { name: 'Fiesta gift' })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await page.getByText('₱20.00').isVisible()).toBe(true);
    expect(await page.getByText(T.termsFree).isVisible()).toBe(true);

    await page.getByRole('button', { name: T.claim, exact: true }).click();
    // The reward popup names the gift; any tap continues.
    const popup = page.getByRole('dialog', { name: 'Congratulations!' });
    await popup.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await popup.textContent()).toContain('₱20.00');
    await popup.click();
    await popup.waitFor({ state: 'hidden' });
    await page.getByText(T.claimed, { exact: true }).waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: T.claim, exact: true }).count()).toBe(0);

    // Fresh from the server: still claimed, and the platform refuses a second receive.
    await page.reload();
    await page.getByText(T.claimed, { exact: true }).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await page.getByRole('button', { name: T.claim, exact: true }).count()).toBe(0);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const again = await page.evaluate(
      async ([mailId, auth]) => {
        const res = await fetch('/app/v1/receiveMail', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: auth! },
          body: JSON.stringify({ id: mailId }),
        });
        return (await res.json()) as { errcode: number };
      },
      [id, token] as const,
    );
    expect(again.errcode).toBe(5001);

    await page.goto('/member');
    expect(await memberBalance(page)).toBe(12_000);
    // Read and received: the dot is gone.
    await page.locator('nav.tab-bar').waitFor({ state: 'attached' });
    expect(await memberDot(page).count()).toBe(0);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('deleting a mail whose gift was not claimed says the gift is lost, then the mail is gone', async () => {
    const { page, errors, context } = await playerWithMail('Lost gift', '60001:5');
    await page.goto('/email');
    await page.getByRole('link', { name: `${T.new}: Lost gift` }).click();
    await waitForPath(page, '/email/detail');
    await page.getByRole('button', { name: T.delete, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: T.confirmTitle });
    await confirm.waitFor({ state: 'visible' });
    expect(await confirm.textContent()).toContain('Deleting the message loses the gift for good.');
    // Keep it: nothing happens.
    await confirm.getByRole('button', { name: T.keep }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: T.delete, exact: true }).click();
    await confirm.getByRole('button', { name: T.confirmDelete, exact: true }).click();
    await waitForPath(page, '/email');
    await page.getByText(T.empty).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await page.getByRole('link', { name: /Lost gift/ }).count()).toBe(0);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
