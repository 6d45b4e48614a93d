import { atom } from 'nanostores';
import { opsCall } from '../../api/ops-call';
import type { OpsRequest, Proposal, WithdrawalRow } from '../../api/ops-calls';

type WithdrawalFlag = NonNullable<OpsRequest<'withdrawalQueue'>['flag']>;

import { createQueue } from '../../stores/queue';
import { $operator } from '../../stores/session';
import { createTable, type TableQuery } from '../../stores/table';

/** The table's column sort as the call's sort names. */
export function withdrawalSort(q: Pick<TableQuery, 'sort' | 'order'>): OpsRequest<'withdrawalQueue'>['sort'] {
  if (q.sort === 'amount') return q.order === 'asc' ? 'amountAsc' : 'amountDesc';
  return q.order === 'desc' ? 'newest' : 'oldest';
}

/** The proposal action that pays a withdrawal above the four-eyes threshold (platform wallet module). */
export const WITHDRAWAL_APPROVE_ACTION = 'withdrawal.approve';

/**
 * A page of the queue, each withdrawal paired with the pending proposal to pay it (made by a first operator
 * above the threshold), so the queue shows who approved first and offers the second approval to anyone else.
 */
export const withdrawalTable = createTable<WithdrawalRow>(
  async (q) => {
    const [page, pending] = await Promise.all([
      opsCall('withdrawalQueue', {
        pageNum: q.pageNum,
        pageSize: q.pageSize,
        sort: withdrawalSort(q),
        status: 'pending',
        ...(q.filters.flag ? { flag: q.filters.flag as WithdrawalFlag } : {}),
      }),
      opsCall('proposalList', {
        state: 'pending',
        action: WITHDRAWAL_APPROVE_ACTION,
        pageNum: 1,
        pageSize: 100,
      }),
    ]);
    if (!page.ok) return page;
    const byOrder = new Map<string, Proposal>();
    if (pending.ok)
      for (const p of pending.data.list) {
        const orderId = (p.payload as { orderId?: unknown } | null)?.orderId;
        if (typeof orderId === 'string') byOrder.set(orderId, p);
      }
    const list = page.data.list.map((row) => {
      const p = byOrder.get(row.id);
      return p
        ? { ...row, proposal: { id: p.id, state: p.state, makerId: p.makerId, makerLogin: p.makerLogin } }
        : row;
    });
    return { ok: true, data: { ...page.data, list } };
  },
  { sort: 'createdAt', order: 'asc' },
);

/** A withdrawal this operator already approved above the threshold: only a different operator may finish it. */
export function isMineAwaiting(row: WithdrawalRow): boolean {
  const me = $operator.get();
  return !!row.proposal && row.proposal.state === 'pending' && !!me && row.proposal.makerId === me.id;
}

export const withdrawalQueue = createQueue(withdrawalTable, (row) => !isMineAwaiting(row));

export type DecisionOutcome = {
  done: number;
  awaiting: number;
  failed: { id: string; msg: string; forbidden: boolean }[];
};
export const $withdrawalBusy = atom(false);
export const $withdrawalOutcome = atom<DecisionOutcome | null>(null);

/**
 * Approves or rejects the given withdrawals. One that already carries another operator's pending proposal is
 * decided as that proposal (the second pair of eyes); the rest go to withdrawalDecide, which answers each
 * above the threshold with a proposal instead of a payout.
 */
export async function decideWithdrawals(ids: readonly string[], approve: boolean, reason?: string) {
  if ($withdrawalBusy.get() || ids.length === 0) return null;
  $withdrawalBusy.set(true);
  const rows = withdrawalTable.$state.get().rows.filter((r) => ids.includes(r.id));
  const outcome: DecisionOutcome = { done: 0, awaiting: 0, failed: [] };
  try {
    const seconds = rows.filter((r) => r.proposal?.state === 'pending' && !isMineAwaiting(r));
    for (const row of seconds) {
      if (!row.proposal) continue;
      const res = await opsCall('proposalDecide', {
        proposalId: row.proposal.id,
        approve,
        ...(reason ? { reason } : {}),
      });
      if (res.ok) outcome.done++;
      else outcome.failed.push({ id: row.id, msg: res.msg, forbidden: res.forbidden });
    }
    const firsts = rows.filter((r) => r.proposal?.state !== 'pending').map((r) => r.id);
    if (firsts.length > 0) {
      const res = await opsCall('withdrawalDecide', { ids: firsts, approve, ...(reason ? { reason } : {}) });
      if (res.ok) {
        for (const r of res.data?.results ?? []) {
          if (r.outcome === 'proposed') outcome.awaiting++;
          else if (r.outcome === 'error') outcome.failed.push({ id: r.id, msg: r.message, forbidden: false });
          else outcome.done++;
        }
      } else for (const id of firsts) outcome.failed.push({ id, msg: res.msg, forbidden: res.forbidden });
    }
    withdrawalQueue.settled(ids);
    $withdrawalOutcome.set(outcome);
    await withdrawalTable.reload();
    return outcome;
  } finally {
    $withdrawalBusy.set(false);
  }
}
