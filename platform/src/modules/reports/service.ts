// The reports an operator reads (console `reportDaily` / `reportRange` / `reportCsv`, CLI `ops report`): one
// service, so both doors show the same figures.

import { ERR } from '@casino/contracts/errors';
import type { ReportAnswer } from '@casino/contracts/ops-calls/reports';
import type { CatalogueService } from '../../catalogue/service';
import { CallError } from '../../core/call-error';
import type { Db } from '../../db/client';
import { type CsvReport, reportCsv } from './csv';
import { rangeOf, reportFigures } from './figures';

/** A range report covers at most this many days (a year and a leap day): longer ones go by month. */
export const MAX_REPORT_DAYS = 366;

export interface ReportsService {
  daily(day: string): Promise<ReportAnswer>;
  range(from: string, to: string): Promise<ReportAnswer>;
  csv(
    report: CsvReport,
    period: { day?: string | undefined; from?: string | undefined; to?: string | undefined },
  ): Promise<{ filename: string; contentType: string; csv: string }>;
}

const bad = (path: string, message: string) =>
  new CallError(ERR.INVALID_REQUEST, `Invalid request: ${path}: ${message}`);

export function createReportsService(deps: { db: Db; catalogue: CatalogueService }): ReportsService {
  const { db, catalogue } = deps;
  const service: ReportsService = {
    async daily(day) {
      const range = rangeOf(day, day);
      if (!range) throw bad('day', 'not a calendar date');
      return reportFigures(db, catalogue, range);
    },
    async range(from, to) {
      const range = rangeOf(from, to);
      if (!range) throw bad('to', 'give two calendar dates, from on or before to');
      if ((range.end.getTime() - range.start.getTime()) / 86_400_000 > MAX_REPORT_DAYS)
        throw bad('to', `a report covers at most ${MAX_REPORT_DAYS} days`);
      return reportFigures(db, catalogue, range);
    },
    async csv(report, period) {
      const figures = period.day
        ? await service.daily(period.day)
        : period.from && period.to
          ? await service.range(period.from, period.to)
          : null;
      if (!figures) throw bad('day', 'give a day, or from and to');
      const span = figures.from === figures.to ? figures.from : `${figures.from}_${figures.to}`;
      return {
        filename: `report-${report}-${span}.csv`,
        contentType: 'text/csv; charset=utf-8',
        csv: reportCsv(figures, report),
      };
    },
  };
  return service;
}
