import { createHmac } from 'node:crypto';
import type { OperatorRole } from '@casino/contracts/operator-roles';
import { createTestOperator, type TestOperator } from '@casino/platform/testing';
import type { Browser, Page } from 'playwright-core';
import type { Stack } from './stack';
import { SHOWN_WITHIN } from './wait';

/** Base32 (RFC 4648, no padding) → bytes. */
function base32(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secret.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The code an authenticator app shows at `nowMs` (RFC 6238: HMAC-SHA1, 30 s steps, 6 digits), computed here. */
export function totpCode(secret: string, nowMs: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(nowMs / 1000 / 30)));
  const mac = createHmac('sha1', base32(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0xf;
  const n = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(n).padStart(6, '0');
}

/**
 * An operator made by the platform's operator service (as `ops operator add` does). Its own sign-in (for the
 * token the test kit answers) is dated two minutes back, so the code of the current step is still unused and the
 * browser can sign in with it.
 */
export function makeOperator(stack: Stack, roles: OperatorRole[]): Promise<TestOperator> {
  return createTestOperator(stack.platform.db, roles, { signedInAt: new Date(Date.now() - 120_000) });
}

/** A desk-sized page, signed in at /ops/ through the form with the current authenticator code. */
export async function consolePage(
  browser: Browser,
  stack: Stack,
  op: TestOperator,
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext({
    baseURL: stack.url,
    viewport: { width: 1440, height: 900 },
    locale: 'en-US',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 4\d\d/.test(m.text())) errors.push(m.text());
  });
  await page.goto('/ops/');
  await page.waitForURL('**/ops/sign-in');
  await page.fill('input[name=login]', op.login);
  await page.fill('input[name=password]', op.password);
  await page.fill('input[name=totp]', totpCode(op.totpSecret, Date.now()));
  await page.click('button[type=submit]');
  await page.locator('.ops-top').waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
  return { page, errors, close: () => context.close() };
}
