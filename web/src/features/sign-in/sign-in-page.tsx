import './sign-in.css';
import '../../i18n/tasks';
import { formatMoney } from '@casino/contracts/money';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ClaimErrorText } from '../../components/claim-error';
import { RewardItems } from '../../components/reward-items';
import { ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/date-time';
import {
  $loginBonus,
  $signIn,
  clock,
  loadLoginBonus,
  loadSignIn,
  loadSignInPage,
  loginBonusClaim,
  receiveLoginBonus,
  receiveSignIn,
  type SignInInfo,
  secondsUntil,
  signInClaim,
} from './sign-in-store';

const COIN = 2001;

/** Seconds until `at`, ticking once a second while shown. */
function useCountdown(at: number): number {
  const [left, setLeft] = useState(() => secondsUntil(at));
  useEffect(() => {
    setLeft(secondsUntil(at));
    const timer = setInterval(() => setLeft(secondsUntil(at)), 1000);
    return () => clearInterval(timer);
  }, [at]);
  return left;
}

function dayState(status: 0 | 1 | 2): string {
  return status === 2
    ? t('signIn.dayReceived')
    : status === 1
      ? t('signIn.dayReceivable')
      : t('signIn.dayLater');
}

/** The 7 days of the cycle as cards: received, today's and those to come. */
export function SignInDays({ info }: { info: SignInInfo }) {
  return (
    <ol className="sign-in-days" aria-label={t('signIn.cycleLabel')}>
      {info.days.map((d) => {
        const today = d.day === info.today;
        const coin = d.rewards.find((r) => r.propId === COIN);
        return (
          <li
            key={d.day}
            className={`sign-in-day sign-in-day-${d.status}${today ? ' sign-in-today' : ''}`}
            aria-current={today ? 'date' : undefined}
            aria-label={`${t('signIn.day', { day: d.day })}: ${coin ? formatMoney(coin.count) : ''} ${dayState(d.status)}`}
          >
            <span className="sign-in-day-name">
              {today ? t('signIn.today') : t('signIn.day', { day: d.day })}
            </span>
            <img src="/img/reward/coin.svg" width="28" height="28" alt="" />
            <strong className="sign-in-day-amount">
              {coin ? formatMoney(coin.count) : `×${d.rewards.length}`}
            </strong>
            {d.rewards.length > 1 && (
              <span className="sign-in-day-more">{t('signIn.more', { n: d.rewards.length - 1 })}</span>
            )}
            <span className="sign-in-day-state">{dayState(d.status)}</span>
          </li>
        );
      })}
    </ol>
  );
}

function TodayClaim({ info }: { info: SignInInfo }) {
  const claim = useStore(signInClaim.$state);
  const left = useCountdown(info.nextClaimTime);
  const today = info.days.find((d) => d.day === info.today);
  const coin = today?.rewards.find((r) => r.propId === COIN)?.count ?? 0;
  return (
    <div className="card card-raised sign-in-claim">
      <p className="sign-in-claim-day">{t('signIn.todayIs', { day: info.today })}</p>
      {today && <RewardItems items={today.rewards} />}
      {!info.receivedToday && (
        <p className="small muted">
          {coin > 0 && info.turnoverMultiple > 0
            ? t('signIn.termsTurnover', { multiple: info.turnoverMultiple })
            : t('signIn.termsFree')}
        </p>
      )}
      <ClaimErrorText error={claim.error} />
      {info.receivedToday ? (
        <>
          <button type="button" className="btn btn-primary btn-block" disabled>
            {t('signIn.claimedToday')}
          </button>
          <p className="small muted sign-in-next" role="status">
            {t('signIn.nextClaim', { date: formatDateTime(info.nextClaimTime), time: clock(left) })}
          </p>
        </>
      ) : (
        <button
          type="button"
          className="btn btn-primary btn-block btn-large"
          disabled={claim.busy}
          onClick={() => void receiveSignIn()}
        >
          {claim.busy ? t('signIn.claiming') : t('signIn.claim')}
        </button>
      )}
    </div>
  );
}

function LoginBonus() {
  const state = useStore($loginBonus);
  const claim = useStore(loginBonusClaim.$state);
  if (state.status === 'loading' || state.status === 'idle') return <Skeleton lines={2} />;
  if (state.status === 'error' || !state.data) return <ErrorState onRetry={() => void loadLoginBonus()} />;
  const info = state.data;
  const open = info.days.find((d) => d.status === 1);
  const done = info.days.every((d) => d.status === 2);
  return (
    <section className="card sign-in-bonus" aria-labelledby="login-bonus-title">
      <h2 id="login-bonus-title" className="card-title">
        {t('signIn.loginBonusTitle')}
      </h2>
      <p className="small muted">{t('signIn.loginBonusIntro')}</p>
      <ol className="sign-in-days sign-in-days-3">
        {info.days.map((d) => (
          <li key={d.day} className={`sign-in-day sign-in-day-${d.status}`}>
            <span className="sign-in-day-name">{t('signIn.day', { day: d.day })}</span>
            <strong className="sign-in-day-amount">
              {formatMoney(d.rewards.find((r) => r.propId === COIN)?.count ?? 0)}
            </strong>
            <span className="sign-in-day-state">{dayState(d.status)}</span>
          </li>
        ))}
      </ol>
      <ClaimErrorText error={claim.error} />
      <button
        type="button"
        className="btn btn-outline btn-block"
        disabled={!open || claim.busy}
        onClick={() => void receiveLoginBonus()}
      >
        {open
          ? t('signIn.loginBonusClaim', { day: open.day })
          : done
            ? t('signIn.loginBonusDone')
            : t('signIn.loginBonusClaimed')}
      </button>
    </section>
  );
}

/** /activity/sign-in: the cycle's 7 days, today's claim (then the next claim's time) and the login bonus. */
export function SignInPage() {
  const state = useStore($signIn);
  useEffect(() => {
    void loadSignInPage();
  }, []);
  return (
    <section className="page sign-in-page">
      <p className="muted small">{t('signIn.intro')}</p>
      {(state.status === 'loading' || state.status === 'idle') && <Skeleton lines={5} />}
      {state.status === 'error' && <ErrorState onRetry={() => void loadSignIn()} />}
      {state.status === 'ready' && state.data && (
        <>
          <SignInDays info={state.data} />
          <TodayClaim info={state.data} />
        </>
      )}
      <LoginBonus />
      <p className="small">
        <Link to="/activity/sign-in/rule">{t('signIn.rulesLink')}</Link>
      </p>
    </section>
  );
}
