import { formatMoney } from '@casino/contracts/money';
import { t } from '../../i18n';
import type { DrawInfo } from './jackpot-store';
import { useShuffled } from './use-shuffle';

const TIERS = [
  { key: 'mega', amount: 'megaJackpot', section: 'megaJackpotSection' },
  { key: 'major', amount: 'majorJackpot', section: 'majorJackpotSection' },
  { key: 'minor', amount: 'minorJackpot', section: 'minorJackpotSection' },
  { key: 'mini', amount: 'miniJackpot', section: 'miniJackpotSection' },
] as const;

function Figure({ amount, section }: { amount: number; section: { min: number; max: number } }) {
  const shown = useShuffled(section, amount);
  return <strong className="jp-figure">{formatMoney(shown)}</strong>;
}

/** The total and the four pools, each shuffling inside its section. */
export function JackpotPools({ info }: { info: DrawInfo }) {
  return (
    <div className="jp-pools">
      <div className="jp-total">
        <span>{t('jackpot.total')}</span>
        <Figure amount={info.total} section={info.totalSection} />
      </div>
      <ul className="jp-tiers">
        {TIERS.map((tier) => (
          <li key={tier.key} className={`jp-tier jp-tier--${tier.key}`}>
            <span>{t(`jackpot.tiers.${tier.key}`)}</span>
            <Figure amount={info[tier.amount]} section={info[tier.section]} />
          </li>
        ))}
      </ul>
    </div>
  );
}
