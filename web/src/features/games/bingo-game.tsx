import './bingo-game.css';
import { BINGO_DRAWN, BINGO_MAX_CARDS } from '@casino/contracts/bingo';
import { formatMoney } from '@casino/contracts/money';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../i18n';
import { ActionKey } from '../../lib/action-key';
import { BetChips } from './bet-chips';
import { BingoCard, type DealtCard } from './bingo-card';
import { BALL_MS, type BingoSpeed, ballLetter, cardView } from './bingo-reveal';
import type { EngineProps } from './engine-props';
import { PlayError, type PlayFailure, playFailure } from './play-error';
import { playRound, type Round } from './round-client';
import { useSound } from './sound';

type BingoResult = Extract<Round['result'], { engine: 'bingo' }>;

export interface BingoProps extends EngineProps {
  /**
   * Reveal speed, for a shared turbo switch or autoplay. Omitted: the view shows its own Turbo switch. Read
   * on every ball, so a change mid-reveal applies at once.
   */
  speed?: BingoSpeed;
  /** Any change of this number skips the running reveal to its end (quick-stop), like a tap on the cards. */
  quickStop?: number;
  /** The reveal has shown the whole round and the page has taken it (balance, recall): autoplay's cue. */
  onRevealEnd?: (round: Round) => void;
}

const CARD_COUNTS = Array.from({ length: BINGO_MAX_CARDS }, (_, i) => i + 1);
const BOARD = [0, 1, 2, 3, 4].map((col) => Array.from({ length: 15 }, (_, i) => col * 15 + i + 1));

/** A wait that a quick-stop ends early. */
function useSkippableWait() {
  const skip = useRef<(() => void) | null>(null);
  const skipped = useRef(false);
  return {
    wait: (ms: number) =>
      skipped.current
        ? Promise.resolve()
        : new Promise<void>((res) => {
            const timer = setTimeout(done, ms);
            function done() {
              clearTimeout(timer);
              skip.current = null;
              res();
            }
            skip.current = done;
          }),
    skip() {
      skipped.current = true;
      skip.current?.();
    },
    reset() {
      skipped.current = false;
    },
    get skipped() {
      return skipped.current;
    },
  };
}

/** Bingo (75-ball): buy 1-4 cards, 30 balls are called one by one, each card pays its best pattern. */
export function BingoGame({
  session,
  minBet,
  maxBet,
  balance,
  muted,
  onRound,
  speed,
  quickStop,
  onRevealEnd,
}: BingoProps) {
  const [cards, setCards] = useState(1);
  const [bet, setBet] = useState(minBet);
  const [ownTurbo, setOwnTurbo] = useState(false);
  const [round, setRound] = useState<Round | null>(null);
  const [shown, setShown] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [error, setError] = useState<PlayFailure | null>(null);
  const key = useRef(new ActionKey());
  const sound = useSound(muted);
  const pause = useSkippableWait();
  const pace = useRef<BingoSpeed>('normal');
  pace.current = speed ?? (ownTurbo ? 'turbo' : 'normal');

  const lastStop = useRef(quickStop);
  const skipNow = pause.skip;
  useEffect(() => {
    if (quickStop === lastStop.current) return;
    lastStop.current = quickStop;
    skipNow();
  }, [quickStop, skipNow]);

  const total = bet * cards;
  const overMax = total > maxBet;
  const overBalance = balance !== null && total > balance;
  const notice = overMax
    ? t('games.bingo.overMax', { max: formatMoney(maxBet) })
    : overBalance && !playing
      ? t('games.bingo.overBalance', { amount: formatMoney(total), balance: formatMoney(balance ?? 0) })
      : null;

  // the last round stays on the table until the player changes the card count: then fresh cards wait
  const result: BingoResult | null =
    round?.result.engine === 'bingo' && round.result.cards.length === cards ? round.result : null;
  const balls = result ? result.balls.slice(0, shown) : [];
  const done = !!result && shown >= BINGO_DRAWN && !playing;
  const dealt: (DealtCard | null)[] = result
    ? result.cards.map((c) => ({
        numbers: c.numbers,
        view: cardView(c.numbers, balls),
        ...(done ? { settled: { pattern: c.pattern, win: c.win } } : {}),
      }))
    : CARD_COUNTS.slice(0, cards).map(() => null);
  const called = new Set(balls);
  const last = balls[balls.length - 1];
  const recent = balls.slice(-5, -1).reverse();
  const toGo = dealt.reduce((n, c) => n + (c && !done ? c.view.oneToGo.length : 0), 0);

  const play = async () => {
    setError(null);
    setPlaying(true);
    sound('spin');
    const r = await playRound(session, { engine: 'bingo', bet, cards }, key.current);
    if (!r.ok) {
      setPlaying(false);
      setError(playFailure(r));
      return;
    }
    pause.reset();
    setShown(0);
    setRound(r.data);
    for (let n = 1; n <= BINGO_DRAWN; n++) {
      if (pause.skipped) {
        setShown(BINGO_DRAWN);
        break;
      }
      setShown(n);
      if (n % 2 === 1 || pace.current === 'normal') sound('tick');
      await pause.wait(BALL_MS[pace.current]);
    }
    setPlaying(false);
    sound(r.data.win > 0 ? 'win' : 'lose');
    // the page takes the round (balance, recall) only now: the balance must not tell the result before the balls
    onRound(r.data);
    onRevealEnd?.(r.data);
  };

  const status = playing
    ? result
      ? t('games.bingo.ballOf', { n: shown, total: BINGO_DRAWN }) +
        (toGo > 0 ? ` · ${t('games.bingo.oneToGo', { count: toGo })}` : '')
      : t('games.bingo.dealing')
    : done && round && result
      ? round.win > 0
        ? t('games.bingo.won', { amount: formatMoney(round.win), staked: formatMoney(round.bet) })
        : t('games.bingo.noWin', { staked: formatMoney(round.bet) })
      : t('games.bingo.hint');

  return (
    <div className={`bingo-game${done && round && round.win > 0 ? ' bingo-won' : ''}`}>
      <div className="bingo-caller" aria-live="off">
        <div
          className={`bingo-ball bingo-ball-big${last ? ` bingo-ball-${ballLetter(last)}` : ''}`}
          key={last}
        >
          {last ? (
            <>
              <small>{ballLetter(last)}</small>
              <strong>{last}</strong>
            </>
          ) : (
            <strong>?</strong>
          )}
        </div>
        <ol className="bingo-tube" aria-label={t('games.bingo.recent')}>
          {recent.map((b) => (
            <li key={b} className={`bingo-ball bingo-ball-${ballLetter(b)}`}>
              {b}
            </li>
          ))}
        </ol>
        <p className="bingo-count">
          <strong>{shown && result ? shown : 0}</strong>/{BINGO_DRAWN}
          <span>{t('games.bingo.balls')}</span>
        </p>
      </div>
      <table className="bingo-board" aria-label={t('games.bingo.board', { count: called.size })}>
        <tbody>
          {BOARD.map((row, col) => (
            <tr key={row[0]}>
              <th scope="row" className={`bingo-col-${col}`}>
                {'BINGO'[col]}
              </th>
              {row.map((n) => (
                <td
                  key={n}
                  className={called.has(n) ? (n === last ? 'bingo-called bingo-last' : 'bingo-called') : ''}
                >
                  {n}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {/* a tap on the cards while the balls are called shows the rest at once (quick-stop) */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the Skip button is the keyboard path */}
      <div
        className={`bingo-cards bingo-cards-${cards}`}
        onClick={() => playing && result && pause.skip()}
        aria-busy={playing}
      >
        {dealt.map((card, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: cards are numbered by position
          <BingoCard key={i} index={i} card={card} mini={cards > 2} />
        ))}
      </div>
      <p
        className={`play-result bingo-status${done && round && round.win > 0 ? ' bingo-status-won' : ''}`}
        role="status"
      >
        {status}
      </p>
      {notice && (
        <p className="bingo-notice" role="alert">
          {notice}
        </p>
      )}
      <PlayError error={error} />
      <fieldset className="bingo-counts" disabled={playing}>
        <legend>{t('games.bingo.cards')}</legend>
        {CARD_COUNTS.map((n) => (
          <label key={n} className={`bingo-count-opt${n === cards ? ' bingo-count-on' : ''}`}>
            <input type="radio" name="bingo-cards" checked={n === cards} onChange={() => setCards(n)} />
            <span>{t('games.bingo.cardCount', { count: n })}</span>
          </label>
        ))}
      </fieldset>
      <BetChips
        legend={t('games.bingo.cardBet')}
        name="bet"
        minBet={minBet}
        maxBet={maxBet}
        balance={balance}
        value={bet}
        disabled={playing || key.current.pending}
        onChange={setBet}
      />
      <div className="play-actions">
        {speed === undefined && (
          <button
            type="button"
            className={`btn btn-outline bingo-turbo${ownTurbo ? ' bingo-turbo-on' : ''}`}
            aria-pressed={ownTurbo}
            onClick={() => setOwnTurbo(!ownTurbo)}
          >
            {t('games.bingo.turbo')}
          </button>
        )}
        {playing && result ? (
          <button type="button" className="btn btn-outline" onClick={() => pause.skip()}>
            {t('games.bingo.skip')}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-gold bingo-play"
            disabled={playing || overMax || overBalance}
            onClick={play}
          >
            {!playing && key.current.pending
              ? t('games.retry')
              : t('games.bingo.play', { count: cards, amount: formatMoney(total) })}
          </button>
        )}
      </div>
    </div>
  );
}
