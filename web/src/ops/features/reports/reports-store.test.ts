import { afterEach, describe, expect, it } from 'vitest';
import { fakeOps, resetOps } from '../../test/fake-ops';
import { $report, exportCsv, loadReport, reportParts } from './reports-store';

describe('reports', () => {
  afterEach(resetOps);

  it('asks for a Manila day or a range, and never for a range that ends before it starts', async () => {
    const sent = fakeOps({
      reportDaily: () => ({ data: { deposits: 100_00, conservationDiff: 0 } }),
      reportRange: () => ({ data: { deposits: 300_00 } }),
    });
    await loadReport({ kind: 'day', day: '2026-11-27' });
    expect(sent[0]).toMatchObject({ name: 'reportDaily', body: { day: '2026-11-27' } });
    expect($report.get()).toMatchObject({ status: 'ready', figures: { conservationDiff: 0 } });
    await loadReport({ kind: 'range', from: '2026-11-28', to: '2026-11-01' });
    expect($report.get().status).toBe('invalid');
    expect(sent).toHaveLength(1);
    await loadReport({ kind: 'range', from: '2026-11-01', to: '2026-11-28' });
    expect(sent[1]).toMatchObject({ name: 'reportRange', body: { from: '2026-11-01', to: '2026-11-28' } });
  });

  it('splits figures into the top-level numbers and the per-game tables', () => {
    const parts = reportParts({
      ggr: 5,
      games: [{ name: 'Mines', measuredRtpBp: 9650 }],
      opening: { wallet: 10, total: 12 },
      closing: { wallet: 11, total: 13 },
    });
    expect(parts.scalars).toEqual([['ggr', 5]]);
    expect(parts.tables).toEqual([
      [
        'balances',
        [
          { balance: 'opening', wallet: 10, total: 12 },
          { balance: 'closing', wallet: 11, total: 13 },
        ],
      ],
      ['games', [{ name: 'Mines', measuredRtpBp: 9650 }]],
    ]);
  });

  it("exports a report as the platform's CSV for the period shown", async () => {
    const sent = fakeOps({
      reportCsv: () => ({
        data: { filename: 'games-2026-11-27.csv', contentType: 'text/csv', csv: 'game id,game\r\n' },
      }),
    });
    const file = await exportCsv('games', { kind: 'day', day: '2026-11-27' });
    expect(sent[0]?.body).toEqual({ report: 'games', day: '2026-11-27' });
    expect(file?.filename).toBe('games-2026-11-27.csv');
    await exportCsv('summary', { kind: 'range', from: '2026-11-01', to: '2026-11-27' });
    expect(sent[1]?.body).toEqual({ report: 'summary', from: '2026-11-01', to: '2026-11-27' });
  });
});
