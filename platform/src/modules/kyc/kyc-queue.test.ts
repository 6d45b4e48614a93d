import { OPS_ERR } from '@casino/contracts/ops-errors';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, kycSubmissions, users } from '../../db/schema';
import { testPhoto, useTempUploadDir } from '../../test-photo';
import { caller, dbKinds } from '../../test-support';
import { createTestOperator, postOpsCall, startTestPlatform, type TestPlatform } from '../../testing';

// The console's KYC queue as operators use it: what waits (oldest first, flagged), the documents, and decisions
// that change what the player holds, with the rule that only compliance overrides the checks.

const photo = () => testPhoto(320, 200);

interface QueueRow {
  id: number;
  userId: number;
  flags: string[];
  flagDetails: string[];
  documents: string[];
}

describe.each(dbKinds)('KYC queue on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  let seq = 0;
  useTempUploadDir('kyc-queue-');
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  const passport = () =>
    `P${String(Date.now() % 1e5).padStart(5, '0')}${String(seq++ % 100).padStart(2, '0')}K`;
  async function submit(idNumber = passport()) {
    const s = await p.createUserSession();
    const up = async (kind: string) =>
      (
        (
          await call(
            'uploadKyc',
            { kind, contentType: 'image/jpeg', dataBase64: (await photo()).toString('base64') },
            s.token,
          )
        ).data as { fileId: string }
      ).fileId;
    const r = await call(
      'addKyc',
      {
        idType: 'passport',
        idNumber,
        realName: 'Juan Dela Cruz',
        birthday: '1990-05-17',
        idFrontFileId: await up('idFront'),
        selfieFileId: await up('selfie'),
      },
      s.token,
    );
    expect(r.errcode, r.msg).toBe(0);
    const [row] = await p.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, s.userId));
    return { ...s, id: row!.id, idNumber };
  }
  const queue = async (token: string) => {
    const r = await postOpsCall(p.app, 'kycQueue', { pageSize: 100 }, token);
    expect(r.errcode, r.msg).toBe(0);
    return (r.data as { list: QueueRow[] }).list;
  };
  const player = async (userId: number) => (await p.db.select().from(users).where(eq(users.id, userId)))[0]!;
  const audits = (id: number) =>
    p.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'kycSubmission'), eq(auditLog.targetId, String(id))));

  it('lists pending submissions oldest first with the checks’ flags; the documents are bytes for kyc operators only', async () => {
    const kyc = await createTestOperator(p.db, ['kyc']);
    const a = await submit();
    const b = await submit(a.idNumber);
    const list = await queue(kyc.token);
    const ids = list.map((r) => r.id);
    expect(ids.indexOf(a.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(list.find((r) => r.id === a.id)).toMatchObject({ flags: [], documents: ['idFront', 'selfie'] });
    expect(list.find((r) => r.id === b.id)).toMatchObject({
      userId: b.userId,
      flags: ['duplicateId'],
      flagDetails: [`same ID number as player ${a.userId}`],
    });

    const doc = await postOpsCall(p.app, 'kycDocument', { submissionId: a.id, which: 'idFront' }, kyc.token);
    expect(doc.errcode, doc.msg).toBe(0);
    const bytes = Buffer.from((doc.data as { dataBase64: string }).dataBase64, 'base64');
    expect((await sharp(bytes).metadata()).width).toBe(320);
    const missing = await postOpsCall(
      p.app,
      'kycDocument',
      { submissionId: a.id, which: 'idBack' },
      kyc.token,
    );
    expect(missing.errcode).toBe(OPS_ERR.KYC_NOT_FOUND);
    const support = await createTestOperator(p.db, ['support']);
    expect(
      (await postOpsCall(p.app, 'kycDocument', { submissionId: a.id, which: 'idFront' }, support.token))
        .status,
    ).toBe(403);
  });

  it('approving makes the player verified (level 1); rejecting needs a reason and the player reads it; each is audited', async () => {
    const kyc = await createTestOperator(p.db, ['kyc']);
    const a = await submit();
    const ok = await postOpsCall(p.app, 'kycDecide', { id: a.id, decision: 'approve' }, kyc.token);
    expect([ok.errcode, ok.data]).toEqual([0, { state: 'approved', userId: a.userId }]);
    expect(await player(a.userId)).toMatchObject({ kycStatus: 2, kycLevel: 1 });
    expect((await queue(kyc.token)).map((r) => r.id)).not.toContain(a.id);
    const again = await postOpsCall(
      p.app,
      'kycDecide',
      { id: a.id, decision: 'reject', reason: 'Too late' },
      kyc.token,
    );
    expect(again.errcode).toBe(OPS_ERR.KYC_DECIDED);
    expect(await player(a.userId)).toMatchObject({ kycStatus: 2, kycLevel: 1 });

    const b = await submit();
    const bare = await postOpsCall(p.app, 'kycDecide', { id: b.id, decision: 'reject' }, kyc.token);
    expect(bare.errcode).toBe(OPS_ERR.KYC_REASON_REQUIRED);
    const no = await postOpsCall(
      p.app,
      'kycDecide',
      { id: b.id, decision: 'reject', reason: 'The photo of the ID is blurry' },
      kyc.token,
    );
    expect([no.errcode, no.data]).toEqual([0, { state: 'rejected', userId: b.userId }]);
    expect(await player(b.userId)).toMatchObject({ kycStatus: 3, kycLevel: 0 });
    const [sub] = await p.db.select().from(kycSubmissions).where(eq(kycSubmissions.id, b.id));
    expect(sub!.rejectReason).toBe('The photo of the ID is blurry');

    expect(await audits(a.id)).toEqual([
      expect.objectContaining({
        action: 'kyc.approve',
        operatorId: kyc.id,
        role: 'kyc',
        targetUserId: a.userId,
      }),
    ]);
    expect(await audits(b.id)).toEqual([
      expect.objectContaining({ action: 'kyc.reject', reason: 'The photo of the ID is blurry' }),
    ]);
  });

  it('a flagged submission: refused without override, refused for the kyc role, approved by compliance with a reason', async () => {
    const kyc = await createTestOperator(p.db, ['kyc']);
    const compliance = await createTestOperator(p.db, ['compliance']);
    const a = await submit();
    const b = await submit(a.idNumber);
    const decide = (token: string, override?: string) =>
      postOpsCall(
        p.app,
        'kycDecide',
        { id: b.id, decision: 'approve', ...(override ? { override } : {}) },
        token,
      );

    expect((await decide(compliance.token)).errcode).toBe(OPS_ERR.KYC_FLAGGED_NEEDS_OVERRIDE);
    expect((await decide(kyc.token, 'Same person, new passport')).errcode).toBe(OPS_ERR.KYC_OVERRIDE_ROLE);
    expect(await player(b.userId)).toMatchObject({ kycLevel: 0 });
    expect(await audits(b.id)).toEqual([]);

    const ok = await decide(compliance.token, 'Same person, new passport');
    expect(ok.errcode, ok.msg).toBe(0);
    expect(await player(b.userId)).toMatchObject({ kycStatus: 2, kycLevel: 1 });
    const [sub] = await p.db.select().from(kycSubmissions).where(eq(kycSubmissions.id, b.id));
    expect(sub!.overrideReason).toBe('Same person, new passport');
    expect(await audits(b.id)).toEqual([
      expect.objectContaining({
        action: 'kyc.approve',
        role: 'compliance',
        reason: 'Same person, new passport',
        before: { status: 'pending', flags: ['duplicateId'] },
        after: { status: 'approved' },
      }),
    ]);
  });
});
