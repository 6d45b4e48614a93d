import { postOpsCall } from '@casino/platform/testing';
import { describe, expect, it } from 'vitest';
import texts from '../../web/src/i18n/en-US.ops.json';
import { consolePage, makeOperator, totpCode } from './support/ops';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const env = stackAndBrowser();
const T = texts.ops;
const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));

describe('operator console: an admin runs the desk', () => {
  it('creates a support operator who can sign in, changes their roles, re-issues their sign-in, disables them, and changes a bonus through its form', async () => {
    const { stack, browser } = env;
    const admin = await makeOperator(stack, ['admin']);
    const desk = await consolePage(browser, stack, admin);
    const { page } = desk;

    // a new support operator: the password and authenticator secret are shown once, with their QR code
    await page.getByRole('link', { name: T.nav.operators, exact: true }).click();
    await page.getByLabel(T.operators.col.login).fill('Ana.Support');
    await page.getByRole('checkbox', { name: T.role.support }).check();
    await page.getByRole('button', { name: T.operators.create.submit }).click();
    const secretPanel = page.locator('.ops-secret');
    await secretPanel.getByText(T.operators.created.once).waitFor({ timeout: SHOWN_WITHIN });
    await secretPanel.getByRole('img', { name: T.operators.created.qr }).waitFor();
    const codes = await secretPanel.locator('.ops-secret-value').allTextContents();
    const [password, secret] = codes as [string, string];
    expect(secret).toMatch(/^[A-Z2-7]+$/);

    // the new operator signs in with what the panel showed (the platform answers their roles)
    const login = await postOpsCall(stack.platform.app, 'operatorLogin', {
      login: 'ana.support',
      password,
      totp: totpCode(secret, Date.now()),
    });
    expect(login.errcode).toBe(0);
    expect((login.data as { operator: { roles: string[] } }).operator.roles).toEqual(['support']);

    // closing the panel forgets the secret; the list shows the operator, and who created them
    await page.getByRole('button', { name: T.operators.created.done }).click();
    expect(await page.getByText(secret).count()).toBe(0);
    const row = page.locator('tr', { hasText: 'ana.support' }).first();
    await row.getByText(T.operators.state.active).waitFor({ timeout: SHOWN_WITHIN });

    // the side panel changes their roles (with a reason) and re-issues a lost sign-in, shown once
    await row.getByRole('button', { name: T.operators.manageBtn }).click();
    const manage = page.locator('.ops-manage');
    await manage.getByRole('checkbox', { name: T.role.kyc }).check();
    await manage.getByRole('textbox', { name: T.reason.label }).fill('Also reviews KYC');
    await manage.getByRole('button', { name: T.operators.manage.saveRoles }).click();
    await manage.getByRole('status').waitFor({ timeout: SHOWN_WITHIN });
    await row.getByText(T.role.kyc).waitFor({ timeout: SHOWN_WITHIN });
    await manage.getByRole('button', { name: T.operators.manage.reissue }).click();
    const ask = page.getByRole('dialog');
    await ask.getByRole('textbox').fill('Lost the phone');
    await ask.getByRole('button', { name: T.operators.manage.reissue }).click();
    await secretPanel
      .getByText(fill(T.operators.reissued.title, { login: 'ana.support' }))
      .waitFor({ timeout: SHOWN_WITHIN });
    const [newPassword, newSecret] = (await secretPanel.locator('.ops-secret-value').allTextContents()) as [
      string,
      string,
    ];
    expect(newSecret).not.toBe(secret);
    const oldToken = (login.data as { token: string }).token;
    expect((await postOpsCall(stack.platform.app, 'operatorMe', {}, oldToken)).status).toBe(401);
    const again = await postOpsCall(stack.platform.app, 'operatorLogin', {
      login: 'ana.support',
      password: newPassword,
      totp: totpCode(newSecret, Date.now()),
    });
    expect((again.data as { operator: { roles: string[] } }).operator.roles).toEqual(['support', 'kyc']);
    await page.getByRole('button', { name: T.operators.created.done }).click();
    expect(await page.getByText(newSecret).count()).toBe(0);

    // disabling asks why, then ends their session at once
    await row.getByRole('button', { name: T.operators.disable }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('Left the company');
    await dialog.getByRole('button', { name: T.operators.disable }).click();
    await row.getByText(T.operators.state.disabled).waitFor({ timeout: SHOWN_WITHIN });
    const activity = page.locator('tr', { hasText: 'Left the company' });
    await activity.getByText(admin.login).waitFor({ timeout: SHOWN_WITHIN });
    const me = await postOpsCall(
      stack.platform.app,
      'operatorMe',
      {},
      (again.data as { token: string }).token,
    );
    expect(me.errcode).not.toBe(0);

    // the first deposit rate, typed in percent: the change is shown before it is saved, then in the history
    await page.getByRole('link', { name: T.nav.config }).click();
    await page.getByRole('button', { name: T.config.programme.deposit.title }).click();
    const rate = page.locator('#cf-depositActivities-firstDeposit-rateBp');
    await rate.waitFor({ timeout: SHOWN_WITHIN });
    await rate.fill('120');
    const review = page.locator('.ops-config-review');
    const change = review.locator('tr', { hasText: T.config.fields.firstDeposit });
    await change.getByText('100\u00a0%').waitFor();
    await change.getByText('120\u00a0%').waitFor();
    await review.getByLabel(T.reason.label).fill('Holiday first deposit offer');
    await review.getByRole('button', { name: T.config.saveNow }).click();
    await review.getByRole('status').waitFor({ timeout: SHOWN_WITHIN });
    const version = page.locator('tr', { hasText: 'Holiday first deposit offer' });
    await version.getByText(admin.login).waitFor({ timeout: SHOWN_WITHIN });
    await version.getByText(fill(T.config.fieldsChanged_one, { count: 1 })).waitFor();

    // what players are paid follows the saved document
    const settings = await postOpsCall(stack.platform.app, 'configGet', { key: 'settings' }, admin.token);
    const doc = (settings.data as { doc: { depositActivities: { firstDeposit: { rateBp: number } } } }).doc;
    expect(doc.depositActivities.firstDeposit.rateBp).toBe(12_000);

    expect(desk.errors).toEqual([]);
    await desk.close();
  });
});
