import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  BRAND_NAME,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_S,
  SMS_RESEND_COOLDOWN_S,
} from '@casino/contracts/constants';
import { AUTH_MODE, type AuthMode, PAYOUT_CODE_PURPOSE } from '@casino/contracts/enums';
import { AUTH_ERROR_MESSAGE, ERR } from '@casino/contracts/errors';
import type { ConfigLengths } from '@casino/contracts/lengths';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { refusal } from '../../core/call-error';
import { sha256 } from '../../core/hash';
import { dayKey } from '../../core/periods';
import type { Db, Tx } from '../../db/client';
import { smsCodes, smsThrottle } from '../../db/schema';
import { authError } from './auth-error';
import type { SmsSender } from './sms-sender';
import { requireLength } from './users';

function hashCode(code: string, salt: string): string {
  return sha256(`${salt}:${code}`);
}

/** What a code is for: an auth mode, or confirming where withdrawals go. */
export type CodePurpose = AuthMode | typeof PAYOUT_CODE_PURPOSE;

const PURPOSE_TEXT: Record<CodePurpose, string> = {
  [PAYOUT_CODE_PURPOSE]: 'to confirm a withdrawal or a change to your receiving accounts',
  [AUTH_MODE.register]: 'to register',
  [AUTH_MODE.bind]: 'to bind this number',
  [AUTH_MODE.forget]: 'to reset your password',
  [AUTH_MODE.loginAndRegister]: 'to sign in',
};

export interface SendCodeOptions {
  mobile: string;
  purpose: CodePurpose;
  /** Digits in the code (config lengths.smsCode.max). */
  codeLength: number;
  /** Codes per number per Manila day (config smsCodeSendLimit). */
  dailyLimit: number;
}

/**
 * Sends a fresh code: one atomic upsert enforces the 60 s cooldown and the daily limit per number, older
 * codes of the same mode stop working, and only a salted hash of the code is stored.
 */
export async function sendCode(
  db: Db,
  sender: SmsSender,
  opts: SendCodeOptions,
): Promise<{ resendAfterSeconds: number; expiresInSeconds: number }> {
  const now = new Date();
  const day = dayKey(now);
  const cooldownEdge = new Date(now.getTime() - SMS_RESEND_COOLDOWN_S * 1000);
  const allowed = await db
    .insert(smsThrottle)
    .values({ mobile: opts.mobile, lastSentAt: now, day, dayCount: 1 })
    .onConflictDoUpdate({
      target: smsThrottle.mobile,
      set: {
        lastSentAt: now,
        day,
        dayCount: sql`case when ${smsThrottle.day} = ${day} then ${smsThrottle.dayCount} + 1 else 1 end`,
      },
      setWhere: sql`${smsThrottle.lastSentAt} <= ${cooldownEdge.toISOString()}
        and (${smsThrottle.day} <> ${day} or ${smsThrottle.dayCount} < ${opts.dailyLimit})`,
    })
    .returning({ dayCount: smsThrottle.dayCount });
  if (allowed.length === 0) {
    const [t] = await db.select().from(smsThrottle).where(eq(smsThrottle.mobile, opts.mobile));
    const wait = t ? Math.ceil((t.lastSentAt.getTime() - cooldownEdge.getTime()) / 1000) : 0;
    if (wait > 0) {
      throw refusal(ERR.SMS_COOLDOWN, `Please wait ${wait} seconds before requesting another code.`, {
        retryAfterSeconds: wait,
      });
    }
    throw refusal(
      ERR.SMS_DAILY_LIMIT,
      `This number has received today's limit of ${opts.dailyLimit} codes. Try again tomorrow.`,
      { limit: opts.dailyLimit },
    );
  }

  const code = String(randomInt(10 ** opts.codeLength)).padStart(opts.codeLength, '0');
  const salt = randomBytes(16).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .update(smsCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(smsCodes.mobile, opts.mobile),
          eq(smsCodes.purpose, opts.purpose),
          isNull(smsCodes.consumedAt),
        ),
      );
    await tx.insert(smsCodes).values({
      mobile: opts.mobile,
      purpose: opts.purpose,
      codeHash: hashCode(code, salt),
      salt,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_S * 1000),
    });
  });
  await sender.send({
    mobile: opts.mobile,
    purpose: opts.purpose,
    code,
    text: `${code} is your ${BRAND_NAME} code ${PURPOSE_TEXT[opts.purpose]}. It expires in ${SMS_CODE_TTL_S / 60} minutes. Never share it.`,
  });
  return { resendAfterSeconds: SMS_RESEND_COOLDOWN_S, expiresInSeconds: SMS_CODE_TTL_S };
}

/**
 * Checks the code sent to a number for a mode and answers its id for `useCode`. Runs outside the caller's
 * transaction on purpose: a wrong try must stay counted (toward SMS_CODE_MAX_ATTEMPTS) even when the
 * caller's work is rolled back. A code of the wrong length is a 400 and costs no try.
 */
export async function verifyCode(
  db: Db,
  opts: { mobile: string; purpose: CodePurpose; code: string; lengths: ConfigLengths },
): Promise<number> {
  requireLength('smsCode', opts.code, opts.lengths);
  const [latest] = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.mobile, opts.mobile),
        eq(smsCodes.purpose, opts.purpose),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(smsCodes.id))
    .limit(1);
  if (!latest) throw authError(ERR.SMS_CODE_EXPIRED);
  // Count the try before comparing, atomically, so parallel guesses cannot exceed the limit.
  const [counted] = await db
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(
      and(
        eq(smsCodes.id, latest.id),
        isNull(smsCodes.consumedAt),
        lt(smsCodes.attempts, SMS_CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ attempts: smsCodes.attempts });
  if (!counted) {
    throw authError(ERR.SMS_CODE_TOO_MANY_ATTEMPTS);
  }
  const given = Buffer.from(hashCode(opts.code, latest.salt), 'hex');
  if (!timingSafeEqual(given, Buffer.from(latest.codeHash, 'hex'))) {
    const left = SMS_CODE_MAX_ATTEMPTS - counted.attempts;
    throw refusal(
      left > 0 ? ERR.SMS_CODE_WRONG : ERR.SMS_CODE_TOO_MANY_ATTEMPTS,
      left > 0
        ? `The SMS code is wrong. ${left} ${left === 1 ? 'try' : 'tries'} left.`
        : AUTH_ERROR_MESSAGE[ERR.SMS_CODE_TOO_MANY_ATTEMPTS]!,
      { attemptsLeft: left },
    );
  }
  return latest.id;
}

/** Marks a verified code used, inside the transaction doing what it allows: single use even under races. */
export async function useCode(tx: Db | Tx, codeId: number): Promise<void> {
  const [used] = await tx
    .update(smsCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(smsCodes.id, codeId), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  if (!used) throw authError(ERR.SMS_CODE_EXPIRED);
}
