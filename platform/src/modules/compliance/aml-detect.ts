// AML detection: covered transactions (one deposit or withdrawal above aml.coveredAbovePhp) and suspicious
// patterns (deposits split just under that threshold within 24 h; a receiving account, device or IP shared by
// several players; deposit then withdrawal with little play). One pass looks back over a window and records
// what it finds as AML items; each finding has a stable key, so passes, instances and the CLI never record it
// twice. The periodic job runs it; `ops aml scan` runs it at once.
import type { AmlKind } from '@casino/contracts/aml-report';
import { formatMoney } from '@casino/contracts/money';
import { sql } from 'drizzle-orm';
import type { AmlSettings } from '../../catalogue/seed-schema';
import { type Db, queryRows, type Tx } from '../../db/client';
import { amlItems } from '../../db/schema';

const HOUR_MS = 3_600_000;
/** How far back a pass looks: several passes see each event, so one missed pass loses nothing. */
export const AML_WINDOW_HOURS = 72;

/** The wallet's risk rules, handed in by modules/index.ts (compliance sits below the wallet). */
export interface AmlDeps {
  /** Flags of one withdrawal (wallet withdrawal-risk.ts): `littlePlay` is deposit then withdrawal with little play. */
  withdrawalFlags(
    db: Db | Tx,
    order: { orderId: string; userId: number; createdAt: Date; accountAddedAt: Date; accountName: string },
  ): Promise<readonly string[]>;
  /** Players who left the same traces (agent sharedTraces): receiving account, device, IP. */
  sharedTraces(db: Db | Tx, userId: number): Promise<{ payment: number[]; device: number[]; ip: number[] }>;
}

export interface AmlFinding {
  kind: AmlKind;
  userId: number;
  relatedUserIds: number[];
  amount: number;
  txType: 'deposit' | 'withdrawal' | 'pattern';
  txRef: string;
  txAt: Date;
  narrative: string;
  dedupeKey: string;
}

const peso = (minor: number) => formatMoney(minor);
const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/** Stores findings not recorded before; answers how many are new. */
export async function recordFindings(db: Db | Tx, findings: readonly AmlFinding[]): Promise<number> {
  if (findings.length === 0) return 0;
  const rows = await db
    .insert(amlItems)
    .values(findings.map((f) => ({ ...f })))
    .onConflictDoNothing({ target: amlItems.dedupeKey })
    .returning({ id: amlItems.id });
  return rows.length;
}

/** Covered transactions: paid deposits and requested withdrawals above the threshold. */
async function covered(db: Db, s: AmlSettings, since: string, until: string): Promise<AmlFinding[]> {
  const above = s.coveredAbovePhp * 100;
  const rows = await queryRows<{
    type: 'deposit' | 'withdrawal';
    id: string;
    user_id: number;
    amount: string;
    at: Date | string;
  }>(
    db,
    sql`select 'deposit' as type, id, user_id, amount, paid_at as at from recharge_orders
         where status = 'paid' and paid_at >= ${since}::timestamptz and paid_at <= ${until}::timestamptz
           and amount > ${above}
        union all
        select 'withdrawal', id, user_id, amount, created_at from exchange_orders
         where status in ('pending', 'approved', 'paid') and created_at >= ${since}::timestamptz
           and created_at <= ${until}::timestamptz and amount > ${above}`,
  );
  return rows.map((r) => ({
    kind: 'covered',
    userId: Number(r.user_id),
    relatedUserIds: [],
    amount: Number(r.amount),
    txType: r.type,
    txRef: r.id,
    txAt: asDate(r.at),
    narrative: `One ${r.type} of ${peso(Number(r.amount))}, above the covered threshold of ${peso(above)}.`,
    dedupeKey: `covered:${r.type}:${r.id}`,
  }));
}

/**
 * Structuring: for each paid deposit just under the threshold, the player's deposits of the 24 hours up to it
 * that are also just under it; two or more passing the threshold together are one finding, keyed by the first.
 */
async function structuring(db: Db, s: AmlSettings, since: string, until: string): Promise<AmlFinding[]> {
  const above = s.coveredAbovePhp * 100;
  const floor = Math.ceil((above * s.structuringFloorPct) / 100);
  const rows = await queryRows<{
    user_id: number;
    ids: string[];
    total: string;
    n: number;
    first_at: Date | string;
    last_at: Date | string;
  }>(
    db,
    sql`select d.user_id, w.ids, w.total, w.n, w.first_at, d.paid_at as last_at
          from recharge_orders d
          cross join lateral (
            select array_agg(o.id order by o.paid_at, o.id) as ids, sum(o.amount)::text as total,
                   count(*)::int as n, min(o.paid_at) as first_at
              from recharge_orders o
             where o.user_id = d.user_id and o.status = 'paid' and o.amount >= ${floor} and o.amount <= ${above}
               and o.paid_at > d.paid_at - interval '24 hours' and o.paid_at <= d.paid_at
          ) w
         where d.status = 'paid' and d.amount >= ${floor} and d.amount <= ${above}
           and d.paid_at >= ${since}::timestamptz and d.paid_at <= ${until}::timestamptz
           and w.n >= 2 and w.total::bigint > ${above}`,
  );
  return rows.map((r) => ({
    kind: 'structuring',
    userId: Number(r.user_id),
    relatedUserIds: [],
    amount: Number(r.total),
    txType: 'pattern',
    txRef: r.ids.join(' '),
    txAt: asDate(r.last_at),
    narrative: `${r.n} deposits within 24 hours, each under the covered threshold of ${peso(above)}, together ${peso(Number(r.total))}.`,
    dedupeKey: `structuring:${r.ids[0]}`,
  }));
}

/** Withdrawals of the window: deposit then withdrawal with little play, and traces shared with other players. */
async function aroundWithdrawals(
  db: Db,
  s: AmlSettings,
  deps: AmlDeps,
  since: string,
  until: string,
): Promise<AmlFinding[]> {
  const orders = await queryRows<{
    id: string;
    user_id: number;
    amount: string;
    created_at: Date | string;
    account_added_at: Date | string;
    account_name: string;
  }>(
    db,
    sql`select o.id, o.user_id, o.amount, o.created_at, b.created_at as account_added_at, b.account_name
          from exchange_orders o join user_banks b on b.id = o.user_bank_id
         where o.status in ('pending', 'approved', 'paid') and o.created_at >= ${since}::timestamptz
           and o.created_at <= ${until}::timestamptz
         order by o.created_at`,
  );
  const out: AmlFinding[] = [];
  const tracedUsers = new Map<number, Date>();
  for (const o of orders) {
    const userId = Number(o.user_id);
    const createdAt = asDate(o.created_at);
    const flags = await deps.withdrawalFlags(db, {
      orderId: o.id,
      userId,
      createdAt,
      accountAddedAt: asDate(o.account_added_at),
      accountName: o.account_name,
    });
    if (flags.includes('littlePlay')) {
      out.push({
        kind: 'littlePlay',
        userId,
        relatedUserIds: [],
        amount: Number(o.amount),
        txType: 'withdrawal',
        txRef: o.id,
        txAt: createdAt,
        narrative: `A withdrawal of ${peso(Number(o.amount))} after deposits that were staked less than once in the week before.`,
        dedupeKey: `littlePlay:${o.id}`,
      });
    }
    tracedUsers.set(userId, createdAt);
  }
  const TRACE: { kind: AmlKind; key: 'payment' | 'device' | 'ip'; words: string }[] = [
    { kind: 'sharedAccount', key: 'payment', words: 'receiving account' },
    { kind: 'sharedDevice', key: 'device', words: 'device' },
    { kind: 'sharedIp', key: 'ip', words: 'IP address' },
  ];
  for (const [userId, at] of tracedUsers) {
    const traces = await deps.sharedTraces(db, userId);
    for (const t of TRACE) {
      const players = [...new Set([userId, ...traces[t.key]])].sort((a, b) => a - b);
      if (players.length < s.sharedMinPlayers) continue;
      out.push({
        kind: t.kind,
        userId,
        relatedUserIds: players.filter((p) => p !== userId),
        amount: 0,
        txType: 'pattern',
        txRef: '',
        txAt: at,
        narrative: `One ${t.words} used by ${players.length} players (${players.join(', ')}); player ${userId} asked for a withdrawal.`,
        // The same group raises one item; a group that grows raises a new one.
        dedupeKey: `${t.kind}:${players.join(',')}`,
      });
    }
  }
  return out;
}

/** One detection pass over the window ending at `now`; answers how many new AML items it recorded. */
export async function detectAml(
  db: Db,
  settings: AmlSettings,
  deps: AmlDeps,
  now: number,
  windowHours = AML_WINDOW_HOURS,
): Promise<number> {
  const since = new Date(now - windowHours * HOUR_MS).toISOString();
  const until = new Date(now).toISOString();
  const findings = [
    ...(await covered(db, settings, since, until)),
    ...(await structuring(db, settings, since, until)),
    ...(await aroundWithdrawals(db, settings, deps, since, until)),
  ];
  return recordFindings(db, findings);
}
