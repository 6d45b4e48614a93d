import { ERR } from '@casino/contracts/errors';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliActor } from '../../core/audit';
import { auditLog, kycSubmissions, uploads, users } from '../../db/schema';
import { testPhoto, useTempUploadDir } from '../../test-photo';
import { caller, contractData, dbKinds } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';

const flat = (background: string) =>
  sharp({ create: { width: 400, height: 260, channels: 3, background } })
    .jpeg()
    .toBuffer();
const b64 = (b: Buffer) => b.toString('base64');

describe.each(dbKinds)('KYC checks at submission on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  let idSeq = 0;
  useTempUploadDir('kyc-checks-');
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  const upload = async (token: string, kind: string, bytes: Buffer) => {
    const r = await call('uploadKyc', { kind, contentType: 'image/jpeg', dataBase64: b64(bytes) }, token);
    return r;
  };
  const fileId = async (token: string, kind: string, bytes?: Buffer) =>
    (contractData('uploadKyc', await upload(token, kind, bytes ?? (await testPhoto()))) as { fileId: string })
      .fileId;
  /** A unique valid passport number (letter, 7 digits, letter). */
  const passport = () =>
    `P${String(Date.now() % 1e5).padStart(5, '0')}${String(idSeq++ % 100).padStart(2, '0')}A`;

  async function submit(
    token: string,
    o: { idNumber?: string; front?: Buffer; realName?: string; birthday?: string } = {},
  ) {
    const front = await fileId(token, 'idFront', o.front);
    const selfie = await fileId(token, 'selfie');
    const r = await call(
      'addKyc',
      {
        idType: 'passport',
        idNumber: o.idNumber ?? passport(),
        realName: o.realName ?? 'Juan Dela Cruz',
        birthday: o.birthday ?? '1990-05-17',
        idFrontFileId: front,
        selfieFileId: selfie,
      },
      token,
    );
    expect(r.errcode, r.msg).toBe(0);
    const [row] = await p.db
      .select()
      .from(kycSubmissions)
      .where(eq(kycSubmissions.userId, await p.userIdOf(token)));
    return row!;
  }

  it('a blank or single-colour photo is refused at upload and nothing is stored; a real photo passes', async () => {
    const { token, userId } = await p.createUserSession();
    for (const colour of ['#ffffff', '#000000', '#3366cc']) {
      const r = await upload(token, 'idFront', await flat(colour));
      expect([r.errcode, r.msg]).toEqual([ERR.UPLOAD_BLANK, expect.stringContaining('blank')]);
    }
    expect(await p.db.select().from(uploads).where(eq(uploads.userId, userId))).toEqual([]);
    expect((await upload(token, 'idFront', await testPhoto())).errcode).toBe(0);
  });

  it('the same ID number on another player flags the submission; approval needs a compliance override with a reason', async () => {
    const first = await p.createUserSession();
    const second = await p.createUserSession();
    const idNumber = passport();
    const a = await submit(first.token, { idNumber });
    expect(a.flags).toEqual([]);
    // Spaces and lower case do not hide the same number.
    const b = await submit(second.token, { idNumber: ` ${idNumber.toLowerCase()} ` });
    expect(b.flags).toEqual([{ check: 'duplicateId', detail: `same ID number as player ${first.userId}` }]);
    expect(await p.ops('kyc', 'list')).toContain(
      `#${b.id} player ${second.userId} pending passport "Juan Dela Cruz"`,
    );
    expect(await p.ops('kyc', 'list')).toMatch(
      new RegExp(`#${b.id} .*⚑ duplicateId \\(same ID number as player ${first.userId}\\)`),
    );
    expect(await p.ops('kyc', 'show', String(b.id))).toContain('flags: duplicateId');
    await expect(p.ops('kyc', 'approve', String(b.id))).rejects.toThrow(
      /flagged \(duplicateId\).*compliance override/,
    );
    const [still] = await p.db.select().from(users).where(eq(users.id, second.userId));
    expect([still!.kycStatus, still!.kycLevel]).toEqual([1, 0]);
    await expect(p.ops('kyc', 'approve', String(b.id), '--override')).rejects.toThrow(/usage/);
    const approved = await p.ops(
      'kyc',
      'approve',
      String(b.id),
      '--override',
      'twins',
      'confirmed',
      'by',
      'video',
      'call',
    );
    // The output repeats the override and the flags it overrode.
    expect(approved).toMatch(/override: twins confirmed by video call ⚑ duplicateId/);
    // The console's own audit row, as the command line's operator, with the flags it overrode.
    const rows = await p.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'kycSubmission'), eq(auditLog.targetId, String(b.id))));
    expect(rows.map((r) => [r.action, r.operatorLogin, r.targetUserId, r.reason, r.before])).toEqual([
      [
        'kyc.approve',
        cliActor().login,
        second.userId,
        'twins confirmed by video call',
        { status: 'pending', flags: ['duplicateId'] },
      ],
    ]);
    const [after] = await p.db.select().from(users).where(eq(users.id, second.userId));
    expect([after!.kycStatus, after!.kycLevel]).toEqual([2, 1]);
    expect(await p.ops('kyc', 'show', String(b.id))).toContain(
      'approved by compliance override: twins confirmed by video call',
    );
    // The unflagged one is approved as before.
    await p.ops('kyc', 'approve', String(a.id));
  });

  it('the same image content on another player flags the submission', async () => {
    const one = await p.createUserSession();
    const two = await p.createUserSession();
    const shared = await testPhoto();
    expect((await submit(one.token, { front: shared })).flags).toEqual([]);
    expect((await submit(two.token, { front: shared })).flags).toEqual([
      { check: 'duplicateImage', detail: `same image as player ${one.userId}` },
    ]);
  });

  it('a name or birthday unlike the profile is flagged; middle initials and accents are not', async () => {
    const { token } = await p.createUserSession();
    expect(
      (await call('updateAppUserOther', { realName: 'José D. Dela Cruz', birthday: '1990-05-17' }, token))
        .errcode,
    ).toBe(0);
    const same = await submit(token, { realName: 'JOSE DELA CRUZ' });
    expect(same.flags).toEqual([]);
    const other = await p.createUserSession();
    await call('updateAppUserOther', { realName: 'Pedro Santos', birthday: '1991-01-02' }, other.token);
    const differ = await submit(other.token, { realName: 'Juan Dela Cruz', birthday: '1990-05-17' });
    expect(differ.flags).toEqual([
      { check: 'nameMismatch', detail: 'profile name "Pedro Santos"' },
      { check: 'birthdayMismatch', detail: 'profile birthday 1991-01-02' },
    ]);
  });

  it('a birthday under 21 is refused (UNDERAGE), nothing submitted', async () => {
    const { token, userId } = await p.createUserSession();
    const front = await fileId(token, 'idFront');
    const selfie = await fileId(token, 'selfie');
    const year = new Date().getUTCFullYear() - 20;
    const r = await call(
      'addKyc',
      {
        idType: 'passport',
        idNumber: passport(),
        realName: 'Juan Dela Cruz',
        birthday: `${year}-01-01`,
        idFrontFileId: front,
        selfieFileId: selfie,
      },
      token,
    );
    expect(r.errcode).toBe(ERR.UNDERAGE);
    expect(await p.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, userId))).toEqual([]);
  });
});
