import './vip.css';
import '../../i18n/vip';
import { formatMoney } from '@casino/contracts/money';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ClaimErrorText } from '../../components/claim-error';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $config } from '../../stores/config';
import {
  $rebates,
  loadRebates,
  rebateAllClaim,
  rebateTypeClaim,
  rebateWait,
  receiveRebate,
} from './rebate-store';
import { VIP_TURNOVER_MULTIPLE } from './vip-store';

const rate = (bp: number) => `${(bp / 100).toFixed(2)}%`;

function useTypeName(): (type: number) => string {
  const config = useStore($config).data;
  return (type) => config?.appGameTypeList.find((g) => g.id === type)?.name ?? t('vip.gameType', { type });
}

function waitText(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.max(1, Math.ceil((seconds % 3600) / 60));
  return h > 0 ? t('vip.waitHours', { h, m }) : t('vip.waitMinutes', { m });
}

/** /vip/rebate and /bonus/rebate: each game type's rebate of the closed days, received per type or all at once. */
export function RebatePage() {
  const state = useStore($rebates);
  const all = useStore(rebateAllClaim.$state);
  const one = useStore(rebateTypeClaim.$state);
  const typeName = useTypeName();
  useEffect(() => {
    rebateAllClaim.reset();
    rebateTypeClaim.reset();
    void loadRebates();
  }, []);
  const error = all.error ?? one.error;
  const wait = rebateWait(error);
  const busy = all.busy || one.busy;
  return (
    <section className="page vip-page">
      {(state.status === 'loading' || state.status === 'idle') && <Skeleton lines={6} />}
      {state.status === 'error' && <ErrorState onRetry={() => void loadRebates()} />}
      {state.data && (
        <>
          <section className="card card-gold" aria-labelledby="rebate-total-title">
            <div className="rebate-total">
              <div>
                <h2 id="rebate-total-title" className="card-title">
                  {t('vip.rebateReady')}
                </h2>
                <strong>{formatMoney(state.data.total)}</strong>
              </div>
              <button
                type="button"
                className="btn btn-gold"
                disabled={busy || state.data.total === 0}
                onClick={() => void receiveRebate(null)}
              >
                {all.busy ? t('vip.claiming') : t('vip.receiveAll')}
              </button>
            </div>
            <p className="vip-terms">
              {t('vip.rebateTerms', {
                multiple: VIP_TURNOVER_MULTIPLE,
                days: state.data.autoCreditDays ?? 3,
              })}
            </p>
            {wait !== null ? (
              <p className="form-alert" role="alert">
                {t('vip.rebateWait', { wait: waitText(wait) })}
              </p>
            ) : (
              <ClaimErrorText error={error} />
            )}
          </section>
          {state.data.list.length === 0 ? (
            <EmptyState message={t('vip.rebateEmpty')} />
          ) : (
            <ul className="list" aria-label={t('vip.rebateListLabel')}>
              {state.data.list.map((r) => (
                <li key={r.type} className="list-row rebate-row">
                  <span>
                    <span className="list-title">{typeName(r.type)}</span>
                    <span className="list-sub">
                      {t('vip.rebateLine', { bet: formatMoney(r.betAmount), rate: rate(r.rateBp) })}
                    </span>
                    {(r.todayBetAmount ?? 0) > 0 && (
                      <span className="list-sub">
                        {t('vip.rebateToday', {
                          bet: formatMoney(r.todayBetAmount ?? 0),
                          bonus: formatMoney(r.todayBonus ?? 0),
                        })}
                      </span>
                    )}
                  </span>
                  <span className="list-actions">
                    <strong>{formatMoney(r.bonus)}</strong>
                    {r.bonus > 0 && (
                      <button
                        type="button"
                        className="btn btn-outline btn-small"
                        disabled={busy}
                        onClick={() => void receiveRebate(r.type)}
                        aria-label={t('vip.receiveType', { name: typeName(r.type) })}
                      >
                        {t('vip.receive')}
                      </button>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <Link className="btn btn-outline btn-block" to="/vip/rebate/record">
            {t('vip.rebateRecords')}
          </Link>
        </>
      )}
    </section>
  );
}
