// Deposit rules as the page applies them: channel order and default (§4), minimum and chips (§5), amount checks.
import { formatMoney, parseAmount } from '@casino/contracts/money';
import type { CallAnswer } from '@casino/contracts/registry';
import {
  channelBonus,
  defaultChannel,
  depositBonus,
  depositItems,
  depositMinimum,
} from '@casino/contracts/wallet-rules';

export type TradeInfo = CallAnswer<'walletTradeInfo'>;
export type Channel = TradeInfo['appRechargeTypeMap'][string];
export type Item = TradeInfo['appRechargeItemMap'][string];

export const CHANNEL_KEY = 'casino.depositChannel';

/** Where the browser goes for the checkout; a seam so tests can watch it. */
export const checkout = { open: (url: string) => window.location.assign(url) };

/** Open channels in display order. */
export function channelsOf(info: TradeInfo): Channel[] {
  return Object.values(info.appRechargeTypeMap)
    .filter((c) => c.status !== 0)
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
}

export function pickChannel(info: TradeInfo, stored: number | null): Channel | null {
  return defaultChannel(channelsOf(info), stored, info.lastRechargeTypeId || null);
}

export function minimumOf(channel: Channel, info: TradeInfo, minRechargeStatus: 0 | 1): number {
  return depositMinimum(channel, { minRechargeStatus, hasDeposited: info.totalRecharge > 0 });
}

/** The chips of a channel at or above its minimum, in sort order. */
export function chipsOf(info: TradeInfo, channel: Channel, minimum: number): Item[] {
  const ids = info.appRechargeTypeItemMap[String(channel.id)] ?? [];
  const items = ids.map((id) => info.appRechargeItemMap[String(id)]).filter((i): i is Item => !!i);
  const shown = depositItems(items, minimum).sort((a, b) => a.sort - b.sort || a.price - b.price);
  return channel.maxAmount > 0 ? shown.filter((i) => i.price <= channel.maxAmount) : shown;
}

/** The channel's bonus percentage as the page names it: 0 when the channel pays none (bonusKind 0). */
export function channelRate(channel: Channel): number {
  return channelBonus(channel, 10_000) / 100;
}

export interface BonusOffer {
  /** The deposit typed. */
  amount: number;
  /** The bonus it would be credited with (the platform's rule, contracts depositBonus). */
  bonus: number;
  /** Bets the bonus needs before it can be withdrawn. */
  bonusTurnover: number;
}

/**
 * The bonus a deposit of `amount` would bring, shown before the player pays; null when there is none to
 * offer (no amount yet, or neither channel nor chip pays a bonus). Declining it is the page's business: the
 * offer stays on screen so the player can take it back.
 */
export function offerOf(
  info: TradeInfo,
  channel: Channel,
  amount: number | null,
  chip: Item | undefined,
): BonusOffer | null {
  if (amount === null) return null;
  const bonus = depositBonus(channel, amount, chip);
  if (bonus <= 0) return null;
  return { amount, bonus, bonusTurnover: bonus * info.bonusTurnoverMultiple };
}

/**
 * The channel's honest posting time as the page says it: the i18n key and its figure (minutes until a paid
 * deposit usually shows; over the counter it counts from paying at the counter).
 */
export function postingOf(channel: Channel): { key: string; vars: { count: number } } {
  const m = channel.postingMinutes;
  if (m <= 0) return { key: 'wallet.posting.instant', vars: { count: 0 } };
  if (m < 60) return { key: 'wallet.posting.minutes', vars: { count: m } };
  return { key: 'wallet.posting.hours', vars: { count: Math.ceil(m / 60) } };
}

/** An over-the-counter order: paid in cash at a payment centre against its reference, not at a checkout. */
export const isCounterOrder = (order: { payReference?: string } | null | undefined) => !!order?.payReference;

export type AmountCheck =
  | { ok: true; minor: number }
  | { ok: false; key: string; vars?: Record<string, string> };

export function checkAmount(text: string, min: number, max: number): AmountCheck {
  const parsed = parseAmount(text);
  if (!parsed.ok)
    return { ok: false, key: parsed.reason === 'empty' ? 'wallet.amountEmpty' : 'wallet.amountInvalid' };
  if (parsed.minor < min) return { ok: false, key: 'wallet.amountTooSmall', vars: { min: formatMoney(min) } };
  if (max > 0 && parsed.minor > max)
    return { ok: false, key: 'wallet.amountTooLarge', vars: { max: formatMoney(max) } };
  return { ok: true, minor: parsed.minor };
}

export type Order = CallAnswer<'rechargeOrderStatus'>;
/** The order the player just sent to checkout, so the return page names its amount before the first answer. */
export const SENT_ORDER_KEY = 'casino.depositSent';

export type OrderPhase = 'checking' | 'waiting' | 'paid' | 'failed' | 'expired' | 'cancelled' | 'unknown';

/**
 * What the checkout's return page shows: the phase, the amount (known from the order sent even before the
 * first status answer), and how much of the payment window has passed while it waits.
 */
export function orderView(
  order: Order | null,
  sent: { orderId: string; amount: number } | null,
  broken: boolean,
  now: number,
): {
  phase: OrderPhase;
  amount: number | null;
  bonus: number;
  window: { max: number; value: number } | null;
} {
  const amount = order?.amount ?? sent?.amount ?? null;
  const bonus = order?.status === 'paid' ? order.bonus : 0;
  if (broken) return { phase: 'unknown', amount, bonus, window: null };
  if (!order) return { phase: amount === null ? 'checking' : 'waiting', amount, bonus, window: null };
  if (order.status !== 'pending') return { phase: order.status, amount, bonus, window: null };
  const max = Math.max(1, order.expiresAt - order.createTime);
  return {
    phase: 'waiting',
    amount,
    bonus,
    window: { max, value: Math.min(max, Math.max(0, now - order.createTime)) },
  };
}
