import { formatMoney } from '@casino/contracts/money';

/** Chip values as multiples of the game's minimum bet. */
export const CHIP_STEPS = [1, 5, 10, 50] as const;

/** The row of bet chips every game shows: radio buttons styled as chips, valued in minimum bets. */
export function BetChips({
  legend,
  name,
  minBet,
  value,
  disabled,
  onChange,
}: {
  legend: string;
  name: string;
  minBet: number;
  value: number;
  disabled?: boolean;
  onChange: (amount: number) => void;
}) {
  return (
    <fieldset className="chips" disabled={disabled}>
      <legend>{legend}</legend>
      {CHIP_STEPS.map((n) => (
        <label key={n} className={`chip ${value === minBet * n ? 'chip-on' : ''}`}>
          <input
            type="radio"
            name={name}
            checked={value === minBet * n}
            onChange={() => onChange(minBet * n)}
          />
          {formatMoney(minBet * n)}
        </label>
      ))}
    </fieldset>
  );
}
