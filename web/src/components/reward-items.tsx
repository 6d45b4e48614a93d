import './reward-items.css';
import '../i18n/popups';
import { formatMoney } from '@casino/contracts/money';
import { classifyReward } from '@casino/contracts/reward-ids';
import { hasKey, t } from '../i18n';

export interface RewardItem {
  propId: number;
  /** Minor units for coin-valued items. */
  count: number;
}

/** What an item is and how much, as a player reads it: "Coins ₱20.00", "Diamonds ×5". */
export function rewardText(item: RewardItem): { name: string; amount: string } {
  const { kind, unit } = classifyReward(item.propId);
  return {
    name: t(`reward.${kind}`),
    amount: unit === 'minor' ? formatMoney(item.count) : t('popup.rewardItem', { count: item.count }),
  };
}

/** Reward items as a compact list (mail attachments, reward records). */
export function RewardItems({ items }: { items: readonly RewardItem[] }) {
  return (
    <ul className="reward-chips">
      {items.map((item) => {
        const { name, amount } = rewardText(item);
        const kind = classifyReward(item.propId).kind;
        return (
          <li key={`${item.propId}:${item.count}`} className="reward-chip">
            <img src={`/img/reward/${kind}.svg`} width="24" height="24" alt="" />
            <span>{name}</span>
            <strong>{amount}</strong>
          </li>
        );
      })}
    </ul>
  );
}

/** A short wheel or cell label: "₱500" for coin, "20 PTS" for others. */
export function shortPrize(item: { propId: number; count: number }): string {
  const { kind } = classifyReward(item.propId);
  if (kind === 'coin') return formatMoney(item.count, { trimZeroCents: true });
  const unit = `spin.unit.${kind}`;
  return `${item.count} ${hasKey(unit) ? t(unit) : rewardText(item).name}`;
}
