import { formatMoney } from '@casino/contracts/money';
import { useEffect } from 'react';
import { ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $inviteTerms, type InviteTerms, loadInviteTerms } from './agent-store';

const money = (minor: number) => formatMoney(minor, { trimZeroCents: true });
const rate = (bp: number) => `${(bp / 100).toFixed(2)}%`;

function Terms({ terms }: { terms: InviteTerms }) {
  return (
    <section className="card invite-terms" aria-labelledby="invite-terms-title" data-testid="invite-terms">
      <h2 id="invite-terms-title" className="card-title">
        {t('agent.terms.title')}
      </h2>
      <h3 className="invite-terms__sub">{t('agent.terms.perFriendTitle')}</h3>
      <p>
        <strong>
          {t('agent.terms.perFriend', { reward: money(terms.rewardPerValid), count: terms.spinsPerValid })}
        </strong>
      </p>
      <p className="agent-terms">
        {t('agent.terms.valid', {
          deposit: money(Math.max(1, terms.validRule.minDeposit)),
          turnover: money(terms.validRule.minTurnover),
        })}{' '}
        {t('agent.terms.exchange', { min: money(terms.exchangeMin) })}
      </p>
      {terms.milestones.length > 0 && (
        <>
          <h3 className="invite-terms__sub">{t('agent.terms.milestonesTitle')}</h3>
          <ul className="agent-rates">
            {terms.milestones.map((m) => (
              <li key={m.validInvites}>
                <span>{t('agent.terms.milestone', { count: m.validInvites })}</span>
                <strong>{money(m.reward)}</strong>
              </li>
            ))}
          </ul>
          <p className="agent-terms">{t('agent.terms.milestonesNote')}</p>
        </>
      )}
      <h3 className="invite-terms__sub">{t('agent.terms.commissionTitle')}</h3>
      <ul className="agent-rates">
        {terms.levels.map((l) => (
          <li key={l.level}>
            <span>{t(`agent.terms.level.${Math.min(l.level, 3)}`)}</span>
            <strong>{rate(l.rateBp)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "How invite rewards work": the same card, from the same configuration, on /share, /agent and the agent rules. */
export function InviteTermsCard() {
  const state = useStore($inviteTerms);
  useEffect(() => {
    void loadInviteTerms();
  }, []);
  if (state.data) return <Terms terms={state.data} />;
  if (state.status === 'error') return <ErrorState onRetry={() => void loadInviteTerms()} />;
  return <Skeleton lines={5} />;
}
