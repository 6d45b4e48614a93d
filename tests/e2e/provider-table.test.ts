import { describe, expect, it } from 'vitest';
import { expectNoConsoleErrors } from './support/browser';
import { closeGameExpecting, moneyIn, openGame, playerInLobby } from './support/games';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const env = stackAndBrowser();

describe('an outside provider game (the sample provider on its sandbox table)', () => {
  it('opens in the game frame through the BFF, its rounds move the balance by the seamless wallet, and Close leaves it', async () => {
    const { page, errors, context, token } = await playerInLobby(env, 100_000);
    const table = await openGame(page, 'Isla Double or Nothing');
    await table
      .getByRole('heading', { name: 'Isla Double or Nothing' })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    const shownBalance = async () => moneyIn((await table.locator('.balance').textContent()) ?? '');
    expect(await shownBalance()).toBe(100_000);

    let expected = 100_000;
    for (let i = 0; i < 3; i++) {
      await table.getByRole('button', { name: 'Bet ₱20.00' }).click();
      // Each round reloads the table page; every round moves the balance (double or nothing), so a new
      // balance means the page of this round, and its result line is this round's.
      await expect.poll(shownBalance, { timeout: SHOWN_WITHIN }).not.toBe(expected);
      const now = await shownBalance();
      const said = (await table.getByRole('status').textContent()) ?? '';
      expect(now).toBe(said.includes('You won ₱40.00!') ? expected + 2_000 : expected - 2_000);
      if (now < expected) expect(said).toContain('No win this time.');
      expected = now;
    }

    // The three rounds were three page loads in the frame: Close still goes back to the lobby, not a round back.
    await closeGameExpecting(page, env.stack.platform.url, token, expected);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
