import './crash-game.css';
import { crashMultiplierAt } from '@casino/contracts/fairness';
import { formatMoney } from '@casino/contracts/money';
import { useEffect, useRef, useState } from 'react';
import { call } from '../../api/call';
import { t } from '../../i18n';
import { CHIP_STEPS } from './color-game';
import type { EngineProps } from './play-page';
import { ActionKey, actRound, playRound, type Round } from './round-client';

/**
 * The multiplier to draw at a local time: the server's formula at server time (local + offset) since the
 * round's server start, held at the crash point or cash-out once known.
 */
export function crashFrame(localNow: number, offsetMs: number, startedAt: number, stopAt = 0): number {
  const m = crashMultiplierAt(localNow + offsetMs - startedAt);
  return stopAt > 0 ? Math.min(m, stopAt) : m;
}

/** Curve position of a multiplier on the log scale, 0-1 (1.00× bottom left, 10× top right). */
export function curveProgress(hundredths: number): number {
  return Math.min(1, Math.log(hundredths / 100) / Math.log(10));
}

const POLL_MS = 1000;

/** Crash: the multiplier climbs until it busts; cash out before it does, or set an auto cash-out. */
export function CrashGame({ session, minBet, onRound }: EngineProps) {
  const [bet, setBet] = useState(minBet);
  const [auto, setAuto] = useState('');
  const [round, setRound] = useState<Round | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const playKey = useRef(new ActionKey());
  const cashKey = useRef(new ActionKey());
  const offset = useRef(0);
  const label = useRef<HTMLSpanElement>(null);
  const rocket = useRef<HTMLSpanElement>(null);
  const result = round?.result.engine === 'crash' ? round.result : null;
  const open = round?.status === 'open';

  const take = (r: Round) => {
    setRound(r);
    onRound(r);
  };

  // 60 fps: the frame loop writes the text and a transform straight to the DOM, no React render per frame
  useEffect(() => {
    if (!result) return;
    const stop = open ? 0 : result.cashoutAt || result.crashPoint;
    let raf = 0;
    const frame = () => {
      const m = crashFrame(Date.now(), offset.current, result.startedAt, stop);
      if (label.current) label.current.textContent = `${(m / 100).toFixed(2)}×`;
      if (rocket.current) {
        const p = curveProgress(m);
        rocket.current.style.transform = `translate(${p * 260}px, ${-p * p * 160}px)`;
      }
      if (open) raf = requestAnimationFrame(frame);
    };
    frame();
    return () => cancelAnimationFrame(raf);
  }, [result, open]);

  // a real round is resolved by the server clock (auto cash-out, bust): read it back while it runs
  useEffect(() => {
    if (!open || session.mode !== 'real' || !round) return;
    const id = setInterval(async () => {
      const r = await call('gameRoundRecall', { gameId: session.gameId });
      const now = r.ok ? r.data.list.find((x) => x.roundId === round.roundId) : undefined;
      if (now && now.status !== 'open') take(now);
    }, POLL_MS);
    return () => clearInterval(id);
  });

  const start = async () => {
    setBusy(true);
    setError(null);
    const target = Math.round(Number(auto) * 100);
    const play = { engine: 'crash' as const, bet, ...(target >= 101 ? { autoCashout: target } : {}) };
    const r = await playRound(session, play, playKey.current);
    setBusy(false);
    if (r.ok) {
      offset.current = r.data.updateTime - Date.now();
      take(r.data);
    } else setError(r.msg || t('games.failed'));
  };

  const cashout = async () => {
    if (!round) return;
    setBusy(true);
    const r = await actRound(session, round.roundId, { type: 'cashout' }, cashKey.current);
    setBusy(false);
    if (r.ok) take(r.data);
    else setError(r.msg || t('games.failed'));
  };

  return (
    <div className="crash-game">
      <div className={`crash-stage ${result && !open ? (round?.win ? 'crash-won' : 'crash-bust') : ''}`}>
        <span ref={rocket} className="crash-rocket" aria-hidden="true" />
        <span ref={label} className="crash-value" role="timer" aria-live="off">
          1.00×
        </span>
      </div>
      <p className="play-result" role="status">
        {round && !open && result
          ? round.win > 0
            ? t('games.crash.cashed', {
                value: (result.cashoutAt / 100).toFixed(2),
                amount: formatMoney(round.win),
              })
            : t('games.crash.bust', { value: (result.crashPoint / 100).toFixed(2) })
          : ''}
      </p>
      {error && (
        <p role="alert" className="play-error">
          {error}
        </p>
      )}
      {open ? (
        <button type="button" className="btn btn-primary" disabled={busy} onClick={cashout}>
          {cashKey.current.pending ? t('games.retry') : t('games.crash.cashout')}
        </button>
      ) : (
        <>
          <fieldset className="chips" disabled={playKey.current.pending}>
            <legend>{t('games.bet')}</legend>
            {CHIP_STEPS.map((n) => (
              <label key={n} className={`chip ${bet === minBet * n ? 'chip-on' : ''}`}>
                <input
                  type="radio"
                  name="bet"
                  checked={bet === minBet * n}
                  onChange={() => setBet(minBet * n)}
                />
                {formatMoney(minBet * n)}
              </label>
            ))}
          </fieldset>
          <label className="field">
            <span>{t('games.crash.auto')}</span>
            <input
              inputMode="decimal"
              placeholder="2.00"
              value={auto}
              disabled={playKey.current.pending}
              onChange={(e) => setAuto(e.target.value.replace(/[^\d.]/g, ''))}
            />
          </label>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={start}>
            {playKey.current.pending
              ? t('games.retry')
              : t('games.crash.start', { amount: formatMoney(bet) })}
          </button>
        </>
      )}
    </div>
  );
}
