import './bingo-game.css';
import { BINGO_DRAWN, BINGO_MAX_CARDS } from '@casino/contracts/bingo';
import { formatMoney } from '@casino/contracts/money';
import { memo, useRef, useState } from 'react';
import { t } from '../../i18n';
import { ActionKey } from '../../lib/action-key';
import type { AutoplayStep } from './autoplay';
import { BetChips } from './bet-chips';
import { BingoCard, type DealtCard } from './bingo-card';
import { BALL_MS, ballLetter, cardView } from './bingo-reveal';
import { winTier } from './count-up';
import type { EngineProps } from './engine-props';
import { usePace } from './pace';
import { PlayControls, usePlayControls } from './play-controls';
import { PlayError, type PlayFailure, playFailure } from './play-error';
import { playRound, type Round } from './round-client';
import { useSound } from './sound';
import { WinMoment } from './win-moment';

type BingoResult = Extract<Round['result'], { engine: 'bingo' }>;

const CARD_COUNTS = Array.from({ length: BINGO_MAX_CARDS }, (_, i) => i + 1);
const BOARD = [0, 1, 2, 3, 4].map((col) => Array.from({ length: 15 }, (_, i) => col * 15 + i + 1));

/**
 * One row of the caller's board (a column letter and its 15 numbers). Memoised on which of them are called, as a
 * string of 0/1: a ball changes one row (and the row of the ball before), so the other four are left alone.
 */
const BoardRow = memo(function BoardRow({
  col,
  calledMask,
  last,
}: {
  col: number;
  calledMask: string;
  /** The last ball when it is in this row, else 0. */
  last: number;
}) {
  const row = BOARD[col]!;
  return (
    <tr>
      <th scope="row" className={`bingo-col-${col}`}>
        {'BINGO'[col]}
      </th>
      {row.map((n, i) => (
        <td
          key={n}
          className={calledMask[i] === '1' ? (n === last ? 'bingo-called bingo-last' : 'bingo-called') : ''}
        >
          {n}
        </td>
      ))}
    </tr>
  );
});

/**
 * Bingo (75-ball): buy 1-4 cards, 30 balls are called one by one, each card pays its best pattern. Autoplay,
 * turbo (the ball pace) and quick-stop are the shared play controls; the page takes each round (balance,
 * recall) only when its last ball is shown.
 */
export function BingoGame({ session, minBet, maxBet, balance, muted, onRound }: EngineProps) {
  const [cards, setCards] = useState(1);
  const [bet, setBet] = useState(minBet);
  const [round, setRound] = useState<Round | null>(null);
  const [shown, setShown] = useState(0);
  const [playing, setPlaying] = useState(false);
  // the platform has answered and the balls are being called (a quick-stop can only cut this part)
  const [revealing, setRevealing] = useState(false);
  const [quick, setQuick] = useState(false);
  const [error, setError] = useState<PlayFailure | null>(null);
  const key = useRef(new ActionKey());
  const sound = useSound(muted);

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

  // one round, the same for Play and for autoplay: it resolves once the platform has settled it and the last
  // ball is shown (autoplay counts a round only then)
  const playOnce = async (): Promise<AutoplayStep> => {
    pace.begin();
    setQuick(false);
    setError(null);
    setPlaying(true);
    sound('spin');
    const r = await playRound(session, { engine: 'bingo', bet, cards }, key.current);
    if (!r.ok) {
      setPlaying(false);
      setError(playFailure(r));
      return r;
    }
    setShown(0);
    setRound(r.data);
    setRevealing(true);
    for (let n = 1; n <= BINGO_DRAWN; n++) {
      if (pace.hurried) {
        setShown(BINGO_DRAWN);
        break;
      }
      setShown(n);
      if (n % 2 === 1 || !controls.turbo) sound('tick');
      await pace.wait(BALL_MS);
    }
    setRevealing(false);
    setPlaying(false);
    // several cards can pay less than they cost together: that sounds like the loss it is
    sound(winTier(r.data.win, r.data.bet) === 'none' ? 'lose' : 'win');
    // the page takes the round (balance, recall) only now: the balance must not tell the result before the balls
    onRound(r.data);
    return { ok: true, bet: r.data.bet, win: r.data.win };
  };
  const controls = usePlayControls({
    play: playOnce,
    // every autoplay round buys the same cards at the same card bet (both locked while it runs)
    nextBet: () => bet * cards,
    ready: !playing && !key.current.pending && !overMax && !overBalance,
  });
  const pace = usePace(controls.turbo);
  const locked = playing || key.current.pending || controls.autoplaying;
  const showNow = () => {
    if (!revealing || pace.hurried) return;
    pace.hurry();
    setQuick(true);
  };

  const status = playing
    ? revealing && result
      ? t('games.bingo.ballOf', { n: shown, total: BINGO_DRAWN }) +
        (toGo > 0 ? ` · ${t('games.bingo.oneToGo', { count: toGo })}` : '')
      : t('games.bingo.dealing')
    : done && round && result
      ? round.win > 0
        ? t('games.bingo.won', { amount: formatMoney(round.win), staked: formatMoney(round.bet) })
        : t('games.bingo.noWin', { staked: formatMoney(round.bet) })
      : t('games.bingo.hint');

  return (
    <div
      className={`bingo-game play-game${cards > 2 ? ' bingo-many' : ''}${done && round && round.win > 0 ? ' bingo-won' : ''}${controls.turbo ? ' pace-turbo' : ''}${quick ? ' pace-quick' : ''}`}
    >
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
            <BoardRow
              key={row[0]}
              col={col}
              calledMask={row.map((n) => (called.has(n) ? '1' : '0')).join('')}
              last={last !== undefined && row.includes(last) ? last : 0}
            />
          ))}
        </tbody>
      </table>
      {/* the cards take the room between the caller and the bet controls (sized to it in bingo-game.css) */}
      <div className="bingo-stage play-stage-grow">
        {/* a tap on the cards while the balls are called shows the rest at once (quick-stop) */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the Skip button is the keyboard path */}
        <div className={`bingo-cards bingo-cards-${cards}`} onClick={showNow} aria-busy={playing}>
          {dealt.map((card, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: cards are numbered by position
            <BingoCard key={i} index={i} card={card} mini={cards > 2} />
          ))}
        </div>
        {done && round && (
          <WinMoment key={round.roundId} win={round.win} bet={round.bet} fast={controls.fast} />
        )}
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
      <fieldset className="bingo-counts" disabled={locked}>
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
        disabled={locked}
        onChange={setBet}
      />
      <div className="play-actions">
        {revealing ? (
          <button type="button" className="btn btn-outline" disabled={quick} onClick={showNow}>
            {t('games.bingo.skip')}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-gold bingo-play"
            disabled={playing || overMax || overBalance || controls.autoplaying}
            onClick={() => void playOnce()}
          >
            {!playing && key.current.pending
              ? t('games.retry')
              : t('games.bingo.play', { count: cards, amount: formatMoney(total) })}
          </button>
        )}
      </div>
      <PlayControls controls={controls} />
    </div>
  );
}
