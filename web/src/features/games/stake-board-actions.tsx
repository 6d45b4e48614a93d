// The wiring and the controls every stake-board game (Color Game, Sic Bo, Baccarat) shares: the board read
// synchronously, the refusal / error / quick-stop state, autoplay putting the last stakes back (Rebet), and
// below the table the chips, the error, Rebet / Double / Clear, the play or quick-stop button and Auto / Turbo.
// Each game keeps its own texts and its own round; only the rules common to all three live here.

import { ERR } from '@casino/contracts/errors';
import type { ReadableAtom } from 'nanostores';
import { useRef, useState, useSyncExternalStore } from 'react';
import { t } from '../../i18n';
import { ActionKey } from '../../lib/action-key';
import type { AutoplayStep } from './autoplay';
import { BetChips } from './bet-chips';
import { type Pace, usePace } from './pace';
import { PlayControls, type PlayControlsApi, usePlayControls } from './play-controls';
import { PlayError, type PlayFailure } from './play-error';
import type { Sound } from './sound';
import { type BoardLimits, type BoardRefusal, type Stakes, stakesTotal } from './stake-board';
import { refusalText, type StakeGame } from './stake-result';

/** The part of a board the shared wiring uses (each game's board adds its own spots and request). */
export interface BoardState {
  $stakes: ReadableAtom<Stakes>;
  $last: ReadableAtom<Stakes>;
  $total: ReadableAtom<number>;
  rebet(limits: BoardLimits): BoardRefusal | null;
  double(limits: BoardLimits): BoardRefusal | null;
  clear(): void;
}

export interface StakePlayOptions {
  minBet: number;
  maxBet: number;
  balance: number | null;
  sound: (s: Sound) => void;
  /** Whose words the refusals, Rebet and Double are (the game's i18n block). */
  game: StakeGame;
  /** A round is in flight (shaking, dealing…): the quick-stop button shows instead of play. */
  busy: boolean;
  /** An unanswered round (kept for the retry) also holds back the over-balance notice (Baccarat). */
  pendingHoldsBalance?: boolean;
  /** One round on what the board holds. */
  play: () => Promise<AutoplayStep>;
}

export interface StakePlay {
  game: StakeGame;
  /** The chip a tap on a spot puts down. */
  chip: number;
  setChip: (chip: number) => void;
  minBet: number;
  maxBet: number;
  stakes: Stakes;
  total: number;
  hasLast: boolean;
  limits: BoardLimits;
  key: ActionKey;
  error: PlayFailure | null;
  setError: (e: PlayFailure | null) => void;
  /** The player asked to see the round's end at once. */
  quick: boolean;
  /** Stakes put back (Rebet) after a loss can be more than what is left to play with. */
  overBalance: boolean;
  /** A refused change, or the over-balance notice; null when there is nothing to say. */
  notice: string | null;
  /** The board stays as autoplay set it while a run goes, and while a round is unanswered. */
  locked: boolean;
  controls: PlayControlsApi;
  pace: Pace;
  /** Judge a change to the board: its refusal shows, an accepted one clicks. */
  change: (refusal: BoardRefusal | null) => void;
  clear: () => void;
  /** A round starts: the quick-stop, the error and the refusal of the last one are dropped. */
  begin: () => void;
  /** Quick-stop: the rest of the round plays at once. */
  showNow: () => void;
}

export function useStakePlay(board: BoardState, o: StakePlayOptions): StakePlay {
  // read synchronously (not components/use-store's transition): the total on play must never lag the board
  const stakes = useSyncExternalStore(board.$stakes.listen, board.$stakes.get);
  const total = useSyncExternalStore(board.$total.listen, board.$total.get);
  const last = useSyncExternalStore(board.$last.listen, board.$last.get);
  const [chip, setChip] = useState(o.minBet);
  const [refused, setRefused] = useState<string | null>(null);
  const [error, setError] = useState<PlayFailure | null>(null);
  const [quick, setQuick] = useState(false);
  const key = useRef(new ActionKey());
  const { maxBet, balance, busy } = o;
  // an unanswered round keeps its stakes, so a retry sends the same request
  const unsettled = busy || key.current.pending;
  const overBalance = !(o.pendingHoldsBalance ? unsettled : busy) && balance !== null && total > balance;
  const limits = { maxBet, balance };
  const hasLast = Object.keys(last).length > 0;

  // autoplay plays the last stakes again (Rebet) each round: exactly what the player staked first
  const autoPlay = async (): Promise<AutoplayStep> => {
    if (board.$total.get() === 0) {
      const refusal = board.rebet(limits);
      if (refusal) {
        const msg = refusalText(o.game, refusal);
        setRefused(msg);
        return { ok: false, errcode: ERR.INSUFFICIENT_BALANCE, msg };
      }
    }
    return o.play();
  };
  const controls = usePlayControls({
    play: autoPlay,
    nextBet: () => board.$total.get() || stakesTotal(board.$last.get()),
    ready: !unsettled && (total > 0 || hasLast) && !overBalance,
  });
  const pace = usePace(controls.turbo);

  return {
    game: o.game,
    chip,
    setChip,
    minBet: o.minBet,
    maxBet,
    stakes,
    total,
    hasLast,
    limits,
    key: key.current,
    error,
    setError,
    quick,
    overBalance,
    notice:
      refused ??
      (overBalance
        ? refusalText(o.game, { kind: 'overBalance', amount: total, balance: balance ?? 0 })
        : null),
    locked: unsettled || controls.autoplaying,
    controls,
    pace,
    change: (refusal) => {
      setRefused(refusal ? refusalText(o.game, refusal) : null);
      if (!refusal) o.sound('click');
    },
    clear: () => {
      setRefused(null);
      board.clear();
    },
    begin: () => {
      pace.begin();
      setQuick(false);
      setError(null);
      setRefused(null);
    },
    showNow: () => {
      if (!busy || pace.hurried) return;
      pace.hurry();
      setQuick(true);
    },
  };
}

export interface StakeBoardActionsProps {
  play: StakePlay;
  board: BoardState;
  /** Passed to the chips, which then grey out what the balance cannot cover. */
  balance?: number | null;
  /** The Rebet / Double / Clear row's class (each game lays it out its own way). */
  rowClass: string;
  /** The play button's class after `btn btn-gold`. */
  buttonClass?: string;
  labels: { stop: string; play: string };
  busy: boolean;
  onPlay: () => void;
}

/** Chips, error, Rebet / Double / Clear, the play (or quick-stop) button and Auto / Turbo. */
export function StakeBoardActions({
  play: s,
  board,
  balance,
  rowClass,
  buttonClass,
  labels,
  busy,
  onPlay,
}: StakeBoardActionsProps) {
  const btn = `btn btn-gold${buttonClass ? ` ${buttonClass}` : ''}`;
  return (
    <>
      <BetChips
        legend={t('games.chip')}
        name="chip"
        minBet={s.minBet}
        maxBet={s.maxBet}
        {...(balance === undefined ? {} : { balance })}
        value={s.chip}
        disabled={s.locked}
        onChange={s.setChip}
      />
      <PlayError error={s.error} />
      <div className={rowClass}>
        <button
          type="button"
          className="btn btn-outline"
          disabled={s.locked || !s.hasLast}
          onClick={() => s.change(board.rebet(s.limits))}
        >
          {t(`games.${s.game}.rebet`)}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          disabled={s.locked || (s.total === 0 && !s.hasLast)}
          onClick={() => s.change(board.double(s.limits))}
        >
          {t(`games.${s.game}.double`)}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          disabled={s.locked || s.total === 0}
          onClick={s.clear}
        >
          {t('games.clear')}
        </button>
      </div>
      <div className="play-actions">
        {busy ? (
          <button type="button" className={btn} disabled={s.quick} onClick={s.showNow}>
            {labels.stop}
          </button>
        ) : (
          <button
            type="button"
            className={btn}
            disabled={s.total === 0 || s.overBalance || s.controls.autoplaying}
            onClick={onPlay}
          >
            {s.key.pending ? t('games.retry') : labels.play}
          </button>
        )}
      </div>
      <PlayControls controls={s.controls} />
    </>
  );
}
