import { KEY, readLocal, writeLocal } from '../lib/storage';

/**
 * A share link carries the inviter as `?pid=<user id>` on any page. The first one opened on this device is
 * kept until a sign-up sends it (first touch wins: a later link does not steal the invite).
 */
export function captureInvite(search: string): void {
  if (readLocal(KEY.invitePid)) return;
  const pid = new URLSearchParams(search).get('pid');
  if (pid && /^[1-9]\d{0,14}$/.test(pid)) writeLocal(KEY.invitePid, pid);
}

/** The stored inviter, for the sign-up calls' `pid`. */
export function invitePid(): number | undefined {
  const pid = Number(readLocal(KEY.invitePid));
  return pid > 0 ? pid : undefined;
}

/** This device's id (preLogin stores it), sent with a sign-up: the invite rules compare it with the inviter's. */
export function signUpDeviceId(): string | undefined {
  return readLocal(KEY.deviceId) ?? undefined;
}
