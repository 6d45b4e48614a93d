// The one-time code that adding or changing a receiving account and each withdrawal need: asked for with
// payoutCodeSend (a text to the bound mobile, or "use your safebox PIN" where none is bound). The platform
// decides and checks; the page only asks, shows where the code went and counts down the resend wait.

import { atom } from 'nanostores';
import { call } from '../../api/call';
import { describeFailure } from '../../components/form/error-text';

export interface PayoutCodeState {
  status: 'idle' | 'sending' | 'sent' | 'failed';
  /** sms: a code went to `mobile`; safebox: the safebox PIN is the code. Unknown until asked. */
  via: 'sms' | 'safebox' | null;
  /** Masked number the code went to. */
  mobile: string;
  /** Epoch ms before which another code cannot be asked for. */
  resendAt: number;
  error: string;
}

const IDLE: PayoutCodeState = { status: 'idle', via: null, mobile: '', resendAt: 0, error: '' };
export const $payoutCode = atom<PayoutCodeState>(IDLE);

/** Forgets a sent code's state when the form closes. */
export function resetPayoutCode(): void {
  $payoutCode.set(IDLE);
}

export async function sendPayoutCode(now: () => number = Date.now): Promise<void> {
  const current = $payoutCode.get();
  if (current.status === 'sending' || current.resendAt > now()) return;
  $payoutCode.set({ ...current, status: 'sending', error: '' });
  const res = await call('payoutCodeSend', {});
  if (!res.ok) {
    const wait = res.detail?.retryAfterSeconds ?? 0;
    $payoutCode.set({
      ...current,
      status: 'failed',
      resendAt: wait > 0 ? now() + wait * 1000 : current.resendAt,
      error: describeFailure(res).text || res.msg,
    });
    return;
  }
  $payoutCode.set({
    status: 'sent',
    via: res.data.via,
    mobile: res.data.mobile,
    resendAt: now() + res.data.resendAfterSeconds * 1000,
    error: '',
  });
}
