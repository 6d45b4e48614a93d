// The built-in live chat end to end: a support agent signs in to the console (password + authenticator code),
// a player writes from /service, the message appears in the console, and the agent's answer appears on the
// player's screen — both sides live over the chat streams, nobody reloads.
import { createHmac } from 'node:crypto';
import { createTestOperator } from '@casino/platform/testing';
import { describe, expect, it } from 'vitest';
import ops from '../../web/src/i18n/en-US.ops.json';
import texts from '../../web/src/i18n/en-US.support.json';
import { expectNoConsoleErrors, newPhonePage, watch } from './support/browser';
import { playerContext } from './support/games';
import { snap, snapAtSizes } from './support/shots';
import { stackAndBrowser } from './support/suite';
import { SHOWN_WITHIN } from './support/wait';

const env = stackAndBrowser();

/** RFC 6238 as an authenticator app computes it: HMAC-SHA1 over the 30-second step, 6 digits (RFC 4226 §5.3). */
function totp(base32Secret: string, at: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of base32Secret.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(code).padStart(6, '0');
}
const C = texts.chat;
const S = ops.ops.support;
const SIGN_IN = ops.ops.signIn;

describe('live chat: player and console', () => {
  it('a player’s message appears in the console and the agent’s answer on the player’s screen, without reload', async () => {
    // Made as the CLI makes operators; the kit's own sign-in is dated an hour back, so the code typed below is
    // one the platform has not seen (each code signs in once).
    const agent = await createTestOperator(env.stack.platform.db, ['support'], {
      signedInAt: new Date(Date.now() - 3_600_000),
    });

    // The agent signs in at /ops/ as they would: login, password, and the code their authenticator shows now.
    const desk = await env.browser.newContext({
      baseURL: env.stack.url,
      viewport: { width: 1440, height: 900 },
    });
    const { page: console_, errors: deskErrors } = watch(await desk.newPage());
    await console_.goto('/ops/sign-in');
    await console_.getByLabel(SIGN_IN.login).fill(agent.login);
    await console_.getByLabel(SIGN_IN.password).fill(agent.password);
    await console_.getByLabel(SIGN_IN.totp).fill(totp(agent.totpSecret, Date.now()));
    await console_.getByRole('button', { name: SIGN_IN.submit }).click();
    await console_
      .getByRole('heading', { name: S.title })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    await console_.getByText(S.noOpenChats).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });

    // The player opens /service: no third-party widget here, so the built-in chat, with the agent online.
    const { token, userId } = await env.stack.platform.createUserSession();
    const context = await playerContext(env.browser, env.stack.url, token);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/service');
    await page
      .getByText('1 agent online', { exact: false })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    await snapAtSizes(page, 'chat-service-before', async () => {}, true);
    await page.getByRole('button', { name: C.start }).click();
    const box = page.getByRole('textbox', { name: C.message });
    await box.fill('Hi, my GCash deposit is not showing yet.');
    await page.getByRole('button', { name: C.send, exact: true }).click();
    await page.getByText('Hi, my GCash deposit is not showing yet.').waitFor({ state: 'visible' });

    // The console's list shows it without a reload; the agent opens it and answers.
    const item = console_.getByRole('button', { name: new RegExp(`Player ${userId}`) });
    await item.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    await item.click();
    await console_
      .getByRole('region', { name: `Chat with player ${userId}` })
      .getByText('Hi, my GCash deposit is not showing yet.')
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    await console_.getByRole('textbox', { name: S.answer }).fill('Hello! It was credited a minute ago.');
    await console_.getByRole('button', { name: S.send, exact: true }).click();

    // The player's screen shows the answer (and who joined), still the same page load.
    await page
      .getByText('Hello! It was credited a minute ago.')
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    expect(await page.getByText(`Agent ${agent.id} joined the chat.`).count()).toBe(1);
    const navigations = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    expect(navigations).toBe(1);

    // The player writes again: it reaches the open conversation in the console live.
    await box.fill('Thank you, I see it now!');
    await page.getByRole('button', { name: C.send, exact: true }).click();
    // in the open conversation (the inbox row's preview may show the same words, or not yet)
    await console_
      .getByRole('region', { name: `Chat with player ${userId}` })
      .getByText('Thank you, I see it now!')
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });

    await snapAtSizes(page, 'chat-service-live', async () => {}, true);
    await snap(console_, 'console-support-1440');
    await console_.setViewportSize({ width: 1280, height: 800 });
    await snap(console_, 'console-support-1280');
    await console_.getByRole('tab', { name: S.tab.feedback }).click();
    await console_.getByText(S.pickFeedback).waitFor({ state: 'visible' });
    await snap(console_, 'console-feedback-1280');

    expectNoConsoleErrors(errors);
    expectNoConsoleErrors(deskErrors);
    await context.close();
    await desk.close();
  });

  it('the VIP desk says how VIP support works and which level opens it', async () => {
    const { token } = await env.stack.platform.createUserSession();
    const context = await playerContext(env.browser, env.stack.url, token);
    const { page, errors } = await newPhonePage(context);
    await page.goto('/service/vip');
    await page
      .getByRole('heading', { name: texts.support.vipHowTitle })
      .waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
    await page.getByText(texts.support.vipHowOpens.replace('{{level}}', '1')).waitFor({ state: 'visible' });
    expect(await page.getByText(texts.support.vipHowQueue).count()).toBe(1);
    await snapAtSizes(page, 'service-vip', async () => {}, true);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
