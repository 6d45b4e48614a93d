// A report as CSV for the operator's spreadsheet: money in pesos with 2 decimals (exact, from minor units),
// RFC 4180 quoting, and a leading quote on cells a spreadsheet would run as a formula.
import type { ReportAnswer } from '@casino/contracts/ops-calls/reports';

export type CsvReport = 'summary' | 'games' | 'bonuses';

/** Minor units as pesos, exact: 12345 → "123.45", -5 → "-0.05". */
export function pesos(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function cell(v: string | number | null): string {
  if (v === null) return '';
  let s = String(v);
  // CSV injection: a cell starting like a formula is kept as text.
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const line = (cells: (string | number | null)[]) => cells.map(cell).join(',');

export function reportCsv(r: ReportAnswer, report: CsvReport): string {
  const rows: (string | number | null)[][] = [];
  if (report === 'summary') {
    rows.push(['figure', 'value']);
    rows.push(['from', r.from], ['to', r.to]);
    rows.push(['opening balances', pesos(r.opening.total)]);
    rows.push(['deposits', pesos(r.deposits)], ['deposit count', r.depositCount]);
    rows.push(['withdrawals', pesos(r.withdrawals)], ['withdrawal count', r.withdrawalCount]);
    rows.push(['bets', pesos(r.bets)], ['wins', pesos(r.wins)], ['GGR', pesos(r.ggr)]);
    rows.push(['bonus cost', pesos(r.bonusCost)], ['NGR', pesos(r.ngr)]);
    rows.push(['adjustments', pesos(r.adjustments)], ['forfeits', pesos(r.forfeits)]);
    rows.push(['purchases', pesos(r.purchases)]);
    rows.push(['closing balances', pesos(r.closing.total)]);
    rows.push(['conservation difference', pesos(r.conservationDiff)]);
    rows.push(['active players', r.activePlayers], ['registrations', r.registrations]);
    rows.push(['first-time depositors', r.firstTimeDepositors]);
    for (const p of r.jackpotPools) rows.push([`jackpot pool ${p.tier}`, pesos(p.amount)]);
  } else if (report === 'games') {
    rows.push(['game id', 'game', 'rounds', 'bets', 'wins', 'measured RTP %', 'declared RTP %']);
    for (const g of r.games) {
      rows.push([
        g.gameId,
        g.name,
        g.rounds,
        pesos(g.bets),
        pesos(g.wins),
        g.measuredRtpBp === null ? null : pesos(g.measuredRtpBp),
        g.declaredRtpBp === null ? null : pesos(g.declaredRtpBp),
      ]);
    }
  } else {
    rows.push(['kind', 'source', 'count', 'amount']);
    for (const b of r.bonusByReason) rows.push([b.kind, b.source, b.count, pesos(b.amount)]);
  }
  return `${rows.map(line).join('\r\n')}\r\n`;
}
