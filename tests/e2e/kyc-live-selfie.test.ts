// A new player is led from the deposit page to KYC, takes the live selfie with Chromium's fake camera (face in the
// oval, head left, head right), is approved on the sandbox provider's review page, deposits through QR Ph, binds
// a bank account in their own name with the one-time code, waits out the new-account hold (the test ends it) and
// withdraws.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatMoney } from '@casino/contracts/money';
import { afterAll, describe, expect, it } from 'vitest';
import common from '../../web/src/i18n/en-US.json';
import texts from '../../web/src/i18n/en-US.support.json';
import wallet from '../../web/src/i18n/en-US.wallet.json';
import { waitForPath } from './support/app';
import { expectNoConsoleErrors, newPhonePage } from './support/browser';
import { playerContext } from './support/games';
import { snap } from './support/shots';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const uploadDir = mkdtempSync(join(tmpdir(), 'e2e-kyc-live-'));
process.env.UPLOAD_DIR = uploadDir;
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

const env = stackAndBrowser({ fakeCamera: true });
const K = texts.kyc;
const L = K.live;
const W = wallet.wallet;

describe('KYC with a live selfie before the first deposit', () => {
  it('deposit → KYC → three camera steps → approved → QR Ph deposit → own bank account with the code → hold → withdraw', async () => {
    const { stack, browser } = env;
    const { token, userId } = await stack.platform.createUserSession();
    const context = await playerContext(browser, stack.url, token);
    await context.grantPermissions(['camera'], { origin: stack.url });
    const { page, errors } = await newPhonePage(context);

    await page.goto('/wallets?name=deposit');
    await page
      .getByRole('heading', { name: W.kycGateTitle })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    await page.getByRole('link', { name: W.kycGateButton }).click();
    await waitForPath(page, '/member/profile/kyc');
    const form = page.getByRole('form', { name: common.route.kyc });
    await form.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });

    await form.getByLabel(K.idType).selectOption('passport');
    await form.getByLabel(K.idNumber).fill(`P${String(userId).padStart(7, '0')}A`);
    await form.getByLabel(K.realName).fill('Ana Reyes');
    await form.getByLabel(K.birthday).fill('1995-02-03');
    // The ID's photo: a real picture (this page), picked as a file.
    const idPhoto = await page.screenshot({ type: 'jpeg', quality: 80 });
    await form
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'id.jpg', mimeType: 'image/jpeg', buffer: idPhoto });
    await form.getByText(texts.upload.done).first().waitFor({ timeout: SHOWN_WITHIN });

    await form.getByRole('button', { name: L.start }).click();
    const step = form.locator('.live-selfie-step');
    const take = form.getByRole('button', { name: L.take });
    const prompts: string[] = [];
    for (const [i, frame] of (['selfie', 'selfieLeft', 'selfieRight'] as const).entries()) {
      const text = L.stepOf
        .replace('{{n}}', String(i + 1))
        .replace('{{total}}', '3')
        .replace('{{text}}', L.steps[frame]);
      await step.getByText(text).waitFor({ timeout: SHOWN_WITHIN });
      prompts.push((await step.getAttribute('aria-live')) ?? '');
      // The fake camera's picture is playing before the frame is taken.
      await expect
        .poll(() => form.locator('video').evaluate((v) => (v as HTMLVideoElement).videoWidth), {
          timeout: SHOWN_WITHIN,
        })
        .toBeGreaterThan(0);
      if (i === 0) {
        await snap(page, 'kyc-live-selfie-360');
        await page.setViewportSize({ width: 1280, height: 800 });
        await snap(page, 'kyc-live-selfie-1280');
        await page.setViewportSize({ width: 360, height: 740 });
      }
      await take.click();
    }
    expect(prompts).toEqual(['assertive', 'assertive', 'assertive']);
    await form.getByText(L.done).waitFor({ timeout: SHOWN_WITHIN });
    expect(await form.locator('.live-selfie-shots img').count()).toBe(3);
    // The camera is off once the sequence is done.
    expect(await form.locator('video').count()).toBe(0);
    await form.getByRole('button', { name: K.submit }).click();

    await page.getByRole('heading', { name: K.pendingTitle }).waitFor({ timeout: SHOWN_WITHIN });
    await page.getByRole('link', { name: K.sandboxReview }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/kyc/'), { timeout: SHOWN_WITHIN });
    await page.getByText('3 frames').waitFor({ timeout: SHOWN_WITHIN });
    await page.getByRole('button', { name: 'Approve' }).click();
    await waitForPath(page, '/member/profile/kyc');
    await page.getByRole('heading', { name: K.approvedTitle }).waitFor({ timeout: SHOWN_WITHIN });
    await snap(page, 'kyc-level2-360');

    await page.goto('/wallets?name=deposit');
    await page.getByRole('button', { name: 'QR Ph' }).click();
    await page.getByPlaceholder('Enter an amount').fill('500');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/checkout/'), { timeout: SHOWN_WITHIN });
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await waitForPath(page, '/wallets');
    await page
      .getByText('has been credited to your balance')
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await page.getByText(formatMoney(50_000)).count()).toBeGreaterThan(0);

    // The deposit is played through once (its 1× requirement) and the play comes out ₱500 up: the platform's
    // own stake and credit rows stand for the rounds, which other journeys play for real.
    await stack.platform.bet(userId, 50_000);
    await stack.platform.credit(userId, 100_000);
    // No mobile is bound, so the payout code is the safebox PIN.
    const code = await stack.platform.payoutReady(userId);

    await page.goto('/wallets/card/list');
    await page.getByRole('link', { name: 'Add receiving account' }).click();
    await waitForPath(page, '/wallets/card/edit');
    await page.getByLabel('Bank', { exact: true }).selectOption({ label: 'BPI' });
    // Someone else's name is refused: payouts go only to the verified person.
    await page.getByLabel('Account holder name').fill('Pedro Santos');
    await page.getByLabel('Account number').fill('1234567890');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/The account holder must be you/).waitFor({ timeout: SHOWN_WITHIN });
    // In their own name it asks for the code (no mobile bound: the safebox PIN), then binds the account.
    await page.getByLabel('Account holder name').fill('Ana Reyes');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/safebox PIN to confirm/).waitFor({ timeout: SHOWN_WITHIN });
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Safebox PIN').fill(code);
    await page.getByRole('button', { name: 'Save' }).click();
    await waitForPath(page, '/wallets/card/list');
    await page.getByText('BPI · Ana Reyes').waitFor({ timeout: SHOWN_WITHIN });
    await page.getByText('Ready for withdrawals in 24 h (safety hold for new accounts).').waitFor();
    await stack.platform.endPayoutHolds(userId);

    await page.goto('/wallets?name=withdraw');
    await expect.poll(() => page.getByRole('radio', { name: /^BPI · / }).isChecked()).toBe(true);
    await page.getByPlaceholder('Enter an amount').fill('300');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).last().click();
    const sheet = page.getByRole('dialog', { name: 'Confirm withdrawal' });
    await sheet.getByRole('button', { name: 'Send code' }).click();
    await sheet.getByLabel('Safebox PIN').fill(code);
    await sheet.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await page
      .getByText('Withdrawal of ₱300.00 submitted. You will receive ₱300.00.', { exact: true })
      .waitFor({ timeout: SHOWN_WITHIN });

    expectNoConsoleErrors(errors);
    await context.close();
  });
});
