// The safebox page's state and actions: figures read fresh on open, each move answered with both balances,
// which then flow to $wallet (the header) and $user (safebox, hasSafeboxPassword).

import { ERR } from '@casino/contracts/errors';
import { atom } from 'nanostores';
import { type CallFailure, call } from '../../api/call';
import type { ShownError } from '../../components/form/error-text';
import { $user } from '../../stores/session';
import { applyBalance } from '../../stores/wallet';
import { safeboxFailure } from './safebox-logic';

export interface SafeboxState {
  status: 'loading' | 'ready' | 'failed';
  /** Wallet coin (can be bet), minor units. */
  coin: number;
  /** Safebox coin (cannot be bet), minor units. */
  safebox: number;
  hasPassword: boolean;
}

const UNREAD: SafeboxState = { status: 'loading', coin: 0, safebox: 0, hasPassword: false };
export const $safebox = atom<SafeboxState>(UNREAD);

// bumped when the page closes: an answer to a read started before then is dropped
let generation = 0;

/** Forgets the figures when the page closes, so the next visit (maybe another player) starts from loading. */
export function resetSafebox(): void {
  generation++;
  $safebox.set(UNREAD);
}

export type Outcome = { ok: true } | { ok: false; error: ShownError };

function refused(res: CallFailure): Outcome {
  if (res.errcode === ERR.INSUFFICIENT_BALANCE) void loadSafebox({ quiet: true });
  return { ok: false, error: safeboxFailure(res) };
}

function apply(next: Partial<SafeboxState>): void {
  const s = { ...$safebox.get(), ...next, status: 'ready' as const };
  $safebox.set(s);
  applyBalance({ coin: s.coin });
  const user = $user.get();
  if (user) $user.set({ ...user, safebox: s.safebox, hasSafeboxPassword: s.hasPassword });
}

/**
 * Reads the balances and whether a password is set (the user info carries all three). `quiet` keeps the
 * page as it is meanwhile (a refusal said the figures on screen were stale).
 */
export async function loadSafebox({ quiet = false } = {}): Promise<void> {
  if (!quiet) $safebox.set({ ...$safebox.get(), status: 'loading' });
  const asked = generation;
  const res = await call('getAfterLoginInfoWeb', {}, { tips: !quiet });
  if (asked !== generation) return;
  if (!res.ok) {
    if (!quiet) $safebox.set({ ...$safebox.get(), status: 'failed' });
    return;
  }
  const u = res.data.user;
  apply({ coin: u.coin, safebox: u.safebox, hasPassword: u.hasSafeboxPassword });
}

export async function setSafeboxPassword(password: string, oldPassword?: string): Promise<Outcome> {
  const res = await call('safeboxSetPassword', { password, ...(oldPassword ? { oldPassword } : {}) });
  if (!res.ok) return refused(res);
  apply({ hasPassword: true });
  return { ok: true };
}

/** Wallet → safebox. */
export async function moveIn(amount: number): Promise<Outcome> {
  const res = await call('safeboxDeposit', { amount });
  if (!res.ok) return refused(res);
  apply(res.data);
  return { ok: true };
}

/** Safebox → wallet; needs the password. */
export async function moveOut(amount: number, password: string): Promise<Outcome> {
  const res = await call('safeboxWithdraw', { amount, password });
  if (!res.ok) return refused(res);
  apply(res.data);
  return { ok: true };
}
