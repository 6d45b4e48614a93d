import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';

export interface PropOffender {
  userId: number;
  propId: number;
  problems: string[];
}

export interface PropReconcileReport {
  holdings: number;
  ledgerRows: number;
  offenders: PropOffender[];
}

interface Row {
  user_id: number;
  prop_id: number;
  balance: string | null;
  ledger_sum: string | null;
  last_after: string | null;
  broken_links: string | null;
}

/**
 * Every holding against its prop ledger: balance = Σ delta, the last balance_after = balance, each row's
 * balance_after = the previous one + delta. Ledger rows without a holding (or the reverse) are offenders.
 */
export async function reconcileProps(db: Db): Promise<PropReconcileReport> {
  const rows = await queryRows<Row>(
    db,
    sql`
      with chained as (
        select user_id, prop_id, delta, balance_after,
               lag(balance_after) over (partition by user_id, prop_id order by id) as prev_after,
               row_number() over (partition by user_id, prop_id order by id desc) as from_end
        from prop_ledger
      ),
      sums as (
        select user_id, prop_id, sum(delta) as ledger_sum,
               max(case when from_end = 1 then balance_after end) as last_after,
               count(*) filter (where balance_after <> coalesce(prev_after, 0) + delta) as broken_links
        from chained group by user_id, prop_id
      )
      select coalesce(h.user_id, s.user_id) as user_id, coalesce(h.prop_id, s.prop_id) as prop_id,
             h.balance::text as balance, s.ledger_sum::text as ledger_sum, s.last_after::text as last_after,
             s.broken_links::text as broken_links
      from user_props h full outer join sums s on s.user_id = h.user_id and s.prop_id = h.prop_id
      order by 1, 2`,
  );
  const [count] = await queryRows<{ n: string }>(db, sql`select count(*)::text as n from prop_ledger`);
  const offenders: PropOffender[] = [];
  for (const r of rows) {
    const problems: string[] = [];
    const balance = r.balance === null ? null : Number(r.balance);
    const sum = Number(r.ledger_sum ?? 0);
    if (balance === null) problems.push('ledger rows but no holding');
    else if (balance !== sum) problems.push(`balance ${balance} ≠ ledger sum ${sum}`);
    if (balance !== null && r.last_after !== null && Number(r.last_after) !== balance) {
      problems.push(`balance ${balance} ≠ last balance_after ${r.last_after}`);
    }
    if (Number(r.broken_links ?? 0) > 0)
      problems.push(`${r.broken_links} rows whose balance_after ≠ previous + delta`);
    if (problems.length > 0)
      offenders.push({ userId: Number(r.user_id), propId: Number(r.prop_id), problems });
  }
  return { holdings: rows.length, ledgerRows: Number(count?.n ?? 0), offenders };
}

export function formatPropReconcile(report: PropReconcileReport): string {
  const head = `props: ${report.holdings} holdings, ${report.ledgerRows} prop ledger rows`;
  if (report.offenders.length === 0) return `${head}: all holdings match the prop ledger`;
  return [
    `${head}: ${report.offenders.length} MISMATCHED`,
    ...report.offenders.map((o) => `  user ${o.userId} prop ${o.propId}: ${o.problems.join('; ')}`),
  ].join('\n');
}
