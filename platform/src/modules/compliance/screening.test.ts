import { randomUUID } from 'node:crypto';
import { ERR } from '@casino/contracts/errors';
import { OPS_ERR } from '@casino/contracts/ops-errors';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, exchangeOrders, exclusionList, kycSubmissions, screeningHits } from '../../db/schema';
import { testPhoto, useTempUploadDir } from '../../test-photo';
import { caller, dbKinds } from '../../test-support';
import {
  createTestOperator,
  DEFAULT_TEST_CHANNEL,
  PAYOUT_PIN,
  postOpsCall,
  startTestPlatform,
  type TestPlatform,
} from '../../testing';

// The exclusion list as compliance and players meet it: an import (counts, reasons, idempotent), a match at
// registration, KYC, login and payout that holds money and play with its own message, and compliance's decision.

const COLOR = 2001;
let seq = 0;
/** A name no other test of this file uses, so one test's list entries never match another's players. */
const uniqueName = () => {
  const n = ++seq;
  const letters = (k: number) =>
    String.fromCharCode(65 + (k % 26)) + String.fromCharCode(97 + (Math.floor(k / 26) % 26));
  return `Rosa${letters(n)}ita Qui${letters(n + 7)}ano`;
};
const photo = () => testPhoto(320, 200);
const csvOf = (rows: string[]) => ['name,birthday,id_number,kind', ...rows].join('\n');

describe.each(dbKinds)('exclusion list screening on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  let compliance: Awaited<ReturnType<typeof createTestOperator>>;
  useTempUploadDir('screening-');
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
    compliance = await createTestOperator(p.db, ['compliance']);
  });
  afterAll(async () => {
    await p?.close();
  });

  const importCsv = async (csv: string, source = 'NDRP test') => {
    const r = await postOpsCall(p.app, 'exclusionImport', { csv, source }, compliance.token);
    expect(r.errcode, r.msg).toBe(0);
    return r.data as {
      added: number;
      updated: number;
      unchanged: number;
      invalid: number;
      invalidRows: { line: number; reason: string }[];
      hits: number;
    };
  };
  const hitsOf = (userId: number) =>
    p.db.select().from(screeningHits).where(eq(screeningHits.userId, userId));
  const kycIdOf = async (userId: number) =>
    (
      await p.db
        .select({ n: kycSubmissions.idNumber })
        .from(kycSubmissions)
        .where(eq(kycSubmissions.userId, userId))
        .orderBy(desc(kycSubmissions.id))
        .limit(1)
    )[0]!.n;
  async function playOnce(token: string) {
    const game = await call('startGame', { gameId: COLOR }, token);
    if (game.errcode !== 0) return game;
    return call(
      'gameRoundPlay',
      {
        gameId: COLOR,
        sessionId: (game.data as { sessionId: string }).sessionId,
        requestId: `screen-${randomUUID()}`,
        play: { engine: 'color', bets: [{ color: 1, amount: 1000 }] },
      },
      token,
    );
  }

  it('imports a CSV: counts added, unchanged, updated and invalid rows with reasons; re-importing changes nothing; audited', async () => {
    const a = uniqueName();
    const b = uniqueName();
    const csv = csvOf([
      `${a},1980-01-02,,self`,
      `${b},1981-02-03,AB123456,family`,
      'Nobody,1980-01-01,,self',
    ]);
    expect(await importCsv(csv)).toEqual({
      added: 2,
      updated: 0,
      unchanged: 0,
      invalid: 1,
      invalidRows: [{ line: 4, reason: 'name: first and last name needed' }],
      hits: 0,
    });
    expect(await importCsv(csv)).toMatchObject({ added: 0, updated: 0, unchanged: 2, invalid: 1 });
    const changed = await importCsv(csvOf([`${a},1980-01-02,,licensee`]), 'NDRP later');
    expect(changed).toMatchObject({ added: 0, updated: 1, unchanged: 0 });
    const [row] = await p.db.select().from(exclusionList).where(eq(exclusionList.name, a));
    expect(row).toMatchObject({ kind: 'licensee', source: 'NDRP later', birthday: '1980-01-02' });

    const bad = await postOpsCall(
      p.app,
      'exclusionImport',
      { csv: 'first,last\nA,B\n', source: 'x' },
      compliance.token,
    );
    expect(bad.errcode).toBe(OPS_ERR.EXCLUSION_CSV_HEADER);
    const audits = await p.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'exclusion.import'), eq(auditLog.operatorId, compliance.id)));
    expect(audits.length).toBe(3);
    const support = await createTestOperator(p.db, ['support']);
    expect((await postOpsCall(p.app, 'exclusionImport', { csv, source: 'x' }, support.token)).status).toBe(
      403,
    );
  });

  it('a name and birthday on the list, saved at registration, hold deposits and play with their own message; a false positive lifts it for good', async () => {
    const name = uniqueName();
    await importCsv(csvOf([`${name.toUpperCase()},07/04/1988,,family`]));
    const { token, userId } = await p.createUserSession();
    await p.verifyKyc(userId);
    await p.credit(userId, 50_000);
    expect((await playOnce(token)).errcode).toBe(0);

    const saved = await call('updateAppUserOther', { realName: name, birthday: '1988-07-04' }, token);
    expect(saved.errcode, saved.msg).toBe(0);
    const [hit] = await hitsOf(userId);
    expect(hit).toMatchObject({ trigger: 'registration', matchedOn: 'nameBirthday', status: 'open' });

    const deposit = await call(
      'rechargeOrderCreate',
      { rechargeTypeId: DEFAULT_TEST_CHANNEL, amount: 10_000 },
      token,
    );
    expect([deposit.errcode, deposit.msg]).toEqual([
      ERR.EXCLUSION_LISTED,
      expect.stringContaining('national gaming exclusion list'),
    ]);
    expect((await playOnce(token)).errcode).toBe(ERR.EXCLUSION_LISTED);

    // Compliance sees the evidence beside the entry, and clears it.
    const queue = await postOpsCall(
      p.app,
      'screeningQueue',
      { status: 'open', pageSize: 100 },
      compliance.token,
    );
    const item = (
      queue.data as { list: { id: number; player: unknown; entry: { name: string } }[] }
    ).list.find((h) => h.id === hit!.id);
    expect(item).toMatchObject({
      player: { name, birthday: '1988-07-04' },
      entry: { name: name.toUpperCase(), birthday: '1988-07-04', kind: 'family' },
    });
    // Two compliance officers clicking at once: one decision is made, the other is told it was decided.
    const second = await createTestOperator(p.db, ['compliance']);
    const decisions = await Promise.all(
      [compliance, second, compliance, second].map((op) =>
        postOpsCall(
          p.app,
          'screeningDecide',
          { hitId: hit!.id, decision: 'falsePositive', reason: 'Another person: different ID and photo.' },
          op.token,
        ),
      ),
    );
    expect(decisions.filter((d) => d.errcode === 0).map((d) => d.data)).toEqual([
      { status: 'falsePositive', userId },
    ]);
    expect(decisions.filter((d) => d.errcode !== 0).map((d) => d.errcode)).toEqual(
      Array(3).fill(OPS_ERR.SCREENING_DECIDED),
    );
    expect((await playOnce(token)).errcode).toBe(0);
    // Screening again (a login) never raises the cleared pair again.
    const relogin = await call('updateAppUserOther', { birthday: '1988-07-04' }, token);
    expect(relogin.errcode).toBe(0);
    expect((await hitsOf(userId)).map((h) => h.status)).toEqual(['falsePositive']);
    const audits = await p.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'screening.falsePositive'), eq(auditLog.targetUserId, userId)));
    expect(audits).toEqual([
      expect.objectContaining({ reason: 'Another person: different ID and photo.', role: 'compliance' }),
    ]);
  });

  it('an import screens existing players: a confirmed hit keeps the pending payout unpaid and new withdrawals refused', async () => {
    const { token, userId } = await p.createUserSession();
    await p.payoutReady(userId);
    await p.credit(userId, 100_000);
    const bank = await call(
      'addBankInfo',
      {
        bankId: 11,
        accountName: 'Juan Dela Cruz',
        accountNo: `00${String(userId).padStart(8, '0')}`,
        code: PAYOUT_PIN,
      },
      token,
    );
    expect(bank.errcode, bank.msg).toBe(0);
    await p.endPayoutHolds(userId);
    const userBankId = (bank.data as { id: number }).id;
    const first = await call(
      'exchange',
      { amount: 20_000, userBankId, requestId: randomUUID(), code: PAYOUT_PIN },
      token,
    );
    expect(first.errcode, first.msg).toBe(0);

    const idNumber = await kycIdOf(userId);
    const imported = await importCsv(csvOf([`Someone Else,1970-01-01,${idNumber},barred-by-law`]));
    expect(imported.hits).toBe(1);
    const [hit] = await hitsOf(userId);
    expect(hit).toMatchObject({ trigger: 'import', matchedOn: 'idNumber' });
    const confirmed = await postOpsCall(
      p.app,
      'screeningDecide',
      { hitId: hit!.id, decision: 'confirm', reason: 'Same PhilSys number: barred by law.' },
      compliance.token,
    );
    expect(confirmed.errcode).toBe(0);

    const next = await call(
      'exchange',
      { amount: 20_000, userBankId, requestId: randomUUID(), code: PAYOUT_PIN },
      token,
    );
    expect(next.errcode).toBe(ERR.EXCLUSION_LISTED);
    // The operator's approval of the withdrawal made before the match does not pay it.
    const [order] = await p.db.select().from(exchangeOrders).where(eq(exchangeOrders.userId, userId));
    await expect(p.ops('approve-withdrawal', order!.id)).rejects.toThrow(/exclusion list/);
    const [after] = await p.db.select().from(exchangeOrders).where(eq(exchangeOrders.id, order!.id));
    expect(after!.status).toBe('pending');
  });

  it('screens at KYC submission: an ID number already on the list raises a hit at once', async () => {
    const passport = `P${String(Date.now() % 1e7).padStart(7, '0')}K`;
    await importCsv(csvOf([`Another Name,1950-01-01,${passport},self`]));
    const { token, userId } = await p.createUserSession();
    const up = async (kind: string) =>
      (
        (
          await call(
            'uploadKyc',
            { kind, contentType: 'image/jpeg', dataBase64: (await photo()).toString('base64') },
            token,
          )
        ).data as { fileId: string }
      ).fileId;
    const r = await call(
      'addKyc',
      {
        idType: 'passport',
        idNumber: passport,
        realName: 'Juan Dela Cruz',
        birthday: '1990-05-17',
        idFrontFileId: await up('idFront'),
        selfieFileId: await up('selfie'),
      },
      token,
    );
    expect(r.errcode, r.msg).toBe(0);
    expect(await hitsOf(userId)).toEqual([
      expect.objectContaining({ trigger: 'kyc', matchedOn: 'idNumber', status: 'open' }),
    ]);
  });

  it('screens at login: an entry that reached the list without an import is found when the player signs in', async () => {
    const r = await p.registerUser();
    await p.verifyKyc(r.userId);
    const idNumber = await kycIdOf(r.userId);
    // Written straight to the table (no import, so no import screening): the next login is what finds it.
    await p.db.insert(exclusionList).values({
      name: 'Listed Person',
      nameKey: 'listed person',
      birthday: '1960-01-01',
      idNumber,
      kind: 'self',
      source: 'direct',
      entryKey: `direct-${idNumber}`,
    });
    expect(await hitsOf(r.userId)).toEqual([]);
    const login = await call('accountLogin', { account: r.account, password: r.password });
    expect(login.errcode, login.msg).toBe(0);
    expect(await hitsOf(r.userId)).toEqual([
      expect.objectContaining({ trigger: 'login', matchedOn: 'idNumber' }),
    ]);
  });
});
