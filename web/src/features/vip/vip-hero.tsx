import { formatMoney } from '@casino/contracts/money';
import { t } from '../../i18n';
import { VipBadge, vipTheme } from './vip-badge';
import { VipMeter } from './vip-meter';
import { progressToNext, type VipInfo } from './vip-store';

/** Experience is one point per whole ₱1 of valid bets: points → minor units of betting. */
const pesosOf = (exp: number) => formatMoney(exp * 100, { trimZeroCents: true });

/** The tier hero: the player's crest large on its tier's colours, the tier's name, and the way to the next. */
export function VipHero({ info }: { info: VipInfo }) {
  const level = info.levels.find((l) => l.level === info.vip);
  const next = info.levels.find((l) => l.level === info.vip + 1);
  const showType = level?.showType ?? 1;
  const th = vipTheme(showType);
  const top = !next;
  return (
    <section
      className={`card vip-hero vip-tier-${showType}`}
      aria-labelledby="vip-level-title"
      style={{
        background: `radial-gradient(circle at 22% 30%, ${th.from}55, transparent 55%), linear-gradient(135deg, ${th.to}66, var(--c-surface) 70%)`,
      }}
    >
      <div className="vip-hero-art">
        <svg className="vip-hero-rays" viewBox="0 0 120 120" aria-hidden="true">
          {Array.from({ length: 12 }, (_, i) => (
            <path
              key={`ray-${(i * 30).toString()}`}
              d="M60 60L56 0h8z"
              fill={th.gem}
              opacity="0.16"
              transform={`rotate(${i * 30} 60 60)`}
            />
          ))}
        </svg>
        <VipBadge level={info.vip} showType={showType} size={80} />
      </div>
      <div className="vip-hero-text">
        <p className="vip-hero-tier">{t(`vip.tier.${showType}`)}</p>
        <h2 id="vip-level-title">{t('vip.level', { level: info.vip })}</h2>
        <p className="vip-sub">{t('vip.exp', { exp: info.vipExp.toLocaleString('en-US') })}</p>
        <VipMeter share={progressToNext(info)} label={t('vip.progressLabel')} />
        <p className="vip-sub">
          {top
            ? t('vip.topLevel')
            : t('vip.toNext', { amount: pesosOf(info.nextLevelExp - info.vipExp), level: info.vip + 1 })}
        </p>
        {next && (next.upgradeBonus > 0 || next.rebateRateBp > (level?.rebateRateBp ?? 0)) && (
          <p className="vip-hero-next">
            {t('vip.nextUnlocks', {
              level: next.level,
              bonus: formatMoney(next.upgradeBonus),
              rate: `${(next.rebateRateBp / 100).toFixed(2)}%`,
            })}
          </p>
        )}
      </div>
    </section>
  );
}
