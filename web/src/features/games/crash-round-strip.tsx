import './crash-extras.css';
import { useState } from 'react';
import { t } from '../../i18n';
import { type CrashHistory, pointTone } from './crash-history';
import { multiplierText } from './round-text';
import { fairnessHref } from './verify-link';
import { VerifySheet } from './verify-sheet';

/**
 * The player's own last 20 crash points, newest on the left. A real round opens the verifier over the game (its
 * seeds recompute the crash point); a demo round is shown as it is. Says whose rounds these are, because a Crash
 * strip usually means a shared round and here every player's round is their own.
 */
export function CrashRoundStrip({ history, gameId }: { history: CrashHistory; gameId: number }) {
  const [verifying, setVerifying] = useState<string | null>(null);
  const { points, status } = history;
  return (
    <section className="crash-strip" aria-labelledby="crash-strip-title">
      <h2 id="crash-strip-title" className="crash-strip-title">
        {t('games.crash.strip.title')}
        <span className="crash-strip-note">{t('games.crash.strip.note')}</span>
      </h2>
      <ol className="crash-history" aria-label={t('games.crash.history')} aria-busy={status === 'loading'}>
        {status === 'loading' && points.length === 0 && (
          <li className="crash-pt crash-pt-none">{t('games.crash.strip.loading')}</li>
        )}
        {status === 'error' && points.length === 0 && (
          <li className="crash-pt crash-pt-none">
            {t('games.crash.strip.failed')}{' '}
            <button type="button" className="link-btn" onClick={history.retry}>
              {t('common.retry')}
            </button>
          </li>
        )}
        {status === 'ready' && points.length === 0 && (
          <li className="crash-pt crash-pt-none">{t('games.crash.noHistory')}</li>
        )}
        {points.map((p) => {
          const fair = p.fair;
          return (
            <li key={p.roundId} className={`crash-pt crash-pt-${pointTone(p.x)}`}>
              {fair ? (
                <button
                  type="button"
                  aria-label={t('games.crash.strip.verify', {
                    value: multiplierText(p.x),
                    nonce: fair.nonce,
                  })}
                  onClick={() => setVerifying(fairnessHref(fair, { gameId, roundId: p.roundId }))}
                >
                  {multiplierText(p.x)}
                </button>
              ) : (
                multiplierText(p.x)
              )}
            </li>
          );
        })}
      </ol>
      {verifying && <VerifySheet href={verifying} onClose={() => setVerifying(null)} />}
    </section>
  );
}
