import { formatMoney } from '@casino/contracts/money';
import { classifyReward } from '@casino/contracts/reward-ids';
import { rewardText } from '../../components/reward-items';
import { t } from '../../i18n';

/** A jackpot tier's short name (MEGA, MAJOR…) from its prop id. */
export function tierName(propId: number): string {
  const tier = classifyReward(propId).tier ?? 'mega';
  return t(`jackpot.tiers.${tier === 'generic' ? 'mega' : tier}`);
}

/** What a grid cell or a record shows: the tier for a jackpot cell, else the item and its amount. */
export function prizeText(cell: { type: number; propId: number; count: number }, bonus = 0): string {
  if (cell.type === 2) {
    const base = t('jackpot.cellJackpot', { tier: tierName(cell.propId) });
    return bonus > 0 ? `${base} · ${rewardText({ propId: cell.propId, count: bonus }).amount}` : base;
  }
  const { name, amount } = rewardText(cell);
  return `${name} ${amount}`;
}

export function CellArt({ propId, type }: { propId: number; type: number }) {
  const kind = type === 2 ? 'jackpot' : classifyReward(propId).kind;
  return <img src={`/img/reward/${kind}.svg`} width="32" height="32" alt="" />;
}

/** A won amount the server gives as a range (exact wins stay private): whole pesos, "₱1,176–₱1,249". */
export function sectionText(s: { min: number; max: number }): string {
  const lo = formatMoney(Math.floor(s.min / 100) * 100, { trimZeroCents: true });
  const hi = formatMoney(Math.ceil(s.max / 100) * 100, { trimZeroCents: true });
  return lo === hi ? lo : `${lo}–${hi}`;
}
