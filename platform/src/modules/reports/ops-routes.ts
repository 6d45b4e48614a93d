// The reports' operator calls: a Manila day, a range, and either as CSV (the console downloads `csv` as a file).
import { defineOpsHandlers } from '../../core/ops-handlers';
import type { ReportsService } from './service';

export function reportsOpsHandlers(reports: ReportsService) {
  return defineOpsHandlers({
    reportDaily: { handle: (input) => reports.daily(input.day) },
    reportRange: { handle: (input) => reports.range(input.from, input.to) },
    reportCsv: {
      handle: (input) => reports.csv(input.report, { day: input.day, from: input.from, to: input.to }),
    },
  });
}
