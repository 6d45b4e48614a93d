import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptAgeSheet, ageSheetDecline, settle } from './support/app';
import { expectNoConsoleErrors, launchBrowser, newPhoneContext, newPhonePage } from './support/browser';
import { type Stack, startStack } from './support/stack';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('age and eligibility sheet', () => {
  it('shows the spec §5 notice to a new visitor on the home page', async () => {
    const context = await newPhoneContext(browser, stack.url);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/');
    await ageSheetDecline(page).waitFor({ state: 'visible', timeout: 15_000 });
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
      const context = await newPhoneContext(browser, stack.url);
      const { page, errors } = await newPhonePage(context);
      await page.goto(path);
      await page.getByRole('heading').first().waitFor({ state: 'visible', timeout: 15_000 });
      await settle(page);
      expect(await ageSheetDecline(page).count()).toBe(0);
      expectNoConsoleErrors(errors);
      await context.close();
    });
  }

  it('remembers Accept across reloads', async () => {
    const context = await newPhoneContext(browser, stack.url);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/');
    await acceptAgeSheet(page, 15_000);
    await page.reload();
    await page.getByRole('heading').first().waitFor({ state: 'visible', timeout: 15_000 });
    await settle(page);
    expect(await ageSheetDecline(page).count()).toBe(0);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});

describe('slow upstream', () => {
  it('shows the Tips dialog when a call outlives the 10 s client timeout', async () => {
    const context = await newPhoneContext(browser, stack.url);
    const { page } = await newPhonePage(context);
    stack.proxy.clear();
    // preLogin runs on every start-up and is not the online ping, so its timeout must surface.
    stack.proxy.delay('preLogin', 16_000);
    const started = Date.now();
    await page.goto('/');
    const tips = page.getByRole('dialog').filter({ hasText: 'Tips' });
    await tips.waitFor({ state: 'visible', timeout: 15_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_000);
    expect(await tips.textContent()).toContain('The request has timed out, please try again later');
    expect(stack.proxy.seen('preLogin')).toBeGreaterThanOrEqual(1);
    stack.proxy.clear();
    await context.close();
  });
});
