import './games.css';
import '../../i18n/games';
import { useId } from 'react';
import { EmptyState } from '../../components/states';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $config } from '../../stores/config';
import { $user } from '../../stores/session';
import { type Game, GameList } from './game-list';

function pick(all: readonly Game[], ids: readonly number[]): Game[] {
  const byId = new Map(all.map((g) => [g.id, g]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One list under its heading, as a region named by it (screen readers list the two by name). */
function GamesSection({ title, games, empty }: { title: string; games: Game[]; empty: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {games.length ? <GameList games={games} /> : <EmptyState message={empty} />}
    </section>
  );
}

/** /member/games: the liked games and the recently played ones. */
export function MemberGamesPage() {
  const { data: config } = useStore($config);
  const user = useStore($user);
  const all = config?.appGameList ?? [];
  return (
    <div className="page member-games">
      <GamesSection
        title={t('games.liked')}
        games={pick(all, user?.gameLikeIds ?? [])}
        empty={t('games.noLiked')}
      />
      <GamesSection
        title={t('games.recent')}
        games={pick(all, user?.gameHistory ?? [])}
        empty={t('games.noRecent')}
      />
    </div>
  );
}
