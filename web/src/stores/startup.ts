import { DEFAULT_INSTALL_REFERRER, ONLINE_PING_MS } from '@casino/contracts/constants';
import { ERR_MAINTENANCE, ERR_UNAUTHORIZED } from '@casino/contracts/errors-core';
import { atom } from 'nanostores';
import { call } from '../api/call';
import { isMobile } from '../lib/device';
import { KEY, readLocal, writeLocal } from '../lib/storage';
import { ensureActivities } from './activity-load';
import { loadConfig } from './config';
import { $currentGame } from './current-game';
import { logout } from './logout';
import { navigate } from './nav';
import { $session } from './session';

export interface Maintenance {
  status: 0 | 1;
  title: string;
  content: string;
  endTime: number;
}
export const $maintenance = atom<Maintenance | null>(null);
/** preLogin's customer-service queue; null until preLogin has answered (the service page waits for it). */
export const $customerService = atom<
  { id: number; itemType: number; name: string; param1: string; param2: string; sort: number }[] | null
>(null);

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
    // Spec §9's install referrer: where the app was installed from. A web visit has no store referrer, so it
    // is the default `web`; preLogin's device-info JSON is the one field the contract gives it.
    phoneinfoJsonModel: JSON.stringify({ installReferrer: DEFAULT_INSTALL_REFERRER }),
  });
  if (!res.ok || !res.data) {
    $customerService.set([]);
    // preLogin is public, so the client's generic 401 rule skips it: spec §8 says its 401 logs out.
    if (res.errcode === ERR_UNAUTHORIZED && $session.get()) logout();
    return res.errcode !== ERR_MAINTENANCE;
  }
  $maintenance.set(res.data.maintenance);
  $customerService.set(res.data.appCustomerServiceQueue);
  // status is the 0/1 flag MAINTENANCE_STATUS; importing enums here would pull all of it into the first load
  if (res.data.maintenance.status) {
    if (location.pathname !== '/maintenance') navigate('/maintenance', { replace: true });
    return false;
  }
  if ($session.get() && !res.data.loggedIn) {
    logout();
    return false;
  }
  return true;
}

/**
 * `online` every 60 s while a token exists, with the game the player is in (0 in the lobby; the game page
 * sets `$currentGame`); never shows the timeout tip.
 */
export function startOnlinePing(): () => void {
  let timer: ReturnType<typeof setInterval> | null = null;
  const sync = (token: string | null) => {
    if (token && !timer)
      timer = setInterval(() => void call('online', { gameId: $currentGame.get() }), ONLINE_PING_MS);
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
  // theme tokens only recolour the page: their code loads beside the first paint
  void import('./theme').then((m) => m.loadTheme());
  const goOn = await preLogin();
  if (!goOn) return false;
  if ($session.get()) await (await import('./signed-in')).loadSignedIn();
  else await ensureActivities();
  return true;
}
