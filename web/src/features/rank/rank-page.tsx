import './rank.css';
import '../../i18n/lottery';
import { ACTIVITY_TYPE } from '@casino/contracts/enums';
import { formatMoney } from '@casino/contracts/money';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { RewardItems, rewardText } from '../../components/reward-items';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/date-time';
import { $boards, $period, type Board, loadBoards, type RankRow, standings, type Which } from './rank-store';

const SLOTS_TYPE = 1;
const COIN = 2001;

/** A reward in a table cell: the amount for coin, the item and count otherwise. */
function shortReward(item: { propId: number; count: number }): string {
  const { name, amount } = rewardText(item);
  return item.propId === COIN ? amount : `${name} ${amount}`;
}

function PrizeTable({ board }: { board: Board }) {
  if (board.prizes.length === 0) return null;
  return (
    <details className="card rank-prizes">
      <summary>{t('rank.prizes')}</summary>
      <ul className="list">
        {board.prizes.map((p) => (
          <li key={p.from} className="list-row">
            <span className="list-title">
              {p.from === p.to
                ? t('rank.prizeRank', { from: p.from })
                : t('rank.prizeRanks', { from: p.from, to: p.to })}
            </span>
            <RewardItems items={p.items} />
          </li>
        ))}
      </ul>
      <p className="small muted">
        {board.turnoverMultiple > 0
          ? t('rank.prizeTerms', { multiple: board.turnoverMultiple })
          : t('rank.prizeTermsFree')}
      </p>
    </details>
  );
}

function Row({ row, mine }: { row: RankRow; mine?: boolean }) {
  return (
    <tr className={mine ? 'rank-row rank-mine' : 'rank-row'}>
      <td>
        <span className={`rank-no rank-no-${Math.min(row.rank, 4)}`}>{row.rank}</span>
      </td>
      <td className="rank-name">
        <img src={row.avatar} width="28" height="28" alt="" />
        <span>{row.nickname}</span>
      </td>
      <td className="rank-bet">{formatMoney(row.validBet)}</td>
      <td className="rank-reward">
        {row.rewards.length > 0 ? (
          row.rewards.map(shortReward).join(' + ')
        ) : (
          <span className="muted">{t('rank.none')}</span>
        )}
      </td>
    </tr>
  );
}

/** Loads the next page when the end of the list scrolls into view; says "No more" at the end. */
function InfiniteList({ list }: { list: ReturnType<typeof standings> }) {
  const s = useStore(list.$state);
  const sentinel = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the end marker mounts once the list is ready, and is observed afresh after each page, so an end still in view loads the next one
  useEffect(() => {
    const el = sentinel.current;
    if (!el) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void list.loadMore();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [list, s.status, s.pageNum]);
  if (s.status === 'loading' || s.status === 'idle') return <Skeleton lines={8} />;
  if (s.status === 'error') return <ErrorState onRetry={() => void list.load()} />;
  if (s.list.length === 0) return <EmptyState message={t('rank.empty')} />;
  const end = s.pageNum >= s.pages;
  return (
    <>
      <table className="rank-table">
        <caption className="rank-caption">{t('rank.listLabel')}</caption>
        <thead>
          <tr className="rank-row rank-columns">
            <th scope="col">{t('rank.columns.rank')}</th>
            <th scope="col">{t('rank.columns.nickname')}</th>
            <th scope="col">{t('rank.columns.turnover')}</th>
            <th scope="col">{t('rank.columns.reward')}</th>
          </tr>
        </thead>
        <tbody>
          {s.list.map((r) => (
            <Row key={r.id} row={r} />
          ))}
        </tbody>
      </table>
      <div ref={sentinel} className="rank-end">
        {s.more && <span className="muted small">{t('rank.loadingMore')}</span>}
        {s.moreFailed && (
          <span className="small" role="alert">
            {t('rank.loadMoreFailed')}{' '}
            <button type="button" className="btn btn-ghost btn-small" onClick={() => void list.loadMore()}>
              {t('rank.retryMore')}
            </button>
          </span>
        )}
        {end && <span className="muted small">{t('rank.noMore')}</span>}
      </div>
    </>
  );
}

function BoardView({ board }: { board: Board }) {
  const [which, setWhich] = useState<Which>('current');
  const list = useMemo(() => standings(board.key, which), [board.key, which]);
  const period = useStore($period);
  useEffect(() => {
    void list.load();
  }, [list]);
  const slots = board.gameTypes.length === 1 && board.gameTypes[0] === SLOTS_TYPE;
  return (
    <>
      <div className="tabs rank-which" role="tablist">
        {(['current', 'previous'] as const).map((w) => (
          <button key={w} type="button" role="tab" aria-selected={which === w} onClick={() => setWhich(w)}>
            {t(`rank.which.${w}`)}
          </button>
        ))}
      </div>
      {period && (
        <div className="card card-gold rank-head">
          <p className="small">
            {which === 'current'
              ? t('rank.endsIn', { at: formatDateTime(period.endsAt) })
              : period.settled
                ? t('rank.settled')
                : t('rank.notSettled')}
          </p>
          <p className="rank-you-label small muted">{t('rank.you')}</p>
          {period.personRank ? (
            <table className="rank-table">
              <tbody>
                <Row row={{ ...period.personRank, id: period.personRank.rank }} mine />
              </tbody>
            </table>
          ) : (
            <p className="small">
              {t('rank.unranked', { games: slots ? t('rank.slotsGames') : t('rank.allGames') })}
            </p>
          )}
        </div>
      )}
      <PrizeTable board={board} />
      <InfiniteList list={list} />
    </>
  );
}

/** /rank (Rank 50) and /activity/slotshack (SlotsHack 51): turnover leaderboards with automatic prizes. */
export function RankPage({ activityType }: { activityType: number }) {
  const boards = useStore($boards);
  const [key, setKey] = useState<string | null>(null);
  useEffect(() => {
    void loadBoards(activityType);
  }, [activityType]);
  const board = boards.boards.find((b) => b.key === key) ?? boards.boards[0];
  const slotsRace = activityType === ACTIVITY_TYPE.SlotsHack;
  return (
    <section className="page rank-page">
      <PageHeader title={t(slotsRace ? 'route.slotsHack' : 'route.rank')} />
      <p className="small muted">{t(slotsRace ? 'rank.slotsIntro' : 'rank.intro')}</p>
      {(boards.status === 'loading' || boards.status === 'idle') && <Skeleton lines={8} />}
      {boards.status === 'error' && <ErrorState onRetry={() => void loadBoards(activityType)} />}
      {boards.status === 'ready' && !board && <EmptyState message={t('rank.empty')} />}
      {board && (
        <>
          {boards.boards.length > 1 && (
            <div className="tabs" role="tablist">
              {boards.boards.map((b) => (
                <button
                  key={b.key}
                  type="button"
                  role="tab"
                  aria-selected={b.key === board.key}
                  onClick={() => setKey(b.key)}
                >
                  {t(`rank.boards.${b.period}`)}
                </button>
              ))}
            </div>
          )}
          <BoardView key={board.key} board={board} />
        </>
      )}
    </section>
  );
}
