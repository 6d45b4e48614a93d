// Deposit rules as the page applies them: channel order and default (§4), minimum and chips (§5), amount checks.
import { formatMoney, parseAmount } from '@casino/contracts/money';
import type { CallAnswer } from '@casino/contracts/registry';
import { defaultChannel, depositItems, depositMinimum } from '@casino/contracts/wallet-rules';

export type TradeInfo = CallAnswer<'walletTradeInfo'>;
export type Channel = TradeInfo['appRechargeTypeMap'][string];
export type Item = TradeInfo['appRechargeItemMap'][string];

export const CHANNEL_KEY = 'casino.depositChannel';

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
