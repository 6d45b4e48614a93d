// The KYC level each money call needs, from settings.json `kyc` (one rule for the deposit page, the deposit
// call and withdrawals), and the player's verified level.
import { ERR } from '@casino/contracts/errors';
import { eq } from 'drizzle-orm';
import type { KycSettings } from '../../catalogue/seed-schema';
import type { CatalogueService } from '../../catalogue/service';
import { refusal } from '../../core/call-error';
import type { Db, Tx } from '../../db/client';
import { users } from '../../db/schema';

export async function kycSettingsOf(catalogue: CatalogueService): Promise<KycSettings> {
  return (await catalogue.snapshot()).docs.settings.kyc;
}

/** The player's verified level (0 when unknown). */
export async function kycLevelOf(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db.select({ level: users.kycLevel }).from(users).where(eq(users.id, userId));
  return row?.level ?? 0;
}

/** Level 2 once a running total (whole pesos threshold, 0 = never) passes the threshold with this amount. */
function aboveLevel2(thresholdPhp: number, totalBefore: number, amount: number): boolean {
  return thresholdPhp > 0 && totalBefore + amount > thresholdPhp * 100;
}

/** The level a deposit of `amount` needs after `depositedBefore` in paid deposits (minor units). */
export function depositKycLevel(rules: KycSettings, depositedBefore: number, amount: number): number {
  return Math.max(
    rules.depositRequires,
    aboveLevel2(rules.level2AboveDepositsPhp, depositedBefore, amount) ? 2 : 0,
  );
}

/** The level a withdrawal needs beyond the base rule: 2 once withdrawals in total pass the threshold. */
export function withdrawKycLevel(
  rules: KycSettings,
  baseLevel: number,
  withdrawnBefore: number,
  amount: number,
): number {
  return Math.max(baseLevel, aboveLevel2(rules.level2AboveWithdrawalPhp, withdrawnBefore, amount) ? 2 : 0);
}

/** Refuses (3007 with detail.kycLevelRequired) when the player's level is below `required`. */
export function checkKycLevel(level: number, required: number, action: 'deposit' | 'withdraw'): void {
  if (level >= required) return;
  const what = action === 'deposit' ? 'depositing' : 'withdrawing';
  const message =
    required >= 2 && level >= 1
      ? `Amounts this large need your address and source of funds too (KYC level 2) before ${what}. Add them in Profile → Verify identity.`
      : `Verify your identity with a government ID and a live selfie before ${what}. It takes a few minutes in Profile → Verify identity.`;
  throw refusal(ERR.KYC_REQUIRED, message, { kycLevelRequired: required });
}
