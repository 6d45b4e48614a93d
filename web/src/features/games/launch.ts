// Game start and exit: which call opens the session, leaving exactly that session once, and the balance
// refresh on the way back.
import type { CallAnswer } from '@casino/contracts/registry';
import { type CallResult, call } from '../../api/call';
import { refreshActivityFlags } from '../../stores/activity-flags';
import { recordGameStarted } from '../../stores/game-history';
import { $loggedIn, $session } from '../../stores/session';
import { refreshBalance } from '../../stores/wallet';

export type Launch = CallAnswer<'startGame'>;

/** tryIt opens a demo session (visitors too); otherwise a real one, which needs login. */
export async function startSession(
  gameId: number,
  tryIt: boolean,
  activityId?: number,
): Promise<CallResult<Launch>> {
  if (tryIt) return call('anonymous/startGameDemo', { gameId });
  const started = await call('startGame', activityId ? { gameId, activityId } : { gameId });
  if (started.ok) recordGameStarted(gameId);
  return started;
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
  if (!loggedIn) return;
  await refreshBalance();
  // rounds move the bonus engine's progress: the red dots follow
  refreshActivityFlags();
}

/**
 * exitGame from a page that is going away (tab closed, reload, another site): a plain request dies with the
 * page, a keepalive one is still sent. Nothing is left to read the answer.
 */
export function exitOnUnload(launch: Launch): void {
  if (launch.mode !== 'real' || !$session.get()) return;
  void call(
    'exitGame',
    { gameId: launch.gameId, sessionId: launch.sessionId },
    { keepalive: true, tips: false },
  );
}

/**
 * One opening of a game: it leaves the session its own start opened — never one a later opening started —
 * exactly once, however the player goes (close control, another page of the app, the tab going away). A start
 * answered after the player has gone is closed at once, so no session is left open behind the player.
 */
export class GameVisit {
  readonly started: Promise<CallResult<Launch>>;
  private launch: Launch | null = null;
  private gone: 'no' | 'app' | 'unload' = 'no';

  constructor(gameId: number, tryIt: boolean, activityId?: number) {
    this.started = startSession(gameId, tryIt, activityId).then((r) => {
      if (r.ok) {
        this.launch = r.data;
        if (this.gone !== 'no') this.exit(this.gone);
      }
      return r;
    });
  }

  /** True once the player has left (the start's answer is then not for the screen). */
  get left(): boolean {
    return this.gone !== 'no';
  }

  /** True when the page went away (pagehide): a page restored from the back/forward cache starts again. */
  get leftWithPage(): boolean {
    return this.gone === 'unload';
  }

  /** Left within the app: exitGame, then the balance for the lobby. */
  leave(): void {
    this.goneBy('app');
  }

  /** The page is going away. */
  leaveWithPage(): void {
    this.goneBy('unload');
  }

  private goneBy(how: 'app' | 'unload'): void {
    if (this.gone !== 'no') return;
    this.gone = how;
    this.exit(how);
  }

  private exit(how: 'app' | 'unload'): void {
    const open = this.launch;
    this.launch = null;
    if (!open) return;
    if (how === 'unload') exitOnUnload(open);
    else void leaveSession(open, $loggedIn.get());
  }
}
