import { OPS_ERR } from '@casino/contracts/ops-errors';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { caller, dbKinds } from '../../test-support';
import {
  createTestOperator,
  postOpsCall,
  startTestPlatform,
  type TestOperator,
  type TestPlatform,
} from '../../testing';

const COIN = REWARD_ID.coin;
const DIAMOND = REWARD_ID.diamond;

describe.each(dbKinds)('four-eyes adjustments on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let maker: TestOperator;
  let checker: TestOperator;
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl, poolMax: 8 });
    maker = await createTestOperator(p.db, ['finance']);
    checker = await createTestOperator(p.db, ['finance']);
  });
  afterAll(async () => {
    await p?.close();
  });

  const propose = (
    op: TestOperator,
    userId: number,
    items: { propId: number; count: number }[],
    reason = 'Outage compensation',
  ) => postOpsCall(p.app, 'adjustmentPropose', { userId, items, reason }, op.token);
  const decide = (op: TestOperator, proposalId: number, approve = true, reason?: string) =>
    postOpsCall(p.app, 'proposalDecide', { proposalId, approve, ...(reason ? { reason } : {}) }, op.token);
  const balance = async (userId: number) =>
    Number(
      (
        await queryRows<{ b: string }>(
          p.db,
          sql`select balance::text as b from wallets where user_id = ${userId}`,
        )
      )[0]?.b,
    );

  it('credits only after a second operator approves; the maker cannot; the player sees it in the coin log', async () => {
    const { token, userId } = await p.createUserSession();
    const made = await propose(maker, userId, [
      { propId: COIN, count: 50_000 },
      { propId: DIAMOND, count: 3 },
    ]);
    expect(made.data).toEqual({ proposalId: expect.any(Number), state: 'pending' });
    const { proposalId } = made.data as { proposalId: number };
    expect(await balance(userId)).toBe(0);

    const own = await decide(maker, proposalId);
    expect(own.errcode).toBe(OPS_ERR.OWN_PROPOSAL);
    const compliance = await createTestOperator(p.db, ['compliance']);
    expect((await decide(compliance, proposalId)).errcode).toBe(OPS_ERR.ROLE_CANNOT_DECIDE);
    expect(await balance(userId)).toBe(0);

    const approved = await decide(checker, proposalId, true, 'Checked the incident report');
    expect(approved.data).toMatchObject({ proposalId, state: 'approved' });
    expect(await balance(userId)).toBe(50_000);
    expect((await decide(checker, proposalId)).errcode).toBe(OPS_ERR.PROPOSAL_DECIDED);
    expect(await balance(userId)).toBe(50_000);

    const log = await caller(p.app)('appUserCoinDetail', { pageNum: 1, pageSize: 10 }, token);
    expect((log.data as { list: unknown[] }).list).toEqual([
      expect.objectContaining({
        kind: 'manualAdjustment',
        amount: 50_000,
        balanceAfter: 50_000,
        remark: 'Outage compensation',
      }),
    ]);

    const audit = await postOpsCall(p.app, 'auditLog', { targetUserId: userId }, checker.token);
    const actions = (audit.data as { list: { action: string; operatorId: number }[] }).list.map((r) => [
      r.action,
      r.operatorId,
    ]);
    expect(actions).toEqual([
      ['proposal.approve', checker.id],
      ['proposal.create', maker.id],
    ]);
    const list = await postOpsCall(
      p.app,
      'proposalList',
      { state: 'approved', targetUserId: userId },
      checker.token,
    );
    expect((list.data as { list: unknown[] }).list).toEqual([
      expect.objectContaining({
        id: proposalId,
        makerId: maker.id,
        checkerId: checker.id,
        decideReason: 'Checked the incident report',
      }),
    ]);
    expect(await p.ops('reconcile')).toMatch(/all balances match the ledger/);
  });

  it('never debits below zero: refused when proposed, and again when the balance fell before approval', async () => {
    const { userId } = await p.createUserSession();
    await p.credit(userId, 40_000);
    const tooMuch = await propose(maker, userId, [{ propId: COIN, count: -50_000 }]);
    expect(tooMuch.errcode).toBe(OPS_ERR.ADJUSTMENT_EXCEEDS_BALANCE);
    expect(tooMuch.detail).toEqual({ held: 40_000 });

    const made = await propose(
      maker,
      userId,
      [{ propId: COIN, count: -30_000 }],
      'Duplicate deposit credited twice',
    );
    const { proposalId } = made.data as { proposalId: number };
    await p.bet(userId, 20_000);
    const refused = await decide(checker, proposalId);
    expect(refused.errcode).toBe(OPS_ERR.ADJUSTMENT_EXCEEDS_BALANCE);
    expect(refused.detail).toEqual({ held: 20_000 });
    expect(await balance(userId)).toBe(20_000);
    // Still pending: it can be declined (nothing moves).
    expect((await decide(checker, proposalId, false, 'Player already spent it')).data).toMatchObject({
      state: 'declined',
    });
    expect(await balance(userId)).toBe(20_000);
  });

  it('pays once when twenty operators approve the same proposal at the same instant', async () => {
    const { userId } = await p.createUserSession();
    const checkers = await Promise.all(
      Array.from({ length: 20 }, () => createTestOperator(p.db, ['finance'])),
    );
    const made = await propose(maker, userId, [{ propId: COIN, count: 12_345 }]);
    const { proposalId } = made.data as { proposalId: number };
    const answers = await Promise.all(checkers.map((c) => decide(c, proposalId)));
    expect(answers.filter((a) => a.errcode === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.errcode === OPS_ERR.PROPOSAL_DECIDED)).toHaveLength(19);
    expect(await balance(userId)).toBe(12_345);
    const rows = await queryRows<{ n: number }>(
      p.db,
      sql`select count(*)::int as n from ledger where user_id = ${userId} and kind = 'manualAdjustment'`,
    );
    expect(rows[0]!.n).toBe(1);
    const approvals = await queryRows<{ n: number }>(
      p.db,
      sql`select count(*)::int as n from audit_log where action = 'proposal.approve' and target_id = ${String(proposalId)}`,
    );
    expect(approvals[0]!.n).toBe(1);
  });
});
