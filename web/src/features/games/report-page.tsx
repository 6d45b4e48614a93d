import './games.css';
import '../../i18n/games';
import { DAY_MS } from '@casino/contracts/manila-day';
import { formatMoney } from '@casino/contracts/money';
import type { CallAnswer } from '@casino/contracts/registry';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../api/call';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { t } from '../../i18n';
import { lastDays } from './report';
import { fairnessHref } from './verify-link';
import { VerifySheet } from './verify-sheet';

type Report = CallAnswer<'betRecordReport'>;
type Records = CallAnswer<'betRecord'>;
const RANGES = [1, 7, 30] as const;
const PAGE_SIZE = 20;

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (n: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('games.report.pages')}>
      <button type="button" className="btn" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('games.report.prev')}
      </button>
      <span>{t('games.report.pageOf', { page, pages })}</span>
      <button type="button" className="btn" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('games.report.next')}
      </button>
    </nav>
  );
}

/** /member/report: bets and wins by Manila day and game with totals, and the rounds themselves, paged. */
export function ReportPage() {
  // ?day=YYYY-MM-DD (the VIP statement's link): that Manila day alone, until a range is picked
  const [params] = useSearchParams();
  const [day, setDay] = useState<string | null>(params.get('day'));
  const [days, setDays] = useState<number>(7);
  const [page, setPage] = useState(1);
  const [recPage, setRecPage] = useState(1);
  // the round whose verifier is open in a sheet (its /fairness href)
  const [verifying, setVerifying] = useState<string | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [records, setRecords] = useState<Records | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void attempt;
    const range = day ? { startDate: day, endDate: day } : lastDays(Date.now(), days);
    call('betRecordReport', { ...range, pageNum: page, pageSize: PAGE_SIZE }).then((r) => {
      if (!live) return;
      setFailed(!r.ok);
      if (r.ok) setReport(r.data);
    });
    return () => {
      live = false;
    };
  }, [day, days, page, attempt]);

  useEffect(() => {
    let live = true;
    void attempt;
    const range = day ? { startDate: day, endDate: day } : lastDays(Date.now(), days);
    const startTime = Date.parse(`${range.startDate}T00:00:00+08:00`);
    const endTime = day ? startTime + DAY_MS - 1 : undefined;
    call('betRecord', {
      pageNum: recPage,
      pageSize: PAGE_SIZE,
      startTime,
      ...(endTime !== undefined ? { endTime } : {}),
    }).then((r) => {
      if (live && r.ok) setRecords(r.data);
    });
    return () => {
      live = false;
    };
  }, [day, days, recPage, attempt]);

  return (
    <section className="page report-page">
      <div className="cats scroll-cue" role="tablist" aria-label={t('games.report.range')}>
        {RANGES.map((n) => (
          <button
            key={n}
            type="button"
            role="tab"
            aria-selected={!day && days === n}
            className="cat"
            onClick={() => {
              setDay(null);
              setDays(n);
              setPage(1);
              setRecPage(1);
            }}
          >
            {t(`games.report.days${n}`)}
          </button>
        ))}
        {day && (
          <button type="button" role="tab" aria-selected className="cat">
            {day}
          </button>
        )}
      </div>
      {failed ? (
        <ErrorState onRetry={() => setAttempt((n) => n + 1)} />
      ) : !report ? (
        <Skeleton lines={5} />
      ) : (
        <>
          <dl className="report-totals">
            <dt>{t('games.report.rounds')}</dt>
            <dd>{report.totals.rounds}</dd>
            <dt>{t('games.report.bet')}</dt>
            <dd>{formatMoney(report.totals.bet)}</dd>
            <dt>{t('games.report.win')}</dt>
            <dd>{formatMoney(report.totals.win)}</dd>
            <dt>{t('games.report.net')}</dt>
            <dd>{(report.totals.net < 0 ? '−' : '') + formatMoney(Math.abs(report.totals.net))}</dd>
          </dl>
          {report.list.length === 0 ? (
            <EmptyState message={t('games.report.none')} />
          ) : (
            <table className="report-table">
              <thead>
                <tr>
                  <th>{t('games.report.date')}</th>
                  <th>{t('games.report.game')}</th>
                  <th>{t('games.report.bet')}</th>
                  <th>{t('games.report.win')}</th>
                </tr>
              </thead>
              <tbody>
                {report.list.map((row) => (
                  <tr key={`${row.date}-${row.gameId}`}>
                    <td>{row.date}</td>
                    <td>
                      {row.gameName} ({row.rounds})
                    </td>
                    <td>{formatMoney(row.bet)}</td>
                    <td>{formatMoney(row.win)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <Pager page={page} pages={report.pages} onPage={setPage} />
        </>
      )}
      <h2>{t('games.report.records')}</h2>
      {records && records.list.length > 0 && (
        <ul className="record-list">
          {records.list.map((r) => (
            <li key={r.roundId}>
              <span>{r.gameName}</span>
              <span>{new Date(r.createTime).toLocaleString('en-PH', { timeZone: 'Asia/Manila' })}</span>
              <span>
                {t('games.report.betWin', { bet: formatMoney(r.bet), win: formatMoney(r.win) })} ·{' '}
                {t(`games.status.${r.status}`)}
              </span>
              {r.fair && r.status !== 'open' && (
                <button
                  type="button"
                  className="link-btn"
                  aria-haspopup="dialog"
                  onClick={() => setVerifying(fairnessHref(r.fair!, r))}
                >
                  {t('games.verifyRound')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {records && records.list.length === 0 && <EmptyState message={t('games.report.none')} />}
      {records && <Pager page={recPage} pages={records.pages} onPage={setRecPage} />}
      {verifying && <VerifySheet href={verifying} onClose={() => setVerifying(null)} />}
    </section>
  );
}
