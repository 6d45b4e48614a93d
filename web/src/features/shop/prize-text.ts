import { formatMoney } from '@casino/contracts/money';
import { classifyReward } from '@casino/contracts/reward-ids';
import { t } from '../../i18n';

/** "₱20.00" for coin, "Diamonds ×5" for items: how a prize reads on the card and in the lists. */
export function prizeText(item: { propId: number; count: number }): string {
  const { kind, unit } = classifyReward(item.propId);
  return unit === 'minor' ? formatMoney(item.count) : `${t(`reward.${kind}`)} ×${item.count}`;
}

export const prizeIcon = (propId: number) => `/img/reward/${classifyReward(propId).kind}.svg`;
