import './vip.css';
import '../../i18n/vip';
import { formatMoney } from '@casino/contracts/money';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { LoadMore } from '../../components/paged-list-view';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/date-time';
import { $config } from '../../stores/config';
import { $rebateLog, loadMoreRebateLog, loadRebateLog } from './rebate-store';

/** /vip/rebate/record: rebates received, newest first, with the turnover and rate behind each. */
export function RebateRecordPage() {
  const log = useStore($rebateLog);
  const config = useStore($config).data;
  const typeName = (type: number) =>
    config?.appGameTypeList.find((g) => g.id === type)?.name ?? t('vip.gameType', { type });
  useEffect(() => {
    void loadRebateLog();
  }, []);
  return (
    <section className="page vip-page">
      <p className="vip-sub">
        <Link to="/vip/statement">{t('vip.statement.link')}</Link>
      </p>
      {(log.status === 'loading' || log.status === 'idle') && <Skeleton lines={6} />}
      {log.status === 'error' && <ErrorState onRetry={() => void loadRebateLog()} />}
      {log.status === 'ready' && log.list.length === 0 && <EmptyState message={t('vip.recordEmpty')} />}
      {log.status === 'ready' && log.list.length > 0 && (
        <>
          <ul className="list" aria-label={t('vip.recordLabel')}>
            {log.list.map((r) => (
              <li key={r.id} className="list-row rebate-row">
                <span>
                  <span className="list-title">{typeName(r.type)}</span>
                  <span className="list-sub">
                    {t('vip.rebateLine', {
                      bet: formatMoney(r.betAmount),
                      rate: `${(r.rateBp / 100).toFixed(2)}%`,
                    })}
                  </span>
                  {r.day && <span className="list-sub">{t('vip.recordDay', { day: r.day })}</span>}
                  <time className="list-sub" dateTime={new Date(r.createTime).toISOString()}>
                    {t('vip.recordReceived', { at: formatDateTime(r.createTime) })}
                  </time>
                </span>
                <strong className="list-actions">{formatMoney(r.bonus)}</strong>
              </li>
            ))}
          </ul>
          <LoadMore
            state={log}
            onMore={() => void loadMoreRebateLog()}
            label={t('vip.loadMore')}
            failed={t('vip.loadMoreFailed')}
          />
        </>
      )}
    </section>
  );
}
