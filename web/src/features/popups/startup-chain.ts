import type { Activity } from '@casino/contracts/entities/activity';
import { ACTIVITY_POPUP_TYPE, ACTIVITY_TYPE } from '@casino/contracts/enums';
import { isAndroid, isIosChrome, isNativeApp, isStandalone } from '../../lib/device';
import { KEY, readLocal, readSession, SESSION_KEY, writeLocal, writeSession } from '../../lib/storage';
import { $activity } from '../../stores/activity';
import { $ageNotice } from '../../stores/age';
import { type OverlayKind, openOverlay } from '../../stores/overlays';
import { $session, $user } from '../../stores/session';

export interface PopupEnv {
  hasToken: boolean;
  nativeApp: boolean;
  standalone: boolean;
  iosChrome: boolean;
  /** An Android browser: the only place the app package can be installed. */
  android: boolean;
  /** The player has deposited before (the first-deposit offer no longer applies). */
  hasDeposited: boolean;
  /** The invite wheel has a spin waiting for the player (the platform's hasTurntable flag). */
  inviteSpins: boolean;
  /** The route the app started on. */
  path: string;
  /** Now (epoch ms): a parameter, so the 7-day wait is tested without a clock. */
  now: number;
  /** When "Get the app" last showed on this device, or null. */
  downloadOfferedAt: number | null;
}

/** "Get the app" shows at most once per device in this long. */
export const DOWNLOAD_PROMPT_EVERY_MS = 7 * 24 * 60 * 60 * 1000;

/** Routes where a pitch would cover what the player came for: the fairness verifier and every game. */
export function isQuietRoute(path: string): boolean {
  return (
    path === '/fairness' ||
    path.startsWith('/fairness/') ||
    path.startsWith('/game/start') ||
    path.startsWith('/play/')
  );
}

/** Which popup an activity opens, or null when it cannot display in this environment. */
export function popupFor(activity: Activity, env: PopupEnv): OverlayKind | null {
  switch (activity.activityType) {
    case ACTIVITY_TYPE.Download:
      // Nothing to download inside the app, an installed PWA, iOS Chrome, or for a visitor (spec §4); and the
      // package is Android-only, so a desktop or iPhone player would be interrupted for nothing to install.
      // Once a week at most per device, and never over the verifier or a game.
      if (env.nativeApp || env.standalone || env.iosChrome || !env.hasToken || !env.android) return null;
      if (isQuietRoute(env.path)) return null;
      if (env.downloadOfferedAt !== null && env.now - env.downloadOfferedAt < DOWNLOAD_PROMPT_EVERY_MS)
        return null;
      return 'download';
    case ACTIVITY_TYPE.Notice:
      return 'notice';
    case ACTIVITY_TYPE.FirstDeposit:
    case ACTIVITY_TYPE.FirstCharge:
      return env.hasDeposited ? null : 'firstDeposit';
    case ACTIVITY_TYPE.InviteUserSpin:
      // "Spin now" only when there is a spin to take: a 0-spin pitch is noise, and on /share the wheel is on screen
      return env.hasToken && env.inviteSpins && env.path !== '/share' ? 'inviteSpin' : null;
    default:
      return null;
  }
}

/**
 * Startup popup chain (spec §4): popup activities (type 1) not yet shown this browser session, in sort
 * order; the first that can display wins and the chain stops there.
 */
export function pickStartupPopup(
  activities: readonly Activity[],
  shown: ReadonlySet<number>,
  env: PopupEnv,
): { activity: Activity; kind: OverlayKind } | null {
  const candidates = activities
    .filter((a) => a.type === ACTIVITY_POPUP_TYPE && !shown.has(a.id))
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
  for (const activity of candidates) {
    const kind = popupFor(activity, env);
    if (kind) return { activity, kind };
  }
  return null;
}

export function shownThisSession(): Set<number> {
  try {
    return new Set(JSON.parse(readSession(SESSION_KEY.popupsShown) ?? '[]') as number[]);
  } catch {
    return new Set();
  }
}

function markShown(id: number): void {
  const shown = shownThisSession();
  shown.add(id);
  writeSession(SESSION_KEY.popupsShown, JSON.stringify([...shown]));
}

export function currentPopupEnv(): PopupEnv {
  return {
    hasToken: !!$session.get(),
    nativeApp: isNativeApp(),
    standalone: isStandalone(),
    iosChrome: isIosChrome(),
    android: isAndroid(),
    hasDeposited: ($user.get()?.totalRecharge ?? 0) > 0,
    inviteSpins: $activity.get().flags?.hasTurntable ?? false,
    path: location.pathname,
    now: Date.now(),
    downloadOfferedAt: Number(readLocal(KEY.downloadOffered)) || null,
  };
}

/** Runs the chain once; returns the overlay kind shown, if any. */
export function runStartupPopups(env: PopupEnv = currentPopupEnv()): OverlayKind | null {
  const state = $activity.get();
  const visible = Object.values(state.map).filter((a) => state.ids.length === 0 || state.ids.includes(a.id));
  const pick = pickStartupPopup(visible, shownThisSession(), env);
  if (!pick) return null;
  markShown(pick.activity.id);
  if (pick.kind === 'download') writeLocal(KEY.downloadOffered, String(env.now));
  openOverlay(pick.kind, {
    activityId: pick.activity.id,
    name: pick.activity.name,
    image: pick.activity.themeUrl,
    rule: pick.activity.rule ?? '',
  });
  return pick.kind;
}

/** The chain starts once the cover (the age notice) is gone. */
export function runStartupPopupsWhenReady(): void {
  if ($ageNotice.get() === 'accepted') {
    runStartupPopups();
    return;
  }
  const unbind = $ageNotice.listen((state) => {
    if (state === 'accepted') {
      unbind();
      runStartupPopups();
    }
  });
}
