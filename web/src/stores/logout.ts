import { GAME_FRAME } from '../lib/frame';
import { KEY, writeLocal } from '../lib/storage';
import { navigate } from './nav';
import { closeAllOverlays } from './overlays';
import {
  $dots,
  $restriction,
  $session,
  $user,
  $vip,
  $wallet,
  EMPTY_WALLET,
  hasSavedCredentials,
  NO_DOTS,
  setToken,
} from './session';

type SignOutHook = () => void | Promise<void>;
const signOutHooks = new Set<SignOutHook>();

/** The social login feature registers its provider sign-out here; logout calls every hook. */
export function onSocialSignOut(hook: SignOutHook): () => void {
  signOutHooks.add(hook);
  return () => signOutHooks.delete(hook);
}

/** Where logout sends the player: the account tab when credentials were saved (spec §4). */
export function loginPath(): string {
  return hasSavedCredentials() ? '/auth/login?type=account' : '/auth/login';
}

let loggingOut = false;

/**
 * Logout, a 401, or a token removed in another tab: clears token, user, VIP, dots and wallet,
 * signs out of the social provider and goes to login. Concurrent 401s run it once.
 */
export function logout(): void {
  if (loggingOut) return;
  loggingOut = true;
  try {
    setToken(null);
    writeLocal(KEY.token, null);
    $user.set(null);
    $vip.set(null);
    $dots.set(NO_DOTS);
    $wallet.set(EMPTY_WALLET);
    $restriction.set(null);
    closeAllOverlays();
    for (const hook of signOutHooks) {
      try {
        void Promise.resolve(hook()).catch(() => undefined);
      } catch {
        // a provider SDK failing must not keep the player signed in here
      }
    }
    // In a game frame the lobby around it hears the token go (storage event) and goes to login itself,
    // which closes the frame; navigating here would first show the login page inside the game.
    if (GAME_FRAME) return;
    if (!location.pathname.startsWith('/auth/login')) navigate(loginPath(), { replace: true });
  } finally {
    loggingOut = false;
  }
}

/** Another tab removed the token (logout there): log out here too. */
export function watchCrossTabLogout(win: Window = window): () => void {
  const onStorage = (e: StorageEvent) => {
    const removed = (e.key === KEY.token || e.key === null) && !e.newValue;
    if (removed && $session.get()) logout();
    else if (e.key === KEY.token && e.newValue && e.newValue !== $session.get()) $session.set(e.newValue);
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}
