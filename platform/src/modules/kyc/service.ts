import { KYC_STATUS } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import { checkIdNumber, ID_NUMBER_RULES, type KycIdType, maskIdNumber } from '@casino/contracts/kyc-rules';
import type { CallAnswer } from '@casino/contracts/registry';
import { desc, eq } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import type { CallInput, SessionInfo } from '../../core/handlers';
import { cleanField, PERSON_NAME_CHARS } from '../../core/text';
import type { Db, Tx } from '../../db/client';
import { kycSubmissions, users } from '../../db/schema';
import type { ModuleContext } from '../module';
import { checkBirthday } from '../profile';
import type { UploadService } from '../uploads';
import { checkNotBlank, submissionFlags } from './checks';
import { kycLevelOf } from './levels';

const invalid = (field: string, why: string) =>
  new CallError(ERR.INVALID_REQUEST, `Invalid request: ${field}: ${why}`);

/** Refuses a new upload or submission while one waits for review or the identity is verified. */
function checkOpen(status: number): void {
  if (status === KYC_STATUS.pending) {
    throw new CallError(
      ERR.KYC_PENDING,
      'Your verification is being reviewed. We will mail you the outcome.',
    );
  }
  if (status === KYC_STATUS.approved) {
    throw new CallError(ERR.KYC_ALREADY_APPROVED, 'Your identity is already verified.');
  }
}

async function kycStatusOf(db: Db | Tx, userId: number, lock = false): Promise<number> {
  const q = db.select({ s: users.kycStatus }).from(users).where(eq(users.id, userId));
  const [row] = lock ? await q.for('update') : await q;
  return row?.s ?? KYC_STATUS.none;
}

export function createKycService(deps: Pick<ModuleContext, 'db'>, uploads: UploadService) {
  const { db } = deps;
  return {
    async uploadKyc(session: SessionInfo, input: CallInput<'uploadKyc'>): Promise<CallAnswer<'uploadKyc'>> {
      checkOpen(await kycStatusOf(db, session.userId));
      await checkNotBlank(Buffer.from(input.dataBase64, 'base64'));
      const { fileId } = await uploads.store({
        userId: session.userId,
        purpose: 'kyc',
        kind: input.kind,
        contentType: input.contentType,
        dataBase64: input.dataBase64,
      });
      // Never a URL: the images are private (the owner reads them back with uploadedImage).
      return { fileId, url: '' };
    },

    /** Checks everything, then one submission row and the player's state → pending, in one transaction. */
    async addKyc(session: SessionInfo, input: CallInput<'addKyc'>): Promise<CallAnswer<'addKyc'>> {
      const type = input.idType as KycIdType;
      const rule = ID_NUMBER_RULES[type];
      const idNumber = checkIdNumber(type, input.idNumber);
      if (!idNumber) throw invalid('idNumber', `not a valid number for this ID (e.g. ${rule.example})`);
      const realName = cleanField(
        'realName',
        input.realName,
        PERSON_NAME_CHARS,
        "letters, spaces and . , ' -",
      );
      if (realName.length < 2) throw invalid('realName', 'your full name as printed on the ID');
      checkBirthday(input.birthday);
      if (rule.hasBack && !input.idBackFileId) throw invalid('idBackFileId', 'upload the back of the ID');
      const wanted = [
        { field: 'idFrontFileId', id: input.idFrontFileId, kind: 'idFront' },
        ...(rule.hasBack && input.idBackFileId
          ? [{ field: 'idBackFileId', id: input.idBackFileId, kind: 'idBack' }]
          : []),
        { field: 'selfieFileId', id: input.selfieFileId, kind: 'selfie' },
      ];
      await db.transaction(async (tx) => {
        checkOpen(await kycStatusOf(tx, session.userId, true));
        const rows = await uploads.own(tx, session.userId, 'kyc', wanted);
        rows.forEach((row, i) => {
          const w = wanted[i]!;
          if (row.kind !== w.kind)
            throw invalid(w.field, `this image was uploaded as ${row.kind}, not ${w.kind}`);
        });
        const flags = await submissionFlags(tx, {
          userId: session.userId,
          idType: type,
          idNumber,
          realName,
          birthday: input.birthday,
          imageHashes: rows.map((r) => r.sha256),
        });
        await tx.insert(kycSubmissions).values({
          flags,
          userId: session.userId,
          idType: type,
          idNumber,
          realName,
          birthday: input.birthday,
          idFront: input.idFrontFileId,
          idBack: rule.hasBack ? (input.idBackFileId ?? null) : null,
          selfie: input.selfieFileId,
          status: KYC_STATUS.pending,
        });
        await tx
          .update(users)
          .set({ kycStatus: KYC_STATUS.pending, updatedAt: new Date() })
          .where(eq(users.id, session.userId));
      });
      return { status: KYC_STATUS.pending };
    },

    async kyc(session: SessionInfo): Promise<CallAnswer<'kyc'>> {
      const [row] = await db
        .select()
        .from(kycSubmissions)
        .where(eq(kycSubmissions.userId, session.userId))
        .orderBy(desc(kycSubmissions.id))
        .limit(1);
      const level = (await kycLevelOf(db, session.userId)) as CallAnswer<'kyc'>['level'];
      if (!row) {
        return {
          status: KYC_STATUS.none,
          level,
          idType: null,
          idNumber: '',
          realName: '',
          rejectReason: '',
          submittedAt: 0,
          reviewedAt: 0,
        };
      }
      return {
        status: row.status as CallAnswer<'kyc'>['status'],
        level,
        idType: row.idType as KycIdType,
        idNumber: maskIdNumber(row.idNumber),
        realName: row.realName,
        rejectReason: row.rejectReason,
        submittedAt: row.createdAt.getTime(),
        reviewedAt: row.reviewedAt?.getTime() ?? 0,
      };
    },
  };
}

export type KycService = ReturnType<typeof createKycService>;
