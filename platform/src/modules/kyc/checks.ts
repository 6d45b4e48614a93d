// Checks a KYC submission gets before anyone reviews it (one place; the console and `ops kyc` show the flags):
// a blank photo is refused at upload; an ID number or an image already on another player, or a name or birthday
// unlike the profile, flags the submission so it can be approved only with a compliance override.
import { KYC_STATUS } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import { samePersonName } from '@casino/contracts/person-name';
import { and, eq, inArray, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { CallError } from '../../core/call-error';
import type { Db, Tx } from '../../db/client';
import { kycSubmissions, uploads, userProfiles } from '../../db/schema';

/** One finding; `detail` is for the reviewer (never shown to the player: it names other players). */
export interface KycFlag {
  check: 'duplicateId' | 'duplicateImage' | 'nameMismatch' | 'birthdayMismatch';
  detail: string;
}

/**
 * Below this standard deviation (0–255) on every colour channel a picture is one flat colour: a lens cap, a
 * blank page, a generated fill. Real photos of a card or a face sit far above it, even in poor light.
 */
export const BLANK_STDEV = 6;

/**
 * Refuses a blank or single-colour photo. Bytes sharp cannot read are let through: the upload pipeline then
 * refuses them with its own, more precise message.
 */
export async function checkNotBlank(bytes: Buffer): Promise<void> {
  let stdevs: number[];
  try {
    const stats = await sharp(bytes, { failOn: 'error', limitInputPixels: 50_000_000, pages: 1 }).stats();
    stdevs = stats.channels.slice(0, 3).map((c) => c.stdev);
  } catch {
    return;
  }
  if (stdevs.every((s) => s < BLANK_STDEV)) {
    throw new CallError(
      ERR.UPLOAD_BLANK,
      'This photo is blank or a single colour. Take a clear photo of the ID or your face and upload that.',
    );
  }
}

/** The flags of a submission about to be stored (inside its transaction). */
export async function submissionFlags(
  tx: Db | Tx,
  s: {
    userId: number;
    idType: string;
    idNumber: string;
    realName: string;
    birthday: string;
    imageHashes: readonly string[];
  },
): Promise<KycFlag[]> {
  const flags: KycFlag[] = [];
  const sameId = await tx
    .selectDistinct({ userId: kycSubmissions.userId })
    .from(kycSubmissions)
    .where(
      and(
        eq(kycSubmissions.idType, s.idType),
        eq(kycSubmissions.idNumber, s.idNumber),
        ne(kycSubmissions.userId, s.userId),
        inArray(kycSubmissions.status, [KYC_STATUS.pending, KYC_STATUS.approved]),
      ),
    );
  if (sameId.length > 0) {
    flags.push({
      check: 'duplicateId',
      detail: `same ID number as player ${sameId.map((r) => r.userId).join(', ')}`,
    });
  }
  if (s.imageHashes.length > 0) {
    const sameImage = await tx
      .selectDistinct({ userId: uploads.userId })
      .from(uploads)
      .where(
        and(
          inArray(uploads.sha256, [...s.imageHashes]),
          ne(uploads.userId, s.userId),
          eq(uploads.purpose, 'kyc'),
        ),
      );
    if (sameImage.length > 0) {
      flags.push({
        check: 'duplicateImage',
        detail: `same image as player ${sameImage.map((r) => r.userId).join(', ')}`,
      });
    }
  }
  const [profile] = await tx
    .select({ realName: userProfiles.realName, birthday: userProfiles.birthday })
    .from(userProfiles)
    .where(eq(userProfiles.userId, s.userId));
  if (profile?.realName && !samePersonName(profile.realName, s.realName)) {
    flags.push({ check: 'nameMismatch', detail: `profile name "${profile.realName}"` });
  }
  if (profile?.birthday && profile.birthday !== s.birthday) {
    flags.push({ check: 'birthdayMismatch', detail: `profile birthday ${profile.birthday}` });
  }
  return flags;
}
