import './slots-game.css';
import { formatMoney } from '@casino/contracts/money';
import { memo, useEffect, useRef, useState } from 'react';
import { t } from '../../i18n';
import { ActionKey } from '../../lib/action-key';
import type { AutoplayStep } from './autoplay';
import { BetChips } from './bet-chips';
import { winTier } from './count-up';
import type { EngineProps } from './engine-props';
import { type SlotsPaytable, slotsPaytableOf } from './game-info';
import { usePace } from './pace';
import { PlayControls, usePlayControls } from './play-controls';
import { PlayError, type PlayFailure, playFailure } from './play-error';
import { playRound, type Round } from './round-client';
import { winLines, winningCells } from './slots-lines';
import { SymbolArt } from './slots-symbols';
import { WinLines } from './slots-win';
import { useSound } from './sound';
import { WinMoment } from './win-moment';

const REELS = 5;
const ROWS = 3;
/** The reels spin at least this long, however fast the answer comes. */
const SPIN_MIN_MS = 700;
/** Reels land left to right, this far apart. */
const REEL_STOP_GAP_MS = 180;
/** One reel's landing (the .slots-strip-land animation in slots-game.css). */
export const REEL_LAND_MS = 450;
/**
 * Between the steps that change the DOM outside a landing: each reel taking the outcome's symbols while it
 * spins, and a spin's settling (win lines, then result, controls and balance). A few frames apart, so each is a
 * small commit with frames drawn in between, not one long task in the middle of the motion.
 */
export const STEP_MS = 50;
/** Symbols a landing reel runs past before the outcome's three. */
const RUN_IN = 8;
/** Symbols the themes have at most, for the art before gameInfo names them. */
const DEFAULT_SYMBOLS = 10;

type Symbols = SlotsPaytable['symbols'];
export type ReelPhase = 'idle' | 'spin' | 'land';

/** What a reel shows while it spins: decoration cycling through the theme's symbols, never an outcome. */
export function runInSymbols(reel: number, symbolCount: number, length = RUN_IN): number[] {
  return Array.from({ length }, (_, i) => (reel * 3 + i * 7 + 1) % symbolCount);
}

const IDLE_GRID = Array.from({ length: ROWS }, (_, r) => Array.from({ length: REELS }, (_, c) => r + c * 2));
/**
 * The reels' animation events: a start and end per landing, one every 0.3 s per spinning reel, and the win's
 * pulse and dimming transitions.
 */
const REEL_EVENTS = [
  'animationstart',
  'animationiteration',
  'animationend',
  'transitionrun',
  'transitionstart',
  'transitionend',
] as const;

/**
 * React listens to every animation event at its root (capture and bubble) and walks the tree for handlers on
 * each; the reels have none, so their events stop at the window before reaching it (~20 a spin, several ms each
 * on a phone, in the middle of the animation).
 */
function useQuietAnimations(ref: { current: HTMLElement | null }) {
  useEffect(() => {
    const stop = (e: Event) => {
      if (e.target instanceof Node && ref.current?.contains(e.target)) e.stopImmediatePropagation();
    };
    for (const type of REEL_EVENTS) window.addEventListener(type, stop, true);
    return () => {
      for (const type of REEL_EVENTS) window.removeEventListener(type, stop, true);
    };
  }, [ref]);
}

/** The grid a round's reels show (the idle art before any round). */
function gridOf(round: Round | null, count: number): number[][] {
  const result = round?.result.engine === 'slots' ? round.result : null;
  return result?.grid ?? IDLE_GRID.map((row) => row.map((s) => s % count));
}

type Symbol_ = Symbols[number] | undefined;

/** One cell; memoised so a landing re-renders only the cells whose symbol, naming or win mark changed. */
const Cell = memo(function Cell({
  symbol,
  entry,
  outcome,
  win,
  shown,
}: {
  symbol: number;
  entry: Symbol_;
  /** One of the three cells a stopped reel shows (the rest of the strip is out of view then). */
  outcome: boolean;
  win: boolean;
  shown: boolean;
}) {
  return (
    <span
      className={`slots-sym${outcome ? ' slots-out' : ''}${win ? ' slots-win' : ''}`}
      {...(shown
        ? {
            role: 'img',
            'aria-label': entry?.name ?? t('games.slots.symbol', { n: symbol + 1 }),
          }
        : { 'aria-hidden': true })}
    >
      <SymbolArt symbolKey={entry?.key} symbol={symbol} />
    </span>
  );
});

interface ReelProps {
  reel: number;
  column: readonly number[];
  phase: ReelPhase;
  symbols: Symbols | null;
  /** Rows of this reel on a winning line, as bits (row 0 = 1). */
  winRows: number;
}

/**
 * One reel: a single strip, [spare, outcome × 3, run-in, the run-in's first three], that never changes shape;
 * only the phase's class (which animation runs its transform) and the three outcome cells change. Spinning
 * loops over the run-in (its first three again at the end, so the wrap is seamless); landing slides from the
 * run-in's end down to the outcome, with a small overshoot the spare covers. A stable DOM on its own compositor
 * layer (slots-game.css) animates without React work or repaint; the outcome's symbols arrive while the strip
 * spins past them out of view, so a landing itself changes a class and names three cells.
 */
const Reel = memo(
  function Reel({ reel, column, phase, symbols, winRows }: ReelProps) {
    const count = symbols?.length ?? DEFAULT_SYMBOLS;
    const runIn = runInSymbols(reel, count);
    // 15 cells: slots-game.css's translates are fractions of this length (6.6667 % a cell)
    const strip = [runIn[0] ?? 0, ...column, ...runIn, ...runIn.slice(0, ROWS)];
    return (
      <div className="slots-reel">
        <div className={`slots-strip slots-strip-${phase}`}>
          {strip.map((s, i) => {
            const row = i - 1;
            const outcome = row >= 0 && row < ROWS;
            // the outcome is named only once the reel shows it; the strip's decoration never is
            const shown = phase !== 'spin' && outcome;
            return (
              <Cell
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions on the strip
                key={i}
                symbol={s}
                entry={symbols?.[s]}
                outcome={outcome}
                shown={shown}
                win={shown && (winRows & (1 << row)) !== 0}
              />
            );
          })}
        </div>
      </div>
    );
  },
  // a column is a fresh array each render: equal by its symbols
  (a, b) =>
    a.reel === b.reel &&
    a.phase === b.phase &&
    a.symbols === b.symbols &&
    a.winRows === b.winRows &&
    a.column.length === b.column.length &&
    a.column.every((s, i) => s === b.column[i]),
);

/** Slots: 5 reels × 3 rows spinning by transform, landing left to right on the server's grid. */
export function SlotsGame({ session, minBet, maxBet, balance, muted, info, onRound }: EngineProps) {
  const [bet, setBet] = useState(minBet);
  const [round, setRound] = useState<Round | null>(null);
  // the round the reels showed when the spin began: a spinning reel keeps its cells (out of view) until it
  // takes the new round's, so the tap that starts a spin rebuilds no symbol art
  const [before, setBefore] = useState<Round | null>(null);
  const [spinning, setSpinning] = useState(false);
  // reels whose strip holds the current grid's symbols (out of view until they land), from the left
  const [loaded, setLoaded] = useState(REELS);
  // reels landed on the current grid, from the left
  const [landed, setLanded] = useState(REELS);
  // the landed round's winning cells are marked
  const [lit, setLit] = useState(false);
  const [error, setError] = useState<PlayFailure | null>(null);
  // the player tapped to land this spin at once
  const [quick, setQuick] = useState(false);
  const key = useRef(new ActionKey());
  const reels = useRef<HTMLDivElement>(null);
  useQuietAnimations(reels);
  const sound = useSound(muted);
  const paytable = slotsPaytableOf(info);
  const symbols = paytable?.symbols ?? null;
  const result = round?.result.engine === 'slots' ? round.result : null;
  const count = symbols?.length ?? DEFAULT_SYMBOLS;
  const grid = gridOf(round, count);
  const beforeGrid = gridOf(before, count);
  const settled = !spinning && landed === REELS;
  const wins =
    lit && result && paytable
      ? winningCells(result.grid, result.lineWins, paytable.paylines)
      : new Set<string>();
  const lines = lit && result && paytable ? winLines(result.lineWins, paytable.paylines) : [];

  const spin = async (): Promise<AutoplayStep> => {
    pace.begin();
    setQuick(false);
    setError(null);
    setBefore(round);
    setLoaded(0);
    setLanded(0);
    setLit(false);
    setSpinning(true);
    sound('spin');
    const started = performance.now();
    const r = await playRound(session, { engine: 'slots', bet }, key.current);
    if (!r.ok) {
      const rest = SPIN_MIN_MS - (performance.now() - started);
      if (rest > 0) await pace.wait(rest);
      setSpinning(false);
      setLoaded(REELS);
      setLanded(REELS);
      setError(playFailure(r));
      return r;
    }
    setRound(r.data);
    for (let reel = 1; reel <= REELS; reel++) {
      setLoaded(reel);
      await pace.wait(STEP_MS);
    }
    const rest = SPIN_MIN_MS - (performance.now() - started);
    if (rest > 0) await pace.wait(rest);
    if (pace.hurried) {
      // a quick-stop lands every reel in one step (one tick)
      setLanded(REELS);
      sound('tick');
    }
    for (let reel = 1; reel <= REELS && !pace.hurried; reel++) {
      setLanded(reel);
      sound('tick');
      await pace.wait(reel < REELS ? REEL_STOP_GAP_MS : REEL_LAND_MS);
    }
    setLanded(REELS);
    // settling in two steps: the win lines light up; then the result line and the controls come back as the
    // page around the game takes the round (balance, recall), in one render
    setLit(true);
    if (winTier(r.data.win, r.data.bet) !== 'none') sound('win');
    await new Promise((res) => setTimeout(res, STEP_MS));
    setSpinning(false);
    onRound(r.data);
    return { ok: true, bet: r.data.bet, win: r.data.win };
  };
  const controls = usePlayControls({
    play: spin,
    nextBet: () => bet,
    ready: settled && !key.current.pending && (balance === null || bet <= balance),
  });
  const pace = usePace(controls.turbo);
  const landNow = () => {
    if (!spinning || pace.hurried) return;
    pace.hurry();
    setQuick(true);
  };

  return (
    <div
      className={`slots-game play-game${controls.turbo ? ' pace-turbo' : ''}${quick ? ' pace-quick' : ''}`}
    >
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a tap on the reels mirrors the Stop button */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the same */}
      <div
        ref={reels}
        className={`slots-window play-stage${wins.size ? ' slots-won' : ''}`}
        aria-busy={!settled}
        onClick={landNow}
      >
        {Array.from({ length: REELS }, (_, reel) => {
          const waiting = spinning && reel >= landed;
          return (
            <Reel
              // biome-ignore lint/suspicious/noArrayIndexKey: five fixed reels
              key={reel}
              reel={reel}
              column={(reel < loaded ? grid : beforeGrid).map((row) => row[reel] ?? 0)}
              phase={waiting ? 'spin' : round ? 'land' : 'idle'}
              symbols={symbols}
              winRows={Array.from({ length: ROWS }, (_, row) => row).reduce(
                (bits, row) => bits | (wins.has(`${row}:${reel}`) ? 1 << row : 0),
                0,
              )}
            />
          );
        })}
        <WinLines lines={lines} reels={REELS} rows={ROWS} />
        {lit && round && round.win > 0 && (
          <WinMoment key={round.roundId} win={round.win} bet={round.bet} fast={controls.fast} />
        )}
      </div>
      <p className="play-result" role="status">
        {round && settled
          ? round.win > 0
            ? `${t('games.won', { amount: formatMoney(round.win) })} ${t('games.slots.lines', { count: result?.lineWins.length ?? 0 })}`
            : t('games.noWin')
          : ''}
      </p>
      <PlayError error={error} />
      <BetChips
        legend={t('games.bet')}
        name="bet"
        minBet={minBet}
        maxBet={maxBet}
        balance={balance}
        value={bet}
        disabled={!settled || key.current.pending || controls.autoplaying}
        onChange={setBet}
      />
      {spinning ? (
        // quick-stop: the reels land as soon as the answer is in
        <button type="button" className="btn btn-gold" disabled={quick} onClick={landNow}>
          {t('games.controls.quickStop')}
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-gold"
          disabled={!settled || controls.autoplaying}
          onClick={() => void spin()}
        >
          {settled && key.current.pending
            ? t('games.retry')
            : t('games.slots.spin', { amount: formatMoney(bet) })}
        </button>
      )}
      <PlayControls controls={controls} />
    </div>
  );
}
