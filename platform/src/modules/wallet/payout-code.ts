// The one-time code that guards where withdrawals go: adding or changing a receiving account and each withdrawal
// need it, so a stolen session alone cannot redirect a payout. Sent to the bound mobile through the SMS code
// machinery (own purpose, same cooldown, daily limit, attempt limit and hashing); the safebox PIN where no mobile
// is bound.
import { PAYOUT_CODE_PURPOSE } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import { maskPhMobile } from '@casino/contracts/phone';
import type { CallAnswer } from '@casino/contracts/registry';
import { eq } from 'drizzle-orm';
import type { CatalogueService } from '../../catalogue/service';
import { CallError } from '../../core/call-error';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';
import { accountSettings, type SmsSender, sendCode, useCode, verifyCode } from '../auth';

/** A checked code: `consume` marks it used inside the transaction doing what it allowed (single use). */
export interface CheckedCode {
  consume(tx: Tx): Promise<void>;
}

export function createPayoutCodes(deps: {
  db: Db;
  catalogue: CatalogueService;
  sms: SmsSender;
  /** The safebox PIN check with its attempt limit and lock (safebox.ts). */
  checkSafeboxPin: (userId: number, pin: string) => Promise<void>;
}) {
  const { db, catalogue, sms } = deps;

  async function mobileOf(userId: number): Promise<string | null> {
    const [u] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
    return u?.mobile ?? null;
  }

  return {
    async send(userId: number): Promise<CallAnswer<'payoutCodeSend'>> {
      const mobile = await mobileOf(userId);
      if (!mobile) return { via: 'safebox', mobile: '', resendAfterSeconds: 0, expiresInSeconds: 0 };
      const settings = await accountSettings(catalogue);
      const sent = await sendCode(db, sms, {
        mobile,
        purpose: PAYOUT_CODE_PURPOSE,
        codeLength: Math.min(8, Math.max(4, settings.lengths.smsCode.max)),
        dailyLimit: settings.smsCodeSendLimit,
      });
      return { via: 'sms', mobile: maskPhMobile(mobile), ...sent };
    },

    /**
     * Checks the code before the change (a wrong try stays counted even when the change is then refused);
     * no code at all is its own refusal, and nothing changes.
     */
    async check(userId: number, code: string | undefined): Promise<CheckedCode> {
      const mobile = await mobileOf(userId);
      if (!code) {
        throw new CallError(
          ERR.PAYOUT_CODE_REQUIRED,
          mobile
            ? 'Enter the one-time code: tap "Send code" and we text it to your mobile.'
            : 'Enter your safebox PIN to confirm (or bind a mobile number to get codes by SMS).',
        );
      }
      if (!mobile) {
        await deps.checkSafeboxPin(userId, code);
        return { consume: async () => {} };
      }
      const { lengths } = await accountSettings(catalogue);
      const id = await verifyCode(db, { mobile, purpose: PAYOUT_CODE_PURPOSE, code, lengths });
      return { consume: (tx) => useCode(tx, id) };
    },
  };
}

export type PayoutCodes = ReturnType<typeof createPayoutCodes>;
