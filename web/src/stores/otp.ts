import { SMS_RESEND_COOLDOWN_S } from '@casino/contracts/constants';
import type { AuthMode } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import { normalisePhMobile } from '@casino/contracts/phone';
import { type CallResult, call } from '../api/call';

// When each number may ask for a new code (the platform's cooldown is per number, whatever the auth mode);
// kept while the app runs so leaving the page and coming back does not reset the countdown.
const resendAt = new Map<string, number>();

function keyOf(mobile: string): string {
  return normalisePhMobile(mobile) ?? mobile;
}

/** Epoch ms when a new code may be asked for this number; 0 when it may be now. */
export function resendAvailableAt(mobile: string, now = Date.now()): number {
  const at = resendAt.get(keyOf(mobile)) ?? 0;
  return at > now ? at : 0;
}

/**
 * smsSend; starts the resend countdown from the answer (60 s by default), or from a cooldown or 429
 * refusal's typed wait (detail.retryAfterSeconds).
 */
export async function sendSmsCode(
  mobile: string,
  mode: AuthMode,
): Promise<CallResult<{ resendAfterSeconds: number; expiresInSeconds: number }>> {
  const res = await call('smsSend', { mobile, type: mode });
  const now = Date.now();
  let wait: number | undefined;
  if (res.ok) wait = res.data.resendAfterSeconds || SMS_RESEND_COOLDOWN_S;
  else if (res.errcode === ERR.SMS_COOLDOWN) wait = res.detail?.retryAfterSeconds ?? SMS_RESEND_COOLDOWN_S;
  else if (res.errcode === ERR.RATE_LIMITED) wait = res.detail?.retryAfterSeconds;
  if (wait) resendAt.set(keyOf(mobile), now + wait * 1000);
  return res;
}

/** Tests start with no countdown running. */
export function resetOtpTimers(): void {
  resendAt.clear();
}
