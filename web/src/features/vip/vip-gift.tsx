import { formatMoney } from '@casino/contracts/money';
import { ClaimErrorText } from '../../components/claim-error';
import { Dialog } from '../../components/dialog';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { VipBadge } from './vip-badge';
import {
  $giftDismissed,
  $vipInfo,
  claimLevelBonus,
  dismissGift,
  giftLevel,
  levelClaim,
  VIP_TURNOVER_MULTIPLE,
} from './vip-store';

/** The VIP gift popup: a reached level's bonus waiting, its terms, and the claim — once per level. */
export function VipGift() {
  const info = useStore($vipInfo).data;
  const dismissed = useStore($giftDismissed);
  const claim = useStore(levelClaim.$state);
  const level = giftLevel(info, dismissed);
  if (!level) return null;
  return (
    <Dialog
      title={t('vip.giftTitle', { level: level.level })}
      onClose={() => dismissGift(level.level)}
      className="vip-gift"
      actions={
        <>
          <button
            type="button"
            className="btn btn-gold btn-block"
            disabled={claim.busy}
            onClick={() => void claimLevelBonus(level.level)}
          >
            {claim.busy ? t('vip.claiming') : t('vip.claimGift', { amount: formatMoney(level.upgradeBonus) })}
          </button>
          <button type="button" className="btn btn-ghost btn-block" onClick={() => dismissGift(level.level)}>
            {t('vip.later')}
          </button>
        </>
      }
    >
      <div className="vip-gift-art">
        <VipBadge level={level.level} showType={level.showType} size={88} />
        <p>{t('vip.giftBody', { level: level.level })}</p>
        <span className="vip-gift-amount">{formatMoney(level.upgradeBonus)}</span>
        <p className="vip-terms">
          {t('vip.coinTerms', {
            multiple: VIP_TURNOVER_MULTIPLE,
            turnover: formatMoney(level.upgradeBonus * VIP_TURNOVER_MULTIPLE),
          })}
        </p>
      </div>
      <ClaimErrorText error={claim.error} />
    </Dialog>
  );
}
