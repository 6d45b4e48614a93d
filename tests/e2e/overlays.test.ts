import { describe, expect, it } from 'vitest';
import { acceptAgeSheet, ageSheetDecline, settle } from './support/app';
import { expectNoConsoleErrors, newPhoneContext, newPhonePage } from './support/browser';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const env = stackAndBrowser();

describe('age and eligibility sheet', () => {
  it('shows the spec §5 notice to a new visitor on the home page', async () => {
    const context = await newPhoneContext(env.browser, env.stack.url);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/');
    await ageSheetDecline(page).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    const sheet = page.getByRole('dialog').filter({ has: ageSheetDecline(page) });
    const text = ((await sheet.textContent()) ?? '').replace(/\s+/g, ' ');
    expect(text).toMatch(/21/);
    expect(text).toMatch(/government/i);
    expect(text).toMatch(/forfeit/i);
    expect(text).toMatch(/top-?up/i);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  for (const path of ['/terms-of-use', '/privacy-policy']) {
    it(`is not shown on ${path}, so the terms can be read first`, async () => {
      const context = await newPhoneContext(env.browser, env.stack.url);
      const { page, errors } = await newPhonePage(context);
      await page.goto(path);
      await page.getByRole('heading').first().waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
      await settle(page);
      expect(await ageSheetDecline(page).count()).toBe(0);
      expectNoConsoleErrors(errors);
      await context.close();
    });
  }

  it('remembers Accept across reloads', async () => {
    const context = await newPhoneContext(env.browser, env.stack.url);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/');
    await acceptAgeSheet(page);
    await page.reload();
    await page.getByRole('heading').first().waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    await settle(page);
    expect(await ageSheetDecline(page).count()).toBe(0);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});

describe('slow upstream', () => {
  it('shows the Tips dialog when a call outlives the 10 s client timeout', async () => {
    const context = await newPhoneContext(env.browser, env.stack.url);
    const { page } = await newPhonePage(context);
    env.stack.proxy.clear();
    // preLogin runs on every start-up and is not the online ping, so its timeout must surface.
    env.stack.proxy.delay('preLogin', 16_000);
    const started = Date.now();
    await page.goto('/');
    const tips = page.getByRole('dialog').filter({ hasText: 'Tips' });
    await tips.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_000);
    expect(await tips.textContent()).toContain('The request has timed out, please try again later');
    expect(env.stack.proxy.seen('preLogin')).toBeGreaterThanOrEqual(1);
    env.stack.proxy.clear();
    await context.close();
  });
});
