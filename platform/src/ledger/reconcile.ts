import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { BET_KINDS, EXCHANGE_KINDS, RECHARGE_KINDS } from './ledger';

export interface ReconcileOffender {
  userId: number;
  balance: number | null;
  ledgerSum: number;
  problems: string[];
}

export interface ReconcileReport {
  /** Wallets checked. */
  wallets: number;
  ledgerRows: number;
  offenders: ReconcileOffender[];
}

const list = (kinds: readonly string[]) =>
  sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );

interface Row {
  user_id: number;
  balance: string | null;
  bet_total: string | null;
  recharge_total: string | null;
  exchange_total: string | null;
  ledger_sum: string;
  bet_sum: string;
  recharge_sum: string;
  exchange_sum: string;
  safebox: string | null;
  safebox_sum: string;
  last_after: string | null;
  broken_links: string;
}

/**
 * Checks every wallet against its ledger: balance = Σ delta, the last balance_after = balance, each row's
 * balance_after = the previous one + delta, and the lifetime counters (bet, totalRecharge, exchange) equal
 * what the ledger says. Ledger rows of a user without a wallet are offenders too.
 */
export async function reconcile(db: Db): Promise<ReconcileReport> {
  const rows = await queryRows<Row>(
    db,
    sql`
      with chained as (
        select user_id, id, delta, balance_after, kind,
               lag(balance_after) over (partition by user_id order by id) as prev_after,
               row_number() over (partition by user_id order by id desc) as from_end
        from ledger
      ),
      sums as (
        select user_id,
               sum(delta) as ledger_sum,
               sum(case when kind in (${list(BET_KINDS)}) then -delta else 0 end) as bet_sum,
               sum(case when kind in (${list(RECHARGE_KINDS)}) then delta else 0 end) as recharge_sum,
               sum(case when kind in (${list(EXCHANGE_KINDS)}) then -delta else 0 end) as exchange_sum,
               sum(case when kind in ('safeboxIn', 'safeboxOut') then -delta else 0 end) as safebox_sum,
               max(case when from_end = 1 then balance_after end) as last_after,
               count(*) filter (where balance_after <> coalesce(prev_after, 0) + delta) as broken_links
        from chained group by user_id
      )
      select coalesce(w.user_id, s.user_id) as user_id,
             w.balance::text as balance, w.bet_total::text as bet_total,
             w.recharge_total::text as recharge_total, w.exchange_total::text as exchange_total,
             coalesce(s.ledger_sum, 0)::text as ledger_sum, coalesce(s.bet_sum, 0)::text as bet_sum,
             coalesce(s.recharge_sum, 0)::text as recharge_sum,
             coalesce(s.exchange_sum, 0)::text as exchange_sum,
             w.safebox::text as safebox, coalesce(s.safebox_sum, 0)::text as safebox_sum,
             s.last_after::text as last_after, coalesce(s.broken_links, 0)::text as broken_links
      from wallets w full outer join sums s on s.user_id = w.user_id
      order by 1`,
  );
  const offenders: ReconcileOffender[] = [];
  let ledgerRows = 0;
  const [count] = await queryRows<{ n: string }>(db, sql`select count(*)::text as n from ledger`);
  ledgerRows = Number(count?.n ?? 0);
  let walletCount = 0;
  for (const r of rows) {
    const problems: string[] = [];
    const ledgerSum = Number(r.ledger_sum);
    if (r.balance === null) {
      problems.push('ledger rows but no wallet');
    } else {
      walletCount++;
      const balance = Number(r.balance);
      if (balance !== ledgerSum) problems.push(`balance ${balance} ≠ ledger sum ${ledgerSum}`);
      if (r.last_after !== null && Number(r.last_after) !== balance) {
        problems.push(`balance ${balance} ≠ last balance_after ${r.last_after}`);
      }
      if (Number(r.bet_total) !== Number(r.bet_sum))
        problems.push(`bet ${r.bet_total} ≠ ledger ${r.bet_sum}`);
      if (Number(r.recharge_total) !== Number(r.recharge_sum)) {
        problems.push(`totalRecharge ${r.recharge_total} ≠ ledger ${r.recharge_sum}`);
      }
      if (Number(r.exchange_total) !== Number(r.exchange_sum)) {
        problems.push(`exchange ${r.exchange_total} ≠ ledger ${r.exchange_sum}`);
      }
      // The safebox is the other side of every safeboxIn/safeboxOut row.
      if (Number(r.safebox) !== Number(r.safebox_sum)) {
        problems.push(`safebox ${r.safebox} ≠ ledger ${r.safebox_sum}`);
      }
    }
    if (Number(r.broken_links) > 0)
      problems.push(`${r.broken_links} rows whose balance_after ≠ previous + delta`);
    if (problems.length > 0) {
      offenders.push({
        userId: Number(r.user_id),
        balance: r.balance === null ? null : Number(r.balance),
        ledgerSum,
        problems,
      });
    }
  }
  return { wallets: walletCount, ledgerRows, offenders };
}

/** The ops command's text: one line when clean, one line per offender otherwise. */
export function formatReconcile(report: ReconcileReport): string {
  const head = `reconcile: ${report.wallets} wallets, ${report.ledgerRows} ledger rows`;
  if (report.offenders.length === 0) return `${head}: all balances match the ledger`;
  return [
    `${head}: ${report.offenders.length} MISMATCHED`,
    ...report.offenders.map((o) => `  user ${o.userId}: ${o.problems.join('; ')}`),
  ].join('\n');
}
