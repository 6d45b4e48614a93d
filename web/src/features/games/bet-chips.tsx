import { formatMoney } from '@casino/contracts/money';
import { memo } from 'react';
import { chipLabel, chipValues } from './bet-ladder';

/**
 * The row of bet chips every game shows: radio buttons drawn as casino chips, from the game's minimum to its
 * maximum bet (bet-ladder.ts). A chip above the balance is off: the platform would refuse it anyway.
 * Memoised: a game re-renders on every step of a round's animation, and the chips change only with their props.
 */
export const BetChips = memo(function BetChips({
  legend,
  name,
  minBet,
  maxBet,
  balance,
  value,
  disabled,
  onChange,
}: {
  legend: string;
  name: string;
  minBet: number;
  maxBet: number;
  balance?: number | null;
  value: number;
  disabled?: boolean;
  onChange: (amount: number) => void;
}) {
  return (
    <fieldset className="chips" disabled={disabled}>
      <legend>{legend}</legend>
      {chipValues(minBet, maxBet).map((amount, i) => {
        const over = balance != null && amount > balance && amount !== minBet;
        return (
          <label
            key={amount}
            className={`chip chip-${i}${value === amount ? ' chip-on' : ''}${over ? ' chip-over' : ''}`}
          >
            <input
              type="radio"
              name={name}
              aria-label={formatMoney(amount)}
              checked={value === amount}
              disabled={over}
              onChange={() => onChange(amount)}
            />
            <span aria-hidden="true" className={chipLabel(amount).length > 3 ? 'chip-long' : undefined}>
              {chipLabel(amount)}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
});
