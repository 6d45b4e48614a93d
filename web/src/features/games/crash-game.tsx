import './crash-game.css';
import {
  CRASH_MAX_MULTIPLIER,
  CRASH_MIN_AUTO,
  crashElapsedFor,
  crashMultiplierAt,
} from '@casino/contracts/fairness';
import { formatMoney } from '@casino/contracts/money';
import { useEffect, useRef, useState } from 'react';
import { type CallResult, call } from '../../api/call';
import { t } from '../../i18n';
import { BetChips } from './bet-chips';
import { PlayError, type PlayFailure, playFailure } from './play-error';
import type { EngineProps } from './play-page';
import { ActionKey, actRound, type GameSession, playRound, type Round } from './round-client';
import { multiplierText } from './round-text';
import { useSound } from './sound';

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

/**
 * The transforms of one frame, as percentages of the stage's track (a transform's own box is the track, so
 * no layout is read): the head and the curve's cover move right by p, the head up by p² — the curve drawn
 * under them is y = x², the same path.
 */
export function crashTransforms(hundredths: number): { x: string; y: string } {
  const p = curveProgress(hundredths);
  return { x: `translateX(${(p * 100).toFixed(2)}%)`, y: `translateY(${(-p * p * 100).toFixed(2)}%)` };
}

/** The multiplier as shown: two decimals and the × sign (the one format of every game page). */
export const crashText = multiplierText;

/** The auto cash-out as the play sends it (hundredths): null for none, 'invalid' outside 1.01× to the max win. */
export function autoTarget(text: string): number | null | 'invalid' {
  if (!text.trim()) return null;
  const x = Math.round(Number(text) * 100);
  return Number.isFinite(x) && x >= CRASH_MIN_AUTO && x <= CRASH_MAX_MULTIPLIER ? x : 'invalid';
}

/** How often a running round is read back for a bust (an auto cash-out is read when it falls due). */
const POLL_MS = 1000;
/** Read an auto cash-out this long after its due time: the platform settles it from its first ms. */
const DUE_SLACK_MS = 30;

/**
 * A round as the platform has it now (a due Crash auto cash-out or bust settled), by the session's own call:
 * a demo session has no player, so it reads through the public twin. Silent: a failed read is just retried.
 */
export function readRound(
  s: Pick<GameSession, 'mode' | 'sessionId'>,
  roundId: string,
): Promise<CallResult<Round>> {
  const body = { sessionId: s.sessionId, roundId };
  return s.mode === 'demo'
    ? call('anonymous/gameDemoState', body, { tips: false })
    : call('gameRoundState', body, { tips: false });
}

/** Crash: the multiplier climbs until it busts; cash out before it does, or set an auto cash-out. */
export function CrashGame({ session, minBet, muted, onRound }: EngineProps) {
  const [bet, setBet] = useState(minBet);
  const [auto, setAuto] = useState('');
  const [round, setRound] = useState<Round | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PlayFailure | null>(null);
  const playKey = useRef(new ActionKey());
  const cashKey = useRef(new ActionKey());
  const offset = useRef(0);
  const label = useRef<HTMLSpanElement>(null);
  const headX = useRef<HTMLSpanElement>(null);
  const headY = useRef<HTMLSpanElement>(null);
  const cover = useRef<HTMLSpanElement>(null);
  const sound = useSound(muted);
  const result = round?.result.engine === 'crash' ? round.result : null;
  const open = round?.status === 'open';
  const target = autoTarget(auto);

  const take = (r: Round) => {
    if (r.status !== 'open' && r.result.engine === 'crash')
      sound(r.result.cashoutAt > 0 && r.win > 0 ? 'cashout' : 'lose');
    setRound(r);
    onRound(r);
  };
  // the read-back below takes its answer with the latest take (the page's onRound), without restarting
  const latestTake = useRef(take);
  latestTake.current = take;
  const { mode, sessionId } = session;

  // 60 fps: the frame loop writes transforms (compositor only) and, when it changes, the text straight to the
  // DOM: no React render and no layout read per frame
  useEffect(() => {
    if (!result) return;
    const stop = open ? 0 : result.cashoutAt || result.crashPoint;
    let raf = 0;
    let shown = '';
    let whole = 0;
    const frame = () => {
      const m = crashFrame(Date.now(), offset.current, result.startedAt, stop);
      const text = crashText(m);
      if (text !== shown && label.current) {
        // the label's own text node, rewritten in place: no node created or removed per frame
        const node = label.current.firstChild;
        if (node) node.nodeValue = text;
        else label.current.textContent = text;
        shown = text;
      }
      const { x, y } = crashTransforms(m);
      if (headX.current) headX.current.style.transform = x;
      if (headY.current) headY.current.style.transform = y;
      if (cover.current) cover.current.style.transform = x;
      if (open) {
        // a tick each time the multiplier passes a whole number (2×, 3×…)
        if (whole && Math.floor(m / 100) > whole) sound('tick');
        whole = Math.floor(m / 100);
        raf = requestAnimationFrame(frame);
      }
    };
    frame();
    return () => cancelAnimationFrame(raf);
  }, [result, open, sound]);

  // The server's clock ends the round (auto cash-out, bust): read it back while it runs — demo rounds too —
  // as soon as the auto cash-out falls due, and every POLL_MS for a bust the page cannot foresee.
  useEffect(() => {
    if (!open || !round || !result) return;
    const { roundId } = round;
    // the local time the auto cash-out is due: its server time less the clock offset (an offset taken from an
    // answer already on its way is late by that trip, so the read never comes before the server's due time)
    const due = result.autoCashout
      ? result.startedAt + crashElapsedFor(result.autoCashout) - offset.current + DUE_SLACK_MS
      : 0;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const untilDue = due - Date.now();
      timer = setTimeout(read, untilDue > 0 ? Math.min(untilDue, POLL_MS) : POLL_MS);
    };
    const read = async () => {
      const r = await readRound({ mode, sessionId }, roundId);
      if (!live) return;
      if (r.ok && r.data.status !== 'open') latestTake.current(r.data);
      else schedule();
    };
    schedule();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [open, round, result, mode, sessionId]);

  const start = async () => {
    if (target === 'invalid') return;
    sound('click');
    setBusy(true);
    setError(null);
    const play = { engine: 'crash' as const, bet, ...(target ? { autoCashout: target } : {}) };
    const r = await playRound(session, play, playKey.current);
    setBusy(false);
    if (r.ok) {
      offset.current = r.data.updateTime - Date.now();
      take(r.data);
    } else setError(playFailure(r));
  };

  const cashout = async () => {
    if (!round) return;
    setBusy(true);
    const r = await actRound(session, round.roundId, { type: 'cashout' }, cashKey.current);
    setBusy(false);
    if (r.ok) take(r.data);
    else setError(playFailure(r));
  };

  return (
    <div className="crash-game">
      <div className={`crash-stage ${result && !open ? (round?.win ? 'crash-won' : 'crash-bust') : ''}`}>
        <span className="crash-track" aria-hidden="true">
          <svg className="crash-curve" viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true">
            <path d="M0 100Q50 100 100 0" />
          </svg>
          <span ref={cover} className="crash-cover" />
          <span ref={headX} className="crash-head-x">
            <span ref={headY} className="crash-head-y">
              <span className="crash-rocket" />
            </span>
          </span>
        </span>
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
      <PlayError error={error} />
      {open ? (
        <button type="button" className="btn btn-gold" disabled={busy} onClick={cashout}>
          {!busy && cashKey.current.pending ? t('games.retry') : t('games.crash.cashout')}
        </button>
      ) : (
        <>
          <BetChips
            legend={t('games.bet')}
            name="bet"
            minBet={minBet}
            value={bet}
            disabled={playKey.current.pending}
            onChange={setBet}
          />
          <label className="field">
            <span>{t('games.crash.auto')}</span>
            <input
              inputMode="decimal"
              placeholder="2.00"
              value={auto}
              disabled={playKey.current.pending}
              aria-invalid={target === 'invalid'}
              aria-describedby={target === 'invalid' ? 'crash-auto-error' : undefined}
              onChange={(e) => setAuto(e.target.value.replace(/[^\d.]/g, ''))}
            />
            {target === 'invalid' && (
              <span id="crash-auto-error" className="field-error">
                {t('games.crash.autoRange', {
                  min: (CRASH_MIN_AUTO / 100).toFixed(2),
                  max: (CRASH_MAX_MULTIPLIER / 100).toLocaleString('en-US'),
                })}
              </span>
            )}
          </label>
          <button
            type="button"
            className="btn btn-gold"
            disabled={busy || target === 'invalid'}
            onClick={start}
          >
            {!busy && playKey.current.pending
              ? t('games.retry')
              : t('games.crash.start', { amount: formatMoney(bet) })}
          </button>
        </>
      )}
    </div>
  );
}
