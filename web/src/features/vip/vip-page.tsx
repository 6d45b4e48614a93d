import './vip.css';
import '../../i18n/vip';
import { formatMoney } from '@casino/contracts/money';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ClaimErrorText } from '../../components/claim-error';
import { LoginToClaim } from '../../components/login-to-claim';
import { RewardItems } from '../../components/reward-items';
import { ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/date-time';
import { VipBenefits } from './vip-benefits';
import { VipGift } from './vip-gift';
import { VipHero } from './vip-hero';
import { VipMeter } from './vip-meter';
import {
  $vipAudit,
  $vipInfo,
  claimableLevels,
  claimDaily,
  claimLevelBonus,
  claimSignIn,
  dailyClaim,
  levelClaim,
  loadVipAudit,
  loadVipInfo,
  signInClaim,
  tasksByLevel,
  VIP_TURNOVER_MULTIPLE,
  type VipInfo,
} from './vip-store';
import { VipTaskClaimAll, VipTaskList } from './vip-tasks';

/** Experience is one point per whole ₱1 of valid bets: points → minor units of betting. */
const pesosOf = (exp: number) => formatMoney(exp * 100, { trimZeroCents: true });

function CoinTerms() {
  return <p className="vip-terms">{t('vip.coinTermsPlain', { multiple: VIP_TURNOVER_MULTIPLE })}</p>;
}

function Keeping() {
  const audit = useStore($vipAudit);
  const a = audit.data;
  if (!a || a.vip === 0) return null;
  const share = a.keepExp > 0 ? Math.min(1, a.periodExp / a.keepExp) : 1;
  const keeps = a.projectedVip >= a.vip;
  return (
    <section className="card" aria-labelledby="vip-keep-title">
      <h3 id="vip-keep-title" className="card-title">
        {t('vip.keepTitle', { level: a.vip })}
      </h3>
      <VipMeter share={share} label={t('vip.keepLabel')} warn={!keeps} />
      <p className="vip-sub">
        {t('vip.keepBody', {
          done: pesosOf(a.periodExp),
          need: pesosOf(a.keepExp),
          // the period ends at midnight: the last minute inside it reads as the deadline
          date: formatDateTime(a.periodEnd - 60_000),
        })}
      </p>
      <p className="vip-sub">{keeps ? t('vip.keepSafe') : t('vip.keepShort', { level: a.projectedVip })}</p>
    </section>
  );
}

/** A gift a higher level opens: a label, not a button. */
function Locked({ level }: { level: number | undefined }) {
  if (level === undefined) return <span className="pill vip-locked-pill">—</span>;
  return (
    <span className="pill vip-locked-pill">
      <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
        <path d="M4 7V5a4 4 0 0 1 8 0v2h1v8H3V7zm2 0h4V5a2 2 0 0 0-4 0z" fill="currentColor" />
      </svg>
      {t('vip.locked', { level })}
    </span>
  );
}

function Gifts({ info }: { info: VipInfo }) {
  const levelState = useStore(levelClaim.$state);
  const daily = useStore(dailyClaim.$state);
  const signIn = useStore(signInClaim.$state);
  const here = info.levels.find((l) => l.level === info.vip);
  const waiting = claimableLevels(info);
  // a gift the player's level does not give yet reads as locked, never as a Claim button
  const dailyFrom = info.levels.find((l) => l.dailyBonus > 0)?.level;
  const signInFrom = info.levels.find((l) => (l.signInRewards?.length ?? 0) > 0)?.level ?? 1;
  const dailyLocked = !here || here.dailyBonus === 0;
  const signInLocked = info.vip === 0 || !here?.signInRewards?.length;
  return (
    <section className="card" aria-labelledby="vip-gifts-title">
      <h3 id="vip-gifts-title" className="card-title">
        {t('vip.giftsTitle')}
      </h3>
      {waiting.map((l) => (
        <div key={l.level} className="vip-gift-row">
          <div>
            <strong>{t('vip.levelBonus', { level: l.level })}</strong>
            <p className="vip-sub">{formatMoney(l.upgradeBonus)}</p>
          </div>
          <button
            type="button"
            className="btn btn-gold btn-small"
            disabled={levelState.busy}
            onClick={() => void claimLevelBonus(l.level)}
            aria-label={t('vip.claimLevel', { level: l.level })}
          >
            {t('vip.claim')}
          </button>
        </div>
      ))}
      <div className="vip-gift-row">
        <div>
          <strong>{t('vip.daily')}</strong>
          <p className="vip-sub">
            {here && here.dailyBonus > 0 ? formatMoney(here.dailyBonus) : t('vip.dailyNone')}
          </p>
        </div>
        {dailyLocked ? (
          <Locked level={dailyFrom} />
        ) : info.dailyReceived ? (
          <span className="pill pill-success">{t('vip.receivedToday')}</span>
        ) : (
          <button
            type="button"
            className="btn btn-gold btn-small"
            disabled={daily.busy}
            onClick={() => void claimDaily()}
            aria-label={t('vip.claimDaily')}
          >
            {t('vip.claim')}
          </button>
        )}
      </div>
      <div className="vip-gift-row">
        <div>
          <strong>{t('vip.signIn')}</strong>
          {here?.signInRewards && here.signInRewards.length > 0 ? (
            <RewardItems items={here.signInRewards} />
          ) : (
            <p className="vip-sub">{info.vip === 0 ? t('vip.signInNone') : t('vip.signInBody')}</p>
          )}
        </div>
        {signInLocked ? (
          <Locked level={Math.max(signInFrom, info.vip + 1)} />
        ) : info.signInReceived ? (
          <span className="pill pill-success">{t('vip.receivedToday')}</span>
        ) : (
          <button
            type="button"
            className="btn btn-gold btn-small"
            disabled={signIn.busy}
            onClick={() => void claimSignIn()}
            aria-label={t('vip.claimSignIn')}
          >
            {t('vip.claim')}
          </button>
        )}
      </div>
      <CoinTerms />
      <p className="vip-terms">{t('vip.dayResets')}</p>
      <ClaimErrorText error={levelState.error ?? daily.error ?? signIn.error} />
    </section>
  );
}

/** A visitor's gifts card: what VIP gives, and the way to an account that collects it. */
function VisitorGifts() {
  return (
    <section className="card" aria-labelledby="vip-gifts-title">
      <h3 id="vip-gifts-title" className="card-title">
        {t('vip.giftsTitle')}
      </h3>
      <p className="vip-sub">{t('vip.visitorLead')}</p>
      <LoginToClaim />
    </section>
  );
}

/** The VIP tasks under the level each opens at; levels above the player's show theirs locked. */
function Tasks({ info }: { info: VipInfo }) {
  if (info.tasks.length === 0) return null;
  return (
    <section className="card" aria-labelledby="vip-tasks-title">
      <h3 id="vip-tasks-title" className="card-title">
        {t('vip.tasksTitle')}
      </h3>
      <VipTaskClaimAll tasks={info.tasks} vip={info.vip} />
      {tasksByLevel(info.tasks).map((group) => (
        <section
          key={group.level}
          className="vip-task-group"
          aria-labelledby={`vip-tasks-level-${group.level}`}
        >
          <h4 id={`vip-tasks-level-${group.level}`} className="vip-task-level">
            {group.level === 0 ? t('vip.tasksEveryLevel') : t('vip.tasksOfLevel', { level: group.level })}
          </h4>
          <VipTaskList tasks={group.tasks} vip={info.vip} />
        </section>
      ))}
      <CoinTerms />
    </section>
  );
}

/** /vip and /bonus/vip: the player's level, progress, level keeping and the VIP gifts to claim. */
export function VipPage() {
  const state = useStore($vipInfo);
  useEffect(() => {
    void loadVipInfo();
    void loadVipAudit();
  }, []);
  return (
    <section className="page vip-page vip-home">
      {(state.status === 'loading' || state.status === 'idle') && <Skeleton lines={6} />}
      {state.status === 'error' && <ErrorState onRetry={() => void loadVipInfo()} />}
      {state.data && (
        <>
          <VipHero info={state.data} />
          <Keeping />
          {state.visitor ? <VisitorGifts /> : <Gifts info={state.data} />}
          <VipBenefits info={state.data} />
          <Tasks info={state.data} />
          <nav className="vip-links" aria-label={t('vip.more')}>
            <Link className="btn btn-outline" to="/vip/level">
              {t('vip.allLevels')}
            </Link>
            <Link className="btn btn-outline" to="/vip/rebate">
              {t('vip.rebate')}
            </Link>
            <Link className="btn btn-outline" to="/vip/statement">
              {t('vip.statement.link')}
            </Link>
            <Link className="btn btn-outline" to="/service/vip">
              {t('vip.service')}
            </Link>
          </nav>
          <VipGift />
        </>
      )}
    </section>
  );
}
