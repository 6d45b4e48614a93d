import './color-game.css';
import { COLOR_GAME_COLORS } from '@casino/contracts/enums';
import { ERR } from '@casino/contracts/errors';
import { formatMoney } from '@casino/contracts/money';
import { useRef, useState, useSyncExternalStore } from 'react';
import { t } from '../../i18n';
import { ActionKey } from '../../lib/action-key';
import type { AutoplayStep } from './autoplay';
import { BetChips } from './bet-chips';
import { type BoardRefusal, createColorBoard, stakesTotal } from './color-board';
import { Die } from './color-dice';
import { colorNet, diceCounts } from './color-result';
import { winTier } from './count-up';
import type { EngineProps } from './engine-props';
import { usePace } from './pace';
import { PlayControls, usePlayControls } from './play-controls';
import { PlayError, type PlayFailure, playFailure } from './play-error';
import { playRound, type Round } from './round-client';
import { useSound } from './sound';
import { WinMoment } from './win-moment';

const ROLL_MS = 1200;

/** The result line of a settled round: the net win or loss, with what the round paid. */
export function colorResultText(round: Round): string {
  const r = colorNet(round.bet, round.win);
  const money = { staked: formatMoney(r.staked) };
  if (r.kind === 'none') return t('games.color.lost', money);
  if (r.kind === 'even') return t('games.color.even', { ...money, payout: formatMoney(r.payout) });
  return t(r.kind === 'up' ? 'games.color.netWin' : 'games.color.netLoss', {
    ...money,
    net: formatMoney(r.net),
    payout: formatMoney(r.payout),
  });
}

function refusalText(r: BoardRefusal): string {
  if (r.kind === 'overMax') return t('games.color.overMax', { max: formatMoney(r.max) });
  return t('games.color.overBalance', { amount: formatMoney(r.amount), balance: formatMoney(r.balance) });
}

/** Color Game (perya): stake chips on colours, three dice roll, 1:1 / 2:1 / 3:1 by matches. */
export function ColorGame({ session, minBet, maxBet, balance, muted, onRound }: EngineProps) {
  const [chip, setChip] = useState(minBet);
  const [board] = useState(createColorBoard);
  // read synchronously (not components/use-store's transition): the total on Roll must never lag the board
  const stakes = useSyncExternalStore(board.$stakes.listen, board.$stakes.get);
  const total = useSyncExternalStore(board.$total.listen, board.$total.get);
  const last = useSyncExternalStore(board.$last.listen, board.$last.get);
  const [rolling, setRolling] = useState(false);
  const [round, setRound] = useState<Round | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [error, setError] = useState<PlayFailure | null>(null);
  // the player tapped to see the dice at once
  const [quick, setQuick] = useState(false);
  const key = useRef(new ActionKey());
  const sound = useSound(muted);
  // an unanswered roll keeps its stakes, so a retry sends the same request
  const unsettled = rolling || key.current.pending;
  // stakes put back (Rebet) after a loss can be more than what is left to play with
  const overBalance = !rolling && balance !== null && total > balance;
  const limits = { maxBet, balance };
  const hasLast = Object.keys(last).length > 0;

  const change = (refusal: BoardRefusal | null) => {
    setRefused(refusal ? refusalText(refusal) : null);
    if (!refusal) sound('click');
  };

  const roll = async (): Promise<AutoplayStep> => {
    pace.begin();
    setQuick(false);
    setError(null);
    setRefused(null);
    setRolling(true);
    sound('spin');
    const started = performance.now();
    const play = board.request();
    const r = await playRound(session, play, key.current);
    // let the dice tumble at least one full animation
    const wait = ROLL_MS - (performance.now() - started);
    if (wait > 0) await pace.wait(wait);
    setRolling(false);
    if (r.ok) {
      // the board clears: the next round's stakes are only what the player puts (or puts back) on it
      board.settled(play.bets);
      // a payout below the stakes (spread over colours) is a loss: it sounds like one
      sound(winTier(r.data.win, r.data.bet) === 'none' ? 'lose' : 'win');
      setRound(r.data);
      onRound(r.data);
      return { ok: true, bet: r.data.bet, win: r.data.win };
    }
    setError(playFailure(r));
    return r;
  };
  // autoplay rolls the last stakes again (Rebet) each round: exactly what the player staked first
  const autoRoll = async (): Promise<AutoplayStep> => {
    if (board.$total.get() === 0) {
      const refusal = board.rebet({ maxBet, balance });
      if (refusal) {
        const msg = refusalText(refusal);
        setRefused(msg);
        return { ok: false, errcode: ERR.INSUFFICIENT_BALANCE, msg };
      }
    }
    return roll();
  };
  const controls = usePlayControls({
    play: autoRoll,
    nextBet: () => board.$total.get() || stakesTotal(board.$last.get()),
    ready: !unsettled && (total > 0 || hasLast) && !overBalance,
  });
  // the board stays as autoplay set it while a run goes
  const locked = unsettled || controls.autoplaying;
  const pace = usePace(controls.turbo);
  const showNow = () => {
    if (!rolling || pace.hurried) return;
    pace.hurry();
    setQuick(true);
  };

  const result = round?.result.engine === 'color' ? round.result : null;
  const shown = rolling ? null : result;
  const counts = shown ? diceCounts(shown.dice) : [];
  const notice =
    refused ??
    (overBalance
      ? t('games.color.overBalance', { amount: formatMoney(total), balance: formatMoney(balance ?? 0) })
      : null);
  const net = round && shown ? colorNet(round.bet, round.win) : null;
  return (
    <div
      className={`color-game play-game${controls.turbo ? ' pace-turbo' : ''}${quick ? ' pace-quick' : ''}`}
    >
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a tap on the dice mirrors the Show button */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the same */}
      <div className="dice-row play-stage-grow" aria-live="polite" aria-busy={rolling} onClick={showNow}>
        {[0, 1, 2].map((i) => (
          <Die key={i} index={i} face={shown?.dice[i] ?? null} rolling={rolling} />
        ))}
        {round && shown && (
          <WinMoment
            key={round.roundId}
            win={round.win}
            bet={round.bet}
            shown={round.win - round.bet}
            fast={controls.fast}
          />
        )}
      </div>
      <div className="color-result">
        {notice ? (
          <p className="color-notice" role="alert">
            {notice}
          </p>
        ) : (
          <p className={`play-result${net ? ` color-net-${net.kind}` : ''}`} role="status">
            {round && shown ? (
              colorResultText(round)
            ) : round || rolling ? (
              ''
            ) : (
              <span className="color-hint">{t('games.color.hint')}</span>
            )}
          </p>
        )}
      </div>
      <div className="color-board">
        {COLOR_GAME_COLORS.map((name, c) => {
          const hits = counts[c] ?? 0;
          return (
            <button
              key={name}
              type="button"
              className={`color-cell c-${name}${hits ? ' color-hit' : ''}${shown && !hits ? ' color-miss' : ''}`}
              disabled={locked}
              onClick={() => !locked && change(board.add(c, chip, limits))}
              aria-label={t('games.color.stakeOn', { color: t(`games.color.colors.${name}`) })}
            >
              <span>{t(`games.color.colors.${name}`)}</span>
              {hits ? (
                <span className="color-hits" aria-hidden="true">
                  ×{hits}
                </span>
              ) : null}
              {stakes[c] ? <strong>{formatMoney(stakes[c])}</strong> : null}
            </button>
          );
        })}
      </div>
      <BetChips
        legend={t('games.chip')}
        name="chip"
        minBet={minBet}
        maxBet={maxBet}
        value={chip}
        disabled={locked}
        onChange={setChip}
      />
      <PlayError error={error} />
      <div className="color-board-actions">
        <button
          type="button"
          className="btn btn-outline"
          disabled={locked || !hasLast}
          onClick={() => change(board.rebet(limits))}
        >
          {t('games.color.rebet')}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          disabled={locked || (total === 0 && !hasLast)}
          onClick={() => change(board.double(limits))}
        >
          {t('games.color.double')}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          disabled={locked || total === 0}
          onClick={() => {
            setRefused(null);
            board.clear();
          }}
        >
          {t('games.clear')}
        </button>
      </div>
      <div className="play-actions">
        {rolling ? (
          <button type="button" className="btn btn-gold" disabled={quick} onClick={showNow}>
            {t('games.controls.showNow')}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-gold"
            disabled={total === 0 || overBalance || controls.autoplaying}
            onClick={() => void roll()}
          >
            {key.current.pending ? t('games.retry') : t('games.color.roll', { amount: formatMoney(total) })}
          </button>
        )}
      </div>
      <PlayControls controls={controls} />
    </div>
  );
}
