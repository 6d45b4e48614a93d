// Helpers for the game journeys: a signed-in phone context, the game frame, and money read off the screen.
import { parseAmount } from '@casino/contracts/money';
import type { Browser, BrowserContext, FrameLocator, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { KEY } from '../../../web/src/lib/storage';
import { waitForPath } from './app';
import { newPhoneContext, newPhonePage } from './browser';
import type { Suite } from './suite';
import { SHOWN_WITHIN } from './wait';

/**
 * A phone context whose pages start signed in with `token` and past the age notice (already accepted on
 * this device), so a journey begins where a returning player would. Set before any page script runs.
 */
export async function playerContext(
  browser: Browser,
  baseURL: string,
  token: string,
): Promise<BrowserContext> {
  const context = await newPhoneContext(browser, baseURL);
  await context.addInitScript(
    ([tokenKey, ageKey, value]) => {
      localStorage.setItem(ageKey!, '1');
      if (!localStorage.getItem(tokenKey!)) localStorage.setItem(tokenKey!, value!);
    },
    [KEY.token, KEY.ageAccepted, token] as const,
  );
  return context;
}

/** A visitor's context that has accepted the age notice before (the notice has its own journeys). */
export async function visitorContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await newPhoneContext(browser, baseURL);
  await context.addInitScript((ageKey) => localStorage.setItem(ageKey, '1'), KEY.ageAccepted);
  return context;
}

/**
 * A fresh player credited with `coin` (₱1,000.00 unless told), signed in on the lobby once its header shows
 * that balance.
 */
export async function playerInLobby(env: Suite, coin = 100_000) {
  const { token, userId } = await env.stack.platform.createUserSession();
  await env.stack.platform.credit(userId, coin);
  const context = await playerContext(env.browser, env.stack.url, token);
  const watched = await newPhonePage(context);
  await watched.page.goto('/');
  const shown = await lobbyBalance(watched.page);
  if (shown !== coin) throw new Error(`the lobby shows ${shown} after a credit of ${coin}`);
  return { ...watched, context, token };
}

/**
 * A tile's link name: "Play <name>", then its HOT / NEW tag when it has one — matched whole, so
 * "Isla Double or Nothing" never finds its Mini.
 */
export function playName(gameName: string): RegExp {
  const escaped = gameName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^Play ${escaped}(?: HOT| NEW)?$`);
}

/** Taps the game's lobby tile; answers the game in /game/start's frame. */
export async function openGame(page: Page, gameName: string): Promise<FrameLocator> {
  await page.getByRole('link', { name: playName(gameName) }).click();
  await waitForPath(page, '/game/start');
  return gameFrame(page, gameName);
}

/** "₱1,234.50" (anywhere in the text) → 123450 minor units; fails when the text shows no amount. */
export function moneyIn(text: string): number {
  const m = /-?₱[\d,]+\.\d{2}/.exec(text);
  if (!m) throw new Error(`no amount in ${JSON.stringify(text)}`);
  const negative = m[0].startsWith('-');
  const parsed = parseAmount(m[0].replace(/^-/, ''));
  if (!parsed.ok) throw new Error(`not an amount: ${m[0]}`);
  return negative ? -parsed.minor : parsed.minor;
}

/** The balance chip of the lobby header, once the wallet has loaded. */
export async function lobbyBalance(page: Page): Promise<number> {
  const chip = page.getByRole('link', { name: /^Balance/ });
  await chip.filter({ hasText: '₱' }).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
  return moneyIn((await chip.textContent()) ?? '');
}

/** The in-house game shown in /game/start's frame (the frame is titled with the game's name). */
export function gameFrame(page: Page, gameName: string): FrameLocator {
  return page.locator(`iframe[title="${gameName}"]`).contentFrame();
}

/** The balance the game page shows in its top bar. */
export async function frameBalance(game: FrameLocator): Promise<number> {
  const out = game.getByRole('status', { name: 'Balance' });
  await out.filter({ hasText: '₱' }).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
  return moneyIn((await out.textContent()) ?? '');
}

/** The round button in the game's top bar that opens a panel (rules, last rounds, fairness) by its title. */
export function panelButton(game: FrameLocator, title: string): Locator {
  return game.getByRole('button', { name: title, exact: true });
}

/** One of the game page's panels (rules, last rounds, fairness): the bottom sheet it opens in. */
export function panel(game: FrameLocator, title: string): Locator {
  return game.getByRole('dialog', { name: title });
}

/** Opens a panel's sheet (closing another panel's first) and answers it. */
/**
 * The value shown after a label in the fairness sheet's list (`title` is the sheet's name); `close` closes the sheet
 * back to the game after reading.
 */
export async function fairValue(
  game: FrameLocator,
  title: string,
  label: string,
  close = false,
): Promise<string> {
  const dd = (await openPanel(game, title))
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd[1]');
  await dd.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
  const value = ((await dd.textContent()) ?? '').trim();
  if (close) await closePanel(game);
  return value;
}

export async function openPanel(game: FrameLocator, title: string): Promise<Locator> {
  const p = panel(game, title);
  if (await p.isVisible()) return p;
  await closePanel(game);
  await panelButton(game, title).click();
  await p.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
  return p;
}

/** Closes the open panel sheet, if any: the game under it can be played again. */
export async function closePanel(game: FrameLocator): Promise<void> {
  const open = game.getByRole('dialog').filter({ has: game.locator('.play-sheet') });
  if ((await open.count()) === 0) return;
  await open.locator(':scope > .sheet-actions').getByRole('button', { name: 'Close', exact: true }).click();
  await open.waitFor({ state: 'detached', timeout: SHOWN_WITHIN });
}

/** The recall's entries once it lists `count` rounds (newest first) and the newest has ended; the sheet closes after. */
export async function recallRows(game: FrameLocator, title: string, count: number): Promise<RecallRow[]> {
  const rows = (await openPanel(game, title)).getByRole('listitem');
  await rows.nth(count - 1).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
  // a running round (Crash's climb) is listed as open; the list reloads when it settles
  await expect
    .poll(async () => (await readRecallRow(rows.first())).status, { timeout: SHOWN_WITHIN })
    .not.toBe('Open');
  const read: RecallRow[] = [];
  for (const row of await rows.all()) read.push(await readRecallRow(row));
  await closePanel(game);
  return read;
}

export interface RecallRow {
  nonce: number;
  status: string;
  bet: number;
  win: number;
  before: number;
  after: number;
  steps: string;
}

/** A recall entry as the player reads it: "… · #nonce · Settled", "Bet ₱… · Win ₱… · Balance ₱… → ₱…". */
export async function readRecallRow(row: Locator): Promise<RecallRow> {
  // the panel reloads after a round: its placeholder rows carry no text until the entries arrive
  await row.filter({ hasText: /#\d+ · .*Bet / }).waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
  // its lines (date · nonce · status, money, steps) are the entry's child blocks
  const text = (await row.locator(':scope > *').allTextContents()).join(' ').replace(/\s+/g, ' ');
  const head = /#(\d+) · (\w+)/.exec(text);
  const money = /Bet (\S+) · Win (\S+) · Balance (\S+) → (\S+)/.exec(text);
  if (!head || !money) throw new Error(`unexpected recall entry: ${text}`);
  const steps = /Verify this round ?(.*)$/.exec(text)?.[1] ?? '';
  return {
    nonce: Number(head[1]),
    status: head[2]!,
    bet: moneyIn(money[1]!),
    win: moneyIn(money[2]!),
    before: moneyIn(money[3]!),
    after: moneyIn(money[4]!),
    steps: steps.trim(),
  };
}

/**
 * The player's coin as the platform itself answers it (straight to the platform, not through the BFF);
 * the platform answers refreshData at the top level of the envelope (spec §7).
 */
export async function platformCoin(platformUrl: string, token: string): Promise<number> {
  const res = await fetch(`${platformUrl}/app/v1/refreshData`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: '{}',
  });
  const body = (await res.json()) as { errcode: number; msg: string; coin?: number };
  if (body.errcode !== 0 || typeof body.coin !== 'number') {
    throw new Error(`refreshData answered ${JSON.stringify(body).slice(0, 200)}`);
  }
  return body.coin;
}

/** Signs the token out on the platform, as the player's other device or a password change would. */
export async function platformLogout(platformUrl: string, token: string): Promise<void> {
  const res = await fetch(`${platformUrl}/app/v1/logout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: '{}',
  });
  const body = (await res.json()) as { errcode: number; msg: string };
  if (body.errcode !== 0) throw new Error(`logout answered ${JSON.stringify(body).slice(0, 200)}`);
}

/** Closes the game: back in the lobby, the header and the platform both hold `expected` (the exit settled). */
export async function closeGameExpecting(
  page: Page,
  platformUrl: string,
  token: string,
  expected: number,
): Promise<void> {
  await page.getByRole('button', { name: 'Close game' }).click();
  await waitForPath(page, '/');
  await expect.poll(() => lobbyBalance(page), { timeout: SHOWN_WITHIN }).toBe(expected);
  expect(await platformCoin(platformUrl, token)).toBe(expected);
}
