import { describe, expect, it } from 'vitest';
import { acceptAgeSheet, TOKEN_KEY } from './support/app';
import { expectNoConsoleErrors, newPhoneContext, newPhonePage } from './support/browser';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const env = stackAndBrowser();

describe('phone sign-in with an SMS code', () => {
  it('sends a code, counts down the resend, and signs a new number up after the 21+ confirmation', async () => {
    const context = await newPhoneContext(env.browser, env.stack.url);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/auth/login');
    await acceptAgeSheet(page);

    await page.getByLabel('Mobile number').fill('0917 555 0101');
    await page.getByRole('button', { name: 'Send code' }).click();
    // The resend countdown starts at once and the button stays disabled while it runs.
    const resend = page.getByRole('button', { name: /Resend in \d+ s/ });
    await resend.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await resend.isDisabled()).toBe(true);

    // The sandbox sender's outbox stands in for the player's phone; the normalised number is the key.
    const code = await env.stack.platform.latestSmsCode('+639175550101');
    await page.getByLabel('SMS code').fill(code);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();

    // A first sign-in by phone is a sign-up: it asks for the 21+ confirmation before using the code.
    const confirm = page.getByRole('checkbox');
    await confirm.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    await confirm.check();
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: SHOWN_WITHIN });
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeTruthy();

    expectNoConsoleErrors(errors);
    await context.close();
  });
});
