// Round figures as the player reads them in the games: cells numbered 1-25 as the board labels them,
// multipliers as 1.03× (they travel as integer hundredths), money through formatMoney.
import { formatMoney } from '@casino/contracts/money';
import { t } from '../../i18n';
import type { Round } from './round-client';

export type RoundStep = Round['steps'][number];

/** A multiplier in hundredths as the games show it: two decimals and the × sign (103 → "1.03×"). */
export function multiplierText(hundredths: number): string {
  return `${(hundredths / 100).toFixed(2)}×`;
}

/** One recall step: a pick's cell (0-based on the wire), a cash-out or bust multiplier, or an amount. */
export function stepText(step: RoundStep): string {
  switch (step.action) {
    case 'pick':
      return t('games.step.pick', { cell: step.value + 1 });
    case 'cashout':
    case 'bust':
      return t(`games.step.${step.action}`, { x: multiplierText(step.value) });
    default:
      return t(`games.step.${step.action}`, { amount: formatMoney(step.value) });
  }
}
