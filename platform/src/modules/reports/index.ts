// The reports module's door: daily and range figures from the ledger with the conservation row, and their CSV.
import type { ModuleContext, PlatformModule } from '../module';
import { reportsOpsHandlers } from './ops-routes';
import { createReportsService } from './service';

export { pesos, reportCsv } from './csv';
export { holdingsAt, rangeOf, reportFigures } from './figures';
export { createReportsService, MAX_REPORT_DAYS, type ReportsService } from './service';

export function reportsModule(ctx: ModuleContext): PlatformModule {
  return {
    name: 'reports',
    handlers: {},
    opsHandlers: reportsOpsHandlers(createReportsService({ db: ctx.db, catalogue: ctx.catalogue })),
  };
}
