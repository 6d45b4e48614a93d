import './slots-game.css';
import { formatMoney } from '@casino/contracts/money';
import { type CSSProperties, useRef, useState } from 'react';
import { t } from '../../i18n';
import { BetChips } from './bet-chips';
import { type SlotsPaytable, slotsPaytableOf } from './game-info';
import type { EngineProps } from './play-page';
import { ActionKey, playRound, type Round } from './round-client';
import { winningCells } from './slots-lines';
import { SymbolArt } from './slots-symbols';
import { useSound } from './sound';

const REELS = 5;
const ROWS = 3;
/** The reels spin at least this long, however fast the answer comes. */
const SPIN_MIN_MS = 700;
/** Reels land left to right, this far apart. */
const REEL_STOP_GAP_MS = 180;
/** One reel's landing (the .slots-strip-stop animation in slots-game.css). */
export const REEL_LAND_MS = 450;
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
const wait = (ms: number) => new Promise((res) => setTimeout(res, ms));

function Cell({
  symbol,
  symbols,
  win,
  shown,
}: {
  symbol: number;
  symbols: Symbols | null;
  win?: boolean;
  shown?: boolean;
}) {
  const entry = symbols?.[symbol];
  return (
    <span
      className={`slots-sym${win ? ' slots-win' : ''}`}
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
}

/**
 * One reel: a strip of symbols moved only by transform. Spinning loops a run of decoration; landing slides
 * [spare, outcome × 3, run-in…] from the run-in down to the outcome, with a small overshoot the spare covers.
 */
function Reel({
  reel,
  column,
  phase,
  symbols,
  wins,
}: {
  reel: number;
  column: number[];
  phase: ReelPhase;
  symbols: Symbols | null;
  wins: Set<string>;
}) {
  const count = symbols?.length ?? DEFAULT_SYMBOLS;
  const runIn = runInSymbols(reel, count);
  if (phase === 'spin') {
    return (
      <div className="slots-reel">
        <div className="slots-strip slots-strip-spin">
          {[...runIn, ...runIn].map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions on the strip
            <Cell key={i} symbol={s} symbols={symbols} />
          ))}
        </div>
      </div>
    );
  }
  const strip = [runIn[0] ?? 0, ...column, ...runIn];
  const style = {
    '--from': `${(-(strip.length - ROWS) / strip.length) * 100}%`,
    '--to': `${(-1 / strip.length) * 100}%`,
  } as CSSProperties;
  return (
    <div className="slots-reel">
      <div className={`slots-strip${phase === 'land' ? ' slots-strip-land' : ''}`} style={style}>
        {strip.map((s, i) => {
          const row = i - 1;
          const shown = row >= 0 && row < ROWS;
          return (
            <Cell
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions on the strip
              key={i}
              symbol={s}
              symbols={symbols}
              shown={shown}
              win={shown && wins.has(`${row}:${reel}`)}
            />
          );
        })}
      </div>
    </div>
  );
}

/** Slots: 5 reels × 3 rows spinning by transform, landing left to right on the server's grid. */
export function SlotsGame({ session, minBet, muted, info, onRound }: EngineProps) {
  const [bet, setBet] = useState(minBet);
  const [round, setRound] = useState<Round | null>(null);
  const [spinning, setSpinning] = useState(false);
  // reels landed on the current grid, from the left
  const [landed, setLanded] = useState(REELS);
  const [error, setError] = useState<string | null>(null);
  const key = useRef(new ActionKey());
  const sound = useSound(muted);
  const paytable = slotsPaytableOf(info);
  const symbols = paytable?.symbols ?? null;
  const result = round?.result.engine === 'slots' ? round.result : null;
  const count = symbols?.length ?? DEFAULT_SYMBOLS;
  const grid = result?.grid ?? IDLE_GRID.map((row) => row.map((s) => s % count));
  const settled = !spinning && landed === REELS;
  const wins =
    settled && result && paytable
      ? winningCells(result.grid, result.lineWins, paytable.paylines)
      : new Set<string>();

  const spin = async () => {
    setError(null);
    setSpinning(true);
    setLanded(0);
    sound('spin');
    const started = performance.now();
    const r = await playRound(session, { engine: 'slots', bet }, key.current);
    const rest = SPIN_MIN_MS - (performance.now() - started);
    if (rest > 0) await wait(rest);
    if (!r.ok) {
      setSpinning(false);
      setLanded(REELS);
      setError(r.msg || t('games.failed'));
      return;
    }
    setRound(r.data);
    for (let reel = 1; reel <= REELS; reel++) {
      setLanded(reel);
      sound('tick');
      await wait(reel < REELS ? REEL_STOP_GAP_MS : REEL_LAND_MS);
    }
    setSpinning(false);
    if (r.data.win > 0) sound('win');
    onRound(r.data);
  };

  return (
    <div className="slots-game">
      <div className={`slots-window${settled && wins.size ? ' slots-won' : ''}`} aria-busy={!settled}>
        {Array.from({ length: REELS }, (_, reel) => (
          <Reel
            // biome-ignore lint/suspicious/noArrayIndexKey: five fixed reels
            key={reel}
            reel={reel}
            column={grid.map((row) => row[reel] ?? 0)}
            phase={spinning && reel >= landed ? 'spin' : round ? 'land' : 'idle'}
            symbols={symbols}
            wins={wins}
          />
        ))}
      </div>
      <p className="play-result" role="status">
        {round && settled
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
      <BetChips
        legend={t('games.bet')}
        name="bet"
        minBet={minBet}
        value={bet}
        disabled={!settled || key.current.pending}
        onChange={setBet}
      />
      <button type="button" className="btn btn-gold" disabled={!settled} onClick={spin}>
        {settled && key.current.pending
          ? t('games.retry')
          : t('games.slots.spin', { amount: formatMoney(bet) })}
      </button>
    </div>
  );
}
