// Game likes (gameLike): the heart answers the tap at once; the server's liked list then wins, and a failed
// request puts that one game back as it was. Shared by the lobby (home) and the games pages.
import { call } from '../api/call';
import { loginPath } from './logout';
import { currentPath } from './nav';
import { $user } from './session';

/** Likes sent and not answered yet: game id → the state the player asked for. */
const inFlight = new Map<number, boolean>();

/** The liked ids with one game set or cleared; a new like goes first (the platform lists newest first). */
export function withLike(ids: readonly number[], gameId: number, like: boolean): number[] {
  const rest = ids.filter((id) => id !== gameId);
  return like ? [gameId, ...rest] : rest;
}

/** Applies the likes still in flight over a list, so one answer never undoes another game's pending tap. */
function withPending(ids: readonly number[]): number[] {
  let out = [...ids];
  for (const [gameId, like] of inFlight) out = withLike(out, gameId, like);
  return out;
}

function setLikes(userId: number, ids: number[]): void {
  const user = $user.get();
  // the player logged out (or another account logged in) meanwhile: nothing to update
  if (user && user.id === userId) $user.set({ ...user, gameLikeIds: ids });
}

export type LikeOutcome = 'saved' | 'failed' | 'busy' | 'signedOut';

/**
 * Sets or clears a like. The heart changes before the request goes; `failed` means it went back and the
 * player should be told. A second tap on the same game while the first is on its way is ignored (`busy`).
 */
export async function toggleLike(gameId: number, like: boolean): Promise<LikeOutcome> {
  const user = $user.get();
  if (!user) return 'signedOut';
  if (inFlight.has(gameId)) return 'busy';
  inFlight.set(gameId, like);
  setLikes(user.id, withLike(user.gameLikeIds, gameId, like));
  // the heart shows its own message; the Tips dialog would be a second one for the same failure
  const r = await call('gameLike', { gameId, like }, { tips: false });
  inFlight.delete(gameId);
  const now = $user.get()?.gameLikeIds ?? [];
  setLikes(user.id, r.ok ? withPending(r.data.gameLikeIds) : withLike(now, gameId, !like));
  return r.ok ? 'saved' : 'failed';
}

/** Where a visitor's heart leads: login, then back to the page the heart was on. */
export function likeLoginHref(): string {
  const base = loginPath();
  return `${base}${base.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(currentPath())}`;
}
