import './deposit-bonus.css';
import '../../i18n/deposit';
import { formatMoney } from '@casino/contracts/money';
import { Link } from 'react-router';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/date-time';
import { $config } from '../../stores/config';
import {
  claimable,
  type DepositBonusInfo,
  loadDepositBonus,
  percentText,
  tierProgress,
} from './deposit-bonus-store';
import { BonusTerms, DepositRewardCard, StatusPill, StepRow, stepOffer } from './deposit-reward-card';
import { useDepositBonus } from './use-deposit-bonus';

function Claimable({ info }: { info: DepositBonusInfo }) {
  const list = claimable(info);
  return (
    <section className="deposit-section" aria-labelledby="claimable-title">
      <h2 id="claimable-title" className="deposit-section-title">
        {t('depositBonus.claimableTitle')}
      </h2>
      {list.length === 0 ? (
        <EmptyState message={t('depositBonus.claimableEmpty')} />
      ) : (
        <ul className="deposit-rewards">
          {list.map((r) => (
            <DepositRewardCard key={r.id} reward={r} multiple={info.turnoverMultiple} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FirstAndLadder({ info }: { info: DepositBonusInfo }) {
  const steps = [info.firstDeposit, ...info.ladder];
  return (
    <section className="card deposit-section" aria-labelledby="first-title">
      <h2 id="first-title" className="card-title">
        {t('depositBonus.firstTitle')}
      </h2>
      <ol className="deposit-steps">
        {steps.map((s) => (
          <StepRow
            key={s.depositNo}
            title={
              s.depositNo === 1 ? t('depositBonus.heroTag') : t('depositBonus.ladderStep', { n: s.depositNo })
            }
            sub={stepOffer(s)}
            status={s.status}
          />
        ))}
      </ol>
      <Link to="/activity/first-deposit" className="small">
        {t('depositBonus.heroTag')} →
      </Link>
    </section>
  );
}

function Accumulated({ info }: { info: DepositBonusInfo }) {
  const a = info.accumulated;
  if (a.tiers.length === 0) return null;
  const { next, percent } = tierProgress(info);
  return (
    <section className="card deposit-section" aria-labelledby="acc-title">
      <h2 id="acc-title" className="card-title">
        {t('depositBonus.accumulatedTitle')}
      </h2>
      <p className="small muted">{t('depositBonus.accumulatedIntro')}</p>
      <p className="deposit-figure">
        <strong>{t('depositBonus.accumulatedTotal', { total: formatMoney(a.total) })}</strong>
        <span className="small muted">
          {next === null
            ? t('depositBonus.accumulatedAll')
            : t('depositBonus.accumulatedNext', {
                left: formatMoney(next - a.total),
                target: formatMoney(next),
              })}
        </span>
      </p>
      <div
        className="deposit-bar"
        role="progressbar"
        aria-label={t('depositBonus.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <ol className="deposit-steps">
        {a.tiers.map((tier) => (
          <StepRow
            key={tier.target}
            title={t('depositBonus.accumulatedTier', { target: formatMoney(tier.target) })}
            sub={t('depositBonus.tierBonus', { amount: formatMoney(tier.bonus) })}
            status={tier.status}
          />
        ))}
      </ol>
      <p className="small muted">
        {t('depositBonus.accumulatedResets', { date: formatDateTime(a.resetTime) })}
      </p>
    </section>
  );
}

function Continuous({ info }: { info: DepositBonusInfo }) {
  const c = info.continuous;
  if (c.days.length === 0) return null;
  const min = formatMoney(c.minDeposit);
  return (
    <section className="card deposit-section" aria-labelledby="cont-title">
      <h2 id="cont-title" className="card-title">
        {t('depositBonus.continuousTitle')}
      </h2>
      <p className="small muted">{t('depositBonus.continuousIntro', { min })}</p>
      <p className="deposit-figure">
        <strong>{t('depositBonus.continuousStreak', { count: c.streak })}</strong>
        <span className="small muted">
          {c.todayCounted
            ? t('depositBonus.continuousToday')
            : t('depositBonus.continuousTodayOpen', { min })}
        </span>
      </p>
      <ol className="deposit-days">
        {c.days.map((d) => (
          <li key={d.day} className={`deposit-day deposit-day-${d.status}`}>
            <span className="small">{t('depositBonus.continuousDay', { day: d.day })}</span>
            <strong>{formatMoney(d.bonus)}</strong>
            <StatusPill status={d.status} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The channels that add a bonus of their own, with what their bonus kind means (seed data). */
function ChannelBonuses({ info }: { info: DepositBonusInfo }) {
  const config = useStore($config).data;
  const kinds = new Map(info.bonusKinds.map((k) => [k.kind, k]));
  const channels = Object.values(config?.appRechargeTypeMap ?? {})
    .filter((c) => c.status === 1 && c.bonusKind > 0 && c.bonusRate > 0)
    .sort((a, b) => a.sort - b.sort);
  return (
    <section className="card deposit-section" aria-labelledby="channels-title">
      <h2 id="channels-title" className="card-title">
        {t('depositBonus.channelsTitle')}
      </h2>
      <p className="small muted">{t('depositBonus.channelsIntro')}</p>
      {channels.length > 0 && (
        <ul className="deposit-channels">
          {channels.map((c) => {
            const kind = kinds.get(c.bonusKind);
            return (
              <li key={c.id} className="deposit-channel">
                <span className="deposit-channel-name">{c.name}</span>
                <span className="pill pill-gold">
                  {t('depositBonus.channelOffer', { rate: percentText(c.bonusRate) })}
                </span>
                {kind && (
                  <span className="small muted deposit-channel-kind">
                    {kind.name}: {kind.description}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {info.bonusKinds.length > 0 && (
        <details className="deposit-kinds">
          <summary>{t('depositBonus.kindsTitle')}</summary>
          <dl>
            {info.bonusKinds.map((k) => (
              <div key={k.kind} className="deposit-kind">
                <dt>
                  {t('depositBonus.kindLabel', { kind: k.kind })} · {k.name}
                </dt>
                <dd className="small muted">{k.description}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </section>
  );
}

/** /activity/bank: every deposit bonus of a player — what waits to be claimed, and how each offer stands. */
export function BankPage() {
  const state = useDepositBonus();
  const info = state.data?.depositCount !== null ? state.data : null;
  return (
    <section className="page deposit-page">
      {state.status === 'error' && <ErrorState onRetry={() => void loadDepositBonus()} />}
      {state.status !== 'error' && !info && <Skeleton lines={8} />}
      {info && (
        <>
          <Claimable info={info} />
          <BonusTerms multiple={info.turnoverMultiple} />
          <Link className="btn btn-gold btn-block" to="/wallets?name=deposit">
            {t('depositBonus.depositNow')}
          </Link>
          <FirstAndLadder info={info} />
          <Accumulated info={info} />
          <Continuous info={info} />
          <ChannelBonuses info={info} />
          <p className="small deposit-links">
            <Link to="/bonus/record">{t('depositBonus.recordLink')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
