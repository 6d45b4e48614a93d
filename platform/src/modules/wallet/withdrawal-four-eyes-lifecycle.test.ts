import { randomUUID } from 'node:crypto';
import { OPS_ERR } from '@casino/contracts/ops-errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditActor, cliActor } from '../../core/audit';
import { CallError } from '../../core/call-error';
import { queryRows } from '../../db/client';
import { reconcile } from '../../ledger/reconcile';
import { caller, contractData, dbKinds, setSetting } from '../../test-support';
import {
  createTestOperator,
  PAYOUT_PIN,
  postOpsCall,
  startTestPlatform,
  TEST_BANK_ID,
  type TestOperator,
  type TestPlatform,
} from '../../testing';
import { decideProposal, expireProposals, type ProposalExecutors } from '../operators';
import { WITHDRAWAL_APPROVE_ACTION, withdrawalApproveExecutor } from './withdrawal-decide';

const HOUR = 3_600_000;
const EXECUTORS: ProposalExecutors = new Map([[WITHDRAWAL_APPROVE_ACTION, withdrawalApproveExecutor]]);

// A four-eyes proposal to pay a withdrawal that is declined, or that nobody decides, must not leave the order
// stuck: it goes back to the queue undecided (the hold untouched, the player told nothing yet) for a finance
// operator to reject or approve again. The command line goes through the same decision.
describe.each(dbKinds)(
  'four-eyes withdrawal declined, expired, or approved from the CLI on $kind',
  ({ databaseServerUrl }) => {
    let p: TestPlatform;
    let call: ReturnType<typeof caller>;
    let maker: TestOperator;
    let checker: TestOperator;

    beforeAll(async () => {
      p = await startTestPlatform({ databaseServerUrl, payoutReadyPlayers: true, poolMax: 12 });
      call = caller(p.app);
      maker = await createTestOperator(p.db, ['finance']);
      checker = await createTestOperator(p.db, ['finance']);
      await setSetting(p.app, 'ops', { fourEyesAbovePhp: 50_000, proposalExpiryHours: 24 });
    });
    afterAll(async () => {
      expect((await reconcile(p.db)).offenders).toEqual([]);
      await p?.close();
    });

    async function bigWithdrawal(amount = 80_000) {
      const s = await p.createUserSession();
      await p.credit(s.userId, amount + 50_000);
      const bank = contractData(
        'addBankInfo',
        await call(
          'addBankInfo',
          { code: PAYOUT_PIN, bankId: TEST_BANK_ID, accountName: 'Juan Dela Cruz', accountNo: '09171112222' },
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
    const coin = async (token: string) =>
      (contractData('refreshData', await call('refreshData', {}, token)) as { coin: number }).coin;
    const status = async (orderId: string) =>
      (
        await queryRows<{ status: string }>(
          p.db,
          sql`select status from exchange_orders where id = ${orderId}`,
        )
      )[0]!.status;
    const paidRows = async (orderId: string) =>
      (
        await queryRows<{ n: number }>(
          p.db,
          sql`select count(*)::int as n from ledger where ref_type = 'withdraw' and ref_id = ${orderId} and kind = 'withdraw'`,
        )
      )[0]!.n;
    const proposalOf = async (id: number) =>
      (
        await queryRows<{ state: string; made: number; maker_id: number | null; maker_login: string }>(
          p.db,
          // The instant in whole ms, rounded up: the stored time has microseconds.
          sql`select state, ceil(extract(epoch from created_at) * 1000)::float8 as made, maker_id, maker_login
              from proposals where id = ${id}`,
        )
      )[0]!;
    const propose = async (orderId: string) => {
      const r = await postOpsCall(p.app, 'withdrawalDecide', { ids: [orderId], approve: true }, maker.token);
      const [result] = (r.data as { results: { outcome: string; proposalId: number }[] }).results;
      expect(result!.outcome).toBe('proposed');
      return result!.proposalId;
    };
    const queueItem = async (orderId: string, userId: number) => {
      const q = await postOpsCall(
        p.app,
        'withdrawalQueue',
        { userId, pageNum: 1, pageSize: 20 },
        maker.token,
      );
      expect(q.errcode, q.msg).toBe(0);
      return (q.data as { list: { id: string; lastApproval?: unknown }[] }).list.find(
        (w) => w.id === orderId,
      );
    };
    const auditActions = async (orderId: string) =>
      (
        await queryRows<{ action: string; operator_login: string; reason: string }>(
          p.db,
          sql`select action, operator_login, reason from audit_log
             where target_type = 'withdrawal' and target_id = ${orderId} order by id`,
        )
      ).map((r) => `${r.action} ${r.operator_login} ${r.reason}`.trim());

    it('a declined proposal puts the withdrawal back in the queue undecided, hold kept, and it can be approved again', async () => {
      const w = await bigWithdrawal();
      const before = await coin(w.token);
      const proposalId = await propose(w.orderId);
      const declined = await postOpsCall(
        p.app,
        'proposalDecide',
        { proposalId, approve: false, reason: 'Ask for a bank statement first' },
        checker.token,
      );
      expect(declined.data).toMatchObject({ state: 'declined' });
      // Nothing paid, nothing returned: the hold stays and the order waits in the queue, flagged with the decline.
      expect(await status(w.orderId)).toBe('pending');
      expect(await paidRows(w.orderId)).toBe(0);
      expect(await coin(w.token)).toBe(before);
      expect(await queueItem(w.orderId, w.userId)).toMatchObject({
        lastApproval: {
          proposalId,
          state: 'declined',
          by: checker.login,
          reason: 'Ask for a bank statement first',
        },
      });
      expect(await auditActions(w.orderId)).toContain(
        `withdrawal.approval.declined ${checker.login} Ask for a bank statement first`,
      );

      // Approved again: a new proposal, and the second operator's approval pays once.
      const again = await propose(w.orderId);
      expect(again).not.toBe(proposalId);
      expect((await queueItem(w.orderId, w.userId))?.lastApproval ?? null).toBeNull();
      const ok = await postOpsCall(
        p.app,
        'proposalDecide',
        { proposalId: again, approve: true },
        checker.token,
      );
      expect(ok.data).toMatchObject({ state: 'approved' });
      expect(await status(w.orderId)).toBe('paid');
      expect(await paidRows(w.orderId)).toBe(1);
    });

    it('a proposal nobody decides expires after ops.proposalExpiryHours and the order is undecided again', async () => {
      const w = await bigWithdrawal();
      const proposalId = await propose(w.orderId);
      const made = Number((await proposalOf(proposalId)).made);
      const expiresAfterMs = 24 * HOUR;
      // One millisecond before its time nothing happens.
      expect(
        await expireProposals(p.db, EXECUTORS, { expiresAfterMs, now: new Date(made + expiresAfterMs - 1) }),
      ).toBe(0);
      expect((await proposalOf(proposalId)).state).toBe('pending');
      expect(
        await expireProposals(p.db, EXECUTORS, { expiresAfterMs, now: new Date(made + expiresAfterMs) }),
      ).toBe(1);
      expect((await proposalOf(proposalId)).state).toBe('expired');
      expect(await status(w.orderId)).toBe('pending');
      expect(await queueItem(w.orderId, w.userId)).toMatchObject({
        lastApproval: { proposalId, state: 'expired', by: 'system:proposal-expiry' },
      });
      expect(await auditActions(w.orderId)).toContain(
        'withdrawal.approval.expired system:proposal-expiry Nobody decided it in time',
      );
      // A checker arriving late is told it expired; nothing is paid.
      const late = await postOpsCall(p.app, 'proposalDecide', { proposalId, approve: true }, checker.token);
      expect(late.errcode).toBe(OPS_ERR.PROPOSAL_EXPIRED);
      expect(await paidRows(w.orderId)).toBe(0);
      // And it can still be rejected from the queue, returning the hold through the ledger.
      const r = await postOpsCall(
        p.app,
        'withdrawalDecide',
        { ids: [w.orderId], approve: false, reason: 'Documents never came' },
        maker.token,
      );
      expect((r.data as { results: { outcome: string }[] }).results[0]!.outcome).toBe('rejected');
    });

    it('a checker deciding after the expiry time finds it expired (the job had not passed yet)', async () => {
      const w = await bigWithdrawal();
      const proposalId = await propose(w.orderId);
      const made = Number((await proposalOf(proposalId)).made);
      const actor: AuditActor = {
        operatorId: checker.id,
        login: checker.login,
        role: 'finance',
        requestId: 'r',
        ip: '',
      };
      const late = decideProposal(
        p.db,
        EXECUTORS,
        actor,
        ['finance'],
        { proposalId, approve: true },
        new Date(made + 25 * HOUR),
        24 * HOUR,
      );
      await expect(late).rejects.toMatchObject({ errcode: OPS_ERR.PROPOSAL_EXPIRED });
      // The expiry committed even though the checker was refused.
      expect((await proposalOf(proposalId)).state).toBe('expired');
      expect(await status(w.orderId)).toBe('pending');
      expect(await paidRows(w.orderId)).toBe(0);
    });

    it('the expiry racing ten approvals either pays once or expires, never both', async () => {
      const w = await bigWithdrawal();
      const proposalId = await propose(w.orderId);
      const made = Number((await proposalOf(proposalId)).made);
      const actor: AuditActor = {
        operatorId: checker.id,
        login: checker.login,
        role: 'finance',
        requestId: 'r',
        ip: '',
      };
      const outcomes = await Promise.allSettled([
        expireProposals(p.db, EXECUTORS, { expiresAfterMs: 24 * HOUR, now: new Date(made + 24 * HOUR) }),
        ...Array.from({ length: 10 }, () =>
          decideProposal(
            p.db,
            EXECUTORS,
            actor,
            ['finance'],
            { proposalId, approve: true },
            new Date(made + HOUR),
            24 * HOUR,
          ),
        ),
      ]);
      for (const o of outcomes.slice(1))
        if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(CallError);
      const approvals = outcomes.slice(1).filter((o) => o.status === 'fulfilled').length;
      const state = (await proposalOf(proposalId)).state;
      if (state === 'approved') {
        expect([approvals, await paidRows(w.orderId), await status(w.orderId)]).toEqual([1, 1, 'paid']);
      } else {
        expect(state).toBe('expired');
        expect([approvals, await paidRows(w.orderId), await status(w.orderId)]).toEqual([0, 0, 'pending']);
      }
    });

    it('ops approve-withdrawal above the threshold only proposes, as cli:<os user>; an operator approves it', async () => {
      const w = await bigWithdrawal();
      const out = await p.ops('approve-withdrawal', w.orderId);
      expect(out).toMatch(/waiting for a second operator — proposal #\d+/);
      expect(await status(w.orderId)).toBe('pending');
      expect(await paidRows(w.orderId)).toBe(0);
      const proposalId = Number(/#(\d+)/.exec(out)![1]);
      const made = await proposalOf(proposalId);
      expect(made.maker_id).toBeNull();
      expect(made.maker_login).toBe(cliActor().login);
      const created = await queryRows<{ operator_login: string }>(
        p.db,
        sql`select operator_login from audit_log where action = 'proposal.create' and target_id = ${String(proposalId)}`,
      );
      expect(created.map((r) => r.operator_login)).toEqual([cliActor().login]);
      // Asking again proposes nothing new.
      expect(await p.ops('approve-withdrawal', w.orderId)).toContain(`proposal #${proposalId}`);
      const ok = await postOpsCall(p.app, 'proposalDecide', { proposalId, approve: true }, checker.token);
      expect(ok.data).toMatchObject({ state: 'approved' });
      expect(await paidRows(w.orderId)).toBe(1);

      // Below the threshold the CLI pays at once, audited as the console's approval is.
      const small = await bigWithdrawal(30_000);
      expect(await p.ops('approve-withdrawal', small.orderId, 'Checked', 'by', 'phone')).toMatch(
        /approved and paid/,
      );
      expect(await auditActions(small.orderId)).toEqual([
        `withdrawal.approve ${cliActor().login} Checked by phone`,
      ]);
    });
  },
);
