import './crash-extras.css';
import { formatMoney } from '@casino/contracts/money';
import type { CallAnswer } from '@casino/contracts/registry';
import { useEffect, useState } from 'react';
import { call } from '../../api/call';
import { t } from '../../i18n';
import { multiplierText } from './round-text';

export type LiveBets = CallAnswer<'gameLiveBets'>;
type LiveState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: LiveBets };

/** Rows carry no id (none leaves the platform): what they show keys them, a repeat counted. */
function keyed(list: LiveBets['list']) {
  const seen = new Map<string, number>();
  return list.map((bet) => {
    const base = `${bet.player}|${bet.at}|${bet.bet}|${bet.outcome}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return { key: `${base}|${n}`, bet };
  });
}

/** How often the list is read while the page is open and in view. */
export const LIVE_REFRESH_MS = 3_000;

/**
 * Other players' real rounds of this Crash game right now, from the platform (names masked there), refreshed every
 * few seconds while the page is visible. Each of those rounds has its own crash point, so a row is a bet and how
 * it ended, never a shared round. Real-money sessions only: the call is a player's.
 */
export function CrashLiveBets({ gameId, real }: { gameId: number; real: boolean }) {
  const [state, setState] = useState<LiveState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void attempt;
    if (!real) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      if (document.visibilityState === 'hidden') {
        timer = setTimeout(read, LIVE_REFRESH_MS);
        return;
      }
      const r = await call('gameLiveBets', { gameId }, { tips: false });
      if (!live) return;
      // a failed refresh keeps the rows already shown; only a first failure shows the error
      setState((now) =>
        r.ok ? { status: 'ready', data: r.data } : now.status === 'ready' ? now : { status: 'error' },
      );
      timer = setTimeout(read, LIVE_REFRESH_MS);
    };
    void read();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [gameId, real, attempt]);

  return (
    <section className="crash-live" aria-labelledby="crash-live-title">
      <h2 id="crash-live-title" className="crash-live-title">
        <span className="crash-live-dot" aria-hidden="true" />
        {t('games.crash.live.title')}
      </h2>
      <p className="crash-live-note">{t('games.crash.live.note')}</p>
      {!real ? (
        <p className="crash-live-empty">{t('games.crash.live.realOnly')}</p>
      ) : state.status === 'loading' ? (
        <p className="crash-live-empty" aria-busy="true">
          {t('games.crash.live.loading')}
        </p>
      ) : state.status === 'error' ? (
        <p className="crash-live-empty">
          {t('games.crash.live.failed')}{' '}
          <button
            type="button"
            className="link-btn"
            onClick={() => {
              setState({ status: 'loading' });
              setAttempt((n) => n + 1);
            }}
          >
            {t('common.retry')}
          </button>
        </p>
      ) : state.data.list.length === 0 ? (
        <p className="crash-live-empty">{t('games.crash.live.empty')}</p>
      ) : (
        <table className="crash-live-table">
          <thead>
            <tr>
              <th scope="col">{t('games.crash.live.player')}</th>
              <th scope="col">{t('games.crash.live.bet')}</th>
              <th scope="col">{t('games.crash.live.outcome')}</th>
            </tr>
          </thead>
          <tbody>
            {keyed(state.data.list).map(({ key, bet: b }) => (
              <tr key={key} className={`crash-live-${b.outcome}`}>
                <td>{b.player}</td>
                <td>{formatMoney(b.bet)}</td>
                <td>
                  {b.outcome === 'playing'
                    ? t('games.crash.live.playing')
                    : b.outcome === 'cashed'
                      ? t('games.crash.live.cashed', {
                          x: multiplierText(b.multiplier),
                          win: formatMoney(b.win),
                        })
                      : t('games.crash.live.bust', { x: multiplierText(b.multiplier) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
