import { parseAmount } from '@casino/contracts/money';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { atom, map } from 'nanostores';
import { opsCall } from '../../api/ops-call';

/** The tabs of one player's page, in the order an operator reads them. */
export const PLAYER_TABS = [
  'profile',
  'wallet',
  'bets',
  'bonuses',
  'payments',
  'limits',
  'sessions',
  'invites',
  'mail',
  'support',
  'notes',
  'audit',
] as const;
export type PlayerTab = (typeof PLAYER_TABS)[number];

/**
 * Where each tab's data sits in player360's answer (several names accepted: the platform's answer is
 * read, not reshaped). The first present key wins.
 */
export const TAB_KEYS: Record<PlayerTab, readonly string[]> = {
  profile: ['profile', 'kyc'],
  wallet: ['wallet', 'coinLog', 'ledger'],
  bets: ['bets', 'rounds'],
  bonuses: ['bonuses', 'props'],
  payments: ['deposits', 'withdrawals', 'payments'],
  limits: ['limits', 'protection', 'blocks'],
  sessions: ['sessions', 'logins'],
  invites: ['invites', 'inviteTree', 'agent'],
  mail: ['mail'],
  support: ['feedback', 'chats'],
  notes: ['notes'],
  audit: ['audit'],
};

export type Player360State =
  | { status: 'idle' }
  | { status: 'loading'; userId: number }
  | { status: 'ready'; userId: number; data: Record<string, unknown> }
  | { status: 'error' | 'forbidden' | 'notFound'; userId: number; msg: string };

export const $player = atom<Player360State>({ status: 'idle' });
let seq = 0;

export async function loadPlayer(userId: number): Promise<void> {
  if (!Number.isSafeInteger(userId) || userId <= 0) {
    $player.set({ status: 'notFound', userId, msg: '' });
    return;
  }
  const mine = ++seq;
  $player.set({ status: 'loading', userId });
  const res = await opsCall('player360', { userId });
  if (mine !== seq) return;
  if (res.ok && res.data) $player.set({ status: 'ready', userId, data: res.data });
  else if (res.ok) $player.set({ status: 'notFound', userId, msg: '' });
  else $player.set({ status: res.forbidden ? 'forbidden' : 'error', userId, msg: res.msg });
}

/** The sections of one tab present in the answer, each with the key it came from. */
export function tabSections(
  data: Record<string, unknown>,
  tab: PlayerTab,
): { key: string; value: unknown }[] {
  return TAB_KEYS[tab]
    .filter((k) => data[k] !== undefined && data[k] !== null)
    .map((k) => ({ key: k, value: data[k] }));
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
export const $adjustErrors = atom<AdjustmentError[]>([]);
export const $adjustState = atom<
  | { status: 'idle' | 'busy' }
  | { status: 'proposed'; proposalId: number | string }
  | { status: 'failed'; msg: string; forbidden: boolean }
>({ status: 'idle' });

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

export async function proposeAdjustment(userId: number): Promise<boolean> {
  if ($adjustState.get().status === 'busy') return false;
  const form = $adjustForm.get();
  const built = adjustmentItems(form);
  if ('errors' in built) {
    $adjustErrors.set(built.errors);
    return false;
  }
  $adjustErrors.set([]);
  $adjustState.set({ status: 'busy' });
  const res = await opsCall('adjustmentPropose', { userId, items: built.items, reason: form.reason.trim() });
  if (res.ok) {
    $adjustState.set({ status: 'proposed', proposalId: res.data.proposalId });
    $adjustForm.set({ ...form, amount: '', reason: '' });
  } else $adjustState.set({ status: 'failed', msg: res.msg, forbidden: res.forbidden });
  return res.ok;
}
