import './like-button.css';
import '../i18n/games';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../i18n';
import { likeLoginHref, toggleLike } from '../stores/game-likes';
import { $session, $user } from '../stores/session';
import { useStore } from './use-store';

/** How long a failed like's message stays on the tile. */
export const LIKE_ERROR_MS = 4000;

/**
 * The heart on a game tile: a toggle button ("Like <name>", pressed when liked). A visitor's tap goes to
 * login; a player's tap flips it at once and flips it back, with a message, if the platform did not save it.
 * Place it inside a positioned tile, beside (never inside) the tile's link.
 */
export function LikeButton({ gameId, name }: { gameId: number; name: string }) {
  const token = useStore($session);
  const user = useStore($user);
  const navigate = useNavigate();
  const [failed, setFailed] = useState<null | 'like' | 'unlike'>(null);
  const on = !!user?.gameLikeIds.includes(gameId);
  // Signed in, but the player's likes have not arrived yet: the heart can show neither state, and a tap
  // would have nothing to change (it was silently lost). It waits, greyed, for the user info.
  const waiting = !!token && !user;

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => setFailed(null), LIKE_ERROR_MS);
    return () => clearTimeout(timer);
  }, [failed]);

  const tap = async () => {
    if (!token) return navigate(likeLoginHref());
    setFailed(null);
    if ((await toggleLike(gameId, !on)) === 'failed') setFailed(on ? 'unlike' : 'like');
  };

  return (
    <>
      <button
        type="button"
        className={`like-btn${on ? ' like-on' : ''}`}
        aria-pressed={on}
        aria-label={t('games.like', { name })}
        disabled={waiting}
        onClick={tap}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3.2 4.5 6.8 4.5c2.1 0 3.6 1.2 5.2 3 1.6-1.8 3.1-3 5.2-3 3.6 0 5.9 3.7 4.4 7.2C19.5 16.4 12 21 12 21z"
            fill={on ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
      </button>
      {failed && (
        <span className="like-error" role="alert">
          {t(failed === 'like' ? 'games.likeFailed' : 'games.unlikeFailed', { name })}
        </span>
      )}
    </>
  );
}

// the lobby loads the heart lazily (React.lazy takes a default export)
export default LikeButton;
