import { atom } from 'nanostores';
import type { OperatorProfile } from '../api/ops-calls';

// Per tab (sessionStorage), never beside the player's token: an operator session is short and a closed tab
// should not leave it behind on a shared desk.
const TOKEN_KEY = 'ops.token';
const PROFILE_KEY = 'ops.profile';

function read(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
function write(key: string, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // storage off (private mode): the session lives as long as the page
  }
}
function readProfile(): OperatorProfile | null {
  try {
    const p = JSON.parse(read(PROFILE_KEY) ?? 'null') as OperatorProfile | null;
    return p && typeof p.login === 'string' && Array.isArray(p.roles) ? p : null;
  } catch {
    return null;
  }
}

export const $opsToken = atom<string | null>(read(TOKEN_KEY));
export const $operator = atom<OperatorProfile | null>(read(TOKEN_KEY) ? readProfile() : null);
/** Why the last session ended, for the sign-in page ("signed out", "session expired"). */
export const $signedOutReason = atom<'expired' | 'signedOut' | null>(null);

export function signedIn(token: string, profile: OperatorProfile): void {
  write(TOKEN_KEY, token);
  write(PROFILE_KEY, JSON.stringify(profile));
  $signedOutReason.set(null);
  $opsToken.set(token);
  $operator.set(profile);
}

/** Ends the session in this tab: a 401 (expired, signed out elsewhere) or the operator's own sign-out. */
export function signedOut(reason: 'expired' | 'signedOut' = 'expired'): void {
  write(TOKEN_KEY, null);
  write(PROFILE_KEY, null);
  $opsToken.set(null);
  $operator.set(null);
  $signedOutReason.set(reason);
}
