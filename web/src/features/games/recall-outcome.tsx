// GLI last-game recall: what a recalled round showed, per engine, from the round's own public result (and its
// pick steps). Kept small and textual: the recall never adds images or list items to the game page (the dice
// and symbols the game itself shows are its images; the recall's rows are its list items).
import './recall-outcome.css';
import { COLOR_GAME_COLORS } from '@casino/contracts/enums';
import { formatMoney } from '@casino/contracts/money';
import { lazy, Suspense, useId } from 'react';
import { t } from '../../i18n';
import { handText } from './baccarat-deal';
import type { SlotsPaytable } from './game-info';
import type { Round } from './round-client';
import { multiplierText } from './round-text';
import { recallOutcomeText } from './sicbo-areas';
import { DieFace } from './sicbo-art';

// the symbol art travels with the slots chunks, not with the page every engine shares
const SlotsOutcome = lazy(() => import('./recall-slots'));
const BingoOutcome = lazy(() => import('./bingo-outcome'));

type Result<E extends Round['result']['engine']> = Extract<Round['result'], { engine: E }>;

const colorName = (face: number) => t(`games.color.colors.${COLOR_GAME_COLORS[face]}`);

/** The three dice, and each colour staked: its stake, what it matched and what it returned. */
function ColorOutcome({ round, result }: { round: Round; result: Result<'color'> }) {
  // each colour's stake comes with the result; a round recorded before that names it only when it is the
  // round's one colour (then its bet)
  const single = result.wins.length === 1;
  const bets = result.wins.map((w) => {
    const stake = w.amount ?? (single ? round.bet : undefined);
    const bet =
      stake === undefined
        ? colorName(w.color)
        : t('games.outcome.colorStake', { color: colorName(w.color), amount: formatMoney(stake) });
    return w.matches > 0
      ? t('games.outcome.colorWin', { bet, matches: w.matches, win: formatMoney(w.win) })
      : t('games.outcome.colorLost', { bet });
  });
  return (
    <>
      <p className="recall-dice">
        {result.dice.map((face, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the three dice, in order
          <span key={i} className={`recall-die recall-die-${COLOR_GAME_COLORS[face]}`} aria-hidden="true" />
        ))}
        {t('games.outcome.dice', { dice: result.dice.map(colorName).join(', ') })}
      </p>
      <p>{t('games.outcome.colorBets', { bets: bets.join('; ') })}</p>
    </>
  );
}

/** The three dice and each area staked: its stake and what it returned. */
function SicboOutcome({ result }: { result: Result<'sicbo'> }) {
  const bets = recallOutcomeText(result.wins);
  return (
    <>
      <p className="recall-dice">
        {result.dice.map((face, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the three dice, in order
          <DieFace key={i} n={face} size={18} className="recall-sicbo-die" />
        ))}
        {t('games.outcome.sicboDice', {
          dice: result.dice.join(', '),
          total: result.dice.reduce((s, d) => s + d, 0),
        })}
      </p>
      <p>{t('games.outcome.sicboBets', { bets: bets.join('; ') })}</p>
    </>
  );
}

const CELLS = Array.from({ length: 25 }, (_, i) => i);

/**
 * The 5 × 5 board: the mines (once the round is over: the platform hides them while it is open) and every
 * cell the player picked, the one that hit a mine included (it is a pick step, not a safe pick).
 */
function MinesOutcome({ round, result }: { round: Round; result: Result<'mines'> }) {
  const id = useId();
  const picked = round.steps.filter((s) => s.action === 'pick').map((s) => s.value);
  const mines = new Set(result.minePositions);
  const shown = result.minePositions.length > 0;
  const cells = (list: readonly number[]) => list.map((c) => c + 1).join(', ');
  const where = shown
    ? t('games.outcome.minesAt', { count: result.mines, cells: cells([...mines].sort((a, b) => a - b)) })
    : t('games.outcome.minesHidden', { count: result.mines });
  const picks = picked.length
    ? t('games.outcome.picks', { cells: cells(picked) })
    : t('games.outcome.picksNone');
  // the summary names the board and sits beside it (a caption would wrap to the board's narrow width)
  return (
    <div className="recall-board">
      <table className="recall-mines" aria-labelledby={id}>
        <tbody>
          {[0, 1, 2, 3, 4].map((row) => (
            <tr key={row}>
              {CELLS.slice(row * 5, row * 5 + 5).map((cell) => {
                const mine = mines.has(cell);
                const pick = picked.includes(cell);
                const kind = pick ? (mine ? 'hit' : 'gem') : mine ? 'mine' : null;
                return (
                  <td key={cell} className={kind ? `recall-cell-${kind}` : undefined}>
                    {kind && (
                      <span className="sr-only">{t(`games.outcome.cell.${kind}`, { n: cell + 1 })}</span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={id}>{`${where} · ${picks}`}</p>
    </div>
  );
}

/** The crash point (hidden by the platform while the round runs) and the cash-out, or the bust. */
function CrashOutcome({ round, result }: { round: Round; result: Result<'crash'> }) {
  const parts = [
    result.crashPoint > 0
      ? t('games.outcome.crashPoint', { x: multiplierText(result.crashPoint) })
      : t('games.outcome.crashHidden'),
  ];
  if (result.cashoutAt > 0) parts.push(t('games.outcome.cashedAt', { x: multiplierText(result.cashoutAt) }));
  else if (round.status === 'settled') parts.push(t('games.outcome.busted'));
  if (result.autoCashout > 0) parts.push(t('games.outcome.auto', { x: multiplierText(result.autoCashout) }));
  return <p>{parts.join(' · ')}</p>;
}

/** The two hands with their totals, who won, and each spot staked with what it returned. */
function BaccaratOutcome({ result }: { result: Result<'baccarat'> }) {
  const bets = result.wins.map((w) => {
    const args = {
      spot: t(`games.baccarat.spots.${w.spot}`),
      amount: formatMoney(w.amount),
      win: formatMoney(w.win),
    };
    if (w.win === 0) return t('games.outcome.baccaratLost', args);
    if (w.win === w.amount && (w.spot === 'player' || w.spot === 'banker'))
      return t('games.outcome.baccaratPush', args);
    return t('games.outcome.baccaratWin', args);
  });
  return (
    <>
      <p>
        {t('games.outcome.baccaratHands', {
          player: handText(result.player),
          playerTotal: result.playerTotal,
          banker: handText(result.banker),
          bankerTotal: result.bankerTotal,
        })}
        {' · '}
        <strong>{t(`games.outcome.baccaratWinner.${result.winner}`)}</strong>
      </p>
      <p>{t('games.outcome.baccaratBets', { bets: bets.join('; ') })}</p>
    </>
  );
}

/** One recall row's outcome; `paytable` names the slots symbols (null until gameInfo answers, or for the others). */
export function RecallOutcome({ round, paytable }: { round: Round; paytable: SlotsPaytable | null }) {
  const r = round.result;
  return (
    <div className="recall-outcome">
      {r.engine === 'slots' && (
        <Suspense fallback={null}>
          <SlotsOutcome result={r} paytable={paytable} />
        </Suspense>
      )}
      {r.engine === 'color' && <ColorOutcome round={round} result={r} />}
      {r.engine === 'sicbo' && <SicboOutcome result={r} />}
      {r.engine === 'mines' && <MinesOutcome round={round} result={r} />}
      {r.engine === 'crash' && <CrashOutcome round={round} result={r} />}
      {r.engine === 'baccarat' && <BaccaratOutcome result={r} />}
      {r.engine === 'bingo' && (
        <Suspense fallback={null}>
          <BingoOutcome balls={r.balls} cards={r.cards} />
        </Suspense>
      )}
    </div>
  );
}
