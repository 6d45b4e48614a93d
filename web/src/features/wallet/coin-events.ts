// The coin history's rows as a player reads them (coinEventList): what each business event is called, its
// status and the one line under it. The grouping itself is the platform's; this only words it.
import { formatMoney } from '@casino/contracts/money';
import type { CallAnswer } from '@casino/contracts/registry';

export type CoinEvent = CallAnswer<'coinEventList'>['list'][number];
export type CoinChange = CallAnswer<'appUserCoinDetail'>['list'][number];
type Words = { key: string; vars?: Record<string, string> } | { text: string };

export interface EventView {
  /** i18n key of the event's name, or the platform's own words. */
  title: { key: string; vars?: Record<string, string> } | { text: string };
  sub: { key: string; vars?: Record<string, string> } | { text: string } | null;
  /** Signed change shown on the right; a returned withdrawal shows what was asked for, struck through. */
  amount: number;
  struck: boolean;
  status: CoinEvent['status'] | null;
}

export function eventView(e: CoinEvent): EventView {
  if (e.kind === 'withdraw') {
    const asked = e.orderAmount ?? Math.abs(e.amount);
    const returned = e.status === 'rejected' || e.status === 'cancelled';
    return {
      title: { key: 'coinDetail.events.withdraw' },
      sub: e.orderId ? { key: 'coinDetail.events.order', vars: { id: e.orderId } } : null,
      amount: returned ? -asked : e.amount,
      struck: returned,
      status: e.status ?? null,
    };
  }
  if (e.kind === 'deposit') {
    return {
      title: { key: 'coinDetail.events.deposit' },
      sub:
        (e.bonus ?? 0) > 0
          ? { key: 'coinDetail.events.depositBonus', vars: { bonus: formatMoney(e.bonus ?? 0) } }
          : e.orderId
            ? { key: 'coinDetail.events.order', vars: { id: e.orderId } }
            : null,
      amount: e.amount,
      struck: false,
      status: null,
    };
  }
  if (e.kind === 'game') {
    return {
      title: { text: e.title },
      sub: {
        key: e.rounds === 1 ? 'coinDetail.events.round' : 'coinDetail.events.rounds',
        vars: {
          count: String(e.rounds ?? 0),
          staked: formatMoney(e.staked ?? 0),
          won: formatMoney(e.won ?? 0),
        },
      },
      amount: e.amount,
      struck: false,
      status: null,
    };
  }
  return {
    title: { key: `coinDetail.kinds.${e.kind}` },
    sub: e.title ? { text: e.title } : null,
    amount: e.amount,
    struck: false,
    status: null,
  };
}

/** A game session's row opened: what it adds up to, so the player need not sum the rounds. */
export function sessionBreakdown(e: CoinEvent): { label: string; value: string }[] {
  const staked = e.staked ?? 0;
  const won = e.won ?? 0;
  const net = won - staked;
  return [
    { label: 'coinDetail.events.breakdown.rounds', value: String(e.rounds ?? 0) },
    { label: 'coinDetail.events.breakdown.staked', value: formatMoney(staked) },
    { label: 'coinDetail.events.breakdown.won', value: formatMoney(won) },
    {
      label: 'coinDetail.events.breakdown.net',
      value: `${net >= 0 ? '+' : '−'}${formatMoney(Math.abs(net))}`,
    },
  ];
}

/**
 * One raw ledger row (one kind's filter): a bet, win or refund names its game ("Mayon Rocket · Win"); anything
 * else reads its kind with the ledger's words under it. `kindName` words a kind (the page's i18n).
 */
export function changeView(
  c: CoinChange,
  kindName: (kind: string) => string,
): { title: Words; sub: Words | null } {
  if (c.gameName)
    return {
      title: { key: 'coinDetail.gameKind', vars: { game: c.gameName, kind: kindName(c.kind) } },
      sub: null,
    };
  return { title: { text: kindName(c.kind) }, sub: c.remark ? { text: c.remark } : null };
}
