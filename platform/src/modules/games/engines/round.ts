// Shapes every engine shares: steps for GLI last-game recall, round status, bet limits.
import { EngineError } from './engine-error';

/** Same shape as contracts `roundStep`: a cell for a pick, hundredths for cashout/bust, minor units for bet/settle/refund. */
export interface RoundStep {
  action: 'bet' | 'pick' | 'cashout' | 'bust' | 'settle' | 'refund';
  value: number;
  at: number;
}

/** contracts ROUND_STATUS. */
export type RoundStatus = 'open' | 'settled' | 'refunded';

/** What the platform passes with every call. `demo` is carried for the record only: it never changes the math. */
export interface EngineContext {
  /** Server clock, epoch ms (Crash decides cash-outs with it; steps are stamped with it). */
  now: number;
  demo?: boolean;
}

/** Bet limits from the game's config, minor units, inclusive. */
export interface BetLimits {
  minBet: number;
  maxBet: number;
}

export function checkStake(amount: number, limits: BetLimits | undefined, what = 'Bet'): void {
  if (!Number.isSafeInteger(amount) || amount < 1) {
    throw new EngineError('BET_INVALID', `${what} must be a whole number of centavos ≥ 1`);
  }
  if (!limits) return;
  if (amount < limits.minBet)
    throw new EngineError('BET_BELOW_MIN', `${what} is below the minimum ${limits.minBet}`);
  if (amount > limits.maxBet)
    throw new EngineError('BET_ABOVE_MAX', `${what} is above the maximum ${limits.maxBet}`);
}

/** bet × multiplier (hundredths) / 100, floored to whole minor units. */
export function payout(bet: number, multiplierHundredths: number): number {
  return Number((BigInt(bet) * BigInt(multiplierHundredths)) / 100n);
}
