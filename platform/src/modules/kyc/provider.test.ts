import { KYC_STATUS } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycSubmissions, mails, users } from '../../db/schema';
import { testPhoto, useTempUploadDir } from '../../test-photo';
import { caller, contractData, dbKinds } from '../../test-support';
import { createTestOperator, postOpsCall, startTestPlatform, type TestPlatform } from '../../testing';
import { KYC_SANDBOX_SIGNATURE_HEADER, sandboxVerdictBody } from './sandbox-provider';

// The KYC provider seam as a trial setup uses it: a live selfie of three frames goes to the default (manual)
// provider; the sandbox provider's page decides it with a signed webhook, once; forged, stale and replayed
// webhooks change nothing; a flagged submission waits for compliance; level 2 adds the address and source of funds.

const frame = () => testPhoto(240, 320);

describe.each(dbKinds)('KYC providers on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  let seq = 0;
  useTempUploadDir('kyc-provider-');
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  const passport = () =>
    `P${String(Date.now() % 1e5).padStart(5, '0')}${String(seq++ % 100).padStart(2, '0')}L`;
  const up = async (token: string, kind: string) => {
    const r = await call(
      'uploadKyc',
      { kind, contentType: 'image/jpeg', dataBase64: (await frame()).toString('base64') },
      token,
    );
    expect(r.errcode, r.msg).toBe(0);
    return (r.data as { fileId: string }).fileId;
  };
  async function liveSelfie(idNumber = passport()) {
    const s = await p.createUserSession();
    const r = await call(
      'addKyc',
      {
        idType: 'passport',
        idNumber,
        realName: 'Juan Dela Cruz',
        birthday: '1990-05-17',
        idFrontFileId: await up(s.token, 'idFront'),
        selfieFileId: await up(s.token, 'selfie'),
        selfieLeftFileId: await up(s.token, 'selfieLeft'),
        selfieRightFileId: await up(s.token, 'selfieRight'),
      },
      s.token,
    );
    expect(r.errcode, r.msg).toBe(0);
    const [row] = await p.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, s.userId));
    return { ...s, id: row!.id, idNumber };
  }
  const kycOf = async (token: string) =>
    contractData('kyc', await call('kyc', {}, token)) as {
      status: number;
      level: number;
      submissionLevel: number;
      reviewUrl: string;
    };
  const levelOf = async (userId: number) =>
    (await p.db.select({ l: users.kycLevel }).from(users).where(eq(users.id, userId)))[0]!.l;
  const post = (payload: string, signature: string | null) =>
    p.app.inject({
      method: 'POST',
      url: '/webhooks/kyc-sandbox',
      headers: {
        'content-type': 'application/json',
        ...(signature === null ? {} : { [KYC_SANDBOX_SIGNATURE_HEADER]: signature }),
      },
      payload,
    });
  const sandbox = () => p.app.platform.kyc.sandbox!;

  it('a live selfie of three frames waits for the manual review; the sandbox page approves it once', async () => {
    expect(p.app.platform.kyc.provider.name).toBe('manual');
    const s = await liveSelfie();
    const [row] = await p.db.select().from(kycSubmissions).where(eq(kycSubmissions.id, s.id));
    expect(row).toMatchObject({ provider: 'manual', level: 1, status: KYC_STATUS.pending });
    expect(row!.selfieLeft).toMatch(/^up_/);
    expect(row!.selfieRight).toMatch(/^up_/);
    const pending = await kycOf(s.token);
    expect(pending).toMatchObject({ status: KYC_STATUS.pending, submissionLevel: 1 });
    expect(pending.reviewUrl).toMatch(new RegExp(`^/sandbox/kyc/${s.id}-[0-9a-f]{24}$`));

    const pageRes = await p.app.inject({ method: 'GET', url: pending.reviewUrl });
    expect(pageRes.statusCode).toBe(200);
    expect(pageRes.body).toContain('Juan Dela Cruz');
    expect(pageRes.body).toContain('3 frames');
    // Another submission's id with this page's MAC is no page at all.
    const forgedRef = pending.reviewUrl.replace(`/${s.id}-`, `/${s.id + 1}-`);
    expect((await p.app.inject({ method: 'GET', url: forgedRef })).statusCode).toBe(404);

    const click = await p.app.inject({ method: 'POST', url: `${pending.reviewUrl}/approve` });
    expect([click.statusCode, click.headers.location]).toEqual([303, '/member/profile/kyc']);
    expect(await kycOf(s.token)).toMatchObject({ status: KYC_STATUS.approved, level: 1, reviewUrl: '' });
    // The console's queue no longer holds it.
    const kyc = await createTestOperator(p.db, ['kyc']);
    const q = await postOpsCall(p.app, 'kycQueue', { pageSize: 100 }, kyc.token);
    expect((q.data as { list: { id: number }[] }).list.map((r) => r.id)).not.toContain(s.id);
  });

  it('the webhook is applied once: forged, stale and replayed deliveries change nothing', async () => {
    const s = await liveSelfie();
    const body = sandboxVerdictBody(s.id, 'rejected', 'The face does not match the ID.');
    expect((await post(body, null)).statusCode).toBe(401);
    expect((await post(body, sandbox().sign(`${body} `))).statusCode).toBe(401);
    const stale = Math.floor(Date.now() / 1000) - 3600;
    expect((await post(body, sandbox().sign(body, stale))).statusCode).toBe(401);
    expect((await post('{"id":1}', sandbox().sign('{"id":1}'))).statusCode).toBe(400);
    expect((await kycOf(s.token)).status).toBe(KYC_STATUS.pending);

    const first = await post(body, sandbox().sign(body));
    expect([first.statusCode, first.json().data.outcome]).toEqual([200, 'rejected']);
    const again = await post(body, sandbox().sign(body));
    expect([again.statusCode, again.json().data.outcome]).toEqual([200, 'duplicate']);
    // A later approval of the decided submission is a duplicate too: the rejection stands, one mail told it.
    const approve = sandboxVerdictBody(s.id, 'approved');
    expect((await post(approve, sandbox().sign(approve))).json().data.outcome).toBe('duplicate');
    expect(await kycOf(s.token)).toMatchObject({ status: KYC_STATUS.rejected, level: 0 });
    expect(await levelOf(s.userId)).toBe(0);
    const told = await p.db.select().from(mails).where(eq(mails.userId, s.userId));
    expect(told.filter((m) => /not approved/i.test(m.title))).toHaveLength(1);
  });

  it('a flagged submission is never approved by a provider: it waits for compliance in the console', async () => {
    const a = await liveSelfie();
    const b = await liveSelfie(a.idNumber);
    const body = sandboxVerdictBody(b.id, 'approved');
    const res = await post(body, sandbox().sign(body));
    expect([res.statusCode, res.json().msg]).toEqual([409, expect.stringMatching(/compliance/)]);
    expect(await kycOf(b.token)).toMatchObject({ status: KYC_STATUS.pending, level: 0 });
  });

  it('the turned-head frames come as a pair, each of its own kind', async () => {
    const s = await p.createUserSession();
    const base = {
      idType: 'passport',
      idNumber: passport(),
      realName: 'Juan Dela Cruz',
      birthday: '1990-05-17',
      idFrontFileId: await up(s.token, 'idFront'),
      selfieFileId: await up(s.token, 'selfie'),
    };
    const half = await call(
      'addKyc',
      { ...base, selfieLeftFileId: await up(s.token, 'selfieLeft') },
      s.token,
    );
    expect(half.errcode).toBe(ERR.INVALID_REQUEST);
    const swapped = await call(
      'addKyc',
      {
        ...base,
        selfieLeftFileId: await up(s.token, 'selfieRight'),
        selfieRightFileId: await up(s.token, 'selfieRight'),
      },
      s.token,
    );
    expect([swapped.errcode, swapped.msg]).toEqual([
      ERR.INVALID_REQUEST,
      expect.stringMatching(/selfieLeft/),
    ]);
    expect(await kycOf(s.token)).toMatchObject({ status: KYC_STATUS.none });
  });

  it('level 2: the address and source of funds after level 1, reviewed in the console queue', async () => {
    const level2 = {
      address: {
        street: '12 Mabini St.',
        barangay: 'Bagumbayan',
        city: 'Quezon City',
        province: 'Metro Manila',
        postalCode: '1110',
      },
      sourceOfFunds: 'salary',
      sourceDetail: 'Nurse',
    };
    const fresh = await p.createUserSession();
    const early = await call('addKycLevel2', level2, fresh.token);
    expect([early.errcode, early.detail]).toEqual([ERR.KYC_REQUIRED, { kycLevelRequired: 1 }]);

    const s = await liveSelfie();
    const kyc = await createTestOperator(p.db, ['kyc']);
    expect(
      (await postOpsCall(p.app, 'kycDecide', { id: s.id, decision: 'approve' }, kyc.token)).errcode,
    ).toBe(0);
    const vague = await call(
      'addKycLevel2',
      { ...level2, sourceOfFunds: 'other', sourceDetail: '' },
      s.token,
    );
    expect([vague.errcode, vague.msg]).toEqual([ERR.INVALID_REQUEST, expect.stringMatching(/sourceDetail/)]);
    expect((await call('addKycLevel2', level2, s.token)).errcode).toBe(0);
    expect(await kycOf(s.token)).toMatchObject({ status: KYC_STATUS.pending, level: 1, submissionLevel: 2 });
    expect((await call('addKycLevel2', level2, s.token)).errcode).toBe(ERR.KYC_PENDING);

    const q = await postOpsCall(p.app, 'kycQueue', { pageSize: 100 }, kyc.token);
    const row = (q.data as { list: Record<string, unknown>[] }).list.find((r) => r.userId === s.userId);
    expect(row).toMatchObject({
      level: 2,
      address: '12 Mabini St., Brgy. Bagumbayan, Quezon City, Metro Manila, 1110',
      sourceOfFunds: 'salary',
      sourceDetail: 'Nurse',
      // The approved ID and live selfie come along for the reviewer.
      documents: ['idFront', 'selfie', 'selfieLeft', 'selfieRight'],
    });
    const decided = await postOpsCall(
      p.app,
      'kycDecide',
      { id: row!.id as number, decision: 'approve' },
      kyc.token,
    );
    expect(decided.errcode, decided.msg).toBe(0);
    expect(await kycOf(s.token)).toMatchObject({ status: KYC_STATUS.approved, level: 2 });
    expect((await call('addKycLevel2', level2, s.token)).errcode).toBe(ERR.KYC_ALREADY_APPROVED);
  });
});
