import { formatMoney } from '@casino/contracts/money';
import { t } from '../../i18n';
import { VipBadge } from './vip-badge';
import type { VipInfo } from './vip-store';

const rate = (bp: number) => `${(bp / 100).toFixed(2)}%`;
const money = (minor: number) => (minor > 0 ? formatMoney(minor, { trimZeroCents: true }) : '—');

/** Every level's benefits side by side, the player's row marked: what each level gives and what it takes. */
export function VipBenefits({ info }: { info: VipInfo }) {
  if (info.levels.length === 0) return null;
  return (
    <section className="card vip-benefits" aria-labelledby="vip-benefits-title">
      <h3 id="vip-benefits-title" className="card-title">
        {t('vip.benefitsTitle')}
      </h3>
      <div className="vip-benefits-scroll">
        <table className="vip-benefits-table">
          <thead>
            <tr>
              <th scope="col">{t('vip.benefitsLevel')}</th>
              <th scope="col">{t('vip.benefitsNeeds')}</th>
              <th scope="col">{t('vip.benefitsBonus')}</th>
              <th scope="col">{t('vip.benefitsDaily')}</th>
              <th scope="col">{t('vip.rebateRate')}</th>
            </tr>
          </thead>
          <tbody>
            {info.levels.map((l) => {
              const current = l.level === info.vip;
              return (
                <tr
                  key={l.level}
                  className={current ? 'vip-row-current' : l.level < info.vip ? 'vip-row-reached' : ''}
                  aria-current={current ? 'true' : undefined}
                >
                  <th scope="row">
                    <span className="vip-benefits-level">
                      <VipBadge level={l.level} showType={l.showType} size={22} />
                      {t('vip.level', { level: l.level })}
                    </span>
                  </th>
                  <td>{formatMoney(l.experience * 100, { trimZeroCents: true })}</td>
                  <td>{money(l.upgradeBonus)}</td>
                  <td>{money(l.dailyBonus)}</td>
                  <td>{rate(l.rebateRateBp)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
