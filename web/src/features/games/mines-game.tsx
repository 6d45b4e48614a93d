import './mines-game.css';
import { MINES_CELLS } from '@casino/contracts/fairness';
import { formatMoney } from '@casino/contracts/money';
import { useRef, useState } from 'react';
import { useStore } from '../../components/use-store';
import { t } from '../../i18n';
import { ActionKey } from '../../lib/action-key';
import { BetChips } from './bet-chips';
import type { EngineProps } from './engine-props';
import { MinesArt } from './mines-art';
import { PlayError, type PlayFailure, playFailure } from './play-error';
import { $turbo } from './play-prefs';
import { type Action, actRound, playRound, type Round } from './round-client';
import { type Sound, useSound } from './sound';
import { WinMoment } from './win-moment';

const MINE_COUNTS = Array.from({ length: 24 }, (_, i) => i + 1);
const x = (hundredths: number) => (hundredths / 100).toFixed(2);

/** What a Mines answer sounds like: a gem a tick, a mine the bust, a cash-out (or the last gem) coins. */
export function minesSound(round: Round): Sound | null {
  if (round.result.engine !== 'mines') return null;
  if (round.status === 'open') return round.result.picks.length > 0 ? 'tick' : null;
  return round.win > 0 ? 'cashout' : 'lose';
}

/** Mines: 5 × 5 board, the player picks the mine count, reveals gems and cashes out any time after one. */
export function MinesGame({ session, minBet, maxBet, balance, muted, skin, onRound }: EngineProps) {
  const [mines, setMines] = useState(3);
  const [bet, setBet] = useState(minBet);
  const [round, setRound] = useState<Round | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PlayFailure | null>(null);
  const key = useRef(new ActionKey());
  const sound = useSound(muted);
  const turbo = useStore($turbo);
  // an unanswered step is retried as itself (same requestId, same action)
  const unanswered = useRef<{ kind: 'play' } | { kind: 'act'; action: Action } | null>(null);
  const [, setTick] = useState(0);

  const result = round?.result.engine === 'mines' ? round.result : null;
  const open = round?.status === 'open';

  const send = async (step: { kind: 'play' } | { kind: 'act'; action: Action }) => {
    setBusy(true);
    setError(null);
    if (step.kind === 'play') sound('click');
    const r =
      step.kind === 'play'
        ? await playRound(session, { engine: 'mines', bet, mines }, key.current)
        : await actRound(session, round!.roundId, step.action, key.current);
    setBusy(false);
    unanswered.current = key.current.pending ? step : null;
    setTick((n) => n + 1);
    if (r.ok) {
      const cue = minesSound(r.data);
      if (cue) sound(cue);
      setRound(r.data);
      onRound(r.data);
    } else setError(playFailure(r));
  };

  const cellState = (cell: number): 'gem' | 'mine' | 'hidden' => {
    if (result?.picks.includes(cell)) return 'gem';
    if (result?.minePositions.includes(cell)) return 'mine';
    return 'hidden';
  };

  return (
    <div className="mines-game play-game">
      <div className="mines-status" role="status">
        {result && open && (
          <span>
            {t('games.mines.current', { value: x(result.multiplier), next: x(result.nextMultiplier) })}
          </span>
        )}
        {round &&
          !open &&
          (round.win > 0 ? t('games.won', { amount: formatMoney(round.win) }) : t('games.mines.boom'))}
      </div>
      <div className="mines-grid play-stage">
        {Array.from({ length: MINES_CELLS }, (_, cell) => {
          const state = cellState(cell);
          return (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: the 25 fixed cells
              key={cell}
              type="button"
              className={`mines-cell mines-${state}`}
              disabled={!open || busy || state !== 'hidden' || !!unanswered.current}
              onClick={() => send({ kind: 'act', action: { type: 'pick', cell } })}
              aria-label={t(`games.mines.cell.${state}`, { n: cell + 1 })}
            >
              {state !== 'hidden' && <MinesArt kind={state} skin={skin === 'pearl' ? 'pearl' : 'gold'} />}
            </button>
          );
        })}
        {round && !open && <WinMoment key={round.roundId} win={round.win} bet={round.bet} fast={turbo} />}
      </div>
      <PlayError error={error} />
      {unanswered.current ? (
        <button
          type="button"
          className="btn btn-gold"
          disabled={busy}
          onClick={() => send(unanswered.current!)}
        >
          {t('games.retry')}
        </button>
      ) : open ? (
        <button
          type="button"
          className="btn btn-gold"
          disabled={busy || !result?.picks.length}
          onClick={() => send({ kind: 'act', action: { type: 'cashout' } })}
        >
          {t('games.mines.cashout', {
            amount: formatMoney(Math.floor((round!.bet * (result?.multiplier ?? 100)) / 100)),
          })}
        </button>
      ) : (
        <>
          <label className="field">
            <span>{t('games.mines.count')}</span>
            <select value={mines} onChange={(e) => setMines(Number(e.target.value))}>
              {MINE_COUNTS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <BetChips
            legend={t('games.bet')}
            name="bet"
            minBet={minBet}
            maxBet={maxBet}
            balance={balance}
            value={bet}
            onChange={setBet}
          />
          <button
            type="button"
            className="btn btn-gold"
            disabled={busy}
            onClick={() => send({ kind: 'play' })}
          >
            {t('games.mines.start', { amount: formatMoney(bet) })}
          </button>
        </>
      )}
    </div>
  );
}
