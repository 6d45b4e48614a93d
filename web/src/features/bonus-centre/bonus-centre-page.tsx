import './bonus-centre.css';
import '../../i18n/bonus';
import type { Activity } from '@casino/contracts/entities/activity';
import { ACTIVITY_TYPE } from '@casino/contracts/enums';
import { useEffect } from 'react';
import { Link, NavLink } from 'react-router';
import { ActivityArt, artOfActivity } from '../../components/activity-art';
import { ClaimErrorText } from '../../components/claim-error';
import { ClaimAllButton, OfferCard } from '../../components/offer-card';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $activity, type ActivityState } from '../../stores/activity';
import { performEntryClick } from '../../stores/activity-click';
import { ensureActivities } from '../../stores/activity-load';
import { loginPath } from '../../stores/logout';
import { $dots, $loggedIn, $session, type Dots } from '../../stores/session';
import {
  $bonus,
  $claimAllSummary,
  $claimError,
  $claimingKey,
  CLAIM_ALL,
  type ClaimItem,
  claimAll,
  claimItem,
  loadBonusCentre,
} from './bonus-store';

export type BonusView = 'home' | 'event' | 'reward';

/** The red dot an activity's card carries (spec §3 award flags), by its type. */
function dotOf(type: number, dots: Dots): boolean {
  switch (type) {
    case ACTIVITY_TYPE.Tasks:
    case ACTIVITY_TYPE.Tasks1:
      return dots.task;
    case ACTIVITY_TYPE.VIP:
    case ACTIVITY_TYPE.VipRebate:
    case ACTIVITY_TYPE.VipTask:
      return dots.vip;
    case ACTIVITY_TYPE.FreeSign:
    case ACTIVITY_TYPE.FreeLoginBonus:
      return dots.signIn;
    case ACTIVITY_TYPE.InviteUserSpin:
      return dots.spin;
    case ACTIVITY_TYPE.Agent5:
      return dots.agent5;
    case ACTIVITY_TYPE.LuckyJackpot:
      return dots.drawChance;
    default:
      return false;
  }
}

/** The running activities in sort order: the catalogue's visible entries (visitors get theirs only). */
export function runningActivities(state: ActivityState, now = Date.now()): Activity[] {
  return Object.values(state.map)
    .filter((a) => state.ids.length === 0 || state.ids.includes(a.id))
    .filter((a) => !a.startTime || a.startTime <= now)
    .filter((a) => !a.endTime || a.endTime > now)
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
}

function Tabs({ claimable }: { claimable: boolean }) {
  const dots = useStore($dots);
  const tabs: { to: string; label: string; dot: boolean }[] = [
    { to: '/bonus', label: t('bonus.tabs.home'), dot: false },
    { to: '/bonus/event', label: t('route.bonusEvent'), dot: false },
    { to: '/bonus/reward', label: t('route.bonusReward'), dot: claimable },
    { to: '/bonus/tasks', label: t('route.bonusTasks'), dot: dots.task },
    { to: '/bonus/vip', label: t('bonus.tabs.vip'), dot: dots.vip },
    { to: '/bonus/rebate', label: t('route.bonusRebate'), dot: false },
  ];
  return (
    <nav className="bonus-tabs scroll-cue" aria-label={t('bonus.tabsLabel')}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end className="bonus-tab">
          {tab.label}
          {tab.dot && <span className="bonus-dot" role="img" aria-label={t('bonus.dot')} />}
        </NavLink>
      ))}
    </nav>
  );
}

function ClaimCard({ item }: { item: ClaimItem }) {
  const claiming = useStore($claimingKey);
  const failure = useStore($claimError);
  return (
    <OfferCard
      art={artOfActivity(item.activityType)}
      offer={item}
      ready
      action={
        <button
          type="button"
          className="btn btn-gold btn-small bonus-claim-button"
          disabled={claiming !== null}
          onClick={() => void claimItem(item)}
          aria-label={t('bonus.claimNamed', { name: item.name })}
        >
          {claiming === item.key ? t('bonus.claiming') : t('bonus.claim')}
        </button>
      }
      terms={
        <p className="small">
          {t('bonus.termsWhere')}: <Link to={item.route}>{t('bonus.details')}</Link>
        </p>
      }
      footer={failure?.key === item.key ? <ClaimErrorText error={failure.error} /> : undefined}
    />
  );
}

/** "Claim all" when several are ready: each through its own claim, then one summary. */
function ClaimAllBar({ count }: { count: number }) {
  const claiming = useStore($claimingKey);
  const summary = useStore($claimAllSummary);
  return (
    <div className="bonus-claim-all">
      <ClaimAllButton
        count={count}
        busy={claiming === CLAIM_ALL}
        disabled={claiming !== null}
        onClick={() => void claimAll()}
      />
      {summary && (
        <p className="small bonus-claim-all-summary" role="status">
          {t('bonus.claimAllDone', { count: summary.claimed })}
          {summary.failed > 0 && ` ${t('bonus.claimAllFailed', { count: summary.failed })}`}
        </p>
      )}
    </div>
  );
}

function ClaimList({ limit }: { limit?: number }) {
  const state = useStore($bonus);
  const loggedIn = useStore($loggedIn);
  const session = useStore($session);
  if (!loggedIn && session) return <Skeleton lines={4} />;
  if (!loggedIn)
    return (
      <div className="card bonus-visitor">
        <p>{t('bonus.visitor')}</p>
        <Link className="btn btn-gold" to={loginPath()}>
          {t('bonus.login')}
        </Link>
      </div>
    );
  if (state.status === 'idle' || state.status === 'loading') return <Skeleton lines={4} />;
  if (state.status === 'error') return <ErrorState onRetry={() => void loadBonusCentre()} />;
  if (state.items.length === 0)
    return (
      <>
        <ClaimAllBar count={0} />
        <EmptyState message={t('bonus.empty')} />
      </>
    );
  const shown = limit ? state.items.slice(0, limit) : state.items;
  return (
    <>
      <ClaimAllBar count={state.items.length} />
      <ul className="offer-list bonus-claims" aria-label={t('bonus.claimNow')}>
        {shown.map((item) => (
          <ClaimCard key={item.key} item={item} />
        ))}
      </ul>
      {limit && state.items.length > limit && (
        <Link className="btn btn-outline btn-block" to="/bonus/reward">
          {t('bonus.seeAll', { count: state.items.length })}
        </Link>
      )}
    </>
  );
}

function ActivityCards() {
  const state = useStore($activity);
  const loggedIn = useStore($loggedIn);
  const dots = useStore($dots);
  const list = runningActivities(state);
  if (state.status !== 'ready') return <Skeleton lines={4} />;
  if (list.length === 0) return <EmptyState message={t('bonus.noActivities')} />;
  return (
    <ul className="bonus-activities" aria-label={t('bonus.activities')}>
      {list.map((a) => (
        <li key={a.id}>
          <button type="button" className="bonus-activity" onClick={() => performEntryClick(a, loggedIn)}>
            <ActivityArt kind={artOfActivity(a.activityType)} size={56} />
            <span className="bonus-activity-text">
              <span className="bonus-activity-name">{a.name}</span>
              {a.rule && <span className="small muted bonus-activity-rule">{a.rule}</span>}
            </span>
            {loggedIn && dotOf(a.activityType, dots) && (
              <span className="bonus-dot" role="img" aria-label={t('bonus.dot')} />
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** /bonus, /bonus/event, /bonus/reward: what to claim now (one claim per item) and the running activities. */
export function BonusCentrePage({ view }: { view: BonusView }) {
  const state = useStore($bonus);
  const loggedIn = useStore($loggedIn);
  useEffect(() => {
    void ensureActivities();
  }, []);
  useEffect(() => {
    // once the player is known (a page opened straight after start-up waits for the sign-in to finish)
    if (view !== 'event' && loggedIn) void loadBonusCentre();
  }, [view, loggedIn]);
  return (
    <section className="page bonus-page">
      <Tabs claimable={state.items.length > 0} />
      {view !== 'event' && (
        <section className="bonus-section" aria-labelledby="bonus-claim-title">
          <h2 id="bonus-claim-title" className="bonus-section-title">
            {t('bonus.claimNow')}
          </h2>
          <ClaimList {...(view === 'home' ? { limit: 3 } : {})} />
        </section>
      )}
      {view !== 'reward' && (
        <section className="bonus-section" aria-labelledby="bonus-act-title">
          <h2 id="bonus-act-title" className="bonus-section-title">
            {t('bonus.activities')}
          </h2>
          <ActivityCards />
        </section>
      )}
      {loggedIn && (
        <p className="small">
          <Link to="/bonus/record">{t('route.bonusRecord')}</Link>
        </p>
      )}
    </section>
  );
}
