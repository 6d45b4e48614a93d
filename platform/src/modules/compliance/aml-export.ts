// The AML export: items detected in a Manila date range as CSV in the regulator's column set
// (contracts aml-report.ts AML_REPORT_COLUMNS, one place). The player's identity comes from their latest KYC
// submission (the name and ID number they verified), the profile filling what KYC lacks.
import { AML_REPORT_COLUMNS, type AmlReportColumn, type AmlStatus } from '@casino/contracts/aml-report';
import { manilaMidnight } from '@casino/contracts/manila-day';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

const DAY_MS = 86_400_000;

/** One field as RFC 4180 writes it; a leading = + - @ is quoted away so a spreadsheet never runs it. */
export function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** [YYYY-MM-DD, HH:MM:SS] in Manila (UTC+8, no daylight saving). */
function manilaParts(at: Date): [string, string] {
  const iso = new Date(at.getTime() + 8 * 3_600_000).toISOString();
  return [iso.slice(0, 10), iso.slice(11, 19)];
}

interface Row {
  id: number;
  kind: string;
  user_id: number;
  amount: string;
  tx_type: string;
  tx_ref: string;
  tx_at: Date | string;
  narrative: string;
  status: string;
  detected_at: Date | string;
  kyc_name: string | null;
  kyc_birthday: string | null;
  id_type: string | null;
  id_number: string | null;
  profile_name: string | null;
  profile_birthday: string | null;
  nationality: string | null;
}

/** The CSV of items detected from `from` to `to` (Manila days, inclusive); `status` 'all' or one. */
export async function amlExport(
  db: Db,
  o: { from: string; to: string; status: AmlStatus | 'all' },
): Promise<{ filename: string; csv: string; rows: number }> {
  const start = manilaMidnight(o.from);
  const end = manilaMidnight(o.to);
  if (start === null || end === null) throw new Error('from and to must be YYYY-MM-DD days');
  const rows = await queryRows<Row>(
    db,
    sql`select a.id, a.kind, a.user_id, a.amount::text, a.tx_type, a.tx_ref, a.tx_at, a.narrative, a.status,
               a.detected_at, k.real_name as kyc_name, k.birthday as kyc_birthday, k.id_type, k.id_number,
               p.real_name as profile_name, p.birthday as profile_birthday, p.nationality
          from aml_items a
          left join lateral (select real_name, birthday, id_type, id_number from kyc_submissions
                              where user_id = a.user_id order by (status = 2) desc, id desc limit 1) k on true
          left join user_profiles p on p.user_id = a.user_id
         where a.detected_at >= ${new Date(start).toISOString()}::timestamptz
           and a.detected_at < ${new Date(end + DAY_MS).toISOString()}::timestamptz
           ${o.status === 'all' ? sql`` : sql`and a.status = ${o.status}`}
         order by a.id`,
  );
  const lines = [AML_REPORT_COLUMNS.join(',')];
  for (const r of rows) {
    const [txDate, txTime] = manilaParts(new Date(r.tx_at));
    const [detDate, detTime] = manilaParts(new Date(r.detected_at));
    const record: Record<AmlReportColumn, string> = {
      report_type: r.kind === 'covered' ? 'CTR' : 'STR',
      reference: `AML-${r.id}`,
      transaction_date: txDate,
      transaction_time: txTime,
      transaction_type: r.tx_type,
      transaction_reference: r.tx_ref,
      amount_php: (Number(r.amount) / 100).toFixed(2),
      currency: 'PHP',
      player_id: String(r.user_id),
      player_name: r.kyc_name || r.profile_name || '',
      birth_date: r.kyc_birthday || r.profile_birthday || '',
      nationality: r.nationality ?? '',
      id_type: r.id_type ?? '',
      id_number: r.id_number ?? '',
      reason_code: r.kind,
      narrative: r.narrative,
      detected_at: `${detDate} ${detTime}`,
      status: r.status,
    };
    lines.push(AML_REPORT_COLUMNS.map((c) => csvField(record[c])).join(','));
  }
  return { filename: `aml-${o.from}-${o.to}.csv`, csv: `${lines.join('\r\n')}\r\n`, rows: rows.length };
}
