import { formatMoney } from '@casino/contracts/money';
import { registry } from '@casino/contracts/registry';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/games';
import { t } from '../../i18n';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { expectRunStoppedOnLoss, startAutoplay } from './autoplay.fixture';
import { ColorGame } from './color-game';

const round = registry.gameRoundPlay.examples.answer;
const colour = (name: string) => t(`games.color.colors.${name}`);
const stakeOn = (name: string) =>
  screen.getByRole('button', { name: t('games.color.stakeOn', { color: colour(name) }) });

function renderGame(balance: number | null = 100_000) {
  const onRound = vi.fn();
  render(
    <ColorGame
      session={{ gameId: 1, sessionId: 'gs-7f3a', mode: 'real' }}
      minBet={1000}
      maxBet={100_000}
      balance={balance}
      muted
      info={{ status: 'loading' }}
      onRound={onRound}
    />,
  );
  return onRound;
}

beforeEach(() => resetApp());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Color Game', () => {
  it('stakes chips on colours, rolls, and shows the dice, the net result and the colours hit', async () => {
    const { calls } = stubFetch(() => json({ errcode: 0, msg: 'ok', data: round }));
    const onRound = renderGame();
    // idle dice name no colour: nothing reads as a result before the first roll
    expect(screen.queryAllByRole('img', { name: /^(Yellow|White|Pink|Blue|Red|Green)$/ })).toHaveLength(0);
    fireEvent.click(stakeOn('yellow'));
    fireEvent.click(stakeOn('blue'));
    fireEvent.click(
      screen.getByRole('button', { name: t('games.color.roll', { amount: formatMoney(2000) }) }),
    );
    // ₱20 staked, ₱30 paid: a ₱10 net win, with the payout beside it
    const line = t('games.color.netWin', {
      net: formatMoney(1000),
      payout: formatMoney(3000),
      staked: formatMoney(2000),
    });
    expect((await screen.findByRole('status')).textContent).toBe('');
    await screen.findByText(line);
    expect(calls[0]?.body?.play).toEqual({
      engine: 'color',
      bets: [
        { color: 0, amount: 1000 },
        { color: 3, amount: 1000 },
      ],
    });
    expect(screen.getAllByRole('img', { name: colour('yellow') })).toHaveLength(2);
    expect(screen.getAllByRole('img', { name: colour('red') })).toHaveLength(1);
    // the board rings the colours the dice showed
    expect(stakeOn('yellow').className).toContain('color-hit');
    expect(stakeOn('red').className).toContain('color-hit');
    expect(stakeOn('blue').className).not.toContain('color-hit');
    expect(onRound).toHaveBeenCalledWith(round);
  });

  it('clears the board after a roll; Rebet puts the same stakes back and never adds to them', async () => {
    const { calls } = stubFetch(() => json({ errcode: 0, msg: 'ok', data: round }));
    renderGame();
    fireEvent.click(stakeOn('red'));
    fireEvent.click(stakeOn('red'));
    const rebet = screen.getByRole('button', { name: t('games.color.rebet') });
    expect(rebet).toHaveProperty('disabled', true);
    fireEvent.click(
      screen.getByRole('button', { name: t('games.color.roll', { amount: formatMoney(2000) }) }),
    );
    await screen.findByRole('button', { name: t('games.color.roll', { amount: formatMoney(0) }) });
    expect(stakeOn('red').textContent).not.toContain(formatMoney(2000));
    for (let i = 0; i < 3; i++) fireEvent.click(rebet);
    expect(stakeOn('red').textContent).toContain(formatMoney(2000));
    fireEvent.click(screen.getByRole('button', { name: t('games.color.double') }));
    // what the button says is what the request takes
    fireEvent.click(
      screen.getByRole('button', { name: t('games.color.roll', { amount: formatMoney(4000) }) }),
    );
    await screen.findByRole('button', { name: t('games.color.roll', { amount: formatMoney(0) }) });
    expect(calls.map((c) => c.body?.play)).toEqual([
      { engine: 'color', bets: [{ color: 4, amount: 2000 }] },
      { engine: 'color', bets: [{ color: 4, amount: 4000 }] },
    ]);
  });

  it('a round that paid less than was staked says how much was lost', async () => {
    stubFetch(() => json({ errcode: 0, msg: 'ok', data: { ...round, bet: 3000, win: 2000 } }));
    renderGame();
    for (const c of ['yellow', 'blue', 'green']) fireEvent.click(stakeOn(c));
    fireEvent.click(screen.getByRole('button', { name: /^Roll/ }));
    await screen.findByText(
      t('games.color.netLoss', {
        net: formatMoney(1000),
        payout: formatMoney(2000),
        staked: formatMoney(3000),
      }),
      {},
    );
    expect(screen.queryByText(/You won/)).toBeNull();
  });

  it('refuses a stake above the balance before the roll, and says why', () => {
    const { calls } = stubFetch(() => json({ errcode: 0, msg: 'ok', data: round }));
    renderGame(1500);
    fireEvent.click(stakeOn('red'));
    fireEvent.click(stakeOn('red'));
    expect(screen.getByRole('alert').textContent).toBe(
      t('games.color.overBalance', { amount: formatMoney(2000), balance: formatMoney(1500) }),
    );
    // the refused chip is not on the board; the one that fits is, and rolls
    expect(stakeOn('red').textContent).toContain(formatMoney(1000));
    expect(
      screen.getByRole('button', { name: t('games.color.roll', { amount: formatMoney(1000) }) }),
    ).toHaveProperty('disabled', false);
    expect(calls).toHaveLength(0);
  });

  it('stakes left on the board above a balance that fell keep Roll off, with the reason', () => {
    stubFetch(() => json({ errcode: 0, msg: 'ok', data: round }));
    const props = {
      session: { gameId: 1, sessionId: 'gs-7f3a', mode: 'real' as const },
      minBet: 1000,
      maxBet: 100_000,
      muted: true,
      info: { status: 'loading' as const },
      onRound: () => {},
    };
    const { rerender } = render(<ColorGame {...props} balance={5000} />);
    fireEvent.click(stakeOn('red'));
    fireEvent.click(stakeOn('red'));
    expect(screen.getByRole('button', { name: /^Roll/ })).toHaveProperty('disabled', false);
    rerender(<ColorGame {...props} balance={1500} />);
    expect(screen.getByRole('button', { name: /^Roll/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('alert').textContent).toBe(
      t('games.color.overBalance', { amount: formatMoney(2000), balance: formatMoney(1500) }),
    );
  });
});

describe('Color Game autoplay', () => {
  it('rolls the same stakes again each round, each its own request, until the loss stop', async () => {
    vi.useFakeTimers();
    // ₱10 on red paid nothing: each round is a ₱10 loss
    const lost = { ...round, bet: 1000, win: 0 };
    const { calls } = stubFetch(() => json({ errcode: 0, msg: 'ok', data: lost }));
    renderGame();
    fireEvent.click(stakeOn('red'));
    // ₱25: two ₱10 rounds, then a third could take the fall to ₱30
    startAutoplay('100', '25');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expectRunStoppedOnLoss(calls, { engine: 'color', bets: [{ color: 4, amount: 1000 }] }, 2);
    vi.useRealTimers();
  });
});
