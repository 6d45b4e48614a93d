import './protection.css';
import '../../i18n/protection';
import { SELF_LIMIT_KINDS } from '@casino/contracts/protection-rules';
import { useEffect } from 'react';
import { Helpline } from '../../components/responsible-gaming';
import { ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { LimitCard } from './limit-card';
import { BreakCard, ExcludeCard, PauseStatus } from './pause-cards';
import { $protection, loadProtection } from './protection-store';

/** /member/self-limited: the player's own limits, a break (cool-off) and self-exclusion. */
export function SelfLimitedPage() {
  const { status, data } = useStore($protection);
  useEffect(() => {
    void loadProtection();
  }, []);
  let body: React.ReactNode;
  if (!data)
    body =
      status === 'error' ? (
        <ErrorState message={t('protect.loadFailed')} onRetry={() => void loadProtection()} />
      ) : (
        <Skeleton lines={8} />
      );
  else
    body = (
      <>
        <PauseStatus info={data} />
        <div className="protect-grid">
          {SELF_LIMIT_KINDS.map((k) => (
            <LimitCard key={k} kind={k} info={data} />
          ))}
        </div>
        {!data.restriction && (
          <div className="protect-grid protect-pauses">
            <BreakCard />
            <ExcludeCard />
          </div>
        )}
        {/* a running pause can only grow: a longer exclusion is offered, a shorter one is refused */}
        {data.restriction && (
          <div className="protect-grid protect-pauses">
            <ExcludeCard />
          </div>
        )}
      </>
    );
  return (
    <section className="page protect-page">
      <p className="muted">{t('protect.intro')}</p>
      {body}
      <Helpline className="muted small protect-help" />
    </section>
  );
}
