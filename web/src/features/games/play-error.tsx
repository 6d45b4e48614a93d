import { ERR } from '@casino/contracts/errors';
import { t } from '../../i18n';

/** What a game page shows when a round call fails. */
export interface PlayFailure {
  msg: string;
  /** The session (and so its rounds) has ended: another tab opened this game, logout, expiry. */
  ended: boolean;
}

export function playFailure(r: { errcode: number; msg: string }): PlayFailure {
  return { msg: r.msg || t('games.failed'), ended: r.errcode === ERR.CONFLICT };
}

/**
 * Reloads /game/start around this frame, which opens a fresh session (a game page opened on its own
 * reloads itself). Retrying the ended session could never succeed.
 */
function reopen(): void {
  (window.top ?? window).location.reload();
}

/** The failure under a game's controls; an ended session offers to open the game again. */
export function PlayError({ error }: { error: PlayFailure | null }) {
  if (!error) return null;
  return (
    <div role="alert" className="play-error">
      <p>{error.msg}</p>
      {error.ended && (
        <button type="button" className="btn" onClick={reopen}>
          {t('games.reopen')}
        </button>
      )}
    </div>
  );
}
