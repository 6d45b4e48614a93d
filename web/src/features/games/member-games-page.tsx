import './games.css';
import '../../i18n/games';
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

/** /member/games: the liked games and the recently played ones. */
export function MemberGamesPage() {
  const { data: config } = useStore($config);
  const user = useStore($user);
  const all = config?.appGameList ?? [];
  const liked = pick(all, user?.gameLikeIds ?? []);
  const recent = pick(all, user?.gameHistory ?? []);
  return (
    <section className="page member-games">
      <h2>{t('games.liked')}</h2>
      {liked.length ? <GameList games={liked} /> : <EmptyState message={t('games.noLiked')} />}
      <h2>{t('games.recent')}</h2>
      {recent.length ? <GameList games={recent} /> : <EmptyState message={t('games.noRecent')} />}
    </section>
  );
}
