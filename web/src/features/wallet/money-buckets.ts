// "My money, plainly": the balance as the platform splits it (getExchange.buckets, one rule in the platform's
// withdrawability) — own cash with its 1× play, and each active bonus with its turnover and what withdrawing
// now would forfeit. Nothing here recomputes the rule: it only turns the figures into lines to read.
import { formatMoney } from '@casino/contracts/money';
import type { CallAnswer } from '@casino/contracts/registry';
import { atom } from 'nanostores';
import { call } from '../../api/call';
import { formatDateTime } from '../../lib/date-time';

export type Buckets = NonNullable<CallAnswer<'getExchange'>['buckets']>;

export interface Line {
  key: string;
  vars?: Record<string, string>;
}

export interface BucketView {
  key: string;
  /** An i18n key for the cash bucket; the ledger's own name for a bonus. */
  title: { key: string } | { text: string };
  amount: string;
  /** Turnover done of needed, 0..1; null when nothing is needed. */
  share: number | null;
  progress: Line;
  lines: Line[];
  tone: 'cash' | 'bonus' | 'spent';
}

const money = formatMoney;

export function bucketViews(b: Buckets): BucketView[] {
  const cash = b.cash;
  const cashDone = Math.min(cash.turnoverDone, cash.turnoverRequired);
  const views: BucketView[] = [
    {
      key: 'cash',
      title: { key: 'wallet.buckets.cash' },
      amount: money(cash.amount),
      share: cash.turnoverRequired > 0 ? cashDone / cash.turnoverRequired : null,
      progress:
        cash.turnoverRequired > 0
          ? {
              key: 'wallet.buckets.cashPlay',
              vars: { done: money(cashDone), needed: money(cash.turnoverRequired) },
            }
          : { key: 'wallet.buckets.cashFree' },
      lines: [{ key: 'wallet.buckets.cashNow', vars: { amount: money(cash.withdrawable) } }],
      tone: 'cash',
    },
  ];
  for (const bonus of b.bonuses) {
    const done = Math.min(bonus.turnoverDone, bonus.turnoverRequired);
    const lines: Line[] = [];
    if (bonus.held < bonus.amount) {
      lines.push({
        key: 'wallet.buckets.bonusPlayed',
        vars: { granted: money(bonus.amount), left: money(bonus.held) },
      });
    }
    lines.push(
      bonus.forfeitNow > 0
        ? {
            key: 'wallet.buckets.bonusForfeit',
            vars: { withdrawable: money(cash.withdrawable), amount: money(bonus.forfeitNow) },
          }
        : { key: 'wallet.buckets.bonusNoForfeit' },
    );
    if (bonus.expiresAt !== null) {
      lines.push({ key: 'wallet.buckets.expires', vars: { at: formatDateTime(bonus.expiresAt) } });
    }
    views.push({
      key: `bonus:${bonus.grantId}`,
      title: bonus.label ? { text: bonus.label } : { key: `coinDetail.kinds.${bonus.kind}` },
      amount: money(bonus.held),
      share: bonus.turnoverRequired > 0 ? done / bonus.turnoverRequired : null,
      progress: {
        key: 'wallet.buckets.bonusTurnover',
        vars: { done: money(done), needed: money(bonus.turnoverRequired) },
      },
      lines,
      tone: bonus.held > 0 ? 'bonus' : 'spent',
    });
  }
  return views;
}

export type BucketsState = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; buckets: Buckets };

export const $buckets = atom<BucketsState>({ status: 'idle' });

/** The withdraw form read getExchange already: its buckets are shown as they are, with no second read. */
export function showBuckets(buckets: Buckets | undefined): void {
  if (buckets) $buckets.set({ status: 'ready', buckets });
}

/** Reads getExchange for its buckets; a failure keeps figures already shown. */
export async function loadBuckets(): Promise<void> {
  if ($buckets.get().status !== 'ready') $buckets.set({ status: 'loading' });
  const res = await call('getExchange', {});
  if (res.ok && res.data.buckets) $buckets.set({ status: 'ready', buckets: res.data.buckets });
  else if ($buckets.get().status !== 'ready') $buckets.set({ status: 'error' });
}
