// Invite friends (/share) and the agent programme (/agent): what they load, share, claim and spin.
import type { CallAnswer } from '@casino/contracts/registry';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { atom } from 'nanostores';
import { call } from '../../api/call';
import { ActionKey } from '../../lib/action-key';
import { refreshActivityFlags } from '../../stores/activity-flags';
import { createClaim } from '../../stores/claim';
import { showReward } from '../../stores/overlays';
import { createPagedList } from '../../stores/paged-list';
import { refreshBalance } from '../../stores/wallet';

export type InviteInfo = CallAnswer<'actInviteUser'>;
export type AgentInfo = CallAnswer<'appAgent5User'>;
export type Statement = CallAnswer<'appAgent5UserStatement'>;
export type Invitee = CallAnswer<'actInviteUserRecord'>['list'][number];
export type AgentLogEntry = CallAnswer<'appAgent5UserLog'>['list'][number];
export type ShareTarget =
  | 'copyLink'
  | 'copyCode'
  | 'messenger'
  | 'viber'
  | 'telegram'
  | 'facebook'
  | 'native'
  | 'qr';

interface Loaded<T> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: T | null;
}

/** A store that keeps what it showed when a reload fails. */
function loader<T>(fetch: () => Promise<{ ok: boolean; data: T | null }>) {
  const $state = atom<Loaded<T>>({ status: 'idle', data: null });
  async function load() {
    const before = $state.get().data;
    if (!before) $state.set({ status: 'loading', data: null });
    const res = await fetch();
    $state.set(
      res.ok && res.data
        ? { status: 'ready', data: res.data }
        : { status: before ? 'ready' : 'error', data: before },
    );
  }
  return { $state, load };
}

const invite = loader(() => call('actInviteUser', {}));
export const $invite = invite.$state;
export const loadInvite = invite.load;

const agent = loader(() => call('appAgent5User', {}));
export const $agent = agent.$state;
export const loadAgent = agent.load;

export const INVITEES_PAGE_SIZE = 20;
// The list store keys rows by `id`: an invitee's is its user id.
const invitees = createPagedList(async (pageNum) => {
  const res = await call('actInviteUserRecord', { pageNum, pageSize: INVITEES_PAGE_SIZE });
  return res.ok
    ? { ...res, data: { ...res.data, list: res.data.list.map((i) => ({ ...i, id: i.userId })) } }
    : res;
});
export const $invitees = invitees.$state;
export const loadInvitees = invitees.load;
export const loadMoreInvitees = invitees.loadMore;

const agentLog = createPagedList((pageNum) => call('appAgent5UserLog', { pageNum, pageSize: 20 }));
export const $agentLog = agentLog.$state;
export const loadAgentLog = agentLog.load;
export const loadMoreAgentLog = agentLog.loadMore;

/** The statement of one Manila day (today's open day when none is given). */
export const $statement = atom<Loaded<Statement>>({ status: 'idle', data: null });
export async function loadStatement(day?: string): Promise<void> {
  const before = $statement.get().data;
  $statement.set({ status: 'loading', data: before });
  const res = await call('appAgent5UserStatement', day ? { day } : {});
  $statement.set(res.ok ? { status: 'ready', data: res.data } : { status: 'error', data: before });
}

/** The link a friend opens: the platform answers it relative to this site unless the operator named another. */
export function absoluteShareUrl(shareUrl: string, origin = window.location.origin): string {
  return new URL(shareUrl, origin).href;
}

/** Where each fallback share button goes (when the browser has no native share sheet). */
export function shareLinks(
  url: string,
  text: string,
): Record<'messenger' | 'viber' | 'telegram' | 'facebook', string> {
  const u = encodeURIComponent(url);
  return {
    messenger: `fb-messenger://share/?link=${u}`,
    viber: `viber://forward?text=${encodeURIComponent(`${text} ${url}`)}`,
    telegram: `https://t.me/share/url?url=${u}&text=${encodeURIComponent(text)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
  };
}

/** Counts a share-button tap for the invite funnel; never blocks or fails the share itself. */
export function trackShare(target: ShareTarget): void {
  void call('actInviteClickInvite', { target });
}

/** Copies text; answers whether it worked (clipboard blocked → false and the page says so). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The native share sheet (Web Share API) when the browser has one; answers false when it has none so the page
 * opens its own Messenger / Viber / Telegram choices. A player closing the sheet is not an error.
 */
export async function nativeShare(data: { title: string; text: string; url: string }): Promise<boolean> {
  if (typeof navigator.share !== 'function') return false;
  trackShare('native');
  try {
    await navigator.share(data);
  } catch {
    // cancelled by the player, or refused by the browser: nothing to undo
  }
  return true;
}

export const exchangeClaim = createClaim('actInviteUserExchange');

/** Moves the invite balance into coin; the reward popup names it with its turnover. */
export async function exchangeInviteReward(): Promise<void> {
  const got = await exchangeClaim.claim({});
  if (got && got.amount > 0) {
    showReward([{ propId: REWARD_ID.coin, count: got.amount }], {
      turnoverMultiple: $invite.get().data?.exchangeTurnoverMultiple ?? 1,
    });
  }
  await loadInvite();
}

export const commissionClaim = createClaim('appAgent5UserReceive');
export const tierClaim = createClaim('appAgent5UserInviteValidReceive');

export async function receiveCommission(): Promise<void> {
  const got = await commissionClaim.claim({});
  if (got && got.amount > 0)
    showReward([{ propId: REWARD_ID.coin, count: got.amount }], { turnoverMultiple: 1 });
  await loadAgent();
}

export async function receiveTier(tier: number): Promise<void> {
  const got = await tierClaim.claim({ tier });
  if (got && got.amount > 0)
    showReward([{ propId: REWARD_ID.coin, count: got.amount }], { turnoverMultiple: 1 });
  await loadAgent();
}

export interface SpinState {
  busy: boolean;
  /** The drawn result while the wheel turns and after it stopped. */
  result: CallAnswer<'actInviteUserSpin'> | null;
  /** Counts spins so two draws of the same cell both animate. */
  spinNo: number;
  error: { code: number; msg: string } | null;
}
export const $spin = atom<SpinState>({ busy: false, result: null, spinNo: 0, error: null });

/**
 * One invite spin: the server draws the cell (from the player's provably-fair seeds) and the wheel only turns
 * to it. A retry after a lost answer reuses the requestId, so it can never spend two spins.
 */
const inviteSpinKey = new ActionKey();
export async function spinInviteWheel(): Promise<void> {
  const s = $spin.get();
  if (s.busy) return;
  $spin.set({ ...s, busy: true, error: null });
  const res = await call('actInviteUserSpin', { requestId: inviteSpinKey.take() });
  inviteSpinKey.settle(res);
  if (!res.ok) {
    $spin.set({ ...$spin.get(), busy: false, error: { code: res.errcode, msg: res.msg } });
    return;
  }
  $spin.set({ busy: true, result: res.data, spinNo: s.spinNo + 1, error: null });
}

/** The wheel stopped: the prize is shown and the figures reload. */
export async function spinLanded(): Promise<void> {
  const s = $spin.get();
  $spin.set({ ...s, busy: false });
  // the spin may have been the last one: the wheel flag (hasTurntable) and the spin dot follow
  refreshActivityFlags();
  await Promise.all([loadInvite(), refreshBalance()]);
}

export type InviteTerms = CallAnswer<'anonymous/inviteTerms'>;
/** What inviting pays, from the operator's configuration: the one explanation /share, /agent and the rules show. */
const terms = loader(() => call('anonymous/inviteTerms', {}));
export const $inviteTerms = terms.$state;
export const loadInviteTerms = terms.load;
