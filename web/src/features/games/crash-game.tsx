import './crash-game.css';
import {
  CRASH_MAX_MULTIPLIER,
  CRASH_MIN_AUTO,
  crashElapsedFor,
  crashMultiplierAt,
  ROUND_STATE_WAIT_MAX_MS,
} from '@casino/contracts/fairness';
import { formatMoney } from '@casino/contracts/money';
import { useEffect, useRef, useState } from 'react';
import { type CallResult, call } from '../../api/call';
import { t } from '../../i18n';
import { ActionKey } from '../../lib/action-key';
import type { AutoplayStep } from './autoplay';
import { BetChips } from './bet-chips';
import { type Box, drawGraph, type GraphTone } from './crash-graph';
import { useCrashHistory } from './crash-history';
import { CrashLiveBets } from './crash-live-bets';
import { CrashRoundStrip } from './crash-round-strip';
import { CrashScene, CrashSprite, isRocket, spriteTransform, trailOf } from './crash-skin';
import type { EngineProps } from './engine-props';
import { PlayControls, usePlayControls } from './play-controls';
import { PlayError, type PlayFailure, playFailure } from './play-error';
import { actRound, type GameSession, playRound, type Round } from './round-client';
import { multiplierText } from './round-text';
import { useSound } from './sound';
import { WinMoment } from './win-moment';

/**
 * The multiplier to draw at a local time: the server's formula at server time (local + offset) since the
 * round's server start, held at the crash point or cash-out once known.
 */
export function crashFrame(localNow: number, offsetMs: number, startedAt: number, stopAt = 0): number {
  const m = crashMultiplierAt(localNow + offsetMs - startedAt);
  return stopAt > 0 ? Math.min(m, stopAt) : m;
}

/** How long the climb has run at a local time, held where it stopped (the crash point or the cash-out). */
export function climbElapsed(localNow: number, offsetMs: number, startedAt: number, stopAt = 0): number {
  const ms = Math.max(0, localNow + offsetMs - startedAt);
  return stopAt > 0 ? Math.min(ms, crashElapsedFor(stopAt)) : ms;
}

/** What a cash-out pays at a multiplier (hundredths): the bet times it, floored to the centavo. */
export function cashoutAmount(bet: number, hundredths: number): number {
  return Math.floor((bet * hundredths) / 100);
}

/** The multiplier as shown: two decimals and the × sign (the one format of every game page). */
export const crashText = multiplierText;

/** The auto cash-out as the play sends it (hundredths): null for none, 'invalid' outside 1.01× to the max win. */
export function autoTarget(text: string): number | null | 'invalid' {
  if (!text.trim()) return null;
  const x = Math.round(Number(text) * 100);
  return Number.isFinite(x) && x >= CRASH_MIN_AUTO && x <= CRASH_MAX_MULTIPLIER ? x : 'invalid';
}

/**
 * Reads of a running round start at most this often: a held read comes back after its wait and the next starts at
 * once, while a failed read or a platform that answers without waiting is read again a second later, as a poll.
 */
const READ_EVERY_MS = 1000;
/** The graph's drawing area inside the canvas: room for the grid labels on the right and the kite on top. */
const PAD = { left: 22, right: 34, top: 44, bottom: 16 };

/**
 * A round as the platform has it now (a due Crash auto cash-out or bust settled), by the session's own call:
 * a demo session has no player, so it reads through the public twin. The platform holds the read until the round
 * ends on its own, up to ROUND_STATE_WAIT_MAX_MS, so the answer comes the moment it busts or cashes out. Silent:
 * a failed read is just retried.
 */
export function readRound(
  s: Pick<GameSession, 'mode' | 'sessionId'>,
  roundId: string,
): Promise<CallResult<Round>> {
  const body = { sessionId: s.sessionId, roundId, waitMs: ROUND_STATE_WAIT_MAX_MS };
  return s.mode === 'demo'
    ? call('anonymous/gameDemoState', body, { tips: false })
    : call('gameRoundState', body, { tips: false });
}

/** Rewrites a text node in place (no node made or dropped per frame). */
function setText(el: HTMLElement | null, text: string) {
  if (!el) return;
  const node = el.firstChild;
  if (node) node.nodeValue = text;
  else el.textContent = text;
}

/** Crash: the kite climbs until its string snaps; cash out before it does, or set an auto cash-out. */
export function CrashGame({ session, minBet, maxBet, balance, muted, skin, onRound }: EngineProps) {
  const [bet, setBet] = useState(minBet);
  const [auto, setAuto] = useState('');
  const [round, setRound] = useState<Round | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PlayFailure | null>(null);
  const playKey = useRef(new ActionKey());
  const cashKey = useRef(new ActionKey());
  const offset = useRef(0);
  const label = useRef<HTMLSpanElement>(null);
  const cashLabel = useRef<HTMLSpanElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const kite = useRef<HTMLSpanElement>(null);
  const box = useRef<Box | null>(null);
  const sound = useSound(muted);
  const history = useCrashHistory(session);
  const result = round?.result.engine === 'crash' ? round.result : null;
  const open = round?.status === 'open';
  const target = autoTarget(auto);
  const tone: GraphTone = !result || open ? 'climb' : round?.win ? 'won' : 'bust';

  // autoplay waits for the round the platform settles (auto cash-out or bust)
  const settledWaiter = useRef<((r: Round) => void) | null>(null);
  const take = (r: Round) => {
    if (r.status !== 'open' && r.result.engine === 'crash')
      sound(r.result.cashoutAt > 0 && r.win > 0 ? 'cashout' : 'lose');
    if (r.status !== 'open') settledWaiter.current?.(r);
    setRound(r);
    onRound(r);
    history.add(r);
  };
  // the read-back below takes its answer with the latest take (the page's onRound), without restarting
  const latestTake = useRef(take);
  latestTake.current = take;
  const { mode, sessionId } = session;

  // The canvas matches its box at the device's pixel ratio; its size is read here (on resize), never per frame.
  const redraw = useRef<() => void>(() => {});
  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const fit = () => {
      const { width, height } = el.getBoundingClientRect();
      const dpr = Math.min(window.devicePixelRatio || 1, 2);
      el.width = Math.round(width * dpr);
      el.height = Math.round(height * dpr);
      el.getContext('2d')?.setTransform(dpr, 0, 0, dpr, 0, 0);
      box.current = {
        left: PAD.left,
        top: PAD.top,
        width: Math.max(1, width - PAD.left - PAD.right),
        height: Math.max(1, height - PAD.top - PAD.bottom),
      };
      redraw.current();
    };
    fit();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // 60 fps: each frame draws the graph on the canvas, moves the kite by transform (compositor) and rewrites
  // the multiplier and the cash-out amount only when they change: no React render and no layout read per frame
  useEffect(() => {
    const stop = result && !open ? result.cashoutAt || result.crashPoint : 0;
    const trail = trailOf(skin);
    const stake = round?.bet ?? 0;
    let raf = 0;
    let shown = '';
    let whole = 0;
    const ctx = canvas.current?.getContext('2d') ?? null;
    const frame = () => {
      const now = Date.now();
      const elapsed = result ? climbElapsed(now, offset.current, result.startedAt, stop) : 0;
      const m = result ? crashFrame(now, offset.current, result.startedAt, stop) : 100;
      const text = crashText(m);
      if (text !== shown) {
        setText(label.current, text);
        if (open)
          setText(
            cashLabel.current,
            t('games.crash.cashoutAmount', { amount: formatMoney(cashoutAmount(stake, m)) }),
          );
        shown = text;
      }
      if (ctx && box.current) {
        const head = drawGraph(ctx, box.current, elapsed, tone, trail);
        if (kite.current) kite.current.style.transform = spriteTransform(head, skin);
      }
      if (open) {
        // a tick each time the multiplier passes a whole number (2×, 3×…)
        if (whole && Math.floor(m / 100) > whole) sound('tick');
        whole = Math.floor(m / 100);
        raf = requestAnimationFrame(frame);
      }
    };
    redraw.current = frame;
    frame();
    return () => cancelAnimationFrame(raf);
  }, [result, open, round?.bet, tone, sound, skin]);

  // The server's clock ends the round (auto cash-out, bust): a read of the running round — demo rounds too —
  // waits on the platform until then, so the page shows the end when it happens; one still climbing when the
  // wait runs out is read again at once (and never more than once a second).
  useEffect(() => {
    if (!open || !round || !result) return;
    const { roundId } = round;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      const started = Date.now();
      const r = await readRound({ mode, sessionId }, roundId);
      if (!live) return;
      if (r.ok && r.data.status !== 'open') latestTake.current(r.data);
      else timer = setTimeout(read, Math.max(0, started + READ_EVERY_MS - Date.now()));
    };
    void read();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [open, round, result, mode, sessionId]);

  const start = async () => {
    if (target === 'invalid') return null;
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
    return r;
  };
  // one autoplay round: the same start, then the round as the platform settles it
  const autoRound = async (): Promise<AutoplayStep> => {
    const settled = new Promise<Round>((res) => {
      settledWaiter.current = res;
    });
    const r = await start();
    if (!r) return { ok: false, errcode: -1 };
    if (!r.ok) return r;
    const done = r.data.status === 'open' ? await settled : r.data;
    settledWaiter.current = null;
    return { ok: true, bet: done.bet, win: done.win };
  };

  const cashout = async () => {
    if (!round) return;
    setBusy(true);
    const r = await actRound(session, round.roundId, { type: 'cashout' }, cashKey.current);
    setBusy(false);
    if (r.ok) take(r.data);
    else setError(playFailure(r));
  };

  const overBalance = !open && balance !== null && bet > balance;
  const controls = usePlayControls({
    play: autoRound,
    nextBet: () => bet,
    ready: !open && !busy && !playKey.current.pending && !overBalance,
    // the climb runs on the server's clock: autoplay needs the cash-out set, or every round would bust
    autoBlocked: typeof target === 'number' ? null : t('games.controls.crashNeedsAuto'),
  });
  const settings = open || busy || playKey.current.pending || controls.autoplaying;
  return (
    <div className="crash-game play-game">
      <CrashRoundStrip history={history} gameId={session.gameId} />
      <div
        className={`crash-stage play-stage-grow crash-${tone}${result ? '' : ' crash-idle'}${isRocket(skin) ? ' crash-rocket' : ''}`}
      >
        <CrashScene skin={skin} />
        <canvas ref={canvas} className="crash-canvas" />
        <span ref={kite} className="crash-kite" aria-hidden="true">
          <span className="crash-kite-sway">
            <CrashSprite skin={skin} />
          </span>
        </span>
        <span ref={label} className="crash-value" role="timer" aria-live="off">
          1.00×
        </span>
        {round && !open && (
          <WinMoment key={round.roundId} win={round.win} bet={round.bet} fast={controls.fast} />
        )}
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
        <button
          type="button"
          className="btn btn-gold crash-main crash-cashout"
          disabled={busy}
          onClick={cashout}
        >
          <span ref={cashLabel}>
            {!busy && cashKey.current.pending
              ? t('games.retry')
              : t('games.crash.cashoutAmount', { amount: formatMoney(round?.bet ?? bet) })}
          </span>
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-gold crash-main"
          disabled={busy || target === 'invalid' || overBalance || controls.autoplaying}
          onClick={() => void start()}
        >
          {!busy && playKey.current.pending
            ? t('games.retry')
            : t('games.crash.start', { amount: formatMoney(bet) })}
        </button>
      )}
      <BetChips
        legend={t('games.bet')}
        name="bet"
        minBet={minBet}
        maxBet={maxBet}
        balance={balance}
        value={bet}
        disabled={settings}
        onChange={setBet}
      />
      <label className="field">
        <span>{t('games.crash.auto')}</span>
        <input
          inputMode="decimal"
          placeholder="2.00"
          value={auto}
          disabled={settings}
          aria-invalid={target === 'invalid'}
          aria-describedby={target === 'invalid' ? 'crash-auto-error' : undefined}
          onChange={(e) => setAuto(e.target.value.replace(/[^\d.]/g, ''))}
        />
        <span id="crash-auto-error" className="field-error">
          {target === 'invalid'
            ? t('games.crash.autoRange', {
                min: (CRASH_MIN_AUTO / 100).toFixed(2),
                max: (CRASH_MAX_MULTIPLIER / 100).toLocaleString('en-US'),
              })
            : ''}
        </span>
      </label>
      <PlayControls controls={controls} />
      <CrashLiveBets gameId={session.gameId} real={session.mode === 'real'} />
    </div>
  );
}
