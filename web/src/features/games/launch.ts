// Game start and exit: which call opens the session, and the balance refresh on the way back.
import type { CallAnswer } from '@casino/contracts/registry';
import { type CallResult, call } from '../../api/call';
import { $wallet } from '../../stores/session';

export type Launch = CallAnswer<'startGame'>;

/** tryIt opens a demo session (visitors too); otherwise a real one, which needs login. */
export function startSession(
  gameId: number,
  tryIt: boolean,
  activityId?: number,
): Promise<CallResult<Launch>> {
  if (tryIt) return call('anonymous/startGameDemo', { gameId });
  return call('startGame', activityId ? { gameId, activityId } : { gameId });
}

/**
 * The frame's address. A demo's launch URL names only the session; its demo coins come in the launch answer,
 * so they ride along as `balance` for the play page to show before the first round.
 */
export function frameUrl(launch: Launch): string {
  if (launch.mode !== 'demo') return launch.url;
  return `${launch.url}${launch.url.includes('?') ? '&' : '?'}balance=${launch.balance}`;
}

/** Leaving a real session settles its open round; then the lobby shows the fresh balance. */
export async function leaveSession(launch: Launch, loggedIn: boolean): Promise<void> {
  if (launch.mode === 'real') await call('exitGame', { gameId: launch.gameId, sessionId: launch.sessionId });
  if (loggedIn) await refreshBalance();
}

export async function refreshBalance(): Promise<void> {
  const r = await call('refreshData', {});
  if (r.ok) $wallet.set({ ...$wallet.get(), coin: r.data.coin, lottery: r.data.lottery, status: 'ready' });
}
