import { randomUUID } from 'node:crypto';
import { OPS_ERR } from '@casino/contracts/ops-errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { reconcile } from '../../ledger/reconcile';
import { caller, contractData, dbKinds, setSetting } from '../../test-support';
import {
  createTestOperator,
  PAYOUT_PIN,
  postOpsCall,
  startTestPlatform,
  type TestOperator,
  type TestPlatform,
} from '../../testing';

interface Result {
  id: string;
  outcome: string;
  proposalId: number | null;
  message: string;
}

describe.each(dbKinds)('withdrawalDecide through /ops/v1 on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;
  let finance: TestOperator;
  let finance2: TestOperator;

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl, payoutReadyPlayers: true });
    call = caller(p.app);
    finance = await createTestOperator(p.db, ['finance']);
    finance2 = await createTestOperator(p.db, ['finance']);
    // ₱500: the withdrawals below it are paid at once, those above need a second operator.
    await setSetting(p.app, 'ops', { fourEyesAbovePhp: 50_000 });
  });
  afterAll(async () => {
    expect((await reconcile(p.db)).offenders).toEqual([]);
    await p?.close();
  });

  async function pendingWithdrawal(amount: number) {
    const s = await p.createUserSession();
    await p.credit(s.userId, amount + 50_000);
    const bank = contractData(
      'addBankInfo',
      await call(
        'addBankInfo',
        { code: PAYOUT_PIN, bankId: 11, accountName: 'Juan Dela Cruz', accountNo: '09171112222' },
        s.token,
      ),
    ) as { id: number };
    const order = contractData(
      'exchange',
      await call(
        'exchange',
        { code: PAYOUT_PIN, amount, userBankId: bank.id, requestId: randomUUID() },
        s.token,
      ),
    ) as { orderId: string };
    return { ...s, orderId: order.orderId };
  }
  const decide = async (op: TestOperator, body: unknown) => {
    const r = await postOpsCall(p.app, 'withdrawalDecide', body, op.token);
    expect(r.errcode, r.msg).toBe(0);
    return (r.data as { results: Result[] }).results;
  };
  const status = async (orderId: string) =>
    (
      await queryRows<{ status: string }>(p.db, sql`select status from exchange_orders where id = ${orderId}`)
    )[0]!.status;
  const paidRows = async (orderId: string) =>
    (
      await queryRows<{ n: number }>(
        p.db,
        sql`select count(*)::int as n from ledger where ref_type = 'withdraw' and ref_id = ${orderId} and kind = 'withdraw'`,
      )
    )[0]!.n;

  it('pays and rejects several at once, each audited; a rejection needs a reason and returns the hold', async () => {
    const a = await pendingWithdrawal(20_000);
    const b = await pendingWithdrawal(30_000);
    const paid = await decide(finance, { ids: [a.orderId, b.orderId, 'W-unknown'], approve: true });
    expect(paid.map((r) => r.outcome)).toEqual(['paid', 'paid', 'error']);
    expect(paid[2]!.message).toMatch(/No such withdrawal/);
    expect(await status(a.orderId)).toBe('paid');

    const c = await pendingWithdrawal(25_000);
    const noReason = await postOpsCall(
      p.app,
      'withdrawalDecide',
      { ids: [c.orderId], approve: false },
      finance.token,
    );
    expect(noReason.errcode).toBe(400);
    const [rejected] = await decide(finance, {
      ids: [c.orderId],
      approve: false,
      reason: 'Name does not match',
    });
    expect(rejected).toMatchObject({ outcome: 'rejected' });
    const coin = (contractData('refreshData', await call('refreshData', {}, c.token)) as { coin: number })
      .coin;
    expect(coin).toBe(75_000);
    // Paying a rejected one is refused and moves nothing.
    const [late] = await decide(finance, { ids: [c.orderId], approve: true });
    expect(late).toMatchObject({ outcome: 'error' });
    expect(await status(c.orderId)).toBe('rejected');

    const audit = await queryRows<{ action: string; target_id: string; operator_id: number }>(
      p.db,
      sql`select action, target_id, operator_id from audit_log where action like 'withdrawal.%' and target_user_id in
            (${a.userId}::int, ${c.userId}::int) order by id`,
    );
    expect(audit.map((r) => [r.action, r.target_id])).toEqual([
      ['withdrawal.approve', a.orderId],
      ['withdrawal.reject', c.orderId],
    ]);
    expect(audit.every((r) => r.operator_id === finance.id)).toBe(true);
  });

  it('20 simultaneous approvals of one withdrawal pay it once', async () => {
    const w = await pendingWithdrawal(40_000);
    const ops = await Promise.all(Array.from({ length: 4 }, () => createTestOperator(p.db, ['finance'])));
    const all = await Promise.all(
      Array.from({ length: 20 }, (_, i) => decide(ops[i % ops.length]!, { ids: [w.orderId], approve: true })),
    );
    const outcomes = all.map((r) => r[0]!.outcome).sort();
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already')).toHaveLength(19);
    expect(await paidRows(w.orderId)).toBe(1);
  });

  it('above the line an approval is a proposal: the maker cannot approve it, 20 second approvals pay once', async () => {
    const w = await pendingWithdrawal(60_000);
    const [proposed] = await decide(finance, { ids: [w.orderId], approve: true, reason: 'Big win, checked' });
    expect(proposed).toMatchObject({ outcome: 'proposed' });
    expect(await status(w.orderId)).toBe('pending');
    const proposalId = proposed!.proposalId!;
    // Clicking again proposes nothing new.
    const [again] = await decide(finance, { ids: [w.orderId], approve: true });
    expect(again).toMatchObject({ outcome: 'proposed', proposalId });

    const own = await postOpsCall(p.app, 'proposalDecide', { proposalId, approve: true }, finance.token);
    expect(own.errcode).toBe(OPS_ERR.OWN_PROPOSAL);
    expect(await status(w.orderId)).toBe('pending');

    const checkers = [
      finance2,
      ...(await Promise.all([1, 2, 3].map(() => createTestOperator(p.db, ['finance'])))),
    ];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postOpsCall(
          p.app,
          'proposalDecide',
          { proposalId, approve: true },
          checkers[i % checkers.length]!.token,
        ),
      ),
    );
    expect(answers.filter((r) => r.errcode === 0)).toHaveLength(1);
    expect(answers.filter((r) => r.errcode === OPS_ERR.PROPOSAL_DECIDED)).toHaveLength(19);
    expect(await status(w.orderId)).toBe('paid');
    expect(await paidRows(w.orderId)).toBe(1);
    const [row] = await queryRows<{ action: string; operator_id: number }>(
      p.db,
      sql`select action, operator_id from audit_log where action = 'withdrawal.approve' and target_id = ${w.orderId}`,
    );
    expect(checkers.map((c) => c.id)).toContain(row!.operator_id);
  });

  it('the queue says which withdrawals need a second operator', async () => {
    const w = await pendingWithdrawal(70_000);
    const r = await postOpsCall(p.app, 'withdrawalQueue', { userId: w.userId }, finance.token);
    expect(r.errcode).toBe(0);
    const [item] = (r.data as { list: { id: string; needsSecondApproval: boolean }[] }).list;
    expect(item).toMatchObject({ id: w.orderId, needsSecondApproval: true });
    const support = await createTestOperator(p.db, ['support']);
    expect((await postOpsCall(p.app, 'withdrawalQueue', {}, support.token)).status).toBe(403);
  });
});
