import { describe, it } from 'vitest';
import { newPhonePage } from './support/browser';
import { playerContext } from './support/games';
import { stackAndBrowser } from './support/suite';

const env = stackAndBrowser();

describe('protection screenshots', () => {
  it('shoots', async () => {
    const { token, userId } = await env.stack.platform.createUserSession();
    await env.stack.platform.credit(userId, 100_000);
    const call = (name: string, body: Record<string, unknown>) =>
      fetch(`${env.stack.url}/app/v1/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify(body),
      }).then((r) => r.json());
    await call('selfLimitSet', { kind: 'deposit', period: 'day', amount: 100_000 });
    await call('selfLimitSet', { kind: 'deposit', period: 'day', amount: 200_000 });
    await call('selfLimitSet', { kind: 'loss', period: 'week', amount: 300_000 });
    await call('selfLimitSet', { kind: 'session', period: 'day', amount: 90 });
    await env.stack.platform.deposit(token, 40_000);
    for (const [w, h] of [
      [360, 740],
      [1280, 800],
    ] as const) {
      const context = await playerContext(env.browser, env.stack.url, token);
      const { page } = await newPhonePage(context);
      await page.setViewportSize({ width: w, height: h });
      await page.goto('/member/self-limited');
      await page.getByRole('region', { name: 'Deposit limit' }).waitFor();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/protect-limits-${w}.png`, fullPage: true });
      await context.close();
    }
    await call('coolOffSet', { hours: 72 });
    for (const [w, h] of [
      [360, 740],
      [1280, 800],
    ] as const) {
      const context = await playerContext(env.browser, env.stack.url, token);
      const { page } = await newPhonePage(context);
      await page.setViewportSize({ width: w, height: h });
      await page.goto('/');
      await page.getByRole('heading', { name: 'You are taking a break' }).waitFor();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/protect-restricted-${w}.png`, fullPage: false });
      await page.goto('/member/self-limited');
      await page.getByRole('region', { name: 'Deposit limit' }).waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/protect-limits-paused-${w}.png`, fullPage: true });
      await context.close();
    }
  });
});
