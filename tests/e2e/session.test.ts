import { describe, expect, it } from 'vitest';
import { storeToken, TOKEN_KEY, waitForPath } from './support/app';
import { expectNoConsoleErrors, newPhoneContext, newPhonePage } from './support/browser';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const env = stackAndBrowser();

describe('maintenance', () => {
  it('sends every page to /maintenance while the platform reports maintenance', async () => {
    await env.stack.platform.setMaintenance(1);
    try {
      const context = await newPhoneContext(env.browser, env.stack.url);
      const { page } = await newPhonePage(context);
      await page.goto('/');
      await waitForPath(page, '/maintenance');
      await page.goto('/faq');
      await waitForPath(page, '/maintenance');
      await page.getByRole('heading').first().waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
      await context.close();
    } finally {
      await env.stack.platform.setMaintenance(0);
    }
  });

  it('leaves pages alone when maintenance is off', async () => {
    const context = await newPhoneContext(env.browser, env.stack.url);
    const { page } = await newPhonePage(context);
    await page.goto('/faq');
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/faq');
    await context.close();
  });
});

describe('cross-tab logout', () => {
  it('logs this tab out when another tab clears the token', async () => {
    const token = await env.stack.platform.createSession();
    const context = await newPhoneContext(env.browser, env.stack.url);
    const first = await newPhonePage(context);
    await first.page.goto('/about-us');
    await storeToken(first.page, token);

    // A guarded page that stays put proves the token is accepted.
    await first.page.goto('/member');
    await first.page.waitForLoadState('networkidle');
    expect(new URL(first.page.url()).pathname).toBe('/member');

    const second = await newPhonePage(context);
    await second.page.goto('/about-us');
    expect(await second.page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBe(token);
    await storeToken(second.page, null);

    await waitForPath(first.page, '/auth/login');
    expectNoConsoleErrors(first.errors);
    await context.close();
  });
});
