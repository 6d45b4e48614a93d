import { formatMoney } from '@casino/contracts/money';
import { registry } from '@casino/contracts/registry';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/games';
import { t } from '../../i18n';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { expectRunStoppedOnLoss, expectWinMoment, startAutoplay } from './autoplay.fixture';
import { BaccaratGame, DEAL_MS } from './baccarat-game';
import { TURBO_FACTOR } from './pace';
import { $turbo } from './play-prefs';

// Player 8♠ 5♥ A♠ (4) against Banker 4♣ 9♥ 7♦ (0): Player wins; ₱20 on Player and ₱10 on Banker staked
const round = {
  ...registry.gameRoundPlay.examples.answer,
  engine: 'baccarat' as const,
  bet: 3000,
  win: 4000,
  balanceBefore: 100_000,
  balanceAfter: 101_000,
  result: {
    engine: 'baccarat' as const,
    player: [7, 17, 0],
    banker: [42, 21, 32],
    playerTotal: 4,
    bankerTotal: 0,
    winner: 'player' as const,
    playerPair: false,
    bankerPair: false,
    wins: [
      { spot: 'player' as const, amount: 2000, win: 4000 },
      { spot: 'banker' as const, amount: 1000, win: 0 },
    ],
  },
};
const spot = (name: string) =>
  screen.getByRole('button', {
    name: t('games.baccarat.stakeOn', { spot: t(`games.baccarat.spots.${name}`) }),
  });

function renderGame(turbo = false) {
  $turbo.set(turbo);
  const onRound = vi.fn();
  const props = {
    session: { gameId: 5101, sessionId: 'gs-7f3a', mode: 'real' as const },
    minBet: 1000,
    maxBet: 100_000,
    balance: 100_000,
    muted: true,
    info: { status: 'loading' as const },
    onRound,
  };
  render(<BaccaratGame {...props} />);
  return { onRound };
}

beforeEach(() => resetApp());
afterEach(() => {
  cleanup();
  $turbo.set(false);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Baccarat', () => {
  it('stakes spots, deals card by card, then shows the winner and the net, and only then moves the balance', async () => {
    const { calls } = stubFetch(() => json({ errcode: 0, msg: 'ok', data: round }));
    const { onRound } = renderGame(true);
    fireEvent.click(spot('player'));
    fireEvent.click(spot('player'));
    fireEvent.click(spot('banker'));
    fireEvent.click(
      screen.getByRole('button', { name: t('games.baccarat.deal', { amount: formatMoney(3000) }) }),
    );
    await screen.findByRole('img', { name: 'Eight of spades' });
    expect(calls[0]?.body?.play).toEqual({
      engine: 'baccarat',
      bets: [
        { spot: 'player', amount: 2000 },
        { spot: 'banker', amount: 1000 },
      ],
    });
    await screen.findByText(t('games.baccarat.playerWins', { player: 4, banker: 0 }));
    expect(screen.getAllByRole('img', { name: /of/ })).toHaveLength(6);
    expect(onRound).toHaveBeenCalledTimes(1);
    expect(onRound).toHaveBeenCalledWith(round);
    expect(
      screen.getByText(
        t('games.baccarat.netWin', {
          net: formatMoney(1000),
          payout: formatMoney(4000),
          staked: formatMoney(3000),
        }),
      ),
    ).toBeTruthy();
    expect(spot('player').className).toContain('bac-spot-win');
    expect(spot('banker').className).toContain('bac-spot-lose');
    // the board cleared: Rebet brings the same stakes back
    fireEvent.click(screen.getByRole('button', { name: t('games.baccarat.rebet') }));
    expect(
      screen.getByRole('button', { name: t('games.baccarat.deal', { amount: formatMoney(3000) }) }),
    ).toBeTruthy();
  });

  it('at the normal pace a tap on Skip (or on the felt) lands every card at once', async () => {
    vi.useFakeTimers();
    stubFetch(() => json({ errcode: 0, msg: 'ok', data: round }));
    const { onRound } = renderGame();
    fireEvent.click(spot('tie'));
    fireEvent.click(screen.getByRole('button', { name: /^Deal/ }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getAllByRole('img', { name: /of/ })).toHaveLength(1);
    expect(onRound).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: t('games.baccarat.skip') }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText(t('games.baccarat.playerWins', { player: 4, banker: 0 }))).toBeTruthy();
    expect(screen.getAllByRole('img', { name: /of/ })).toHaveLength(6);
    expect(onRound).toHaveBeenCalledTimes(1);
    // a tap on the felt does the same
    fireEvent.click(spot('tie'));
    fireEvent.click(screen.getByRole('button', { name: /^Deal/ }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(screen.getByRole('region', { name: t('games.baccarat.spots.player') }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(onRound).toHaveBeenCalledTimes(2);
  });

  it('says why a stake is refused and keeps Deal off while nothing is staked', () => {
    stubFetch(() => json({ errcode: 0, msg: 'ok', data: round }));
    renderGame();
    expect(screen.getByRole('button', { name: t('games.baccarat.placeBets') })).toHaveProperty(
      'disabled',
      true,
    );
    for (let i = 0; i < 101; i++) fireEvent.click(spot('banker'));
    expect(screen.getByRole('alert').textContent).toBe(
      t('games.baccarat.overMax', { max: formatMoney(100_000) }),
    );
  });
});

describe('Baccarat play controls', () => {
  it('autoplay deals the same stakes each round, each its own request, until the loss stop', async () => {
    vi.useFakeTimers();
    // ₱10 on Banker and ₱10 on Tie, Player won: each round is a ₱20 loss
    const lost = {
      ...round,
      bet: 2000,
      win: 0,
      result: {
        ...round.result,
        wins: [
          { spot: 'banker' as const, amount: 1000, win: 0 },
          { spot: 'tie' as const, amount: 1000, win: 0 },
        ],
      },
    };
    const { calls } = stubFetch(() => json({ errcode: 0, msg: 'ok', data: lost }));
    renderGame();
    fireEvent.click(spot('banker'));
    fireEvent.click(spot('tie'));
    // ₱50: two ₱20 rounds, then a third could take the fall to ₱60
    startAutoplay('500', '50');
    expect(spot('banker')).toHaveProperty('disabled', true);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    const play = {
      engine: 'baccarat',
      bets: [
        { spot: 'banker', amount: 1000 },
        { spot: 'tie', amount: 1000 },
      ],
    };
    expectRunStoppedOnLoss(calls, play, 2);
    expect(spot('banker')).toHaveProperty('disabled', false);
  });

  it.each([false, true])('turbo %s: the six cards land in the deal time, and not before', async (turbo) => {
    vi.useFakeTimers();
    stubFetch(() => json({ errcode: 0, msg: 'ok', data: round }));
    const { onRound } = renderGame(turbo);
    fireEvent.click(spot('player'));
    fireEvent.click(screen.getByRole('button', { name: /^Deal/ }));
    // five gaps between six cards; the banker's third card (the sixth) after the extra beat, the player's too
    const f = turbo ? TURBO_FACTOR : 1;
    const gap = Math.round(DEAL_MS.card * f);
    const third = Math.round((DEAL_MS.card + DEAL_MS.third) * f);
    const whole = 3 * gap + 2 * third;
    await act(() => vi.advanceTimersByTimeAsync(whole - 20));
    expect(onRound).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(40));
    expect(onRound).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('img', { name: /of/ })).toHaveLength(6);
  });

  it.each([
    // payout, stake, the moment
    [4000, 3000, 'small'],
    [18_000, 1000, 'big'],
    // a push on Player when the hand ties: the stake back, nothing to celebrate
    [1000, 1000, 'none'],
    [0, 1000, 'none'],
  ] as const)('a payout of %i on %i shows a %s win moment, counting the net', async (win, bet, tier) => {
    vi.useFakeTimers();
    stubFetch(() => json({ errcode: 0, msg: 'ok', data: { ...round, bet, win } }));
    renderGame(true);
    fireEvent.click(spot('player'));
    fireEvent.click(screen.getByRole('button', { name: /^Deal/ }));
    // in steps, so the count-up's frames run between the deal's timers
    for (let i = 0; i < 30; i++) await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText(t('games.baccarat.playerWins', { player: 4, banker: 0 }))).toBeTruthy();
    expectWinMoment(tier, win - bet);
  });
});
