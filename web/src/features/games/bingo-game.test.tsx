import { BINGO_FREE_CELL } from '@casino/contracts/bingo';
import { FAIR_VECTORS } from '@casino/contracts/fairness-vectors';
import { formatMoney } from '@casino/contracts/money';
import { registry } from '@casino/contracts/registry';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/games';
import { t } from '../../i18n';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { BingoGame, type BingoProps } from './bingo-game';
import { cardView } from './bingo-reveal';
import type { Round } from './round-client';

const { balls, cards } = FAIR_VECTORS[0]!.bingo2;
/** A settled 2-card round: card 1 paid a line (4× ₱1.00), card 2 nothing. */
const round: Round = {
  ...registry.gameRoundPlay.examples.answer,
  engine: 'bingo',
  bet: 200,
  win: 400,
  balanceAfter: 100_200,
  result: {
    engine: 'bingo',
    cardBet: 100,
    balls,
    cards: [
      { numbers: cards[0]!, pattern: 'line', multiplier: 400, win: 400 },
      { numbers: cards[1]!, pattern: null, multiplier: 0, win: 0 },
    ],
  },
} as Round;

function renderGame(extra: Partial<BingoProps> = {}) {
  const onRound = vi.fn();
  const onRevealEnd = vi.fn();
  const props: BingoProps = {
    session: { gameId: 7001, sessionId: 'gs-bingo', mode: 'real' },
    minBet: 100,
    maxBet: 1_000_000,
    balance: 100_000,
    muted: true,
    info: { status: 'loading' },
    onRound,
    onRevealEnd,
    ...extra,
  };
  const view = render(<BingoGame {...props} />);
  return {
    onRound,
    onRevealEnd,
    rerender: (more: Partial<BingoProps>) => view.rerender(<BingoGame {...props} {...more} />),
  };
}

beforeEach(() => resetApp());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Bingo', () => {
  it('shows the stake before Play, plays the cards chosen and takes the round only when the reveal ends', async () => {
    const { calls } = stubFetch(() => json({ errcode: 0, msg: 'ok', data: round }));
    const { onRound, onRevealEnd, rerender } = renderGame({ speed: 'normal', quickStop: 0 });
    expect(
      screen.getByRole('button', { name: t('games.bingo.play', { count: 1, amount: formatMoney(100) }) }),
    );
    fireEvent.click(screen.getByRole('radio', { name: t('games.bingo.cardCount', { count: 2 }) }));
    // a shared speed switch is in charge: the view shows no Turbo of its own
    expect(screen.queryByRole('button', { name: t('games.bingo.turbo') })).toBeNull();
    fireEvent.click(
      screen.getByRole('button', { name: t('games.bingo.play', { count: 2, amount: formatMoney(200) }) }),
    );
    await screen.findByText(t('games.bingo.ballOf', { n: 1, total: 30 }), { exact: false });
    expect(calls[0]?.body?.play).toEqual({ engine: 'bingo', bet: 100, cards: 2 });
    // the balance must not tell the result before the balls have: the page hears of the round at the end
    expect(onRound).not.toHaveBeenCalled();
    rerender({ speed: 'normal', quickStop: 1 });
    await screen.findByText(t('games.bingo.won', { amount: formatMoney(400), staked: formatMoney(200) }));
    expect(onRound).toHaveBeenCalledWith(round);
    expect(onRevealEnd).toHaveBeenCalledWith(round);
    expect(document.querySelectorAll('.bingo-board td.bingo-called')).toHaveLength(30);
    expect(
      screen.getByText(
        t('games.bingo.cardWon', { pattern: t('games.bingo.patterns.line'), amount: formatMoney(400) }),
      ),
    );
  });

  it('Skip shows every ball at once', async () => {
    stubFetch(() => json({ errcode: 0, msg: 'ok', data: round }));
    renderGame();
    fireEvent.click(screen.getByRole('radio', { name: t('games.bingo.cardCount', { count: 2 }) }));
    fireEvent.click(screen.getByRole('button', { name: t('games.bingo.turbo') }));
    fireEvent.click(screen.getByRole('button', { name: /^Play 2 cards/ }));
    fireEvent.click(await screen.findByRole('button', { name: t('games.bingo.skip') }));
    await screen.findByText(t('games.bingo.won', { amount: formatMoney(400), staked: formatMoney(200) }));
  });

  it('will not play more than the balance or the table limit', () => {
    stubFetch(() => json({ errcode: 0, msg: 'ok', data: round }));
    renderGame({ balance: 150, maxBet: 300 });
    fireEvent.click(screen.getByRole('radio', { name: t('games.bingo.cardCount', { count: 2 }) }));
    expect(screen.getByRole('alert').textContent).toBe(
      t('games.bingo.overBalance', { amount: formatMoney(200), balance: formatMoney(150) }),
    );
    expect(screen.getByRole('button', { name: /^Play 2 cards/ })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('radio', { name: t('games.bingo.cardCount', { count: 4 }) }));
    expect(screen.getByRole('alert').textContent).toBe(t('games.bingo.overMax', { max: formatMoney(300) }));
  });
});

describe('Bingo reveal', () => {
  const card = [1, 16, 31, 46, 61, 2, 17, 32, 47, 62, 3, 18, 0, 48, 63, 4, 19, 33, 49, 64, 5, 20, 34, 50, 65];
  it('daubs called numbers, rings the cells one short of a pattern and lights completed ones', () => {
    const three = cardView(card, [1, 2, 3]);
    expect(three.patterns).toEqual([]);
    // B column needs 4 and 5; row 2 and the diagonals are one cell longer
    expect(three.oneToGo).toEqual([]);
    const four = cardView(card, [1, 2, 3, 4]);
    expect(four.oneToGo).toEqual([20]);
    const line = cardView(card, [1, 2, 3, 4, 5]);
    expect(line.patterns).toEqual(['line']);
    expect(line.winCells).toBe((1 << 0) | (1 << 5) | (1 << 10) | (1 << 15) | (1 << 20));
    expect(line.marked & (1 << BINGO_FREE_CELL)).not.toBe(0);
  });
});
