import { randomUUID } from 'node:crypto';
import { AML_REPORT_COLUMNS } from '@casino/contracts/aml-report';
import { manilaDay } from '@casino/contracts/manila-day';
import { OPS_ERR } from '@casino/contracts/ops-errors';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { amlItems, auditLog } from '../../db/schema';
import { caller, dbKinds, setSetting } from '../../test-support';
import {
  createTestOperator,
  PAYOUT_PIN,
  postOpsCall,
  startTestPlatform,
  type TestPlatform,
} from '../../testing';
import { sharedTraces } from '../agent';
import { withdrawalRisk } from '../wallet';
import { type AmlDeps, detectAml } from './aml-detect';
import { csvRecords } from './exclusion-csv';

// AML as compliance meets it: the covered deposit, deposits split under the threshold, a withdrawal after little
// play from an address several players share — each one item however often detection runs — then the queue's
// audited statuses and the export in the regulator's columns.

/** The same wiring modules/index.ts gives the job. */
const deps: AmlDeps = {
  withdrawalFlags: async (db, o) => (await withdrawalRisk(db, { ...o, kycName: null })).flags,
  sharedTraces,
};

describe.each(dbKinds)('AML on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
    // ₱1,000 covered threshold (whole pesos) so test deposits reach it; deposits withdrawable without turnover.
    await setSetting(p.app, 'aml', { coveredAbovePhp: 1000, structuringFloorPct: 50, sharedMinPlayers: 3 });
    await setSetting(p.app, 'wallet,depositTurnoverMultiple', 0);
  });
  afterAll(() => p?.close());

  const settings = async () => (await p.app.platform.catalogue.snapshot()).docs.settings.aml;
  /** Detection at a moment just after everything the test made (time as a parameter, never the clock). */
  const detectNow = async () => {
    const [row] = await queryRows<{ at: string }>(
      p.db,
      sql`select greatest((select max(paid_at) from recharge_orders), (select max(created_at) from exchange_orders))::text as at`,
    );
    return detectAml(p.db, await settings(), deps, Date.parse(row!.at) + 60_000);
  };
  const itemsOf = (userId: number) => p.db.select().from(amlItems).where(eq(amlItems.userId, userId));

  it('records covered deposits, split deposits and a quick cash-out from a shared address once each; the queue moves them with audited reasons; the export has the regulator’s columns', async () => {
    const big = await p.createUserSession();
    await p.deposit(big.token, 150_000);

    const split = await p.createUserSession();
    await p.deposit(split.token, 60_000);
    await p.deposit(split.token, 60_000);

    // The same two deposits a day apart are not a split.
    const apart = await p.createUserSession();
    const first = await p.deposit(apart.token, 60_000);
    await p.db.execute(
      sql`update recharge_orders set paid_at = paid_at - interval '25 hours' where id = ${first.orderId}`,
    );
    await p.deposit(apart.token, 60_000);

    // Deposit, no play, withdraw — from an address two other players also use.
    const quick = await p.createUserSession();
    await p.payoutReady(quick.userId);
    await p.deposit(quick.token, 30_000);
    const bank = await call(
      'addBankInfo',
      { bankId: 11, accountName: 'Juan Dela Cruz', accountNo: '0099887766', code: PAYOUT_PIN },
      quick.token,
    );
    expect(bank.errcode, bank.msg).toBe(0);
    await p.endPayoutHolds(quick.userId);
    const w = await call(
      'exchange',
      {
        amount: 20_000,
        userBankId: (bank.data as { id: number }).id,
        requestId: randomUUID(),
        code: PAYOUT_PIN,
      },
      quick.token,
    );
    expect(w.errcode, w.msg).toBe(0);
    const neighbours = [await p.createUserSession(), await p.createUserSession()];
    for (const u of [quick, ...neighbours])
      await p.db.execute(sql`update sessions set ip = '49.145.10.20' where user_id = ${u.userId}`);

    expect(await detectNow()).toBeGreaterThanOrEqual(4);
    // Detection again (the next pass, another instance) records nothing twice.
    expect(await detectNow()).toBe(0);

    expect(await itemsOf(big.userId)).toEqual([
      expect.objectContaining({ kind: 'covered', txType: 'deposit', amount: 150_000, status: 'open' }),
    ]);
    expect(await itemsOf(split.userId)).toEqual([
      expect.objectContaining({ kind: 'structuring', amount: 120_000, txType: 'pattern' }),
    ]);
    expect(await itemsOf(apart.userId)).toEqual([]);
    const quickItems = await itemsOf(quick.userId);
    expect(quickItems.map((i) => i.kind).sort()).toEqual(['littlePlay', 'sharedIp']);
    expect(quickItems.find((i) => i.kind === 'sharedIp')!.relatedUserIds).toEqual(
      neighbours.map((n) => n.userId).sort((a, b) => a - b),
    );

    // The queue (compliance), with the 5-working-day deadline; a finance operator may not see it.
    const compliance = await createTestOperator(p.db, ['compliance']);
    const finance = await createTestOperator(p.db, ['finance']);
    expect((await postOpsCall(p.app, 'amlQueue', {}, finance.token)).status).toBe(403);
    const queue = await postOpsCall(
      p.app,
      'amlQueue',
      { status: 'open', kind: 'covered', pageSize: 100 },
      compliance.token,
    );
    const covered = (
      queue.data as { list: { id: number; userId: number; reportBy: number; detectedAt: number }[] }
    ).list.find((i) => i.userId === big.userId)!;
    expect(covered.reportBy - covered.detectedAt).toBeGreaterThanOrEqual(5 * 86_400_000);

    const move = (status: string, reason = 'Checked the source of funds.') =>
      postOpsCall(p.app, 'amlSetStatus', { itemId: covered.id, status, reason }, compliance.token);
    expect((await move('reviewed')).data).toEqual({ status: 'reviewed' });
    expect((await move('reported', 'Filed with AMLC, ack 123.')).data).toEqual({ status: 'reported' });
    const back = await move('open', 'Oops.');
    expect([back.errcode, back.msg]).toEqual([OPS_ERR.AML_TRANSITION, expect.stringContaining('reported')]);
    const audits = await p.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'amlItem'), eq(auditLog.targetId, String(covered.id))));
    expect(audits.map((a) => [a.action, a.reason, a.targetUserId])).toEqual([
      ['aml.reviewed', 'Checked the source of funds.', big.userId],
      ['aml.reported', 'Filed with AMLC, ack 123.', big.userId],
    ]);

    // The export: the header is the regulator's column set; the covered deposit is a CTR in pesos.
    const day = manilaDay(covered.detectedAt);
    const exp = await postOpsCall(p.app, 'amlExport', { from: day, to: day }, compliance.token);
    expect(exp.errcode, exp.msg).toBe(0);
    const csv = (exp.data as { csv: string }).csv;
    expect(csv.split('\r\n')[0]).toBe(AML_REPORT_COLUMNS.join(','));
    const ctr = csvRecords(csv)
      .map((r) => r.fields)
      .find((f) => f[0] === 'CTR' && f[1] === `AML-${covered.id}`)!;
    const at = (c: (typeof AML_REPORT_COLUMNS)[number]) => ctr[AML_REPORT_COLUMNS.indexOf(c)];
    expect([at('amount_php'), at('currency'), at('player_id'), at('player_name'), at('status')]).toEqual([
      '1500.00',
      'PHP',
      String(big.userId),
      'Juan Dela Cruz',
      'reported',
    ]);
    expect(at('id_number')).toMatch(/^\d{12,16}$/);
  });
});
