// Deposit and withdrawal rules of spec §4/§5 shared by the platform (enforce) and the web (show). Zod-free.
import { DEFAULT_MIN_DEPOSIT_AFTER_FIRST_MINOR, DEFAULT_MIN_DEPOSIT_MINOR } from './constants';
import { applyBasisPoints } from './money';

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

export interface ChannelBonus {
  /** Recharge bonus kind 1–13 (spec §3); 0 pays no channel bonus whatever bonusRate says. */
  bonusKind: number;
  /** Basis points of the deposit (200 = 2 %). */
  bonusRate: number;
}

/** The channel's share of a deposit's bonus: a percentage at bonusRate bp for any bonusKind 1–13, floored. */
export function channelBonus(channel: ChannelBonus, amount: number): number {
  if (channel.bonusKind <= 0 || channel.bonusRate <= 0) return 0;
  return applyBasisPoints(amount, channel.bonusRate);
}

/**
 * The bonus a deposit of `amount` is credited with: the channel's percentage plus the chip's own bonus when
 * a chip of exactly that price was picked — the platform credits this and the deposit page shows it, so the
 * two can never disagree. 0 when the player declines the bonus.
 */
export function depositBonus(
  channel: ChannelBonus,
  amount: number,
  chip: { price: number; bonus: number } | null | undefined,
  declined = false,
): number {
  if (declined) return 0;
  const chipBonus = chip && chip.price === amount ? chip.bonus : 0;
  return channelBonus(channel, amount) + chipBonus;
}

export interface WithdrawFeeRule {
  /** Basis points of the amount. */
  feeRateBp: number;
  /** Minor units: the smallest fee. */
  feeFixed: number;
}

/** A withdrawal's fee: max(fixed fee, amount × rate), floored. The platform charges it, the web shows it. */
export function withdrawFee(amount: number, rule: WithdrawFeeRule): number {
  return Math.max(rule.feeFixed, applyBasisPoints(amount, rule.feeRateBp));
}

/**
 * The range a withdrawal may take now: from the minimum to the lower of the maximum and what may leave.
 * `null` when that range is empty (what may leave is below the minimum): the page then says the balance is
 * not enough to withdraw instead of showing an impossible "Min ₱100 · Max ₱7.30".
 */
export function withdrawRange(
  limits: { minAmount: number; maxAmount: number },
  available: number,
): { min: number; max: number } | null {
  const max = Math.min(limits.maxAmount > 0 ? limits.maxAmount : Number.MAX_SAFE_INTEGER, available);
  return max >= limits.minAmount && max > 0 ? { min: limits.minAmount, max } : null;
}

/** The operator's e-wallet switches (settings.json `wallet`): both off since the 2025 de-linking (PH-2026.md). */
export interface EwalletSwitches {
  ewalletDeposits: boolean;
  ewalletPayouts: boolean;
}

/** A deposit channel is offered when the operator has it on and, for an e-wallet, e-wallet deposits are on. */
export function depositChannelOpen(
  channel: { status: number; kind: string },
  switches: Pick<EwalletSwitches, 'ewalletDeposits'>,
): boolean {
  return channel.status === 1 && (channel.kind !== 'ewallet' || switches.ewalletDeposits);
}

/** A bank or e-wallet can receive payouts when on and, for an e-wallet, e-wallet payouts are on. */
export function payoutBankOpen(
  bank: { status: number; kind: string },
  switches: Pick<EwalletSwitches, 'ewalletPayouts'>,
): boolean {
  return bank.status === 1 && (bank.kind !== 'ewallet' || switches.ewalletPayouts);
}
