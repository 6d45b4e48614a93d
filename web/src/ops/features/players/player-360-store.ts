import { parseAmount } from '@casino/contracts/money';
import { OPS_ERR } from '@casino/contracts/ops-errors';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { atom, map } from 'nanostores';
import { opsCall } from '../../api/ops-call';
import type { Player360, PlayerTab } from '../../api/ops-calls';
import { createCheckedSubmit } from '../../stores/checked-submit';

export type { PlayerTab } from '../../api/ops-calls';

/** player360's tabs in the order an operator reads them (equal to the contract's PLAYER_360_TABS, by test). */
export const PLAYER_TABS: readonly PlayerTab[] = [
  'profile',
  'wallet',
  'bets',
  'bonuses',
  'payments',
  'protection',
  'sessions',
  'network',
  'mail',
  'feedback',
  'notes',
  'audit',
];

export type Player360State =
  | { status: 'idle' }
  | { status: 'loading'; userId: number; tab: PlayerTab; pageNum: number; data: Player360 | null }
  | { status: 'ready'; userId: number; tab: PlayerTab; pageNum: number; data: Player360 }
  | {
      status: 'error' | 'forbidden' | 'notFound';
      userId: number;
      tab: PlayerTab;
      pageNum: number;
      msg: string;
    };

export const $player = atom<Player360State>({ status: 'idle' });
const PAGE_SIZE = 25;
let seq = 0;

/**
 * One tab of one player's page (each tab is its own call, paged on the server). The header stays on screen while
 * another tab loads.
 */
export async function loadPlayer(userId: number, tab: PlayerTab = 'profile', pageNum = 1): Promise<void> {
  if (!Number.isSafeInteger(userId) || userId <= 0) {
    $player.set({ status: 'notFound', userId, tab, pageNum, msg: '' });
    return;
  }
  const mine = ++seq;
  const before = $player.get();
  const kept = 'data' in before && before.userId === userId ? before.data : null;
  $player.set({ status: 'loading', userId, tab, pageNum, data: kept });
  const res = await opsCall('player360', { userId, tab, pageNum, pageSize: PAGE_SIZE });
  if (mine !== seq) return;
  if (res.ok && res.data?.header) $player.set({ status: 'ready', userId, tab, pageNum, data: res.data });
  else if (res.ok || res.errcode === OPS_ERR.PLAYER_NOT_FOUND)
    $player.set({ status: 'notFound', userId, tab, pageNum, msg: '' });
  else $player.set({ status: res.forbidden ? 'forbidden' : 'error', userId, tab, pageNum, msg: res.msg });
}

/** A tab's answer as the page shows it: its sections (lists, objects) and its page of rows, if it has one. */
export function tabParts(tab: Player360['tab']): {
  sections: { key: string; value: unknown }[];
  page: { list: unknown[]; pageNum: number; pages: number; total: number } | null;
} {
  const sections: { key: string; value: unknown }[] = [];
  let page = null;
  for (const [key, value] of Object.entries(tab)) {
    if (key === 'tab') continue;
    if (
      key === 'page' &&
      value &&
      typeof value === 'object' &&
      Array.isArray((value as { list?: unknown }).list)
    )
      page = value as { list: unknown[]; pageNum: number; pages: number; total: number };
    else sections.push({ key, value });
  }
  return { sections, page };
}

// ---- manual adjustment (a proposal: a second operator approves it in the four-eyes inbox) ----

export interface AdjustmentForm {
  kind: 'coin' | 'prop';
  direction: 'credit' | 'debit';
  amount: string;
  propId: string;
  reason: string;
}
export type AdjustmentError = 'amount' | 'propId' | 'reason';
export const $adjustForm = map<AdjustmentForm>({
  kind: 'coin',
  direction: 'credit',
  amount: '',
  propId: '',
  reason: '',
});
/** The form as the call's items: coin in minor units (₱ typed), a prop as a count; a debit is negative. */
export function adjustmentItems(
  form: AdjustmentForm,
): { items: { propId: number; count: number }[] } | { errors: AdjustmentError[] } {
  const errors: AdjustmentError[] = [];
  let propId: number = REWARD_ID.coin;
  let count = 0;
  if (form.kind === 'coin') {
    const parsed = parseAmount(form.amount);
    if (parsed.ok && parsed.minor > 0) count = parsed.minor;
    else errors.push('amount');
  } else {
    propId = Number(form.propId);
    if (!Number.isSafeInteger(propId) || propId <= 0) errors.push('propId');
    count = Number(form.amount);
    if (!Number.isSafeInteger(count) || count <= 0) errors.push('amount');
  }
  if (form.reason.trim().length < 5) errors.push('reason');
  if (errors.length > 0) return { errors };
  return { items: [{ propId, count: form.direction === 'debit' ? -count : count }] };
}

/** The answer is the proposal: a second operator approves it in the four-eyes inbox. */
const adjustSubmit = createCheckedSubmit(
  (userId: number) => {
    const form = $adjustForm.get();
    const built = adjustmentItems(form);
    return 'errors' in built ? built : { userId, items: built.items, reason: form.reason.trim() };
  },
  async (request: { userId: number; items: { propId: number; count: number }[]; reason: string }) => {
    const res = await opsCall('adjustmentPropose', request);
    if (res.ok) $adjustForm.set({ ...$adjustForm.get(), amount: '', reason: '' });
    return res;
  },
);
export const $adjustErrors = adjustSubmit.$errors;
export const $adjustState = adjustSubmit.$state;
/** Another player's page starts with a clean form state. */
export const resetAdjustment = adjustSubmit.reset;

export const proposeAdjustment = (userId: number): Promise<boolean> => adjustSubmit.submit(userId);
