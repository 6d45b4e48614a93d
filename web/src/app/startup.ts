import { MAINTENANCE_STATUS } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import { atom } from 'nanostores';
import { call } from '../api/call';
import { isMobile } from '../lib/device';
import { KEY, readLocal, writeLocal } from '../lib/storage';
import { setActivities, setActivityFlags } from '../stores/activity';
import { ensureActivities } from '../stores/activity-load';
import { loadConfig, loadTheme } from '../stores/config';
import { logout } from '../stores/logout';
import { navigate } from '../stores/nav';
import { $session, $user, $vip, $wallet } from '../stores/session';

export const ONLINE_PING_MS = 60_000;

export interface Maintenance {
  status: 0 | 1;
  title: string;
  content: string;
  endTime: number;
}
export const $maintenance = atom<Maintenance | null>(null);
export const $customerService = atom<
  { id: number; itemType: number; name: string; param1: string; param2: string; sort: number }[]
>([]);

function deviceId(): string {
  let id = readLocal(KEY.deviceId);
  if (!id) {
    id = crypto.randomUUID?.() ?? `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
    writeLocal(KEY.deviceId, id);
  }
  return id;
}

/** preLogin: maintenance → /maintenance (replace); 401 → logout. Returns whether the app may go on. */
export async function preLogin(): Promise<boolean> {
  const res = await call('preLogin', {
    os: isMobile() ? 'mobile-web' : 'desktop-web',
    deviceModel: navigator.userAgent.slice(0, 128),
    deviceId: deviceId(),
  });
  if (!res.ok) {
    // preLogin is public, so the client's generic 401 rule skips it: spec §8 says its 401 logs out.
    if (res.errcode === ERR.UNAUTHORIZED && $session.get()) logout();
    return res.errcode !== ERR.MAINTENANCE;
  }
  $maintenance.set(res.data.maintenance);
  $customerService.set(res.data.appCustomerServiceQueue);
  if (res.data.maintenance.status === MAINTENANCE_STATUS.on) {
    if (location.pathname !== '/maintenance') navigate('/maintenance', { replace: true });
    return false;
  }
  if ($session.get() && !res.data.loggedIn) {
    logout();
    return false;
  }
  return true;
}

/** After login (or a reload with a saved token): user, activities and balances. */
export async function loadSignedIn(): Promise<void> {
  const [info, fresh] = await Promise.all([
    call('getAfterLoginInfoWeb', { version: '1.1.6', os: isMobile() ? 'mobile-web' : 'desktop-web' }),
    call('refreshData', {}),
  ]);
  if (info.ok) {
    const d = info.data;
    $user.set({
      ...d.user,
      gameLikeIds: d.appGameDataUser.gameLikes,
      gameHistory: d.appGameDataUser.gameHistory,
      inviteCode: d.inviteCode,
      aid: d.aid,
      firstRecharge: d.user.totalRecharge > 0,
      appUserBankList: {},
      social: null,
    });
    setActivities(d.activityIds.activityIds, d.activityIds.activityMap);
    setActivityFlags(d.activityFlags);
  }
  if (fresh.ok) {
    const r = fresh.data;
    $wallet.set({ coin: r.coin, lottery: r.lottery, bet: r.bet, status: 'ready' });
    $vip.set({ vip: r.vip, vipExp: r.vipExp, userLevel: r.userLevel });
    const user = $user.get();
    if (user)
      $user.set({
        ...user,
        coin: r.coin,
        lottery: r.lottery,
        vip: r.vip,
        vipExp: r.vipExp,
        hasPassword: r.hasPassword,
      });
  }
}

/** `online` every 60 s while a token exists; never shows the timeout tip. */
export function startOnlinePing(currentGameId: () => number = () => 0): () => void {
  let timer: ReturnType<typeof setInterval> | null = null;
  const sync = (token: string | null) => {
    if (token && !timer)
      timer = setInterval(() => void call('online', { gameId: currentGameId() }), ONLINE_PING_MS);
    if (!token && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
  const unbind = $session.subscribe(sync);
  return () => {
    unbind();
    if (timer) clearInterval(timer);
  };
}

/**
 * Start-up (spec §8): appConfig and theme (errors ignored) beside preLogin; then, with a token,
 * getAfterLoginInfoWeb + refreshData, or the public activity list for a visitor.
 */
export async function startup(): Promise<boolean> {
  void loadConfig();
  void loadTheme();
  const goOn = await preLogin();
  if (!goOn) return false;
  if ($session.get()) await loadSignedIn();
  else await ensureActivities();
  return true;
}
