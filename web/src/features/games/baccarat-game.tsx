import './baccarat-game.css';
import { BACCARAT_SPOTS, type BaccaratSpot, cardRank, cardSuit } from '@casino/contracts/baccarat';
import { formatMoney } from '@casino/contracts/money';
import { useMemo, useState } from 'react';
import { t } from '../../i18n';
import type { AutoplayStep } from './autoplay';
import { createBaccaratBoard } from './baccarat-board';
import { CardBack, CardFace } from './baccarat-cards';
import { type BaccaratResult, dealSteps, RANK_FACES, type Side, SUIT_NAMES, tableAt } from './baccarat-deal';
import type { EngineProps } from './engine-props';
import { TURBO_FACTOR } from './pace';
import { playFailure } from './play-error';
import { playRound, type Round } from './round-client';
import { useSound } from './sound';
import { StakeBoardActions, useStakePlay } from './stake-board-actions';
import { SettledWinMoment, StakeResult } from './stake-result';

/** Milliseconds between two cards landing, and the extra beat before a third card (turbo: × TURBO_FACTOR). */
export const DEAL_MS = { card: 520, third: 380 } as const;

const PAYS: Record<BaccaratSpot, string> = {
  player: '1:1',
  banker: '0.95:1',
  tie: '8:1',
  playerPair: '11:1',
  bankerPair: '11:1',
};

function cardName(card: number): string {
  return t('games.baccarat.cardName', {
    rank: t(`games.baccarat.ranks.${RANK_FACES[cardRank(card)]}`),
    suit: t(`games.baccarat.suits.${SUIT_NAMES[cardSuit(card)]}`),
  });
}

/** Whether a spot won, pushed or lost on a result. */
function spotState(spot: BaccaratSpot, r: BaccaratResult): 'win' | 'push' | 'lose' {
  switch (spot) {
    case 'player':
    case 'banker':
      return r.winner === spot ? 'win' : r.winner === 'tie' ? 'push' : 'lose';
    case 'tie':
      return r.winner === 'tie' ? 'win' : 'lose';
    case 'playerPair':
      return r.playerPair ? 'win' : 'lose';
    case 'bankerPair':
      return r.bankerPair ? 'win' : 'lose';
  }
}

function Hand({
  side,
  cards,
  total,
  winner,
  dealing,
}: {
  side: Side;
  cards: number[];
  total: number | null;
  winner: boolean;
  dealing: boolean;
}) {
  const name = t(`games.baccarat.spots.${side}`);
  return (
    <section className={`bac-hand bac-hand-${side}${winner ? ' bac-hand-won' : ''}`} aria-label={name}>
      <header>
        <span className="bac-hand-name">{name}</span>
        <output className="bac-total" aria-label={t('games.baccarat.totalOf', { hand: name })}>
          {total ?? '–'}
        </output>
      </header>
      <div className="bac-cards">
        {cards.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a hand's cards in the order dealt
          <span key={i} className={`bac-slot bac-slot-${i}${dealing ? ' bac-slot-in' : ''}`}>
            <CardFace card={c} label={cardName(c)} />
          </span>
        ))}
        {cards.length < 2 &&
          Array.from({ length: 2 - cards.length }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: empty places
            <span key={`e${i}`} className="bac-slot bac-slot-empty" />
          ))}
      </div>
    </section>
  );
}

/** Baccarat (Punto Banco): chips on Player / Banker / Tie / pairs, one deal settles them all. */
export function BaccaratGame({ session, minBet, maxBet, balance, muted, onRound }: EngineProps) {
  const [board] = useState(createBaccaratBoard);
  const [waiting, setWaiting] = useState(false);
  const [round, setRound] = useState<Round | null>(null);
  const [dealt, setDealt] = useState(0);
  const sound = useSound(muted);

  const result = round?.result.engine === 'baccarat' ? round.result : null;
  const steps = useMemo(() => (result ? dealSteps(result) : []), [result]);
  const dealing = result !== null && dealt < steps.length;
  const finished = result !== null && !dealing;
  // quick-stop: a tap on the felt or the main button lands every card at once (as soon as the answer is in)
  const s = useStakePlay(board, {
    minBet,
    maxBet,
    balance,
    sound,
    game: 'baccarat',
    busy: waiting || dealing,
    pendingHoldsBalance: true,
    play: () => deal(),
  });
  const { chip, stakes, total, locked, limits, controls, pace, quick, change } = s;
  const skip = s.showNow;
  const table = tableAt(steps, dealt);

  // one deal: the answer, then the cards land one by one; the balance and recall follow once the last is down
  const deal = async (): Promise<AutoplayStep> => {
    s.begin();
    setWaiting(true);
    sound('spin');
    const placed = board.$stakes.get();
    const r = await playRound(session, board.request(), s.key);
    setWaiting(false);
    if (!r.ok) {
      s.setError(playFailure(r));
      return r;
    }
    // the board clears: the next deal's stakes are only what the player puts (or puts back) on it
    board.settledStakes(placed);
    const cards = r.data.result.engine === 'baccarat' ? dealSteps(r.data.result) : [];
    setDealt(0);
    setRound(r.data);
    for (let i = 0; i < cards.length; i++) {
      if (i > 0) await pace.wait(DEAL_MS.card + (cards[i]!.index === 2 ? DEAL_MS.third : 0));
      setDealt(i + 1);
      if (!pace.hurried) sound('tick');
    }
    sound(r.data.win > r.data.bet ? 'win' : r.data.win === 0 ? 'lose' : 'click');
    onRound(r.data);
    return { ok: true, bet: r.data.bet, win: r.data.win };
  };

  const winsBySpot = new Map(result?.wins.map((w) => [w.spot, w]) ?? []);

  let banner: string | null = null;
  if (finished && result) {
    banner =
      result.winner === 'tie'
        ? t('games.baccarat.tieWins', { total: result.playerTotal })
        : t(`games.baccarat.${result.winner}Wins`, {
            player: result.playerTotal,
            banker: result.bankerTotal,
          });
  }

  return (
    <div
      className={`baccarat-game play-game${controls.turbo ? ' pace-turbo' : ''}`}
      style={
        {
          '--deal-ms': `${quick ? 0 : Math.round(DEAL_MS.card * (controls.turbo ? TURBO_FACTOR : 1))}ms`,
        } as never
      }
    >
      <div className="bac-stage play-stage">
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: tapping the felt skips the deal; the Skip button is the keyboard way */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the same tap-to-skip, a shortcut for the Skip button */}
        <div
          className={`bac-felt${dealing ? ' bac-felt-dealing' : ''}`}
          onClick={skip}
          aria-live="polite"
          aria-busy={waiting || dealing}
        >
          <span className="bac-shoe" aria-hidden="true">
            <CardBack />
          </span>
          {/* the winner takes the title's place: the table never grows when the deal ends */}
          <div className="bac-banner-row">
            {banner ? (
              <p className={`bac-banner bac-banner-${result?.winner}`} role="status">
                {banner}
              </p>
            ) : (
              <p className="bac-felt-title" aria-hidden="true">
                {t('games.baccarat.feltLine')}
              </p>
            )}
          </div>
          <div className="bac-hands">
            <Hand
              side="player"
              cards={table.player}
              total={table.playerTotal}
              winner={finished && result?.winner === 'player'}
              dealing={dealing}
            />
            <Hand
              side="banker"
              cards={table.banker}
              total={table.bankerTotal}
              winner={finished && result?.winner === 'banker'}
              dealing={dealing}
            />
          </div>
        </div>
        <SettledWinMoment settled={finished ? round : null} fast={controls.fast} />
      </div>
      <StakeResult
        game="baccarat"
        prefix="bac"
        notice={s.notice}
        settled={finished ? round : null}
        busy={waiting || dealing}
        started={round !== null}
      />
      <div className="bac-board">
        {BACCARAT_SPOTS.map((spot, i) => {
          const stake = stakes[i];
          const settled = finished && result ? spotState(spot, result) : null;
          const paid = winsBySpot.get(spot);
          return (
            <button
              key={spot}
              type="button"
              className={`bac-spot bac-spot-${spot}${settled ? ` bac-spot-${settled}` : ''}`}
              disabled={locked}
              onClick={() => !locked && change(board.add(i, chip, limits))}
              aria-label={t('games.baccarat.stakeOn', { spot: t(`games.baccarat.spots.${spot}`) })}
            >
              <span className="bac-spot-name">{t(`games.baccarat.spots.${spot}`)}</span>
              <span className="bac-spot-pays">{PAYS[spot]}</span>
              {stake ? (
                <strong className="bac-stake">{formatMoney(stake)}</strong>
              ) : paid && settled && settled !== 'lose' ? (
                <span className="bac-paid">
                  {settled === 'push'
                    ? t('games.baccarat.push')
                    : t('games.baccarat.paid', { amount: formatMoney(paid.win) })}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <StakeBoardActions
        play={s}
        board={board}
        balance={balance}
        rowClass="bac-board-actions"
        buttonClass="bac-deal"
        labels={{
          stop: t('games.baccarat.skip'),
          play:
            total === 0
              ? t('games.baccarat.placeBets')
              : t('games.baccarat.deal', { amount: formatMoney(total) }),
        }}
        busy={waiting || dealing}
        onPlay={() => void deal()}
      />
    </div>
  );
}
