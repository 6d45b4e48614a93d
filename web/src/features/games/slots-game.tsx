import './slots-game.css';
import { formatMoney } from '@casino/contracts/money';
import { useRef, useState } from 'react';
import { t } from '../../i18n';
import { CHIP_STEPS } from './color-game';
import type { EngineProps } from './play-page';
import { ActionKey, playRound, type Round } from './round-client';

const REELS = 5;
const ROWS = 3;
const SPIN_MIN_MS = 700;
const REEL_STOP_GAP_MS = 180;
const IDLE_GRID = Array.from({ length: ROWS }, (_, r) =>
  Array.from({ length: REELS }, (_, c) => (r + c * 2) % 10),
);

/** Slots: 5 reels × 3 rows spinning through CSS transforms, stopping left to right on the server's grid. */
export function SlotsGame({ session, minBet, onRound }: EngineProps) {
  const [bet, setBet] = useState(minBet);
  const [round, setRound] = useState<Round | null>(null);
  // reels still spinning, counted from the right: 5 = all spinning, 0 = all stopped
  const [spinning, setSpinning] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const key = useRef(new ActionKey());
  const result = round?.result.engine === 'slots' ? round.result : null;
  const grid = result?.grid ?? IDLE_GRID;

  const spin = async () => {
    setError(null);
    setSpinning(REELS);
    const started = performance.now();
    const r = await playRound(session, { engine: 'slots', bet }, key.current);
    const wait = SPIN_MIN_MS - (performance.now() - started);
    if (wait > 0) await new Promise((res) => setTimeout(res, wait));
    if (!r.ok) {
      setSpinning(0);
      setError(r.msg || t('games.failed'));
      return;
    }
    setRound(r.data);
    for (let left = REELS - 1; left >= 0; left--) {
      await new Promise((res) => setTimeout(res, REEL_STOP_GAP_MS));
      setSpinning(left);
    }
    onRound(r.data);
  };

  return (
    <div className="slots-game">
      <div className="slots-window" aria-busy={spinning > 0}>
        {Array.from({ length: REELS }, (_, reel) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: five fixed reels
            key={reel}
            className={`slots-reel ${reel >= REELS - spinning ? 'slots-spin' : ''}`}
          >
            {grid.map((row, r) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: three fixed rows
                key={r}
                className={`slots-sym sym-${row[reel]}`}
                role="img"
                aria-label={t('games.slots.symbol', { n: (row[reel] ?? 0) + 1 })}
              >
                {(row[reel] ?? 0) + 1}
              </span>
            ))}
          </div>
        ))}
      </div>
      <p className="play-result" role="status">
        {round && spinning === 0
          ? round.win > 0
            ? `${t('games.won', { amount: formatMoney(round.win) })} ${t('games.slots.lines', { count: result?.lineWins.length ?? 0 })}`
            : t('games.noWin')
          : ''}
      </p>
      {error && (
        <p role="alert" className="play-error">
          {error}
        </p>
      )}
      <fieldset className="chips" disabled={spinning > 0 || key.current.pending}>
        <legend>{t('games.bet')}</legend>
        {CHIP_STEPS.map((n) => (
          <label key={n} className={`chip ${bet === minBet * n ? 'chip-on' : ''}`}>
            <input type="radio" name="bet" checked={bet === minBet * n} onChange={() => setBet(minBet * n)} />
            {formatMoney(minBet * n)}
          </label>
        ))}
      </fieldset>
      <button type="button" className="btn btn-primary" disabled={spinning > 0} onClick={spin}>
        {key.current.pending ? t('games.retry') : t('games.slots.spin', { amount: formatMoney(bet) })}
      </button>
    </div>
  );
}
