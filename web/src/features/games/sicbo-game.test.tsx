import { formatMoney } from '@casino/contracts/money';
import { registry } from '@casino/contracts/registry';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/games';
import { t } from '../../i18n';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { expectRunStoppedOnLoss, expectWinMoment, startAutoplay } from './autoplay.fixture';
import { TURBO_FACTOR } from './pace';
import { $turbo } from './play-prefs';
import { recallOutcomeText } from './sicbo-areas';
import { SHAKE_MS, SicboGame } from './sicbo-game';

// a real round shape: ₱20 on Big and ₱10 on Total 10; the dice 2 · 3 · 5 (total 10, Small, Even)
const round = {
  ...registry.gameRoundPlay.examples.answer,
  engine: 'sicbo' as const,
  bet: 3000,
  win: 7000,
  balanceAfter: 104_000,
  result: {
    engine: 'sicbo' as const,
    dice: [2, 3, 5],
    wins: [
      { area: 'big', amount: 2000, win: 0 },
      { area: 'total-10', amount: 1000, win: 7000 },
    ],
  },
};
const stakeOn = (name: string) =>
  screen.getByRole('button', { name: t('games.sicbo.stakeOn', { area: name }) });
const rollFor = (minor: number) =>
  screen.getByRole('button', { name: t('games.sicbo.roll', { amount: formatMoney(minor) }) });

function renderGame(turbo = false) {
  $turbo.set(turbo);
  const onRound = vi.fn();
  render(
    <SicboGame
      session={{ gameId: 5301, sessionId: 'gs-7f3a', mode: 'real' }}
      minBet={1000}
      maxBet={100_000}
      balance={100_000}
      muted
      info={{ status: 'loading' }}
      onRound={onRound}
    />,
  );
  return onRound;
}

/** Lets the stubbed answer and React's updates land (no timer moves). */
async function settle() {
  await act(async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  });
}

beforeEach(() => resetApp());
afterEach(() => {
  cleanup();
  $turbo.set(false);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Sic Bo', () => {
  it('stakes across tabs, rolls for exactly the total shown, and lights the winning areas', async () => {
    const { calls } = stubFetch(() => json({ errcode: 0, msg: 'ok', data: round }));
    const onRound = renderGame(true);
    fireEvent.click(stakeOn('Big'));
    fireEvent.click(stakeOn('Big'));
    fireEvent.click(screen.getByRole('tab', { name: t('games.sicbo.tab.totals') }));
    fireEvent.click(stakeOn('Total 10'));
    // the Main tab says it carries a stake
    expect(screen.getByRole('tab', { name: /Main/ }).textContent).toContain('1');
    fireEvent.click(rollFor(3000));
    const line = t('games.sicbo.netWin', {
      net: formatMoney(4000),
      payout: formatMoney(7000),
      staked: formatMoney(3000),
    });
    await screen.findByText(line);
    expect(calls[0]?.body?.play).toEqual({
      engine: 'sicbo',
      bets: [
        { area: 'big', amount: 2000 },
        { area: 'total-10', amount: 1000 },
      ],
    });
    expect(stakeOn('Total 10').className).toContain('sb-hit');
    expect(stakeOn('Total 10').className).toContain('sb-won');
    expect(stakeOn('Total 9').className).toContain('sb-miss');
    // the shaker names the dice once open
    expect(screen.getByRole('button', { name: /^2 · 3 · 5 · total 10/ })).toBeTruthy();
    expect(onRound).toHaveBeenCalledWith(round);
    // the board cleared; Rebet puts back exactly the last stakes
    rollFor(0);
    fireEvent.click(screen.getByRole('button', { name: t('games.sicbo.rebet') }));
    fireEvent.click(screen.getByRole('button', { name: t('games.sicbo.rebet') }));
    expect(rollFor(3000)).toBeTruthy();
  });

  it('a tap on the shaker opens it as soon as the answer is in, without waiting out the shake', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubFetch(() => json({ errcode: 0, msg: 'ok', data: round }));
    renderGame();
    fireEvent.click(stakeOn('Big'));
    fireEvent.click(rollFor(1000));
    await settle();
    // the answer is in but the shake (1.4 s, no timer has moved) goes on until the tap
    const shaker = screen.getByRole('button', { name: t('games.sicbo.quickStop') });
    expect(screen.queryByRole('button', { name: /^2 · 3 · 5/ })).toBeNull();
    fireEvent.click(shaker);
    await settle();
    expect(screen.getByRole('button', { name: /^2 · 3 · 5 · total 10/ })).toBeTruthy();
  });

  it('names every staked area in the recall', () => {
    expect(recallOutcomeText(round.result.wins)).toEqual([
      t('games.outcome.sicboLost', { area: 'Big', amount: formatMoney(2000) }),
      t('games.outcome.sicboWin', { area: 'Total 10', amount: formatMoney(1000), win: formatMoney(7000) }),
    ]);
  });
});

describe('Sic Bo play controls', () => {
  it('autoplay rolls the same stakes each round, each its own request, until the loss stop', async () => {
    vi.useFakeTimers();
    // ₱10 on Big and ₱10 on Total 10 paid nothing: each round is a ₱20 loss
    const lost = { ...round, bet: 2000, win: 0, result: { ...round.result, dice: [1, 1, 2], wins: [] } };
    const { calls } = stubFetch(() => json({ errcode: 0, msg: 'ok', data: lost }));
    renderGame();
    fireEvent.click(stakeOn('Big'));
    fireEvent.click(screen.getByRole('tab', { name: t('games.sicbo.tab.totals') }));
    fireEvent.click(stakeOn('Total 10'));
    // ₱70: three ₱20 rounds, then a fourth could take the fall to ₱80
    startAutoplay('500', '70');
    // the board is locked while the run goes
    expect(stakeOn('Total 10')).toHaveProperty('disabled', true);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    const play = {
      engine: 'sicbo',
      bets: [
        { area: 'big', amount: 1000 },
        { area: 'total-10', amount: 1000 },
      ],
    };
    expectRunStoppedOnLoss(calls, play, 3);
    expect(stakeOn('Total 10')).toHaveProperty('disabled', false);
  });

  it.each([
    [false, SHAKE_MS],
    [true, Math.round(SHAKE_MS * TURBO_FACTOR)],
  ])('turbo %s: the dome opens after %i ms of shaking, not before', async (turbo, ms) => {
    vi.useFakeTimers();
    stubFetch(() => json({ errcode: 0, msg: 'ok', data: round }));
    renderGame(turbo);
    fireEvent.click(stakeOn('Big'));
    fireEvent.click(rollFor(1000));
    await act(() => vi.advanceTimersByTimeAsync(ms - 20));
    expect(screen.queryByRole('button', { name: /^2 · 3 · 5/ })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(40));
    expect(screen.getByRole('button', { name: /^2 · 3 · 5 · total 10/ })).toBeTruthy();
  });

  it.each([
    // payout, stake, the moment
    [7000, 3000, 'small'],
    [31_000, 1000, 'big'],
    // ₱20 back of ₱30 spread over areas: a partial return, never dressed up as a win
    [2000, 3000, 'none'],
    [3000, 3000, 'none'],
  ] as const)('a payout of %i on %i shows a %s win moment, counting the net', async (win, bet, tier) => {
    vi.useFakeTimers();
    stubFetch(() => json({ errcode: 0, msg: 'ok', data: { ...round, bet, win } }));
    renderGame(true);
    fireEvent.click(stakeOn('Big'));
    fireEvent.click(rollFor(1000));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByRole('button', { name: /^2 · 3 · 5/ })).toBeTruthy();
    expectWinMoment(tier, win - bet);
  });
});
