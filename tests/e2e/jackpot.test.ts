import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import texts from '../../web/src/i18n/en-US.jackpot.json';
import popups from '../../web/src/i18n/en-US.popups.json';
import { expectNoConsoleErrors, newPhonePage } from './support/browser';
import { playerContext } from './support/games';
import { shotsDir, snap, snapAtSizes } from './support/shots';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const env = stackAndBrowser();
const T = texts.jackpot;

async function sql(text: string): Promise<void> {
  await env.stack.platform.db.execute(text);
}

/** Only the Mega cell can be drawn (an operator's weights edit), to see a jackpot win end to end. */
async function onlyMega(on: boolean): Promise<void> {
  const weights = on
    ? { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0, '6': 0, '7': 0, '8': 0, '10': 0, '12': 1 }
    : { '1': 3000, '2': 2000, '3': 2000, '4': 1200, '5': 60, '6': 1000, '7': 700, '8': 15, '10': 4, '12': 1 };
  await sql(
    `update catalogue set doc = jsonb_set(doc, '{jackpot,weights}', '${JSON.stringify(weights)}'::jsonb) where key = 'settings'`,
  );
  env.stack.platform.app.platform.catalogue.invalidate();
}

async function depositor(amount: number) {
  const { token, userId } = await env.stack.platform.createUserSession();
  await env.stack.platform.deposit(token, amount);
  const context = await playerContext(env.browser, env.stack.url, token);
  const watched = await newPhonePage(context);
  return { ...watched, context, token, userId };
}

/** SPIN in the open jackpot popup: answers the draw the server made. */
async function spin(page: Page): Promise<{ id: number; type: number; bonus: number }> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/receiveDrawChance'));
  await page.getByRole('button', { name: T.spin, exact: true }).click();
  const body = (await (await answer).json()) as {
    errcode: number;
    data: { id: number; type: number; bonus: number };
  };
  expect(body.errcode).toBe(0);
  return body.data;
}

/** The open dialog at both sizes (not the whole page: the popup sits on the viewport). */
async function shoot(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  await snapAtSizes(page, name, async () => {
    await ready();
    await page.waitForTimeout(600);
  });
}

describe('jackpot lucky draw and lucky spin', () => {
  it('a deposit earns a chance: the bubble shows a red dot, the grid lands on the drawn cell, the award is in the record', async () => {
    const { page, errors, context } = await depositor(20_000);
    await page.goto('/');
    const bubble = page.getByTestId('jackpot-bubble');
    await bubble.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    await page.getByTestId('jackpot-bubble-dot').waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    await bubble.click();
    const dialog = page.getByRole('dialog', { name: T.title });
    await dialog.getByText(T.chanceReady).waitFor({ timeout: SHOWN_WITHIN });
    await shoot(page, 'jackpot-popup', async () => {
      await dialog.getByText(T.chanceReady).waitFor();
    });
    await page.setViewportSize({ width: 360, height: 740 });
    const drawn = await spin(page);
    // closing is refused while the grid runs
    expect(await dialog.getByRole('button', { name: T.close, exact: true }).isDisabled()).toBe(true);
    const award = page.getByRole('dialog', { name: drawn.type === 2 ? T.award.jackpotTitle : T.award.title });
    await award.waitFor({ timeout: SHOWN_WITHIN });
    // the highlight stopped on the cell the server drew
    await expect(page.locator('.jp-cell[aria-current="true"]').getAttribute('data-cell')).resolves.toBe(
      String(drawn.id),
    );
    await award.getByRole('button', { name: T.award.ok }).click();
    // the draw info reloaded: no chance left, so no red dot
    await dialog.getByText(/for your next draw chance/).waitFor({ timeout: SHOWN_WITHIN });
    await dialog.getByRole('button', { name: T.record, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: T.records.title });
    // the sheet fetches its page of records after it opens: the end marker says the list is complete
    await sheet.getByText(T.noMore).waitFor({ timeout: SHOWN_WITHIN });
    await expect.poll(() => sheet.locator('tbody tr').count()).toBe(1);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('a jackpot win shows the wheel, then the amount counts up and the pool starts again from its seed', async () => {
    await onlyMega(true);
    try {
      const { page, errors, context, token } = await depositor(20_000);
      await page.goto('/activity/jackpot');
      await page.getByText(T.chanceReady).waitFor({ timeout: SHOWN_WITHIN });
      const drawn = await spin(page);
      expect(drawn.type).toBe(2);
      const wheel = page.getByRole('dialog', { name: T.award.wheelLabel });
      await wheel.waitFor({ timeout: SHOWN_WITHIN });
      if (shotsDir()) {
        await page.waitForTimeout(1_500);
        await snap(page, 'jackpot-wheel-360');
      }
      const award = page.getByRole('dialog', { name: T.award.jackpotTitle });
      await award.waitFor({ timeout: SHOWN_WITHIN });
      const amount = award.getByTestId('jackpot-amount');
      const early = await amount.textContent();
      await page.waitForTimeout(2_000);
      const late = await amount.textContent();
      expect(early).not.toBe(late);
      expect(late).toContain((drawn.bonus / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }));
      await shoot(page, 'jackpot-award', async () => {
        await award.waitFor();
      });
      // the page shows the reset: the Mega figure dropped to its seed and says it was just won
      await award.getByRole('button', { name: T.award.ok }).click();
      const mega = page.getByTestId('jp-pool-mega');
      await expect.poll(() => mega.textContent(), { timeout: SHOWN_WITHIN }).toContain('₱50,000.00');
      expect(await mega.textContent()).toContain(T.justWon);
      // the pool paid out and starts again from its seed (₱50,000 in the seeded settings)
      const res = await fetch(`${env.stack.platform.url}/app/v1/getJackpotDrawInfo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: '{}',
      });
      expect(((await res.json()) as { data: { megaJackpot: number } }).data.megaJackpot).toBe(5_000_000);
      expectNoConsoleErrors(errors);
      await context.close();
    } finally {
      await onlyMega(false);
    }
  });

  it('the ranking scrolls page by page to "No more"', async () => {
    const { page, errors, context, userId } = await depositor(20_000);
    // 25 past jackpot wins (10 a page): three pages
    await sql(
      `insert into jackpot_draws (user_id, request_id, award_id, cell, type, prop_id, count, bonus, seed_id, server_seed_hash, client_seed, nonce)
       select ${userId}, 'seeded-' || g, 12, 9, 2, 50001, 100000 + g * 1000, 100000 + g * 1000, 1, 'h', 'c', g
         from generate_series(1, 25) g`,
    );
    await page.goto('/activity/jackpot');
    await page.getByRole('button', { name: T.rank, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: T.ranking.title });
    await sheet.locator('tbody tr').first().waitFor({ timeout: SHOWN_WITHIN });
    await shoot(page, 'jackpot-rank', async () => {
      await sheet.locator('tbody tr').first().waitFor();
    });
    const noMore = sheet.getByText(T.noMore);
    for (let i = 0; i < 10 && !(await noMore.isVisible()); i++) {
      await sheet.locator('.jp-list__end').scrollIntoViewIfNeeded();
      await page.waitForTimeout(400);
    }
    await noMore.waitFor({ timeout: SHOWN_WITHIN });
    expect(await sheet.locator('tbody tr').count()).toBeGreaterThanOrEqual(25);
    await sheet.getByText(/My best: No\. \d+/).waitFor();
    await page.keyboard.press('Escape');
    await shoot(page, 'jackpot-page', async () => {
      await page.goto('/activity/jackpot');
      await page.locator('.jp-grid').waitFor();
    });
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('a spin on /activity/spin turns the wheel to the drawn prize and pays it', async () => {
    const { page, errors, context } = await depositor(10_000);
    await page.goto('/activity/spin');
    await page.getByTestId('spin-count').getByText('Spins: 1').waitFor({ timeout: SHOWN_WITHIN });
    await shoot(page, 'spin-page', async () => {
      await page.getByTestId('spin-count').waitFor();
    });
    await page.setViewportSize({ width: 360, height: 740 });
    const answer = page.waitForResponse((r) => r.url().endsWith('/spinLuckyWheel'));
    await page.getByRole('button', { name: texts.spin.go, exact: true }).click();
    const body = (await (await answer).json()) as { errcode: number; data: { index: number } };
    expect(body.errcode).toBe(0);
    await page.getByText(popups.popup.tapToContinue).waitFor({ timeout: SHOWN_WITHIN });
    await page.getByTestId('spin-count').getByText('Spins: 0').waitFor({ timeout: SHOWN_WITHIN });
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
