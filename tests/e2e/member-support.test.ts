// Identity verification and feedback, as a player and the operator go through them: photos uploaded through
// the BFF, the operator's ops commands, and the outcome back in the app and the inbox.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import common from '../../web/src/i18n/en-US.json';
import texts from '../../web/src/i18n/en-US.support.json';
import { waitForPath } from './support/app';
import { expectNoConsoleErrors, newPhonePage } from './support/browser';
import { playerContext } from './support/games';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

// The platform keeps uploads here for this file's stack (read when the platform starts).
const uploadDir = mkdtempSync(join(tmpdir(), 'e2e-uploads-'));
process.env.UPLOAD_DIR = uploadDir;
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

const env = stackAndBrowser();
const K = texts.kyc;
const F = texts.feedback;

/** A real photo to upload: the page itself, as a JPEG or PNG screenshot. */
async function photo(page: Page, type: 'jpeg' | 'png') {
  const buffer = await page.screenshot({ type, ...(type === 'jpeg' ? { quality: 80 } : {}) });
  return { name: `photo.${type === 'jpeg' ? 'jpg' : 'png'}`, mimeType: `image/${type}`, buffer };
}

async function signedIn() {
  const { token, userId } = await env.stack.platform.createUserSession();
  const context = await playerContext(env.browser, env.stack.url, token);
  return { ...(await newPhonePage(context)), context, userId };
}

describe('identity verification and feedback', () => {
  it('KYC: a wrong ID number is caught, the photos upload, the ops command approves, the page says verified', async () => {
    const { page, errors, context, userId } = await signedIn();
    await page.goto('/member/profile/kyc');
    await page
      .getByRole('form', { name: common.route.kyc })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    const jpeg = await photo(page, 'jpeg');
    const png = await photo(page, 'png');

    await page.getByLabel(K.idType).selectOption('philsys');
    await page.getByLabel(K.idNumber).fill('1234-5678');
    await page.getByLabel(K.realName).fill('Juan Dela Cruz');
    await page.getByLabel(K.birthday).fill('1990-05-17');
    await page.getByRole('button', { name: K.submit }).click();
    await page
      .getByText('This is not a valid PhilSys National ID / ePhilID number')
      .waitFor({ state: 'visible' });
    await page.getByLabel(K.idNumber).fill('1234-5678-9012-3456');

    const files = page.locator('input[type=file]');
    expect(await files.count()).toBe(2);
    await files.nth(0).setInputFiles(jpeg);
    await files.nth(1).setInputFiles(png);
    // This browser has no camera: the live selfie says so and offers a photo of the face instead.
    await page.getByRole('button', { name: K.live.start }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: /camera/ })
      .first()
      .waitFor({ timeout: SHOWN_WITHIN });
    await expect.poll(() => files.count()).toBe(3);
    await files.nth(2).setInputFiles(jpeg);
    await expect.poll(() => page.getByText(texts.upload.done).count(), { timeout: SHOWN_WITHIN }).toBe(3);
    await page.getByRole('button', { name: K.submit }).click();
    await page
      .getByRole('heading', { name: K.pendingTitle })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });

    const queue = await env.stack.platform.ops('kyc', 'list');
    const id = new RegExp(`#(\\d+) player ${userId} pending philsys "Juan Dela Cruz"`).exec(queue)?.[1];
    expect(id, queue).toBeDefined();
    const shown = await env.stack.platform.ops('kyc', 'show', id!);
    // The three photos are stored privately under the upload directory, never under the web root.
    expect(shown.split('\n').filter((l) => l.includes(`${uploadDir}/kyc/${userId}/`))).toHaveLength(3);
    expect(await env.stack.platform.ops('kyc', 'approve', id!)).toContain('approved');

    await page.reload();
    await page
      .getByRole('heading', { name: K.approvedTitle })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await page.getByText('****3456').count()).toBe(1);
    await page.goto('/email');
    await page
      .getByRole('link', { name: /Identity verified/ })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it('feedback with a screenshot: recorded as waiting, the operator replies, the reply shows in the thread and the inbox', async () => {
    const { page, errors, context, userId } = await signedIn();
    await page.goto('/feedback');
    await page
      .getByRole('form', { name: common.route.feedback })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    await page.getByText(F.categories.withdrawal, { exact: true }).click();
    await page.getByLabel(F.content).fill('My GCash withdrawal is still pending since yesterday.');
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles(await photo(page, 'png'));
    await page.getByText(texts.upload.done).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    await page.getByRole('button', { name: F.send }).click();
    await page.getByText(F.sent).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    await page.getByRole('link', { name: F.viewRecord }).click();
    await page.waitForURL(/\/feedback\/record\/\d+$/);
    const feedbackId = page.url().split('/').pop()!;
    await page.getByText(F.waiting).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    // The attached image is read back through the player's own session (no public URL).
    const img = page.getByRole('img', { name: 'Attached image 1' });
    await img.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    expect(await env.stack.platform.ops('feedback', 'list')).toContain(
      `#${feedbackId} player ${userId} open [withdrawal]`,
    );
    expect(
      await env.stack.platform.ops('feedback', 'reply', feedbackId, 'It was paid this morning. Salamat!'),
    ).toContain(`sent to player ${userId}`);

    await page.goto('/feedback/record');
    await page.getByText(F.answered).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    await page.getByRole('link', { name: new RegExp(F.categories.withdrawal) }).click();
    await waitForPath(page, `/feedback/record/${feedbackId}`);
    await page
      .getByText('It was paid this morning. Salamat!')
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    // The player answers in the thread with a new screenshot: it waits for the operator again, who sees it all.
    const replyForm = page.getByRole('form', { name: F.reply });
    await replyForm.getByLabel(F.reply).fill('Not in my GCash yet, here is the screen.');
    await replyForm
      .locator('input[type=file]')
      .first()
      .setInputFiles(await photo(page, 'jpeg'));
    await replyForm.getByText(texts.upload.done).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    await replyForm.getByRole('button', { name: F.replySend }).click();
    await page.getByText(F.waiting).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    const followUp = page.locator('.feedback-thread > li').nth(2);
    await followUp.getByText('Not in my GCash yet, here is the screen.').waitFor({ state: 'visible' });
    await followUp
      .getByRole('img', { name: 'Attached image 1' })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    const thread = await env.stack.platform.ops('feedback', 'show', feedbackId);
    expect(thread).toMatch(/reply .*: It was paid this morning\. Salamat!\nplayer .*: Not in my GCash yet/);
    expect(await env.stack.platform.ops('feedback', 'list')).toContain(
      `#${feedbackId} player ${userId} open`,
    );
    // The reply raised the inbox dot and sits in the inbox.
    await page.goto('/member');
    await page
      .locator('nav.tab-bar a[href="/member"] .dot')
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    await page.goto('/email');
    await page
      .getByRole('link', { name: new RegExp(`Reply to your feedback #${feedbackId}`) })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
