// The reports module's door: daily and range figures from the ledger with the conservation row, and their CSV.
export { pesos, reportCsv } from './csv';
export { holdingsAt, rangeOf, reportFigures } from './figures';
export { createReportsService, MAX_REPORT_DAYS, type ReportsService } from './service';
