import { REWARD_ID } from '@casino/contracts/reward-ids';
import { atom } from 'nanostores';
import { opsCall } from '../../api/ops-call';
import type { Proposal } from '../../api/ops-calls';
import { $operator } from '../../stores/session';
import { createTable } from '../../stores/table';

export const proposalTable = createTable<Proposal>(({ pageNum, pageSize }) =>
  opsCall('proposalList', { pageNum, pageSize, state: 'pending' }),
);

/** The maker never checks their own proposal: the platform refuses it, and the inbox does not offer it. */
export function isOwnProposal(p: Proposal): boolean {
  const me = $operator.get();
  return !!me && p.makerId === me.id;
}

export const $proposalBusy = atom<number | string | null>(null);
export const $proposalResult = atom<{
  id: number | string;
  ok: boolean;
  approve: boolean;
  msg: string;
  forbidden: boolean;
} | null>(null);

export async function decideProposal(p: Proposal, approve: boolean, reason?: string): Promise<boolean> {
  if (isOwnProposal(p) || $proposalBusy.get() !== null) return false;
  $proposalBusy.set(p.id);
  try {
    const res = await opsCall('proposalDecide', {
      proposalId: p.id,
      approve,
      ...(reason?.trim() ? { reason: reason.trim() } : {}),
    });
    $proposalResult.set({
      id: p.id,
      ok: res.ok,
      approve,
      msg: res.ok ? '' : res.msg,
      forbidden: !res.ok && res.forbidden,
    });
    await proposalTable.reload();
    return res.ok;
  } finally {
    $proposalBusy.set(null);
  }
}

/**
 * What a proposal moves, read from its payload: the coin amount (minor units; negative = debit) and the props
 * as "id × count". A payload of another shape shows none (its reason says what it is).
 */
export function proposalEffect(p: Proposal): { coin: number | null; props: string[] } {
  const payload = (p.payload ?? {}) as { items?: unknown; amount?: unknown };
  let coin: number | null = typeof payload.amount === 'number' ? payload.amount : null;
  const props: string[] = [];
  if (Array.isArray(payload.items))
    for (const item of payload.items as { propId?: unknown; count?: unknown }[]) {
      if (typeof item?.count !== 'number') continue;
      if (item.propId === REWARD_ID.coin) coin = (coin ?? 0) + item.count;
      else props.push(`${String(item.propId)} × ${item.count}`);
    }
  return { coin, props };
}
