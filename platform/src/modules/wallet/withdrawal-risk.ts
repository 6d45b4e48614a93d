// The withdrawal queue's risk flags: what a payout officer looks at twice before paying. One function computes
// every flag for one withdrawal (the queue calls it per row of its page); each flag is its own small rule.

import type { WithdrawalRiskFlag } from '@casino/contracts/ops-calls/withdrawals';
import { samePersonName } from '@casino/contracts/person-name';
import { inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/client';
import { ledger } from '../../db/schema';
import { kindsOf } from '../../ledger/kind-classes';
import { sharedTraces } from '../agent';

const DAY_MS = 86_400_000;
/** How far back "deposit then withdrawal with little play" looks. */
export const LITTLE_PLAY_WINDOW_DAYS = 7;
/** A receiving account younger than this at the withdrawal is new. */
export const NEW_ACCOUNT_MS = DAY_MS;

export interface RiskInput {
  orderId: string;
  userId: number;
  createdAt: Date;
  /** The receiving account's own creation time and holder name. */
  accountAddedAt: Date;
  accountName: string;
  /** The name on the player's approved KYC submission, if any. */
  kycName: string | null;
}

export interface RiskAnswer {
  flags: WithdrawalRiskFlag[];
  sharedWith: number[];
}

export async function withdrawalRisk(db: Db | Tx, w: RiskInput): Promise<RiskAnswer> {
  const at = w.createdAt.toISOString();
  const since = new Date(w.createdAt.getTime() - LITTLE_PLAY_WINDOW_DAYS * DAY_MS).toISOString();
  const bonusKinds = kindsOf('bonus');
  const [row] = await queryRows<{
    paid_before: number;
    deposited: string | number;
    staked: string | number;
    bonuses: string | number;
    deposits_all: string | number;
  }>(
    db,
    sql`select
          (select count(*)::int from exchange_orders
            where user_id = ${w.userId}::int and status = 'paid' and id <> ${w.orderId}::text
              and created_at < ${at}::timestamptz) as paid_before,
          (select coalesce(sum(delta), 0) from ledger where user_id = ${w.userId}::int and kind = 'deposit'
              and created_at >= ${since}::timestamptz and created_at <= ${at}::timestamptz) as deposited,
          (select coalesce(-sum(delta), 0) from ledger where user_id = ${w.userId}::int and kind in ('bet', 'refund')
              and created_at >= ${since}::timestamptz and created_at <= ${at}::timestamptz) as staked,
          (select coalesce(sum(delta), 0) from ledger where user_id = ${w.userId}::int
              and ${inArray(ledger.kind, bonusKinds)} and created_at <= ${at}::timestamptz) as bonuses,
          (select coalesce(sum(delta), 0) from ledger where user_id = ${w.userId}::int and kind = 'deposit'
              and created_at <= ${at}::timestamptz) as deposits_all`,
  );
  const flags: WithdrawalRiskFlag[] = [];
  if (Number(row?.paid_before ?? 0) === 0) flags.push('firstWithdrawal');
  const deposited = Number(row?.deposited ?? 0);
  if (deposited > 0 && Number(row?.staked ?? 0) < deposited) flags.push('littlePlay');
  if (w.createdAt.getTime() - w.accountAddedAt.getTime() < NEW_ACCOUNT_MS) flags.push('newReceivingAccount');
  const traces = await sharedTraces(db, w.userId);
  if (traces.payment.length > 0) flags.push('sharedAccount');
  if (traces.device.length > 0) flags.push('sharedDevice');
  if (traces.ip.length > 0) flags.push('sharedIp');
  if (Number(row?.bonuses ?? 0) > Number(row?.deposits_all ?? 0)) flags.push('mostlyBonus');
  // The payout rule's own comparison (contracts samePersonName): the flag never disagrees with what payouts accept.
  if (w.kycName !== null && !samePersonName(w.kycName, w.accountName)) flags.push('nameMismatch');
  const sharedWith = [...new Set([...traces.payment, ...traces.device, ...traces.ip])].sort((a, b) => a - b);
  return { flags, sharedWith };
}
