import { Link } from 'react-router';
import { GameArt } from '../../components/game-art';
import { useStore } from '../../components/use-store';
import type { AppConfig } from '../../stores/config';
import { track } from '../../stores/events';
import { $session } from '../../stores/session';
import { type Game, gameHref, rowHeight } from './lobby';

/**
 * One horizontal row of game tiles under a heading, of a fixed height (the first paint reserved it).
 * No heart on these tiles: the grid below has each game's "Like <name>" toggle, and two controls of the same
 * name per game would be ambiguous to a screen reader (and to tests). The links are named by the game alone
 * for the same reason (the grid's are "Play <name>").
 */
export function LobbyRow({
  id,
  title,
  config,
  games,
}: {
  id: string;
  title: string;
  config: AppConfig;
  games: Game[];
}) {
  const token = useStore($session);
  if (games.length === 0) return null;
  return (
    <section className="lobby-row" aria-labelledby={`row-${id}`} style={{ height: rowHeight }}>
      <h2 id={`row-${id}`}>{title}</h2>
      <ul>
        {games.map((g) => (
          <li key={g.id}>
            <Link
              className="game"
              to={gameHref(g, !!token)}
              onClick={() => track('click', { target: `${id}Row`, id: g.id })}
            >
              <span className="game-art">
                <GameArt config={config} game={g} width={150} height={200} />
              </span>
              <span className="game-name">{g.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
