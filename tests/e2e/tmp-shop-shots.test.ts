import { describe, it } from 'vitest';
import { newPhonePage } from './support/browser';
import { playerContext } from './support/games';
import { stackAndBrowser } from './support/suite';

const env = stackAndBrowser();

async function api(page: import('playwright-core').Page, token: string, name: string, body: unknown = {}) {
  return page.evaluate(
    async ([n, b, auth]) =>
      (
        await fetch(`/app/v1/${n}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: auth as string },
          body: JSON.stringify(b),
        })
      ).json(),
    [name, body, token] as const,
  );
}

describe('shots', () => {
  it('takes them', async () => {
    const { token, userId } = await env.stack.platform.createUserSession();
    await env.stack.platform.ops('mail', 'send', '--to', String(userId), '--title', 'D', '--body', 'x', '--reward', '60001:1240', '--reward', '2002:160');
    for (const [w, h] of [[360, 740], [1280, 800]] as const) {
      const context = await playerContext(env.browser, env.stack.url, token);
      const { page } = await newPhonePage(context);
      await page.setViewportSize({ width: w, height: h });
      await page.goto('/points');
      if (w === 360) {
        const inbox = (await api(page, token, 'getMail2')) as { data: { list: { id: number }[] } };
        await api(page, token, 'receiveMail', { id: inbox.data.list[0]?.id });
        await api(page, token, 'diamondExchangeScratchcard', { count: 3, requestId: 'shots-cards-0001' });
        await page.reload();
      }
      await page.getByTestId('diamond-balance').waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shop-points-${w}.png`, fullPage: true });
      await page.getByRole('tab', { name: 'Scratch' }).click();
      await page.getByRole('button', { name: 'Scratch a card' }).click();
      const canvas = page.getByTestId('scratch-canvas');
      await canvas.waitFor();
      const box = (await canvas.boundingBox())!;
      await page.mouse.move(box.x + 10, box.y + box.height / 2);
      await page.mouse.down();
      for (let i = 1; i < 6; i++) await page.mouse.move(box.x + (i * box.width) / 12, box.y + box.height / 2 + (i % 2) * 20);
      await page.mouse.up();
      await page.screenshot({ path: `/tmp/shop-scratch-${w}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Reveal all' }).click();
      await page.getByTestId('scratch-prize').waitFor();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shop-scratch-done-${w}.png`, fullPage: false });
      await page.getByRole('tab', { name: 'History' }).click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shop-history-${w}.png`, fullPage: true });
      await page.goto('/activity/follow');
      await page.getByText('Facebook').first().waitFor();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/shop-follow-${w}.png`, fullPage: true });
      await context.close();
    }
  }, 120_000);
});
