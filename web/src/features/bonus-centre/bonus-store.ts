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
import { showReward } from '../../stores/overlays';
import { $session } from '../../stores/session';

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

/** The item's own claim call; coin answers ({amount, coin}) get the reward popup here. */
async function send(item: ClaimItem): Promise<{ ok: boolean; error: ClaimError | null }> {
  const credit = (got: { amount: number } | null) => {
    if (got && got.amount > 0) showReward(coin(got.amount), { turnoverMultiple: item.turnoverMultiple });
    return got !== null;
  };
  let ok: boolean;
  switch (item.source) {
    case 'deposit':
      ok = (await claims.deposit.claim({ id: item.id })) !== null;
      break;
    case 'task':
      ok = (await claims.task.claim({ id: item.id })) !== null;
      break;
    case 'vipTask':
      ok = (await claims.vipTask.claim({ id: item.id })) !== null;
      break;
    case 'signIn':
      ok = (await claims.signIn.claim(item.dayKey ? { dayKey: item.dayKey } : {})) !== null;
      break;
    case 'loginBonus':
      ok = (await claims.loginBonus.claim({})) !== null;
      break;
    case 'vipLevel':
      ok = credit(await claims.vipLevel.claim({ level: item.id }));
      break;
    case 'vipDaily':
      ok = credit(await claims.vipDaily.claim({}));
      break;
    case 'vipSignIn':
      ok = (await claims.vipSignIn.claim({})) !== null;
      break;
    case 'rebate':
      ok = credit(await claims.rebate.claim({}));
      break;
  }
  return { ok, error: claims[item.source].$state.get().error };
}

/** Claims one item (one at a time: a second tap is not a second claim), then reads the list again. */
export async function claimItem(item: ClaimItem): Promise<boolean> {
  if ($claimingKey.get() !== null) return false;
  $claimingKey.set(item.key);
  $claimError.set(null);
  try {
    const { ok, error } = await send(item);
    if (error) $claimError.set({ key: item.key, error });
    await loadBonusCentre();
    return ok;
  } finally {
    $claimingKey.set(null);
  }
}
