import { useEffect, useState } from 'react';
import { cellText } from '../../components/format';
import { RowsTable } from '../../components/generic-view';
import { Empty, Failure, Loading, RefusalNote } from '../../components/states';
import { useStore } from '../../components/use-store';
import { hasKey, t } from '../../i18n';
import {
  $csv,
  $report,
  BALANCE_KEYS,
  CSV_OF,
  exportCsv,
  loadReport,
  type ReportQuery,
  reportParts,
} from './reports-store';

/** Yesterday in Manila: the last day whose books are closed. */
function manilaYesterday(): string {
  const d = new Date(Date.now() + 8 * 3600_000 - 24 * 3600_000);
  return d.toISOString().slice(0, 10);
}

async function download(report: 'summary' | 'games' | 'bonuses', query: ReportQuery): Promise<void> {
  const file = await exportCsv(report, query);
  if (!file) return;
  const url = URL.createObjectURL(
    new Blob([file.csv], { type: file.contentType || 'text/csv;charset=utf-8' }),
  );
  const a = document.createElement('a');
  a.href = url;
  a.download = file.filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const label = (k: string) => (hasKey(`ops.fields.${k}`) ? t(`ops.fields.${k}`) : k);

export function ReportsPage() {
  const state = useStore($report);
  const [query, setQuery] = useState<ReportQuery>({ kind: 'day', day: manilaYesterday() });
  // the first load only; later ones on submit
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is read once, at mount
  useEffect(() => {
    void loadReport(query);
  }, []);
  const csv = useStore($csv);
  // a CSV is of the report on screen, not of dates typed since
  const shown = state.status === 'ready' ? state.query : query;
  const parts = state.status === 'ready' ? reportParts(state.figures) : null;
  const diff = state.status === 'ready' ? state.figures.conservationDiff : undefined;
  return (
    <section className="ops-page">
      <header className="ops-page-head">
        <h1>{t('ops.nav.reports')}</h1>
        <form
          className="ops-filters"
          onSubmit={(e) => {
            e.preventDefault();
            void loadReport(query);
          }}
        >
          <select
            aria-label={t('ops.reports.kind')}
            value={query.kind}
            onChange={(e) =>
              setQuery(
                e.target.value === 'day'
                  ? { kind: 'day', day: manilaYesterday() }
                  : { kind: 'range', from: manilaYesterday(), to: manilaYesterday() },
              )
            }
          >
            <option value="day">{t('ops.reports.day')}</option>
            <option value="range">{t('ops.reports.range')}</option>
          </select>
          {query.kind === 'day' ? (
            <input
              type="date"
              aria-label={t('ops.reports.day')}
              value={query.day}
              onChange={(e) => setQuery({ kind: 'day', day: e.target.value })}
            />
          ) : (
            <>
              <input
                type="date"
                aria-label={t('ops.reports.from')}
                value={query.from}
                onChange={(e) => setQuery({ ...query, from: e.target.value })}
              />
              <input
                type="date"
                aria-label={t('ops.reports.to')}
                value={query.to}
                onChange={(e) => setQuery({ ...query, to: e.target.value })}
              />
            </>
          )}
          <button type="submit" className="ops-btn ops-primary">
            {t('ops.reports.show')}
          </button>
        </form>
      </header>
      {state.status === 'idle' || state.status === 'loading' ? (
        <Loading rows={12} />
      ) : state.status === 'invalid' ? (
        <p className="ops-failure">{t('ops.reports.invalid')}</p>
      ) : state.status !== 'ready' || !parts ? (
        <Failure
          forbidden={state.status === 'forbidden'}
          msg={'msg' in state ? state.msg : ''}
          onRetry={() => void loadReport(query)}
        />
      ) : parts.scalars.length === 0 && parts.tables.length === 0 ? (
        <Empty message={t('ops.reports.empty')} />
      ) : (
        <div className="ops-report">
          <RefusalNote refusal={csv.error} />
          {typeof diff === 'number' && (
            <p
              className={diff === 0 ? 'ops-conservation' : 'ops-conservation is-off'}
              role={diff === 0 ? undefined : 'alert'}
            >
              <strong>{t('ops.reports.conservation')}</strong> {cellText('conservationDiff', diff)}
              <span className="ops-muted">
                {' '}
                {diff === 0 ? t('ops.reports.balanced') : t('ops.reports.unbalanced')}
              </span>
            </p>
          )}
          <section className="ops-sub">
            <h3>
              {t('ops.reports.figures')}
              <button
                type="button"
                className="ops-btn ops-small"
                disabled={csv.busy}
                onClick={() => void download('summary', shown)}
              >
                {t('ops.reports.csv')}
              </button>
            </h3>
            <table className="ops-table ops-figures">
              <caption className="ops-sr">{t('ops.reports.figures')}</caption>
              <tbody>
                {parts.scalars.map(([k, v]) => (
                  <tr key={k} className={k === 'conservationDiff' && v !== 0 ? 'is-off' : undefined}>
                    <th scope="row">{label(k)}</th>
                    <td className="num">{cellText(k, v)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <div className="ops-report-tables">
            {parts.tables.map(([k, rows]) => (
              <section key={k} className="ops-sub">
                <h3>
                  {label(k)}
                  {CSV_OF[k] && (
                    <button
                      type="button"
                      className="ops-btn ops-small"
                      disabled={csv.busy}
                      onClick={() => void download(CSV_OF[k] ?? 'summary', shown)}
                    >
                      {t('ops.reports.csv')}
                    </button>
                  )}
                </h3>
                <RowsTable
                  rows={rows}
                  caption={label(k)}
                  moneyKeys={k === 'balances' ? BALANCE_KEYS : undefined}
                />
              </section>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
