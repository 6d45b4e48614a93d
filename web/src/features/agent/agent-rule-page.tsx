import './agent.css';
import '../../i18n/agent';
import { formatMoney } from '@casino/contracts/money';
import { useEffect } from 'react';
import { ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $agent, loadAgent } from './agent-store';

const money = (minor: number) => formatMoney(minor, { trimZeroCents: true });
const rate = (bp: number) => `${(bp / 100).toFixed(2)}%`;

/** /agent/rule: the programme's rules with the operator's own figures. */
export function AgentRulePage() {
  const state = useStore($agent);
  useEffect(() => {
    void loadAgent();
  }, []);
  if (state.status === 'error' && !state.data) return <ErrorState onRetry={() => void loadAgent()} />;
  const info = state.data;
  if (!info) return <Skeleton lines={10} />;
  const rule = info.validRule ?? { minDeposit: 0, minTurnover: 0 };
  const levels = info.levels ?? [{ level: 1, rateBp: info.rateBp }];
  return (
    <article className="page agent-page agent-rules">
      <section className="card">
        <h2 className="card-title">{t('agent.rules.validTitle')}</h2>
        <p>
          {t('agent.rules.valid', {
            deposit: money(Math.max(1, rule.minDeposit)),
            turnover: money(rule.minTurnover),
          })}
        </p>
        <p>{t('agent.rules.abuse')}</p>
      </section>
      <section className="card">
        <h2 className="card-title">{t('agent.rules.commissionTitle')}</h2>
        <p>{t('agent.rules.commission', { count: levels.length })}</p>
        <ul className="agent-rates">
          {levels.map((l) => (
            <li key={l.level}>
              <span>{t(`agent.levelName.${Math.min(l.level, 3)}`)}</span>
              <strong>{rate(l.rateBp)}</strong>
            </li>
          ))}
        </ul>
        <p>
          {t('agent.rules.example', {
            rate: rate(levels[0]?.rateBp ?? 0),
            commission: money(Math.floor((1_000_000 * (levels[0]?.rateBp ?? 0)) / 10_000)),
          })}
        </p>
        <p>{t('agent.rules.settlement')}</p>
        <p>{t('agent.rules.hold')}</p>
      </section>
      <section className="card">
        <h2 className="card-title">{t('agent.rules.tiersTitle')}</h2>
        <ul className="agent-rates">
          {info.tiers.map((tr) => (
            <li key={tr.tier}>
              <span>{t('agent.tierLine', { count: tr.validInvites })}</span>
              <strong>{money(tr.reward)}</strong>
            </li>
          ))}
        </ul>
        <p>{t('agent.tierTerms')}</p>
      </section>
    </article>
  );
}
