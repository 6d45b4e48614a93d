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

/** How a board of stakes (Color Game's colours, Sic Bo's areas, Baccarat's spots) is laid out for checking. */
export interface StakeBoardRules<S, K> {
  /** How many spots the board has: a play stakes 1 to this many. */
  spots: number;
  spotOf(stake: S): K;
  known(spot: K): boolean;
  countMessage: string;
  spotMessage: string;
  /** A game's own rule on one stake, after the common ones (Baccarat's Banker step). */
  each?(stake: S): void;
}

/**
 * Checks a board of stakes: 1 to `spots` of them, each on a known spot once, each ≥ the minimum, the total ≤ the
 * maximum (the limits bound the round's total, not one spot). Returns the total.
 */
export function checkBoardStakes<S extends { amount: number }, K>(
  stakes: readonly S[],
  rules: StakeBoardRules<S, K>,
  limits?: BetLimits,
): number {
  if (!Array.isArray(stakes) || stakes.length < 1 || stakes.length > rules.spots) {
    throw new EngineError('PLAY_INVALID', rules.countMessage);
  }
  const seen = new Set<K>();
  let total = 0;
  for (const s of stakes) {
    const spot = rules.spotOf(s);
    if (!rules.known(spot) || seen.has(spot)) throw new EngineError('PLAY_INVALID', rules.spotMessage);
    seen.add(spot);
    checkStake(
      s.amount,
      limits ? { minBet: limits.minBet, maxBet: Number.MAX_SAFE_INTEGER } : undefined,
      'Stake',
    );
    rules.each?.(s);
    total += s.amount;
  }
  checkStake(total, limits ? { minBet: 0, maxBet: limits.maxBet } : undefined, 'Total bet');
  return total;
}

/** bet × multiplier (hundredths) / 100, floored to whole minor units. */
export function payout(bet: number, multiplierHundredths: number): number {
  return Number((BigInt(bet) * BigInt(multiplierHundredths)) / 100n);
}

/** A round staked and settled in one step (Color Game, Sic Bo, Baccarat), as the platform stores it. */
export interface SettledRound<E extends string> {
  engine: E;
  variant: string;
  status: 'settled';
  bet: number;
  win: number;
  steps: RoundStep[];
}

/** The stored shape of a round staked and settled at once: its bet and settle steps share the server clock. */
export function settledAtOnce<E extends string>(
  engine: E,
  variant: string,
  outcome: { bet: number; win: number },
  ctx: EngineContext,
): SettledRound<E> {
  return {
    engine,
    variant,
    status: 'settled',
    bet: outcome.bet,
    win: outcome.win,
    steps: [
      { action: 'bet', value: outcome.bet, at: ctx.now },
      { action: 'settle', value: outcome.win, at: ctx.now },
    ],
  };
}

/** contracts roundResult of a dice round (Color Game, Sic Bo): the dice and each stake's win, copied. */
export function diceResult<E extends string, W extends object>(
  engine: E,
  roll: { dice: readonly number[]; wins: readonly W[] },
): { engine: E; dice: number[]; wins: W[] } {
  return { engine, dice: [...roll.dice], wins: roll.wins.map((w) => ({ ...w })) };
}
