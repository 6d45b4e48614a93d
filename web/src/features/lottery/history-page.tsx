import './lottery.css';
import '../../i18n/lottery';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { LoadMore } from '../../components/paged-list-view';
import { RewardItems } from '../../components/reward-items';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/date-time';
import { DrawCard } from './draw-card';
import { DrawStatus, LotteryHeader } from './lottery-parts';
import { $detail, draws, openDraw, verified, verifyOpenDraw } from './lottery-store';

function Verifier() {
  const s = useStore($detail);
  const d = s.data;
  if (!d) return null;
  if (d.status !== 'drawn') return <p className="small muted">{t('lottery.history.notDrawn')}</p>;
  const c = s.check;
  const yes = (ok: boolean) => (ok ? t('lottery.history.yes') : t('lottery.history.no'));
  return (
    <div className="lottery-verify">
      <p className="small muted">{t('lottery.history.verifyHint')}</p>
      <button type="button" className="btn btn-primary btn-block" onClick={() => verifyOpenDraw()}>
        {t('lottery.history.verify')}
      </button>
      {c && (
        <div
          className={verified(c) ? 'lottery-verdict lottery-match' : 'lottery-verdict lottery-mismatch'}
          role="status"
        >
          <strong>{verified(c) ? t('lottery.history.match') : t('lottery.history.mismatch')}</strong>
          <dl className="figures">
            <dt>{t('lottery.history.checkSeed')}</dt>
            <dd>{yes(c.seedMatches)}</dd>
            <dt>{t('lottery.history.checkList')}</dt>
            <dd>{yes(c.listMatches)}</dd>
            <dt>{t('lottery.history.checkWinners')}</dt>
            <dd>{yes(c.winnersMatch)}</dd>
          </dl>
        </div>
      )}
    </div>
  );
}

function DrawDetailView() {
  const s = useStore($detail);
  if (s.status === 'idle') return null;
  if (s.status === 'loading') return <Skeleton lines={6} />;
  if (s.status === 'error' || !s.data) {
    return <ErrorState onRetry={() => s.drawId !== null && void openDraw(s.drawId)} />;
  }
  const d = s.data;
  return (
    <div className="lottery-detail">
      <DrawCard draw={d} />
      <div className="card">
        <div className="lottery-hash">
          <span className="small muted">{t('lottery.history.seed')}</span>
          <code>{d.serverSeed ?? t('lottery.history.sealed')}</code>
        </div>
        {d.drawnAt !== null && (
          <p className="small muted">{t('lottery.drawnAt', { at: formatDateTime(d.drawnAt) })}</p>
        )}
        <h3 className="lottery-sub">{t('lottery.history.winners')}</h3>
        {d.status === 'cancelled' && <p className="small">{t('lottery.history.noWinners')}</p>}
        {d.winners.length > 0 && (
          <ol className="list lottery-winners">
            {d.winners.map((w) => (
              <li key={`${w.prizeIndex}:${w.no}`} className="list-row">
                <span>
                  <span className="list-title">{d.prizes[w.prizeIndex]?.name}</span>
                  <span className="list-sub">
                    {w.nickname} · {t('lottery.history.player', { owner: w.owner })} ·{' '}
                    {t('lottery.history.ticketNo', { no: w.no })}
                  </span>
                </span>
                <RewardItems items={d.prizes[w.prizeIndex]?.items ?? []} />
              </li>
            ))}
          </ol>
        )}
        <Verifier />
        {d.tickets.length > 0 && (
          <details className="lottery-tickets-list">
            <summary>{t('lottery.history.ticketList', { count: d.tickets.length })}</summary>
            <pre>{d.tickets.map((tk) => `${tk.no}:${tk.owner}`).join('\n')}</pre>
          </details>
        )}
        <details>
          <summary>{t('lottery.history.howTitle')}</summary>
          <p className="small">{t('lottery.history.how')}</p>
        </details>
      </div>
    </div>
  );
}

/** /activity/lottery/history: every draw with its commitments; a drawn one verified here in the browser. */
export function LotteryHistoryPage() {
  const list = useStore(draws.$state);
  const detail = useStore($detail);
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('id')) || null;
  useEffect(() => {
    void draws.load();
  }, []);
  useEffect(() => {
    const first = list.list[0]?.id ?? null;
    const id = wanted ?? first;
    if (id !== null && detail.drawId !== id) void openDraw(id);
  }, [wanted, list.list, detail.drawId]);
  return (
    <section className="page lottery-page">
      <LotteryHeader title={t('route.lotteryHistory')} current="/activity/lottery/history" />
      <p className="small muted">{t('lottery.history.intro')}</p>
      {(list.status === 'loading' || list.status === 'idle') && <Skeleton lines={4} />}
      {list.status === 'error' && <ErrorState onRetry={() => void draws.load()} />}
      {list.status === 'ready' && list.list.length === 0 && (
        <EmptyState message={t('lottery.history.empty')} />
      )}
      {list.status === 'ready' && list.list.length > 0 && (
        <div className="lottery-history">
          <ul className="lottery-draw-picker scroll-cue" aria-label={t('route.lotteryHistory')}>
            {list.list.map((d) => (
              <li key={d.id}>
                <button
                  type="button"
                  className="option lottery-draw-option"
                  aria-pressed={detail.drawId === d.id}
                  onClick={() => setParams({ id: String(d.id) }, { replace: true })}
                >
                  <strong>{t('lottery.drawTitle', { id: d.id })}</strong>
                  <DrawStatus status={d.status} />
                  <span className="small muted">
                    {formatDateTime(d.drawAt)} · {t('lottery.history.entriesCount', { count: d.ticketsSold })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <LoadMore
            state={list}
            onMore={() => void draws.loadMore()}
            label={t('lottery.history.loadMore')}
            failed={t('lottery.loadMoreFailed')}
          />
          <DrawDetailView />
        </div>
      )}
    </section>
  );
}
