import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { GameArt } from '../../components/game-art';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { $config, loadConfig } from '../../stores/config';
import { track } from '../../stores/events';
import { $session } from '../../stores/session';
import { type Game, gameHref, lobbyGames, lobbyTypes } from './lobby';
import { ExtrasSkeleton } from './lobby-skeleton';

const SKELETON_TILES = 9;

/** The tile's HOT / NEW tag, or '' (HOT wins when a game is both). */
function badgeOf(g: Game): string {
  if (g.hot === 1) return t('home.hotBadge');
  return g.isNew === 1 ? t('home.newBadge') : '';
}
// The heart and its texts arrive after the first paint: the tiles paint without them, the heart sits over the art.
const LikeButton = lazy(() => import('../../components/like-button'));
// Rare on home (no catalogue at all): its code loads when it shows, not with the first paint.
const ErrorState = lazy(() => import('../../components/states').then((m) => ({ default: m.ErrorState })));
// Brand/platform filters, Hot/New/Recent rows and the empty states: after the first paint, into a slot of their
// height. The filters hand the grid a test for its games (their state and logic stay in that chunk).
const LobbyExtras = lazy(() => import('./lobby-extras'));

/** Category tabs and the game grid, both from appConfig. */
export function GameGrid() {
  // The catalogue arrives as one store change; deferred, the grid renders it in a transition that yields to the
  // browser every few ms instead of one long task (Lighthouse TBT).
  const { status, data } = useDeferredValue(useStore($config));
  const token = useStore($session);
  const [typeId, setTypeId] = useState(0);
  const [passes, setPasses] = useState<(g: Game) => boolean>();

  if (!data) {
    if (status === 'error')
      return (
        <Suspense fallback={null}>
          <ErrorState onRetry={() => void loadConfig()} />
        </Suspense>
      );
    return (
      <div aria-busy="true">
        <div className="cats" aria-hidden="true">
          <span className="cat skeleton" />
          <span className="cat skeleton" />
          <span className="cat skeleton" />
        </div>
        <ul className="games" aria-label={t('common.loading')}>
          {Array.from({ length: SKELETON_TILES }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <li key={i} className="skeleton" />
          ))}
        </ul>
      </div>
    );
  }

  const types = lobbyTypes(data);
  const category = lobbyGames(data, typeId);
  const games = passes ? category.filter(passes) : category;
  const tabs = [{ id: 0, name: t('home.all'), icon: '/img/types/all.webp' }, ...types];
  return (
    <>
      <div className="cats scroll-cue" role="tablist" aria-label={t('home.categories')}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`cat-${tab.id}`}
            aria-selected={tab.id === typeId}
            aria-controls="game-panel"
            className="cat"
            onClick={() => {
              setTypeId(tab.id);
              setPasses(undefined);
              track('click', { target: 'category', id: tab.id });
            }}
          >
            <img src={tab.icon} width="20" height="20" alt="" />
            {tab.name}
          </button>
        ))}
      </div>
      <div id="game-panel" role="tabpanel" aria-labelledby={`cat-${typeId}`}>
        <Suspense fallback={<ExtrasSkeleton games={category} typeId={typeId} />}>
          <LobbyExtras key={typeId} config={data} typeId={typeId} category={category} onFilter={setPasses} />
        </Suspense>
        {games.length > 0 && (
          <ul className="games">
            {games.map((g, i) => (
              <li key={g.id}>
                <Link
                  className="game"
                  to={gameHref(g, !!token)}
                  aria-label={[t('home.play', { name: g.name }), badgeOf(g)].filter(Boolean).join(' ')}
                  onClick={() => track('click', { target: 'game', id: g.id })}
                >
                  <span className="game-art">
                    <GameArt
                      config={data}
                      game={g}
                      width={150}
                      height={200}
                      loading={i < 6 ? 'eager' : 'lazy'}
                    />
                  </span>
                  {/* the name comes first so the visible text ("Golden Carabao HOT") is inside the link's name */}
                  <span className="game-name">{g.name}</span>{' '}
                  {badgeOf(g) && (
                    <span className={g.hot === 1 ? 'game-badge' : 'game-badge new'}>{badgeOf(g)}</span>
                  )}
                </Link>
                <Suspense fallback={null}>
                  <LikeButton gameId={g.id} name={g.name} />
                </Suspense>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
