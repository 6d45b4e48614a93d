// The bonus centre (/bonus, /bonus/reward): everything the player can claim right now, gathered from the calls
// that own each reward, each claimed through the shared claim flow with its own call — one claim per item.
import { ACTIVITY_TYPE } from '@casino/contracts/enums';
import { formatMoney } from '@casino/contracts/money';
import type { CallAnswer } from '@casino/contracts/registry';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { atom } from 'nanostores';
import { call } from '../../api/call';
import '../../i18n/deposit';
import { t } from '../../i18n';
import { type ClaimError, createClaim } from '../../stores/claim';
import { mergeRewards } from '../../stores/claim-several';
import { showReward } from '../../stores/overlays';
import { $session } from '../../stores/session';

export { mergeRewards };

/** The VIP coin's turnover multiple as the VIP pages state it (vip.json rules: 1×). */
const VIP_TURNOVER_MULTIPLE = 1;

export type ClaimSource =
  | 'deposit'
  | 'task'
  | 'vipTask'
  | 'signIn'
  | 'loginBonus'
  | 'vipLevel'
  | 'vipDaily'
  | 'vipSignIn'
  | 'rebate';

export interface ClaimItem {
  /** Unique on the page: source and the owner's id. */
  key: string;
  source: ClaimSource;
  /** The owner's id (reward id, task id, VIP level); 0 when the call takes none. */
  id: number;
  name: string;
  /** ACTIVITY_TYPE it belongs to (the reward record files it there). */
  activityType: number;
  rewards: { propId: number; count: number }[];
  /** Coin rewards are bonus money needing this multiple of themselves in bets; 0 = none. */
  turnoverMultiple: number;
  /** The page the reward lives on. */
  route: string;
  /** For a sign-in: the Manila day the player saw. */
  dayKey?: string;
}

export interface BonusState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: ClaimItem[];
}

export const $bonus = atom<BonusState>({ status: 'idle', items: [] });
export const $claimingKey = atom<string | null>(null);
export const $claimError = atom<{ key: string; error: ClaimError } | null>(null);

const coin = (count: number) => [{ propId: REWARD_ID.coin, count }];

type Answer<N extends Parameters<typeof call>[0]> = CallAnswer<N> | null;

async function get<N extends Parameters<typeof call>[0]>(name: N, body: object): Promise<Answer<N>> {
  const res = await call(name, body as never, { tips: false });
  return res.ok ? (res.data as CallAnswer<N>) : null;
}

/** Every claimable item of the answers (null = that call failed: its items are left out). */
export function claimables(a: {
  deposit: Answer<'depositActivityInfo'>;
  tasks: Answer<'getTaskUser'>;
  vip: Answer<'getVipInfo'>;
  signIn: Answer<'signInInfo'>;
  loginBonus: Answer<'loginBonus3User'>;
  rebate: Answer<'betBonus'>;
}): ClaimItem[] {
  const items: ClaimItem[] = [];
  for (const r of a.deposit?.rewards ?? []) {
    if (r.status !== 1) continue;
    items.push({
      key: `deposit:${r.id}`,
      source: 'deposit',
      id: r.id,
      name: t(`depositBonus.reward.${r.activityType}`, { step: r.step, amount: formatMoney(r.step) }),
      activityType: r.activityType,
      rewards: coin(r.bonus),
      turnoverMultiple: a.deposit?.turnoverMultiple ?? 0,
      route: r.activityType === ACTIVITY_TYPE.FirstDeposit ? '/activity/first-deposit' : '/activity/bank',
    });
  }
  if (a.signIn && !a.signIn.receivedToday) {
    const today = a.signIn.days.find((d) => d.day === a.signIn?.today);
    if (today)
      items.push({
        key: 'signIn',
        source: 'signIn',
        id: 0,
        name: t('bonus.signInDay', { day: today.day }),
        activityType: ACTIVITY_TYPE.FreeSign,
        rewards: today.rewards,
        turnoverMultiple: a.signIn.turnoverMultiple,
        route: '/activity/sign-in',
        dayKey: a.signIn.dayKey,
      });
  }
  const loginDay = a.loginBonus?.days.find((d) => d.status === 1);
  if (loginDay)
    items.push({
      key: 'loginBonus',
      source: 'loginBonus',
      id: 0,
      name: t('bonus.loginBonusDay', { day: loginDay.day }),
      activityType: ACTIVITY_TYPE.FreeLoginBonus,
      rewards: loginDay.rewards,
      turnoverMultiple: a.loginBonus?.turnoverMultiple ?? 0,
      route: '/activity/sign-in',
    });
  for (const task of a.tasks?.list ?? []) {
    if (task.status !== 1) continue;
    items.push({
      key: `task:${task.id}`,
      source: 'task',
      id: task.id,
      name: task.name,
      activityType: ACTIVITY_TYPE.Tasks,
      rewards: task.rewards,
      turnoverMultiple: task.turnoverMultiple,
      route: '/bonus/tasks',
    });
  }
  const vip = a.vip;
  if (vip) {
    for (const level of vip.levels) {
      if (level.level > vip.vip || level.level === 0 || level.upgradeBonus <= 0 || level.upgradeReceived)
        continue;
      items.push({
        key: `vipLevel:${level.level}`,
        source: 'vipLevel',
        id: level.level,
        name: t('bonus.vipLevel', { level: level.level }),
        activityType: ACTIVITY_TYPE.VIP,
        rewards: coin(level.upgradeBonus),
        turnoverMultiple: VIP_TURNOVER_MULTIPLE,
        route: '/vip',
      });
    }
    const mine = vip.levels.find((l) => l.level === vip.vip);
    if (mine && mine.dailyBonus > 0 && !vip.dailyReceived)
      items.push({
        key: 'vipDaily',
        source: 'vipDaily',
        id: 0,
        name: t('bonus.vipDaily', { level: vip.vip }),
        activityType: ACTIVITY_TYPE.VIP,
        rewards: coin(mine.dailyBonus),
        turnoverMultiple: VIP_TURNOVER_MULTIPLE,
        route: '/vip',
      });
    if (mine?.signInRewards?.length && !vip.signInReceived)
      items.push({
        key: 'vipSignIn',
        source: 'vipSignIn',
        id: 0,
        name: t('bonus.vipSignIn', { level: vip.vip }),
        activityType: ACTIVITY_TYPE.VIP,
        rewards: mine.signInRewards,
        turnoverMultiple: VIP_TURNOVER_MULTIPLE,
        route: '/vip',
      });
    for (const task of vip.tasks) {
      // a task above the player's VIP level is done but locked: the platform refuses it until the level
      if (task.status !== 1 || task.level > vip.vip) continue;
      items.push({
        key: `vipTask:${task.id}`,
        source: 'vipTask',
        id: task.id,
        name: task.name,
        activityType: ACTIVITY_TYPE.VipTask,
        rewards: task.rewards,
        turnoverMultiple: VIP_TURNOVER_MULTIPLE,
        route: '/vip',
      });
    }
  }
  if (a.rebate && a.rebate.total > 0)
    items.push({
      key: 'rebate',
      source: 'rebate',
      id: 0,
      name: t('bonus.rebate'),
      activityType: ACTIVITY_TYPE.VipRebate,
      rewards: coin(a.rebate.total),
      turnoverMultiple: VIP_TURNOVER_MULTIPLE,
      route: '/vip/rebate',
    });
  return items;
}

let generation = 0;

export async function loadBonusCentre(): Promise<void> {
  const mine = ++generation;
  if (!$session.get()) {
    $bonus.set({ status: 'ready', items: [] });
    return;
  }
  if ($bonus.get().status !== 'ready') $bonus.set({ status: 'loading', items: [] });
  const [deposit, tasks, vip, signIn, loginBonus, rebate] = await Promise.all([
    get('depositActivityInfo', {}),
    get('getTaskUser', {}),
    get('getVipInfo', {}),
    get('signInInfo', {}),
    get('loginBonus3User', {}),
    get('betBonus', { type: 0 }),
  ]);
  if (mine !== generation) return;
  const all = [deposit, tasks, vip, signIn, loginBonus, rebate];
  if (all.every((x) => x === null)) {
    $bonus.set({ status: 'error', items: [] });
    return;
  }
  $bonus.set({ status: 'ready', items: claimables({ deposit, tasks, vip, signIn, loginBonus, rebate }) });
}

const claims = {
  deposit: createClaim('depositActivityReceive'),
  task: createClaim('receiveTaskAward'),
  vipTask: createClaim('receiveVipTask'),
  signIn: createClaim('signInReceive'),
  loginBonus: createClaim('loginBonus3UserReceive'),
  vipLevel: createClaim('receiveVipBonusUser'),
  vipDaily: createClaim('appVipUserReceiveDaily'),
  vipSignIn: createClaim('appVipUserReceiveSignInAward'),
  rebate: createClaim('betBonusReceive'),
};

type Reward = { propId: number; count: number };

const rewardsIn = (data: unknown): Reward[] | null => {
  const r = (data as { rewards?: unknown } | null)?.rewards;
  return Array.isArray(r) ? (r as Reward[]) : null;
};

/**
 * The item's own claim call (the existing claim path, one per item); coin answers ({amount, coin}) get the
 * reward popup here unless `quiet`. Answers what was received.
 */
async function send(
  item: ClaimItem,
  quiet = false,
): Promise<{ ok: boolean; error: ClaimError | null; got: Reward[] }> {
  const opts = { quiet };
  const credit = (got: { amount: number } | null): Reward[] | null => {
    if (!got) return null;
    if (got.amount > 0 && !quiet) showReward(coin(got.amount), { turnoverMultiple: item.turnoverMultiple });
    return got.amount > 0 ? coin(got.amount) : [];
  };
  const items = (data: unknown): Reward[] | null =>
    data === null ? null : (rewardsIn(data) ?? item.rewards);
  let got: Reward[] | null;
  switch (item.source) {
    case 'deposit':
      got = items(await claims.deposit.claim({ id: item.id }, opts));
      break;
    case 'task':
      got = items(await claims.task.claim({ id: item.id }, opts));
      break;
    case 'vipTask':
      got = items(await claims.vipTask.claim({ id: item.id }, opts));
      break;
    case 'signIn':
      got = items(await claims.signIn.claim(item.dayKey ? { dayKey: item.dayKey } : {}, opts));
      break;
    case 'loginBonus':
      got = items(await claims.loginBonus.claim({}, opts));
      break;
    case 'vipLevel':
      got = credit(await claims.vipLevel.claim({ level: item.id }, opts));
      break;
    case 'vipDaily':
      got = credit(await claims.vipDaily.claim({}, opts));
      break;
    case 'vipSignIn':
      got = items(await claims.vipSignIn.claim({}, opts));
      break;
    case 'rebate':
      got = credit(await claims.rebate.claim({}, opts));
      break;
  }
  return { ok: got !== null, error: claims[item.source].$state.get().error, got: got ?? [] };
}

/** What a claim-all did: how many claims went through, how many were refused, and everything received. */
export interface ClaimAllSummary {
  claimed: number;
  failed: number;
  rewards: Reward[];
}

export const $claimAllSummary = atom<ClaimAllSummary | null>(null);

/** The key $claimingKey holds while a claim-all runs: every card's button is off. */
export const CLAIM_ALL = '*';

/**
 * "Claim all": each ready item through its own existing claim, one after another (no new claim logic), with
 * one reward popup and one summary at the end instead of one per item. A refusal does not stop the rest.
 */
export async function claimAll(): Promise<ClaimAllSummary | null> {
  const items = $bonus.get().items;
  if ($claimingKey.get() !== null || items.length < 2) return null;
  $claimingKey.set(CLAIM_ALL);
  $claimError.set(null);
  $claimAllSummary.set(null);
  const summary: ClaimAllSummary = { claimed: 0, failed: 0, rewards: [] };
  try {
    for (const item of items) {
      const { ok, error, got } = await send(item, true);
      if (ok) {
        summary.claimed++;
        summary.rewards.push(...got);
      } else {
        summary.failed++;
        if (error && !$claimError.get()) $claimError.set({ key: item.key, error });
      }
    }
    summary.rewards = mergeRewards(summary.rewards);
    if (summary.rewards.length > 0) showReward(summary.rewards);
    $claimAllSummary.set(summary);
    await loadBonusCentre();
    return summary;
  } finally {
    $claimingKey.set(null);
  }
}

/** Claims one item (one at a time: a second tap is not a second claim), then reads the list again. */
export async function claimItem(item: ClaimItem): Promise<boolean> {
  if ($claimingKey.get() !== null) return false;
  $claimingKey.set(item.key);
  $claimError.set(null);
  $claimAllSummary.set(null);
  try {
    const { ok, error } = await send(item);
    if (error) $claimError.set({ key: item.key, error });
    await loadBonusCentre();
    return ok;
  } finally {
    $claimingKey.set(null);
  }
}
