import { KYC_STATUS } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import { checkIdNumber, ID_NUMBER_RULES, type KycIdType, maskIdNumber } from '@casino/contracts/kyc-rules';
import type { CallAnswer } from '@casino/contracts/registry';
import { and, desc, eq } from 'drizzle-orm';
import { CallError, refusal } from '../../core/call-error';
import type { CallInput, SessionInfo } from '../../core/handlers';
import { cleanField, PERSON_NAME_CHARS } from '../../core/text';
import type { Db, Tx } from '../../db/client';
import { kycSubmissions, users } from '../../db/schema';
import { screenPlayer } from '../compliance';
import type { ModuleContext } from '../module';
import { checkBirthday } from '../profile';
import type { UploadService } from '../uploads';
import { checkNotBlank, submissionFlags } from './checks';
import { kycLevelOf } from './levels';
import type { KycProvider } from './provider';

export interface KycProviders {
  /** Where submissions go (default the console's manual review). */
  active: KycProvider;
  /** Where a pending submission can be decided at once (the sandbox's page on a trial setup), else null. */
  reviewUrl(submissionId: number): string | null;
}

/** An address line: letters of any language, digits, spaces and the punctuation Philippine addresses use. */
const ADDRESS_CHARS = /^[\p{L}\p{M}\d .,'#/-]+$/u;

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

export function createKycService(
  deps: Pick<ModuleContext, 'db' | 'log'>,
  uploads: UploadService,
  providers: KycProviders,
) {
  const { db, log } = deps;
  /** After the commit: a provider failing to take it leaves the submission in the console's queue. */
  const handOver = async (submissionId: number, userId: number, level: number) => {
    await providers.active.submit({ submissionId, userId, level }).catch((err: unknown) => {
      log.error(
        { err, submissionId, provider: providers.active.name },
        'KYC provider did not take a submission',
      );
    });
  };
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
        // The live selfie's turned-head frames come as a pair or not at all (a picked file has none).
        ...(input.selfieLeftFileId || input.selfieRightFileId
          ? [
              { field: 'selfieLeftFileId', id: input.selfieLeftFileId ?? '', kind: 'selfieLeft' },
              { field: 'selfieRightFileId', id: input.selfieRightFileId ?? '', kind: 'selfieRight' },
            ]
          : []),
      ];
      if (wanted.some((w) => w.id === '')) throw invalid('selfieFileId', 'take the live selfie again');
      const submissionId = await db.transaction(async (tx) => {
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
        const [created] = await tx
          .insert(kycSubmissions)
          .values({
            flags,
            userId: session.userId,
            idType: type,
            idNumber,
            realName,
            birthday: input.birthday,
            idFront: input.idFrontFileId,
            idBack: rule.hasBack ? (input.idBackFileId ?? null) : null,
            selfie: input.selfieFileId,
            selfieLeft: input.selfieLeftFileId ?? null,
            selfieRight: input.selfieRightFileId ?? null,
            provider: providers.active.name,
            status: KYC_STATUS.pending,
          })
          .returning({ id: kycSubmissions.id });
        await tx
          .update(users)
          .set({ kycStatus: KYC_STATUS.pending, updatedAt: new Date() })
          .where(eq(users.id, session.userId));
        return created!.id;
      });
      await screenPlayer(db, session.userId, 'kyc');
      await handOver(submissionId, session.userId, 1);
      return { status: KYC_STATUS.pending };
    },

    /**
     * Level 2 on top of a verified level 1: the address and source of funds, reviewed with the ID and selfie of the
     * approved submission (carried over, so the reviewer sees the person beside the new facts).
     */
    async addKycLevel2(
      session: SessionInfo,
      input: CallInput<'addKycLevel2'>,
    ): Promise<CallAnswer<'addKycLevel2'>> {
      const clean = (field: string, text: string) =>
        cleanField(`address.${field}`, text, ADDRESS_CHARS, "letters, digits, spaces and . , ' - # /");
      const address = {
        street: clean('street', input.address.street),
        barangay: clean('barangay', input.address.barangay),
        city: clean('city', input.address.city),
        province: clean('province', input.address.province),
        postalCode: input.address.postalCode,
      };
      const sourceDetail = input.sourceDetail.trim();
      if (input.sourceOfFunds === 'other' && sourceDetail.length < 3) {
        throw invalid('sourceDetail', 'say where the money comes from');
      }
      const submissionId = await db.transaction(async (tx) => {
        const status = await kycStatusOf(tx, session.userId, true);
        if (status === KYC_STATUS.pending) checkOpen(status);
        const level = await kycLevelOf(tx, session.userId);
        if (level >= 2) throw new CallError(ERR.KYC_ALREADY_APPROVED, 'Your identity is already verified.');
        if (level < 1) {
          throw refusal(
            ERR.KYC_REQUIRED,
            'Verify your ID and a live selfie first; then add your address and source of funds.',
            { kycLevelRequired: 1 },
          );
        }
        const [base] = await tx
          .select()
          .from(kycSubmissions)
          .where(
            and(eq(kycSubmissions.userId, session.userId), eq(kycSubmissions.status, KYC_STATUS.approved)),
          )
          .orderBy(desc(kycSubmissions.id))
          .limit(1);
        if (!base) {
          throw refusal(ERR.KYC_REQUIRED, 'Verify your ID and a live selfie first.', { kycLevelRequired: 1 });
        }
        const [created] = await tx
          .insert(kycSubmissions)
          .values({
            userId: session.userId,
            idType: base.idType,
            idNumber: base.idNumber,
            realName: base.realName,
            birthday: base.birthday,
            idFront: base.idFront,
            idBack: base.idBack,
            selfie: base.selfie,
            selfieLeft: base.selfieLeft,
            selfieRight: base.selfieRight,
            level: 2,
            address,
            sourceOfFunds: input.sourceOfFunds,
            sourceDetail,
            provider: providers.active.name,
            status: KYC_STATUS.pending,
          })
          .returning({ id: kycSubmissions.id });
        await tx
          .update(users)
          .set({ kycStatus: KYC_STATUS.pending, updatedAt: new Date() })
          .where(eq(users.id, session.userId));
        return created!.id;
      });
      await handOver(submissionId, session.userId, 2);
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
          submissionLevel: 0,
          reviewUrl: '',
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
        submissionLevel: (row.level === 2 ? 2 : 1) as CallAnswer<'kyc'>['submissionLevel'],
        reviewUrl: row.status === KYC_STATUS.pending ? (providers.reviewUrl(row.id) ?? '') : '',
      };
    },
  };
}

export type KycService = ReturnType<typeof createKycService>;
