import { formatMoney } from '@casino/contracts/money';
import { ClaimErrorText } from '../../components/claim-error';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import {
  $claimingReward,
  claimDepositReward,
  type DepositBonusInfo,
  type DepositReward,
  depositRewardClaim,
  percentText,
} from './deposit-bonus-store';

/** The reward's name: the activity that earned it and its step (deposit number, tier, streak day). */
export function rewardName(r: Pick<DepositReward, 'activityType' | 'step'>): string {
  return t(`depositBonus.reward.${r.activityType}`, { step: r.step, amount: formatMoney(r.step) });
}

/** The terms of a bonus, in words, before it is taken. */
export function BonusTerms({ bonus, multiple }: { bonus?: number; multiple: number }) {
  const text =
    multiple <= 0
      ? t('depositBonus.termsFree')
      : bonus === undefined
        ? t('depositBonus.termsTurnoverGeneric', { multiple })
        : t('depositBonus.termsTurnover', { multiple, turnover: formatMoney(bonus * multiple) });
  return <p className="small muted deposit-terms">{text}</p>;
}

/** One reward a deposit earned: its amount and terms, then one claim. */
export function DepositRewardCard({ reward, multiple }: { reward: DepositReward; multiple: number }) {
  const claiming = useStore($claimingReward);
  const claim = useStore(depositRewardClaim.$state);
  const amount = formatMoney(reward.bonus);
  return (
    <li className="card deposit-reward">
      <div className="deposit-reward-head">
        <img src="/img/ui/chest.svg" width="40" height="40" alt="" />
        <div>
          <h3 className="deposit-reward-name">{rewardName(reward)}</h3>
          <p className="small muted">
            {t('depositBonus.rewardFrom', { amount: formatMoney(reward.baseAmount), day: reward.dayKey })}
          </p>
        </div>
        <strong className="deposit-reward-amount">{amount}</strong>
      </div>
      {reward.status === 1 ? (
        <>
          <BonusTerms bonus={reward.bonus} multiple={multiple} />
          <p className="small muted deposit-terms">{t('depositBonus.termsBeforeClaim')}</p>
          {claiming === null && claim.error && <ClaimErrorText error={claim.error} />}
          <button
            type="button"
            className="btn btn-gold btn-block"
            disabled={claiming !== null}
            onClick={() => void claimDepositReward(reward.id)}
          >
            {claiming === reward.id ? t('depositBonus.claiming') : t('depositBonus.claim', { amount })}
          </button>
        </>
      ) : (
        <span className="pill pill-success">{t('depositBonus.received', { amount })}</span>
      )}
    </li>
  );
}

/** A step's state as a pill. */
export function StatusPill({ status }: { status: 0 | 1 | 2 | 3 }) {
  const tone =
    status === 1 ? ' pill-gold' : status === 2 ? ' pill-success' : status === 3 ? ' pill-warn' : '';
  return <span className={`pill${tone}`}>{t(`depositBonus.status.${status}`)}</span>;
}

/** One step of an offer (a deposit of the ladder, a tier): its name, its figure below, its state at the side. */
export function StepRow({ title, sub, status }: { title: string; sub: string; status?: 0 | 1 | 2 | 3 }) {
  return (
    <li className="deposit-step">
      <span className="deposit-step-text">
        <span className="deposit-step-no">{title}</span>
        <span className="small muted">{sub}</span>
      </span>
      {status !== undefined && <StatusPill status={status} />}
    </li>
  );
}

/** A percentage offer's figure: what it paid, or its rate, cap and minimum while not earned. */
export function stepOffer(s: DepositBonusInfo['ladder'][number]): string {
  return s.bonus > 0
    ? t('depositBonus.stepBonus', { amount: formatMoney(s.bonus) })
    : t('depositBonus.ladderOffer', {
        rate: percentText(s.rateBp),
        cap: formatMoney(s.cap),
        min: formatMoney(s.minDeposit),
      });
}
