import { formatMoney } from '@casino/contracts/money';
import { t } from '../../i18n';
import type { PoolKey, Pools } from './jackpot-store';
import { usePoolFigure, usePoolRefresh } from './use-shuffle';

const TIERS = [
  { key: 'mega', amount: 'megaJackpot' },
  { key: 'major', amount: 'majorJackpot' },
  { key: 'minor', amount: 'minorJackpot' },
  { key: 'mini', amount: 'miniJackpot' },
] as const;

function Figure({ pool, amount }: { pool: PoolKey; amount: number }) {
  const { shown, won } = usePoolFigure(pool, amount);
  return (
    <strong className={`jp-figure${won ? ' is-won' : ''}`} data-testid={`jp-pool-${pool}`}>
      {formatMoney(shown)}
      {won && <span className="jp-figure__won">{t('jackpot.justWon')}</span>}
    </strong>
  );
}

/** The total and the four pools: each the real pool, rising towards where it is expected at the next reload. */
export function JackpotPools({ info }: { info: Pools }) {
  usePoolRefresh();
  return (
    <div className="jp-pools">
      <div className="jp-total">
        <span>{t('jackpot.total')}</span>
        <Figure pool="total" amount={info.total} />
      </div>
      <ul className="jp-tiers">
        {TIERS.map((tier) => (
          <li key={tier.key} className={`jp-tier jp-tier--${tier.key}`}>
            <span>{t(`jackpot.tiers.${tier.key}`)}</span>
            <Figure pool={tier.key} amount={info[tier.amount]} />
          </li>
        ))}
      </ul>
    </div>
  );
}
