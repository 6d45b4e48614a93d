import './vip.css';
import '../../i18n/vip';
import { formatMoney } from '@casino/contracts/money';
import { useEffect } from 'react';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { VipBadge } from './vip-badge';
import { VipGift } from './vip-gift';
import { VipMeter } from './vip-meter';
import {
  $vipInfo,
  loadVipInfo,
  progressToNext,
  VIP_TURNOVER_MULTIPLE,
  type VipInfo,
  type VipLevel,
} from './vip-store';
import { VipTaskList } from './vip-tasks';

const rate = (bp: number) => `${(bp / 100).toFixed(2)}%`;

function LevelCard({ level, info }: { level: VipLevel; info: VipInfo }) {
  const current = level.level === info.vip;
  const reached = level.level <= info.vip;
  const next = level.level === info.vip + 1;
  const tasks = info.tasks.filter((task) => task.level === level.level);
  return (
    <li
      className={`card vip-level-card${current ? ' vip-current' : ''}${reached ? '' : ' vip-locked'}`}
      aria-current={current ? 'true' : undefined}
    >
      <VipBadge level={level.level} showType={level.showType} size={56} />
      <div>
        <h3>
          {t('vip.level', { level: level.level })}
          {current && <span className="pill pill-gold">{t('vip.current')}</span>}
          {reached && !current && <span className="pill pill-success">{t('vip.reached')}</span>}
        </h3>
        <dl className="figures">
          <dt>{t('vip.needs')}</dt>
          <dd>{formatMoney(level.experience * 100, { trimZeroCents: true })}</dd>
          <dt>{t('vip.levelBonusShort')}</dt>
          <dd>
            {level.upgradeBonus > 0 ? formatMoney(level.upgradeBonus) : '—'}
            {level.upgradeReceived && ` · ${t('vip.received')}`}
          </dd>
          <dt>{t('vip.dailyShort')}</dt>
          <dd>{level.dailyBonus > 0 ? formatMoney(level.dailyBonus) : '—'}</dd>
          <dt>{t('vip.rebateRate')}</dt>
          <dd>{rate(level.rebateRateBp)}</dd>
          <dt>{t('vip.betLimit')}</dt>
          <dd>{formatMoney(level.betLimit, { trimZeroCents: true })}</dd>
        </dl>
        {next && <VipMeter share={progressToNext(info)} label={t('vip.progressLabel')} />}
        {tasks.length > 0 && (
          <div className="vip-level-tasks">
            <h4 className="vip-task-level">{t('vip.levelTasks')}</h4>
            <VipTaskList tasks={tasks} vip={info.vip} />
          </div>
        )}
      </div>
    </li>
  );
}

/** /vip/level: every level with its benefits, the player's place and the way to the next. */
export function VipLevelPage() {
  const state = useStore($vipInfo);
  useEffect(() => {
    void loadVipInfo();
  }, []);
  return (
    <section className="page vip-page vip-level-page">
      {(state.status === 'loading' || state.status === 'idle') && <Skeleton lines={8} />}
      {state.status === 'error' && <ErrorState onRetry={() => void loadVipInfo()} />}
      {state.data && state.data.levels.length === 0 && <EmptyState message={t('vip.noLevels')} />}
      {state.data && state.data.levels.length > 0 && (
        <>
          <p className="vip-sub">{t('vip.levelsLead')}</p>
          <ul className="vip-levels" aria-label={t('vip.levelsLabel')}>
            {state.data.levels.map((l) => (
              <LevelCard key={l.level} level={l} info={state.data!} />
            ))}
          </ul>
          {state.data.tasks.length > 0 && (
            <p className="vip-terms">{t('vip.coinTermsPlain', { multiple: VIP_TURNOVER_MULTIPLE })}</p>
          )}
          <VipGift />
        </>
      )}
    </section>
  );
}
