import './wallet.css';
import '../../i18n/support';
import { COIN_CHANGE_KINDS } from '@casino/contracts/enums';
import { formatMoney } from '@casino/contracts/money';
import { useEffect, useMemo, useState } from 'react';
import { call } from '../../api/call';
import { LoadMore } from '../../components/paged-list-view';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { hasKey, t } from '../../i18n';
import { formatDateTime, formatDateTimeRange } from '../../lib/date-time';
import { createPagedList } from '../../stores/paged-list';
import { type CoinChange, type CoinEvent, changeView, eventView, sessionBreakdown } from './coin-events';

type Change = CoinChange;
type Event = CoinEvent & { id: string };
const PAGE_SIZE = 20;
const kindName = (kind: string) =>
  hasKey(`coinDetail.kinds.${kind}`) ? t(`coinDetail.kinds.${kind}`) : t('coinDetail.kinds.other');

const words = (w: { key: string; vars?: Record<string, string> } | { text: string }) =>
  'text' in w ? w.text : hasKey(w.key) ? t(w.key, w.vars) : t('coinDetail.kinds.other');

function ChangeRow({ c }: { c: Change }) {
  const v = changeView(c, kindName);
  return (
    <li className="list-row coin-row">
      <span className="coin-main">
        <span className="list-title">{words(v.title)}</span>
        {v.sub && <span className="list-sub coin-remark">{words(v.sub)}</span>}
        <time className="list-sub" dateTime={new Date(c.createTime).toISOString()}>
          {formatDateTime(c.createTime)}
        </time>
      </span>
      <span className="coin-side">
        <strong className={c.amount >= 0 ? 'coin-in' : 'coin-out'}>
          {c.amount >= 0 ? '+' : '−'}
          {formatMoney(Math.abs(c.amount))}
        </strong>
        <span className="list-sub">
          {t('coinDetail.balanceAfter', { amount: formatMoney(c.balanceAfter) })}
        </span>
      </span>
    </li>
  );
}

const STATUS_PILL: Record<string, string> = {
  pending: 'pill-warn',
  paid: 'pill-success',
  approved: 'pill-success',
  rejected: 'pill-danger',
};

/** One business event: a withdrawal with its status, a deposit with its bonus, a game session by its game. */
function EventRow({ e }: { e: Event }) {
  const v = eventView(e);
  const [open, setOpen] = useState(false);
  const session = e.kind === 'game';
  const row = (
    <>
      <span className="coin-main">
        <span className="list-title">
          {words(v.title)}
          {v.status && (
            <span className={`pill coin-pill ${STATUS_PILL[v.status] ?? ''}`}>
              {t(`coinDetail.events.status.${v.status}`)}
            </span>
          )}
        </span>
        {v.sub && <span className="list-sub coin-remark">{words(v.sub)}</span>}
        <time className="list-sub" dateTime={new Date(e.createTime).toISOString()}>
          {formatDateTime(e.createTime)}
        </time>
      </span>
      <span className="coin-side">
        <strong className={v.struck ? 'coin-struck' : v.amount >= 0 ? 'coin-in' : 'coin-out'}>
          {v.amount >= 0 ? '+' : '−'}
          {formatMoney(Math.abs(v.amount))}
        </strong>
        <span className="list-sub">
          {t('coinDetail.balanceAfter', { amount: formatMoney(e.balanceAfter) })}
        </span>
      </span>
    </>
  );
  if (!session) return <li className="list-row coin-row">{row}</li>;
  // a game session is one row; opened, it shows what its rounds add up to
  return (
    <li className="coin-session">
      <button
        type="button"
        className="list-row coin-row coin-toggle"
        aria-expanded={open}
        aria-label={`${words(v.title)} · ${t(open ? 'coinDetail.events.breakdown.hide' : 'coinDetail.events.breakdown.show')}`}
        onClick={() => setOpen(!open)}
      >
        {row}
        <span className={`coin-chevron${open ? ' is-open' : ''}`} aria-hidden="true" />
      </button>
      {open && (
        <dl className="coin-breakdown">
          {sessionBreakdown(e).map((b) => (
            <div key={b.label}>
              <dt>{t(b.label)}</dt>
              <dd>{b.value}</dd>
            </div>
          ))}
          <div>
            <dt>{t('coinDetail.events.breakdown.time')}</dt>
            <dd>{formatDateTimeRange(e.startTime, e.createTime)}</dd>
          </div>
        </dl>
      )}
    </li>
  );
}

/**
 * /wallets/coin-history: the balance's history as business events (one row per withdrawal with its status, per
 * deposit, per game session naming the game), or one kind's raw ledger rows; the balance after each; paged.
 */
export function CoinHistoryPage() {
  const [kind, setKind] = useState('');
  // all changes read as business events; one kind shows its raw ledger rows
  const list = useMemo(
    () =>
      kind
        ? createPagedList<Change | Event>((pageNum) =>
            call('appUserCoinDetail', { pageNum, pageSize: PAGE_SIZE, kind }),
          )
        : createPagedList<Change | Event>(async (pageNum) => {
            const res = await call('coinEventList', { pageNum, pageSize: PAGE_SIZE });
            return res.ok
              ? { ...res, data: { ...res.data, list: res.data.list.map((e) => ({ ...e, id: e.key })) } }
              : res;
          }),
    [kind],
  );
  const s = useStore(list.$state);
  useEffect(() => {
    void list.load();
  }, [list]);
  return (
    <section className="page coin-history">
      <p className="muted small">{t('coinDetail.lead')}</p>
      <label className="field">
        <span>{t('coinDetail.filter')}</span>
        <select className="input select" value={kind} onChange={(e) => setKind(e.target.value)}>
          <option value="">{t('coinDetail.all')}</option>
          {COIN_CHANGE_KINDS.map((k) => (
            <option key={k} value={k}>
              {kindName(k)}
            </option>
          ))}
        </select>
      </label>
      {(s.status === 'loading' || s.status === 'idle') && <Skeleton lines={6} />}
      {s.status === 'error' && <ErrorState onRetry={() => void list.load()} />}
      {s.status === 'ready' && s.list.length === 0 && (
        <EmptyState message={kind ? t('coinDetail.emptyFiltered') : t('coinDetail.empty')} />
      )}
      {s.status === 'ready' && s.list.length > 0 && (
        <>
          <ul className="list" aria-label={t('route.coinHistory')}>
            {s.list.map((c) => ('key' in c ? <EventRow key={c.id} e={c} /> : <ChangeRow key={c.id} c={c} />))}
          </ul>
          <LoadMore
            state={s}
            onMore={() => void list.loadMore()}
            label={t('coinDetail.loadMore')}
            failed={t('coinDetail.loadMoreFailed')}
          />
        </>
      )}
    </section>
  );
}
