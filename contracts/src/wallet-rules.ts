// Deposit rules of spec §4/§5 shared by the platform (enforce) and the web (show). Zod-free.
import { DEFAULT_MIN_DEPOSIT_AFTER_FIRST_MINOR, DEFAULT_MIN_DEPOSIT_MINOR } from './constants';

export interface ChannelMinimums {
  /** Minor units; 0 means the default (₱100.00). */
  minAmount: number;
  /** Minor units; 0 means the default (₱10,000.00). */
  minAmount2: number;
}

/**
 * The smallest deposit on a channel: minAmount, or minAmount2 when minRechargeStatus is on and the
 * player has deposited before (spec §5).
 */
export function depositMinimum(
  channel: ChannelMinimums,
  opts: { minRechargeStatus: 0 | 1 | boolean; hasDeposited: boolean },
): number {
  if (opts.minRechargeStatus && opts.hasDeposited)
    return channel.minAmount2 || DEFAULT_MIN_DEPOSIT_AFTER_FIRST_MINOR;
  return channel.minAmount || DEFAULT_MIN_DEPOSIT_MINOR;
}

/** Amount chips shown on a channel: those whose price is at least the channel minimum. */
export function depositItems<T extends { price: number }>(items: readonly T[], minimum: number): T[] {
  return items.filter((item) => item.price >= minimum);
}

export interface ChannelLike {
  id: number;
  sort: number;
  isDefault: 0 | 1;
  status?: 0 | 1;
}

/**
 * The channel selected when the deposit page opens (spec §4): the stored one if still offered, else
 * the last used, else the one marked default, else the first by sort. null when none is offered.
 */
export function defaultChannel<T extends ChannelLike>(
  channels: readonly T[],
  stored: number | null | undefined,
  lastRechargeTypeId: number | null | undefined,
): T | null {
  const open = channels.filter((c) => c.status !== 0).sort((a, b) => a.sort - b.sort || a.id - b.id);
  return (
    open.find((c) => c.id === stored) ??
    open.find((c) => c.id === lastRechargeTypeId) ??
    open.find((c) => c.isDefault === 1) ??
    open[0] ??
    null
  );
}
