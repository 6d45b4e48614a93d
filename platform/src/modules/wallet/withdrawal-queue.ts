// The operator's withdrawal queue: withdrawals with the receiving account beside the KYC name, the KYC state,
// the turnover still owed and the risk flags — the typed read the console and `ops withdrawals` both show.

import type { withdrawalQueueItem, withdrawalQueueRequest } from '@casino/contracts/ops-calls/withdrawals';
import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CatalogueService } from '../../catalogue/service';
import { type Page, pageOf, pageOffset } from '../../core/paging';
import type { Db } from '../../db/client';
import { exchangeOrders, kycSubmissions, proposals, userBanks, users } from '../../db/schema';
import { activeGrants } from './withdrawability';
import { withdrawalRisk } from './withdrawal-risk';

export type WithdrawalQueueFilter = z.output<typeof withdrawalQueueRequest>;
export type WithdrawalQueueItem = z.output<typeof withdrawalQueueItem>;

/** Withdrawals above this (minor units) need a second operator's approval (settings `ops.fourEyesAbovePhp`). */
export async function fourEyesAboveMinor(catalogue: CatalogueService): Promise<number> {
  return (await catalogue.snapshot()).docs.settings.ops.fourEyesAbovePhp;
}

const ORDER_BY = {
  oldest: [asc(exchangeOrders.createdAt), asc(exchangeOrders.id)],
  newest: [desc(exchangeOrders.createdAt), desc(exchangeOrders.id)],
  amountDesc: [desc(exchangeOrders.amount), asc(exchangeOrders.createdAt)],
  amountAsc: [asc(exchangeOrders.amount), asc(exchangeOrders.createdAt)],
} as const;

/** The KYC name to compare with: the approved submission's, else the latest one's; null when none. */
async function kycNameOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: kycSubmissions.realName, status: kycSubmissions.status })
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(eq(kycSubmissions.status, 2)), desc(kycSubmissions.id))
    .limit(1);
  return row?.name ?? null;
}

/** The order's last pay proposal when it ended without paying (declined, expired); null otherwise. */
async function lastApprovalOf(db: Db, orderId: string): Promise<WithdrawalQueueItem['lastApproval']> {
  const [p] = await db
    .select()
    .from(proposals)
    .where(
      and(eq(proposals.action, 'withdrawal.approve'), sql`${proposals.payload}->>'orderId' = ${orderId}`),
    )
    .orderBy(desc(proposals.id))
    .limit(1);
  if (!p || (p.state !== 'declined' && p.state !== 'expired')) return null;
  return {
    proposalId: p.id,
    state: p.state,
    by: p.checkerLogin ?? 'system:proposal-expiry',
    reason: p.decideReason,
    at: p.decidedAt?.getTime() ?? 0,
  };
}

export async function withdrawalQueue(
  db: Db,
  catalogue: CatalogueService,
  f: WithdrawalQueueFilter,
): Promise<Page<WithdrawalQueueItem>> {
  const where: SQL[] = [eq(exchangeOrders.status, f.status)];
  if (f.userId !== undefined) where.push(eq(exchangeOrders.userId, f.userId));
  if (f.minAmount !== undefined) where.push(gte(exchangeOrders.amount, f.minAmount));
  if (f.maxAmount !== undefined) where.push(lte(exchangeOrders.amount, f.maxAmount));
  const base = db
    .select({ order: exchangeOrders, bank: userBanks, user: users })
    .from(exchangeOrders)
    .innerJoin(userBanks, eq(userBanks.id, exchangeOrders.userBankId))
    .innerJoin(users, eq(users.id, exchangeOrders.userId))
    .where(and(...where))
    .orderBy(...ORDER_BY[f.sort]);
  const { docs } = await catalogue.snapshot();
  const banks = new Map(docs.banks.banks.map((b) => [b.id, b]));
  const threshold = await fourEyesAboveMinor(catalogue);

  const build = async (r: Awaited<typeof base>[number]): Promise<WithdrawalQueueItem> => {
    const kycName = await kycNameOf(db, r.order.userId);
    const risk = await withdrawalRisk(db, {
      orderId: r.order.id,
      userId: r.order.userId,
      createdAt: r.order.createdAt,
      accountAddedAt: r.bank.createdAt,
      accountName: r.bank.accountName,
      kycName: r.user.kycStatus === 2 ? kycName : null,
    });
    const grants = await activeGrants(db, r.order.userId);
    const bank = banks.get(r.bank.bankId);
    return {
      id: r.order.id,
      userId: r.order.userId,
      account: r.user.account ?? '',
      nickname: r.user.nickname,
      amount: r.order.amount,
      fee: r.order.fee,
      payout: r.order.amount - r.order.fee,
      status: r.order.status as WithdrawalQueueItem['status'],
      rejectReason: r.order.rejectReason,
      createdAt: r.order.createdAt.getTime(),
      channel: {
        bankId: r.bank.bankId,
        bankName: bank?.name ?? `Bank ${r.bank.bankId}`,
        kind: bank?.kind ?? 'bank',
        accountName: r.bank.accountName,
        accountNo: r.bank.accountNo,
        addedAt: r.bank.createdAt.getTime(),
      },
      kycName,
      kycStatus: r.user.kycStatus,
      turnoverOwed: grants.reduce((s, g) => s + Math.max(0, g.required - g.done), 0),
      flags: risk.flags,
      sharedWith: risk.sharedWith,
      needsSecondApproval: r.order.amount > threshold,
      lastApproval: r.order.status === 'pending' ? await lastApprovalOf(db, r.order.id) : null,
    };
  };

  if (f.flag) {
    // Flags are computed, not stored: filter the whole matching set (a queue is hundreds, not millions).
    const all = await Promise.all((await base).map(build));
    const hit = all.filter((i) => i.flags.includes(f.flag!));
    const start = pageOffset(f);
    return pageOf(hit.slice(start, start + f.pageSize), hit.length, f);
  }
  const [total] = await db
    .select({ n: count() })
    .from(exchangeOrders)
    .where(and(...where));
  const rows = await base.limit(f.pageSize).offset(pageOffset(f));
  const list: WithdrawalQueueItem[] = [];
  for (const r of rows) list.push(await build(r));
  return pageOf(list, Number(total?.n ?? 0), f);
}
