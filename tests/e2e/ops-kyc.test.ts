// The console's KYC queue as a reviewer works it: a player's submission waits in the queue with its documents,
// the reviewer opens the next one (n), approves it (a), and the player's KYC page says verified.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import common from '../../web/src/i18n/en-US.json';
import opsTexts from '../../web/src/i18n/en-US.ops.json';
import texts from '../../web/src/i18n/en-US.support.json';
import { expectNoConsoleErrors, newPhonePage } from './support/browser';
import { playerContext } from './support/games';
import { consolePage, makeOperator } from './support/ops';
import { platformCall } from './support/platform-api';
import { snap } from './support/shots';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const uploadDir = mkdtempSync(join(tmpdir(), 'e2e-ops-kyc-'));
process.env.UPLOAD_DIR = uploadDir;
afterAll(() => rmSync(uploadDir, { recursive: true, force: true }));

const env = stackAndBrowser();
const T = opsTexts.ops;
const K = texts.kyc;

describe('operator console: KYC queue', () => {
  it('a reviewer opens the next submission, sees its documents, approves it, and the player is verified', async () => {
    const { stack, browser } = env;
    const { token, userId } = await stack.platform.createUserSession();
    const context = await playerContext(browser, stack.url, token);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/member/profile/kyc');
    await page
      .getByRole('form', { name: common.route.kyc })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });

    // The player's photos: real pictures (the page itself), uploaded and submitted through the player's calls.
    const shot = async () => (await page.screenshot({ type: 'jpeg', quality: 80 })).toString('base64');
    const upload = async (kind: string) => {
      const r = await platformCall(stack.platform.url, 'uploadKyc', token, {
        kind,
        contentType: 'image/jpeg',
        dataBase64: await shot(),
      });
      expect(r.errcode).toBe(0);
      return (r.data as { fileId: string }).fileId;
    };
    const submitted = await platformCall(stack.platform.url, 'addKyc', token, {
      idType: 'passport',
      idNumber: `P${String(userId).padStart(7, '0')}A`,
      realName: 'Ana Reyes',
      birthday: '1995-02-03',
      idFrontFileId: await upload('idFront'),
      selfieFileId: await upload('selfie'),
    });
    expect(submitted.errcode).toBe(0);

    const reviewer = await makeOperator(stack, ['kyc']);
    const desk = await consolePage(browser, stack, reviewer);
    await desk.page.getByRole('link', { name: T.nav.kyc }).click();
    await desk.page.locator('tr', { hasText: 'Ana Reyes' }).waitFor({ timeout: SHOWN_WITHIN });
    await desk.page.keyboard.press('n');
    const detail = desk.page.locator('.ops-detail');
    await detail.getByText('Ana Reyes').first().waitFor({ timeout: SHOWN_WITHIN });
    // The documents arrive as bytes through the operator call: data: URLs, never a link anyone could open.
    await expect
      .poll(() => detail.locator('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src)), {
        timeout: SHOWN_WITHIN,
      })
      .toEqual([expect.stringMatching(/^data:image\//), expect.stringMatching(/^data:image\//)]);
    await snap(desk.page, 'ops-kyc-open-1440');
    await desk.page.setViewportSize({ width: 1280, height: 800 });
    await snap(desk.page, 'ops-kyc-open-1280');
    await desk.page.keyboard.press('a');
    await desk.page.getByText(T.kyc.done.approve).waitFor({ timeout: SHOWN_WITHIN });
    await desk.page
      .locator('tr', { hasText: 'Ana Reyes' })
      .waitFor({ state: 'detached', timeout: SHOWN_WITHIN });
    await snap(desk.page, 'ops-kyc-empty-1280');

    await page.reload();
    await page
      .getByRole('heading', { name: K.approvedTitle })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(desk.errors).toEqual([]);
    expectNoConsoleErrors(errors);
    await desk.close();
    await context.close();
  });
});
