import { Link } from 'react-router';
import { LikeButton } from '../../components/like-button';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { gameImage as art } from '../../lib/game-image';
import { $config, type AppConfig } from '../../stores/config';
import { $session } from '../../stores/session';

export type Game = AppConfig['appGameList'][number];

/** Game tiles with a like heart; a visitor's heart leads to login. */
export function GameList({ games }: { games: readonly Game[] }) {
  const { data: config } = useStore($config);
  const token = useStore($session);
  return (
    <ul className="games">
      {games.map((g) => (
        <li key={g.id}>
          <Link
            className="game"
            to={!token && g.tryIt === 1 ? `/game/start?gameId=${g.id}&tryIt=1` : `/game/start?gameId=${g.id}`}
            aria-label={t('games.playName', { name: g.name })}
          >
            <span className="game-art">
              <img src={art(config, g)} width="150" height="200" alt="" loading="lazy" />
            </span>
            <span className="game-name">{g.name}</span>
          </Link>
          <LikeButton gameId={g.id} name={g.name} />
        </li>
      ))}
    </ul>
  );
}
