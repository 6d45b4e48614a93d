import './vip.css';
import '../../i18n/vip';
import { formatMoney } from '@casino/contracts/money';
import type { CallAnswer } from '@casino/contracts/registry';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { call } from '../../api/call';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/date-time';
import { $config } from '../../stores/config';

type Statement = CallAnswer<'getVipStatement'>;

const rate = (bp: number) => `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')}%`;

function Levels({ s }: { s: Statement }) {
  return (
    <section className="card vip-statement-part" aria-labelledby="st-levels">
      <h2 id="st-levels" className="card-title">
        {t('vip.statement.levelsTitle')}
      </h2>
      <p className="vip-sub">
        {s.expPerPesoDeposit > 0
          ? t('vip.statement.expRuleDeposit', { deposit: s.expPerPesoDeposit })
          : t('vip.statement.expRule')}
      </p>
      {s.promotions.length === 0 && s.reviews.length === 0 ? (
        <EmptyState message={t('vip.statement.noLevels')} />
      ) : (
        <ul className="list">
          {s.promotions.map((p) => (
            <li key={`up-${p.level}`} className="list-row">
              <span className="list-title">{t('vip.statement.reached', { level: p.level })}</span>
              <span className="list-sub">
                {t('vip.statement.reachedWhy', { exp: p.experience.toLocaleString('en-US'), level: p.level })}
              </span>
              <span className="list-sub">{formatDateTime(p.reachedAt)}</span>
            </li>
          ))}
          {s.reviews.map((r) => (
            <li key={`rev-${r.period}`} className="list-row">
              <span className="list-title">
                {r.toLevel < r.fromLevel
                  ? t('vip.statement.demoted', { from: r.fromLevel, to: r.toLevel, period: r.period })
                  : t('vip.statement.kept', { level: r.fromLevel, period: r.period })}
              </span>
              <span className="list-sub">
                {t('vip.statement.reviewWhy', {
                  done: r.periodExp.toLocaleString('en-US'),
                  need: r.keepExp.toLocaleString('en-US'),
                  level: r.fromLevel,
                })}
              </span>
              <span className="list-sub">{formatDateTime(r.reviewedAt)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Rebates({ s }: { s: Statement }) {
  const config = useStore($config).data;
  const typeName = (type: number) =>
    config?.appGameTypeList.find((g) => g.id === type)?.name ?? t('vip.gameType', { type });
  return (
    <section className="card vip-statement-part" aria-labelledby="st-rebates">
      <h2 id="st-rebates" className="card-title">
        {t('vip.statement.rebatesTitle')}
      </h2>
      <p className="vip-sub">{t('vip.statement.rebateRule')}</p>
      {s.rebates.length === 0 ? (
        <EmptyState message={t('vip.statement.noRebates')} />
      ) : (
        <ul className="list" aria-label={t('vip.statement.rebatesTitle')}>
          {s.rebates.map((r) => (
            <li key={`${r.day}-${r.type}`} className="list-row vip-statement-rebate">
              <span className="list-title">
                {r.day} · {typeName(r.type)}
              </span>
              <span className="list-sub vip-statement-sum">
                {t('vip.statement.rebateSum', {
                  turnover: formatMoney(Math.max(0, r.validBet)),
                  rate: rate(r.rateBp),
                  bonus: formatMoney(r.bonus),
                })}
              </span>
              <span className="list-sub">
                {r.receivedAt
                  ? t('vip.statement.paid', { date: formatDateTime(r.receivedAt) })
                  : t('vip.statement.due')}{' '}
                · <Link to={`/member/report?day=${r.day}`}>{t('vip.statement.bets')}</Link>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /vip/statement: the figures behind every level decision and every rebate, linked to the day's bets. */
export function VipStatementPage() {
  const [state, setState] = useState<Statement | null | 'error'>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void attempt;
    void call('getVipStatement', {}).then((res) => {
      if (live) setState(res.ok ? res.data : 'error');
    });
    return () => {
      live = false;
    };
  }, [attempt]);
  return (
    <section className="page vip-page">
      {state === null && <Skeleton lines={6} />}
      {state === 'error' && <ErrorState onRetry={() => setAttempt((n) => n + 1)} />}
      {state && state !== 'error' && (
        <>
          <p className="vip-sub">{t('vip.statement.intro', { level: state.vip })}</p>
          <Levels s={state} />
          <Rebates s={state} />
        </>
      )}
    </section>
  );
}
