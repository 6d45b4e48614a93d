import './deposit-bonus.css';
import '../../i18n/deposit';
import { formatMoney } from '@casino/contracts/money';
import { Link } from 'react-router';
import { ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $session } from '../../stores/session';
import { type DepositBonusInfo, loadDepositBonus, percentText } from './deposit-bonus-store';
import { BonusTerms, DepositRewardCard, StepRow, stepOffer } from './deposit-reward-card';
import { useDepositBonus } from './use-deposit-bonus';

const DEPOSIT = '/wallets?name=deposit';

function Hero({ info }: { info: DepositBonusInfo }) {
  const f = info.firstDeposit;
  return (
    <div className="deposit-hero">
      <img className="deposit-hero-art" src="/img/ui/chest.svg" width="96" height="96" alt="" />
      <div>
        <p className="deposit-hero-tag">{t('depositBonus.heroTag')}</p>
        <p className="deposit-hero-rate">{t('depositBonus.heroRate', { rate: percentText(f.rateBp) })}</p>
        <p className="deposit-hero-cap">{t('depositBonus.heroCap', { cap: formatMoney(f.cap) })}</p>
        <p className="small deposit-hero-min">
          {t('depositBonus.heroMin', { min: formatMoney(f.minDeposit) })}
        </p>
      </div>
    </div>
  );
}

/** Where the player stands with the first deposit bonus, and the one thing to do next. */
function FirstDepositState({ info, loggedIn }: { info: DepositBonusInfo; loggedIn: boolean }) {
  const f = info.firstDeposit;
  const min = formatMoney(f.minDeposit);
  if (!loggedIn)
    return (
      <div className="card deposit-state">
        <p>{t('depositBonus.visitor')}</p>
        <div className="deposit-actions">
          <Link className="btn btn-gold" to="/auth/register?redirect=%2Factivity%2Ffirst-deposit">
            {t('depositBonus.register')}
          </Link>
          <Link className="btn btn-outline" to="/auth/login?redirect=%2Factivity%2Ffirst-deposit">
            {t('depositBonus.login')}
          </Link>
        </div>
      </div>
    );
  const reward = info.rewards.find((r) => r.activityType === 44);
  if (reward) return <DepositRewardCard reward={reward} multiple={info.turnoverMultiple} />;
  if (f.status === 3)
    return (
      <div className="card deposit-state">
        <p>{t('depositBonus.missed', { min })}</p>
      </div>
    );
  return (
    <div className="card deposit-state">
      <p>{t('depositBonus.notYet', { min })}</p>
      <Link className="btn btn-gold btn-block btn-large" to={DEPOSIT}>
        {t('depositBonus.depositNow')}
      </Link>
    </div>
  );
}

function Ladder({ info }: { info: DepositBonusInfo }) {
  if (info.ladder.length === 0) return null;
  return (
    <section className="card deposit-section" aria-labelledby="ladder-title">
      <h2 id="ladder-title" className="card-title">
        {t('depositBonus.ladderTitle')}
      </h2>
      <p className="small muted">{t('depositBonus.ladderIntro')}</p>
      <ol className="deposit-steps">
        {info.ladder.map((s) => (
          <StepRow
            key={s.depositNo}
            title={t('depositBonus.ladderStep', { n: s.depositNo })}
            sub={stepOffer(s)}
            {...(info.depositCount !== null ? { status: s.status } : {})}
          />
        ))}
      </ol>
    </section>
  );
}

/** /activity/first-deposit: the first deposit bonus with its terms, what to do next, and the ladder after it. */
export function FirstDepositPage() {
  const state = useDepositBonus();
  const session = useStore($session);
  const info = state.data;
  return (
    <section className="page deposit-page">
      {state.status === 'error' && <ErrorState onRetry={() => void loadDepositBonus()} />}
      {state.status !== 'error' && !info && <Skeleton lines={6} />}
      {info && (
        <>
          <Hero info={info} />
          <BonusTerms multiple={info.turnoverMultiple} />
          <FirstDepositState info={info} loggedIn={Boolean(session) && info.depositCount !== null} />
          <Ladder info={info} />
          {info.depositCount !== null && (
            <p className="small deposit-links">
              <Link to="/activity/bank">{t('depositBonus.allBonuses')}</Link>
              <Link to="/bonus/record">{t('depositBonus.recordLink')}</Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
