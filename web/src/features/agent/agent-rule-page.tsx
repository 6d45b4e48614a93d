import './agent.css';
import '../../i18n/agent';
import { formatMoney } from '@casino/contracts/money';
import { useEffect } from 'react';
import { ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $inviteTerms, loadInviteTerms } from './agent-store';
import { InviteTermsCard } from './invite-terms';

const money = (minor: number) => formatMoney(minor, { trimZeroCents: true });
const rate = (bp: number) => `${(bp / 100).toFixed(2)}%`;

/**
 * /agent/rule: the programme's rules with the operator's own figures, open to visitors. The figures are the
 * "How invite rewards work" card every invite page shows; the rest says how they apply.
 */
export function AgentRulePage() {
  const state = useStore($inviteTerms);
  useEffect(() => {
    void loadInviteTerms();
  }, []);
  if (state.status === 'error' && !state.data) return <ErrorState onRetry={() => void loadInviteTerms()} />;
  const terms = state.data;
  if (!terms) return <Skeleton lines={10} />;
  const first = terms.levels[0]?.rateBp ?? 0;
  return (
    <article className="page agent-page agent-rules">
      <InviteTermsCard />
      <section className="card">
        <h2 className="card-title">{t('agent.rules.validTitle')}</h2>
        <p>
          {t('agent.rules.valid', {
            deposit: money(Math.max(1, terms.validRule.minDeposit)),
            turnover: money(terms.validRule.minTurnover),
          })}
        </p>
        <p>{t('agent.rules.abuse')}</p>
      </section>
      <section className="card">
        <h2 className="card-title">{t('agent.rules.commissionTitle')}</h2>
        <p>{t('agent.rules.commission', { count: terms.levels.length })}</p>
        <p>
          {t('agent.rules.example', {
            rate: rate(first),
            commission: money(Math.floor((1_000_000 * first) / 10_000)),
          })}
        </p>
        <p>{t('agent.rules.settlement')}</p>
        <p>{t('agent.rules.hold')}</p>
      </section>
      <section className="card">
        <h2 className="card-title">{t('agent.rules.tiersTitle')}</h2>
        <p>{t('agent.tierTerms')}</p>
      </section>
    </article>
  );
}
