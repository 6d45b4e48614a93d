import { BINGO_FREE_CELL } from '@casino/contracts/bingo';
import { ERR } from '@casino/contracts/errors';
import { FAIR_VECTORS } from '@casino/contracts/fairness-vectors';
import { formatMoney } from '@casino/contracts/money';
import { registry } from '@casino/contracts/registry';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/games';
import { t } from '../../i18n';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { startAutoplay } from './autoplay.fixture';
import { BingoGame } from './bingo-game';
import { cardView } from './bingo-reveal';
import type { EngineProps } from './engine-props';
import { PREF_KEY, reloadPrefs } from './play-prefs';
import type { Round } from './round-client';

const { balls, cards } = FAIR_VECTORS[0]!.bingo2;
/** A settled 2-card round: card 1 paid a line (4× ₱1.00), card 2 nothing: ₱4.00 on ₱2.00. */
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

function renderGame(extra: Partial<EngineProps> = {}) {
  const onRound = vi.fn();
  const props: EngineProps = {
    session: { gameId: 7001, sessionId: 'gs-bingo', mode: 'real' },
    minBet: 100,
    maxBet: 1_000_000,
    balance: 100_000,
    muted: true,
    info: { status: 'loading' },
    onRound,
    ...extra,
  };
  render(<BingoGame {...props} />);
  return { onRound };
}

const answer = (r: Round) => () => json({ errcode: 0, msg: 'ok', data: r });
const pickTwoCards = () =>
  fireEvent.click(screen.getByRole('radio', { name: t('games.bingo.cardCount', { count: 2 }) }));
const playTwo = () =>
  fireEvent.click(
    screen.getByRole('button', { name: t('games.bingo.play', { count: 2, amount: formatMoney(200) }) }),
  );
const wonText = (r: Round) =>
  t('games.bingo.won', { amount: formatMoney(r.win), staked: formatMoney(r.bet) });
/** The shared win moment (aria-hidden: the status line says the win in words). */
const moment = () => document.querySelector('.win-plaque, .win-big');

const cardCountsLocked = () => document.querySelector<HTMLFieldSetElement>('fieldset.bingo-counts')?.disabled;
/** Whether autoplay's last run ended for this reason (its line under the controls). */
const stoppedLine = (reason: string) =>
  document.querySelector('.auto-stopped')?.textContent?.startsWith(t(`games.controls.stopped.${reason}`));

beforeEach(() => {
  resetApp();
  reloadPrefs();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Bingo', () => {
  it('shows the stake before Play, plays the cards chosen and takes the round only when the reveal ends', async () => {
    const { calls } = stubFetch(answer(round));
    const { onRound } = renderGame();
    expect(
      screen.getByRole('button', { name: t('games.bingo.play', { count: 1, amount: formatMoney(100) }) }),
    );
    pickTwoCards();
    // one turbo for every game: the shared control, none of Bingo's own
    expect(screen.getAllByRole('button', { name: t('games.controls.turbo') })).toHaveLength(1);
    playTwo();
    await screen.findByText(t('games.bingo.ballOf', { n: 1, total: 30 }), { exact: false });
    expect(calls[0]?.body?.play).toEqual({ engine: 'bingo', bet: 100, cards: 2 });
    // the balance must not tell the result before the balls have: the page hears of the round at the end
    expect(onRound).not.toHaveBeenCalled();
    // quick-stop: Skip lands the rest of the balls at once
    fireEvent.click(screen.getByRole('button', { name: t('games.bingo.skip') }));
    await screen.findByText(wonText(round));
    expect(onRound).toHaveBeenCalledWith(round);
    expect(document.querySelectorAll('.bingo-board td.bingo-called')).toHaveLength(30);
    expect(
      screen.getByText(
        t('games.bingo.cardWon', { pattern: t('games.bingo.patterns.line'), amount: formatMoney(400) }),
      ),
    );
  });

  it('a tap on the cards shows every ball at once', async () => {
    stubFetch(answer(round));
    renderGame();
    pickTwoCards();
    playTwo();
    await screen.findByRole('button', { name: t('games.bingo.skip') });
    fireEvent.click(document.querySelector('.bingo-cards')!);
    await screen.findByText(wonText(round));
  });

  it('turbo calls the balls faster: the same round ends in about a third of the time', async () => {
    vi.useFakeTimers();
    stubFetch(answer(round));
    renderGame();
    pickTwoCards();
    // 30 balls × 320 ms = 9.6 s at the normal pace; 4 s is not enough
    playTwo();
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(screen.queryByText(wonText(round))).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(screen.getByText(wonText(round))).toBeTruthy();
    // turbo (remembered on the device): 30 × 112 ms = 3.4 s
    fireEvent.click(screen.getByRole('button', { name: t('games.controls.turbo') }));
    expect(localStorage.getItem(PREF_KEY.turbo)).toBe('1');
    playTwo();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.queryByText(wonText(round))).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3_900));
    expect(screen.getByText(wonText(round))).toBeTruthy();
  });

  it("the win moment comes only for a payout above the round's total bet, big from 10×", async () => {
    const cases: { r: Round; tier: string | null }[] = [
      { r: { ...round, win: 0 }, tier: null },
      // card 1 paid ₱1.00 back on ₱2.00 for two cards: a loss, no moment
      { r: { ...round, win: 100 }, tier: null },
      { r: { ...round, win: 200 }, tier: null },
      { r: round, tier: 'win-plaque win-tier-small' },
      { r: { ...round, win: 2_000 }, tier: 'win-big win-tier-big' },
      { r: { ...round, win: 10_000 }, tier: 'win-big win-tier-mega' },
    ];
    for (const { r, tier } of cases) {
      stubFetch(answer({ ...r, roundId: `${r.roundId}-${r.win}` }));
      renderGame();
      pickTwoCards();
      playTwo();
      fireEvent.click(await screen.findByRole('button', { name: t('games.bingo.skip') }));
      await screen.findByText(
        r.win > 0 ? wonText(r) : t('games.bingo.noWin', { staked: formatMoney(r.bet) }),
      );
      expect(moment()?.className.replace(' win-fast', '') ?? null).toBe(tier);
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('will not play more than the balance or the table limit', () => {
    stubFetch(answer(round));
    renderGame({ balance: 150, maxBet: 300 });
    pickTwoCards();
    expect(screen.getByRole('alert').textContent).toBe(
      t('games.bingo.overBalance', { amount: formatMoney(200), balance: formatMoney(150) }),
    );
    expect(screen.getByRole('button', { name: /^Play 2 cards/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: t('games.controls.auto') })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('radio', { name: t('games.bingo.cardCount', { count: 4 }) }));
    expect(screen.getByRole('alert').textContent).toBe(t('games.bingo.overMax', { max: formatMoney(300) }));
  });
});

describe('Bingo autoplay', () => {
  // 2 cards × ₱1.00, nothing paid: each round is a ₱2.00 loss
  const lost: Round = { ...round, win: 0, balanceAfter: 99_800 };

  it('plays the asked rounds with the same cards and card bet, each counted only once its balls are shown', async () => {
    vi.useFakeTimers();
    const { calls } = stubFetch(answer(lost));
    const { onRound } = renderGame();
    pickTwoCards();
    startAutoplay('100', '100');
    // the cards and the bet stay as the run set them
    expect(cardCountsLocked()).toBe(true);
    // the first round is answered and its balls are being called: not yet counted, the page not yet told
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(calls.filter((c) => c.url.endsWith('/gameRoundPlay'))).toHaveLength(1);
    expect(onRound).not.toHaveBeenCalled();
    expect(screen.getByText(t('games.controls.left', { count: 10 }))).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(onRound).toHaveBeenCalledTimes(1);
    expect(screen.getByText(t('games.controls.left', { count: 9 }))).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    const plays = calls.filter((c) => c.url.endsWith('/gameRoundPlay'));
    expect(plays).toHaveLength(10);
    for (const p of plays) expect(p.body?.play).toEqual({ engine: 'bingo', bet: 100, cards: 2 });
    expect(new Set(plays.map((p) => p.body?.requestId)).size).toBe(10);
    expect(onRound).toHaveBeenCalledTimes(10);
    expect(stoppedLine('done')).toBeTruthy();
    // the run is over: the player's own controls come back
    expect(cardCountsLocked()).toBe(false);
  });

  it('stops before a round that could take the fall past the loss stop', async () => {
    vi.useFakeTimers();
    const { calls } = stubFetch(answer(lost));
    const { onRound } = renderGame();
    pickTwoCards();
    // ₱5.00: two ₱2.00 rounds, then a third could take the fall to ₱6.00
    startAutoplay('100', '5');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(calls.filter((c) => c.url.endsWith('/gameRoundPlay'))).toHaveLength(2);
    expect(onRound).toHaveBeenCalledTimes(2);
    expect(stoppedLine('lossLimit')).toBeTruthy();
  });

  it('stops when the tab is hidden: the round in flight is shown and taken, no further one is asked', async () => {
    vi.useFakeTimers();
    const { calls } = stubFetch(answer(lost));
    const { onRound } = renderGame();
    pickTwoCards();
    startAutoplay('100', '100');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      await act(() => vi.advanceTimersByTimeAsync(60_000));
    } finally {
      // back to jsdom's own (visible) value
      delete (document as { visibilityState?: string }).visibilityState;
    }
    expect(calls.filter((c) => c.url.endsWith('/gameRoundPlay'))).toHaveLength(1);
    expect(onRound).toHaveBeenCalledTimes(1);
    expect(stoppedLine('hidden')).toBe(true);
  });

  it('stops on a limit refusal, with the reason shown', async () => {
    vi.useFakeTimers();
    let n = 0;
    const { calls } = stubFetch(() =>
      ++n === 1
        ? json({ errcode: 0, msg: 'ok', data: lost })
        : json({ errcode: ERR.SELF_LIMIT_REACHED, msg: 'limit reached' }),
    );
    renderGame();
    pickTwoCards();
    startAutoplay('100', '100');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(calls.filter((c) => c.url.endsWith('/gameRoundPlay'))).toHaveLength(2);
    expect(stoppedLine('limit')).toBeTruthy();
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
