// The VIP pages' logic: the player's level and benefits (getVipInfo), level keeping (getVipLevelAudit), the
// level bonus, daily bonus and sign-in award claims through the shared claim flow, and the VIP gift popup.
import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { atom } from 'nanostores';
import { call } from '../../api/call';
import { createClaim } from '../../stores/claim';
import { showReward } from '../../stores/overlays';
import { $session, $vip } from '../../stores/session';

export type VipInfo = CallAnswer<'getVipInfo'>;
export type VipLevel = VipInfo['levels'][number];
export type VipAudit = CallAnswer<'getVipLevelAudit'>;

export interface Loadable<T> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  data: T | null;
}

export const $vipInfo = atom<Loadable<VipInfo> & { visitor?: boolean }>({ status: 'idle', data: null });
export const $vipAudit = atom<Loadable<VipAudit>>({ status: 'idle', data: null });

/** Loads the level info; a reload keeps what is shown until the fresh answer arrives. */
export async function loadVipInfo(): Promise<void> {
  const before = $vipInfo.get();
  if (!before.data) $vipInfo.set({ status: 'loading', data: null });
  if (!$session.get()) {
    await loadLadder(before.data);
    return;
  }
  const res = await call('getVipInfo', {});
  if (!res.ok) {
    $vipInfo.set({ status: before.data ? 'ready' : 'error', data: before.data });
    return;
  }
  $vipInfo.set({ status: 'ready', data: res.data });
  const held = $vip.get();
  $vip.set({ vip: res.data.vip, vipExp: res.data.vipExp, userLevel: held?.userLevel ?? 0 });
}

/**
 * A visitor's VIP pages show the public ladder as a VIP 0 player with no progress: every level's benefits,
 * the tasks locked, and "Log in to claim" wherever a player would claim (`visitor`).
 */
async function loadLadder(had: VipInfo | null): Promise<void> {
  const res = await call('anonymous/vipLevels', {});
  if (!res.ok) {
    $vipInfo.set({ status: had ? 'ready' : 'error', data: had });
    return;
  }
  const first = res.data.levels.find((l) => l.level > 0);
  const data: VipInfo = {
    vip: 0,
    vipExp: 0,
    nextLevelExp: first?.experience ?? 0,
    levels: res.data.levels,
    tasks: res.data.tasks,
    dailyReceived: false,
    signInReceived: false,
  };
  $vipInfo.set({ status: 'ready', data, visitor: true });
}

export async function loadVipAudit(): Promise<void> {
  if (!$session.get()) return;
  $vipAudit.set({ status: 'loading', data: $vipAudit.get().data });
  const res = await call('getVipLevelAudit', {});
  $vipAudit.set(res.ok ? { status: 'ready', data: res.data } : { status: 'error', data: null });
}

/** Share of the way from this level to the next, 0–1 (1 at the top level). */
export function progressToNext(info: VipInfo): number {
  const here = info.levels.find((l) => l.level === info.vip)?.experience ?? 0;
  const span = info.nextLevelExp - here;
  if (span <= 0) return 1;
  return Math.min(1, Math.max(0, (info.vipExp - here) / span));
}

/** Levels reached whose bonus waits, lowest first. */
export function claimableLevels(info: VipInfo): VipLevel[] {
  return info.levels.filter((l) => l.level <= info.vip && l.upgradeBonus > 0 && !l.upgradeReceived);
}

export const levelClaim = createClaim('receiveVipBonusUser');
export const dailyClaim = createClaim('appVipUserReceiveDaily');
export const signInClaim = createClaim('appVipUserReceiveSignInAward');

function patchInfo(patch: (info: VipInfo) => VipInfo): void {
  const s = $vipInfo.get();
  if (s.data) $vipInfo.set({ ...s, data: patch(s.data) });
}

/** Coin answers ({amount, coin}) carry no item list: the popup shows the coin as one item. */
function showCoin(amount: number, turnoverMultiple: number): void {
  if (amount > 0) showReward([{ propId: REWARD_ID.coin, count: amount }], { turnoverMultiple });
}

/** The VIP coin's turnover multiple as the pages state it before a claim (vip.json rules: 1×). */
export const VIP_TURNOVER_MULTIPLE = 1;

export async function claimLevelBonus(level: number): Promise<boolean> {
  const got = await levelClaim.claim({ level });
  const refused = levelClaim.$state.get().error;
  if (got || refused?.code === ERR.ALREADY_RECEIVED) {
    patchInfo((info) => ({
      ...info,
      levels: info.levels.map((l) => (l.level === level ? { ...l, upgradeReceived: true } : l)),
    }));
  }
  if (got) showCoin(got.amount, VIP_TURNOVER_MULTIPLE);
  return got !== null;
}

export async function claimDaily(): Promise<boolean> {
  const got = await dailyClaim.claim({});
  if (got || dailyClaim.$state.get().error?.code === ERR.ALREADY_RECEIVED) {
    patchInfo((info) => ({ ...info, dailyReceived: true }));
  }
  if (got) showCoin(got.amount, VIP_TURNOVER_MULTIPLE);
  return got !== null;
}

export async function claimSignIn(): Promise<boolean> {
  // its answer lists the items: the claim flow shows them
  const got = await signInClaim.claim({});
  if (got || signInClaim.$state.get().error?.code === ERR.ALREADY_RECEIVED) {
    patchInfo((info) => ({ ...info, signInReceived: true }));
  }
  return got !== null;
}

export type VipTask = VipInfo['tasks'][number];
export const vipTaskClaim = createClaim('receiveVipTask');

/** A VIP task is offered from its level up; above the player's level it shows locked and cannot be claimed. */
export const vipTaskLocked = (task: VipTask, vip: number) => task.level > vip;

/** The VIP tasks grouped by the level they open at, lowest first (levels without tasks left out). */
export function tasksByLevel(tasks: readonly VipTask[]): { level: number; tasks: VipTask[] }[] {
  const groups = new Map<number, VipTask[]>();
  for (const task of tasks) groups.set(task.level, [...(groups.get(task.level) ?? []), task]);
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([level, list]) => ({ level, tasks: list }));
}

/** A finished VIP task's reward (its answer lists the items: the claim flow shows them). */
export async function claimVipTask(id: number): Promise<boolean> {
  const got = await vipTaskClaim.claim({ id });
  if (got || vipTaskClaim.$state.get().error?.code === ERR.ALREADY_RECEIVED) {
    patchInfo((info) => ({
      ...info,
      tasks: info.tasks.map((task) => (task.id === id ? { ...task, status: 2 as const } : task)),
    }));
  }
  return got !== null;
}

/** The platform's "Claim all" of VIP tasks: every finished task open at the player's level, one popup. */
export const vipTaskClaimAll = createClaim('receiveVipTaskUnReceiveBonus');

/** The finished VIP tasks the player can take now (locked levels left out). */
export const readyVipTasks = (tasks: readonly VipTask[], vip: number) =>
  tasks.filter((task) => task.status === 1 && !vipTaskLocked(task, vip));

/** Claims every ready VIP task in one call, then reads the tasks again (a locked one stays as it was). */
export async function claimAllVipTasks(): Promise<boolean> {
  if (vipTaskClaim.$state.get().busy) return false;
  const got = await vipTaskClaimAll.claim({});
  await loadVipInfo();
  return got !== null;
}

/** Levels whose gift popup the player closed this session (it comes back next session while unclaimed). */
export const $giftDismissed = atom<readonly number[]>([]);

/** The level the VIP gift popup offers now: the lowest reached level with its bonus waiting. */
export function giftLevel(info: VipInfo | null, dismissed: readonly number[]): VipLevel | null {
  if (!info) return null;
  return claimableLevels(info).find((l) => !dismissed.includes(l.level)) ?? null;
}

export function dismissGift(level: number): void {
  $giftDismissed.set([...$giftDismissed.get(), level]);
}
