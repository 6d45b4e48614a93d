import './games.css';
import '../../i18n/games';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../api/call';
import { EmptyState, ErrorState, Skeleton } from '../../components/states';
import { t } from '../../i18n';
import { type Game, GameList } from './game-list';

export const SEARCH_DEBOUNCE_MS = 250;

/** /game/search: results as the player types (debounced), the keyword kept in `?q=`. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [games, setGames] = useState<Game[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const keyword = text.trim();
    const controller = new AbortController();
    void attempt;
    const timer = setTimeout(async () => {
      setParams(keyword ? { q: keyword } : {}, { replace: true });
      const r = await call(
        'anonymous/gameSearch',
        { keyword, pageNum: 1, pageSize: 40 },
        { signal: controller.signal },
      );
      if (controller.signal.aborted) return;
      setFailed(!r.ok);
      if (r.ok) setGames(r.data.list);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, attempt, setParams]);

  return (
    <section className="page search-page">
      <label className="field">
        <span>{t('games.searchLabel')}</span>
        <input type="search" value={text} maxLength={64} onChange={(e) => setText(e.target.value)} />
      </label>
      {failed ? (
        <ErrorState onRetry={() => setAttempt((n) => n + 1)} />
      ) : games === null ? (
        <Skeleton lines={4} />
      ) : games.length === 0 ? (
        <EmptyState message={t('games.noResults')} />
      ) : (
        <GameList games={games} />
      )}
    </section>
  );
}
