import type { Page } from 'playwright-core';
import popups from '../../../web/src/i18n/en-US.popups.json';
import { KEY } from '../../../web/src/lib/storage';
import { SHOWN_WITHIN } from './wait';

/** localStorage key under which the web keeps the session token (read from web/src/lib/storage.ts). */
export const TOKEN_KEY = KEY.token;

/** Resolves when the page's path (without query) equals `path`; fails with what it saw instead. */
export async function waitForPath(page: Page, path: string, timeout = SHOWN_WITHIN): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === path, { timeout });
  } catch {
    throw new Error(
      `expected to reach ${path}, still at ${new URL(page.url()).pathname} after ${timeout} ms`,
    );
  }
}

/** The age/eligibility sheet is identified by its decline button (spec §2 overlays). */
export function ageSheetDecline(page: Page) {
  return page.getByRole('button', { name: 'I Do Not Accept' });
}

export function ageSheetAccept(page: Page) {
  return page.getByRole('button', { name: 'Accept', exact: true });
}

/** Clicks Accept on the age sheet when it shows, so later pages are not covered by it. */
export async function acceptAgeSheet(page: Page, timeout = SHOWN_WITHIN): Promise<void> {
  await ageSheetAccept(page).waitFor({ state: 'visible', timeout });
  await ageSheetAccept(page).click();
  await ageSheetDecline(page).waitFor({ state: 'hidden', timeout });
}

/** Puts a token where the web keeps it; takes effect on the next load. */
export async function storeToken(page: Page, token: string | null): Promise<void> {
  await page.evaluate(
    ([key, value]) => {
      if (value === null) localStorage.removeItem(key!);
      else localStorage.setItem(key!, value);
    },
    [TOKEN_KEY, token] as const,
  );
}

/** Lets the start-up calls settle before asserting that something did not happen. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
}

/** Taps through the reward popup after a claim and answers its text. */
export async function takeReward(page: Page): Promise<string> {
  const popup = page.getByRole('dialog', { name: popups.popup.rewardTitle });
  await popup.waitFor({ state: 'visible', timeout: SHOWN_WITHIN });
  const text = (await popup.textContent()) ?? '';
  await popup.click();
  await popup.waitFor({ state: 'hidden' });
  return text;
}
