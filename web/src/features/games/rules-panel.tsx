import { formatMoney } from '@casino/contracts/money';
import { ErrorState, Skeleton } from '../../components/states';
import { t, tList } from '../../i18n';
import { formatX, type GameInfoState } from './game-info';
import { Paytable } from './paytable';
import { PlaySheet } from './play-sheet';
import type { Engine } from './round-client';

/**
 * GLI game information, in a sheet from the game's top bar: rules (texts in en-US.games.json), then from gameInfo the structured paytable, max win,
 * declared RTP and bet limits. Until gameInfo answers (or if it fails) the engine's summary and the catalogue's
 * RTP stand in, so the panel is never empty.
 */
export function RulesPanel({
  engine,
  rtp,
  info,
  sameAs,
}: {
  engine: Engine;
  rtp: number | null;
  info: GameInfoState;
  /** Another game this one is in a different look (skins.ts twinOf), said first. */
  sameAs?: string | undefined;
}) {
  const ready = info.status === 'ready' ? info.info : null;
  const declared = ready ? ready.rtpDetail.percent : rtp === null ? '—' : (rtp / 100).toFixed(2);
  return (
    <PlaySheet title={t('games.rulesTitle')} icon="info">
      {() => (
        <>
          {sameAs && <p className="play-twin">{sameAs}</p>}
          <h3>{t('games.rules')}</h3>
          <ul>
            {tList(`games.${engine}.rules`).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <h3>{t('games.paytable')}</h3>
          <ul>
            {tList(`games.${engine}.paytable`).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {info.status === 'loading' && <Skeleton lines={4} label={t('games.pay.loading')} />}
          {info.status === 'error' && <ErrorState message={t('games.pay.failed')} onRetry={info.retry} />}
          {ready && <Paytable paytable={ready.paytable} />}
          <p>
            {t('games.maxWin', {
              value: ready
                ? t('games.pay.maxWinX', { x: formatX(ready.maxWinX) })
                : t(`games.${engine}.maxWin`),
            })}
          </p>
          <p>{t('games.rtp', { value: declared })}</p>
          {ready?.rtpDetail.range && (
            <p>
              {t('games.pay.rtpRange', {
                low: ready.rtpDetail.range[0] ?? '',
                high: ready.rtpDetail.range[1] ?? '',
              })}
            </p>
          )}
          {ready && (
            <p>{t('games.pay.limits', { min: formatMoney(ready.minBet), max: formatMoney(ready.maxBet) })}</p>
          )}
        </>
      )}
    </PlaySheet>
  );
}
