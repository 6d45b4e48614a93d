import { Link, useNavigate } from 'react-router';
import { call } from '../../api/call';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $config, type AppConfig } from '../../stores/config';
import { $session, $user } from '../../stores/session';

export type Game = AppConfig['appGameList'][number];

/** Tile art: the operator's image for the key, else the shipped art (same rule as the lobby). */
function art(config: AppConfig | null, game: Game): string {
  const found = config?.appGenericImgList.find((i) => i.uniqueKey === game.imgKey);
  return found?.img || `/img/games/${game.imgKey.replace(/^game-/, '')}.svg`;
}

/** Sets or clears a like; the answer is the full liked list, kept on the user. */
export async function toggleLike(gameId: number, like: boolean): Promise<boolean> {
  const r = await call('gameLike', { gameId, like });
  const user = $user.get();
  if (r.ok && user) $user.set({ ...user, gameLikeIds: r.data.gameLikeIds });
  return r.ok;
}

/** Game tiles with a like heart; a visitor's heart leads to login. */
export function GameList({ games }: { games: readonly Game[] }) {
  const { data: config } = useStore($config);
  const token = useStore($session);
  const user = useStore($user);
  const navigate = useNavigate();
  const liked = new Set(user?.gameLikeIds ?? []);
  return (
    <ul className="games">
      {games.map((g) => {
        const on = liked.has(g.id);
        return (
          <li key={g.id} className="game-with-like">
            <Link
              className="game"
              to={
                !token && g.tryIt === 1 ? `/game/start?gameId=${g.id}&tryIt=1` : `/game/start?gameId=${g.id}`
              }
              aria-label={t('games.playName', { name: g.name })}
            >
              <span className="game-art">
                <img src={art(config, g)} width="150" height="200" alt="" loading="lazy" />
              </span>
              <span className="game-name">{g.name}</span>
            </Link>
            <button
              type="button"
              className={`like-btn ${on ? 'like-on' : ''}`}
              aria-pressed={on}
              aria-label={t('games.like', { name: g.name })}
              onClick={() => (token ? void toggleLike(g.id, !on) : navigate('/auth/login'))}
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
          </li>
        );
      })}
    </ul>
  );
}
