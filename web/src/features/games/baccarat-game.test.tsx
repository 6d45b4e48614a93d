import { formatMoney } from '@casino/contracts/money';
import { registry } from '@casino/contracts/registry';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/games';
import { t } from '../../i18n';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { BaccaratGame } from './baccarat-game';

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

function renderGame(extra: { speed?: 'normal' | 'turbo'; quickStop?: number; maxBet?: number } = {}) {
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
  const view = render(<BaccaratGame {...props} {...extra} />);
  return { onRound, rerender: (more: typeof extra) => view.rerender(<BaccaratGame {...props} {...more} />) };
}

beforeEach(() => resetApp());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Baccarat', () => {
  it('stakes spots, deals card by card, then shows the winner and the net, and only then moves the balance', async () => {
    const { calls } = stubFetch(() => json({ errcode: 0, msg: 'ok', data: round }));
    const { onRound } = renderGame({ speed: 'turbo' });
    fireEvent.click(spot('player'));
    fireEvent.click(spot('player'));
    fireEvent.click(spot('banker'));
    fireEvent.click(
      screen.getByRole('button', { name: t('games.baccarat.deal', { amount: formatMoney(3000) }) }),
    );
    await screen.findByRole('img', { name: 'Eight of spades' }, { timeout: 3000 });
    expect(calls[0]?.body?.play).toEqual({
      engine: 'baccarat',
      bets: [
        { spot: 'player', amount: 2000 },
        { spot: 'banker', amount: 1000 },
      ],
    });
    await screen.findByText(t('games.baccarat.playerWins', { player: 4, banker: 0 }), {}, { timeout: 3000 });
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

  it('at the normal pace a tap on Skip (or a quick-stop from outside) lands every card at once', async () => {
    stubFetch(() => json({ errcode: 0, msg: 'ok', data: round }));
    const { onRound, rerender } = renderGame({ quickStop: 0 });
    fireEvent.click(spot('tie'));
    fireEvent.click(screen.getByRole('button', { name: /^Deal/ }));
    const skip = await screen.findByRole('button', { name: t('games.baccarat.skip') }, { timeout: 3000 });
    expect(onRound).not.toHaveBeenCalled();
    fireEvent.click(skip);
    await screen.findByText(t('games.baccarat.playerWins', { player: 4, banker: 0 }));
    expect(onRound).toHaveBeenCalledTimes(1);
    // the next deal is stopped from outside
    fireEvent.click(spot('tie'));
    fireEvent.click(screen.getByRole('button', { name: /^Deal/ }));
    await screen.findByRole('button', { name: t('games.baccarat.skip') }, { timeout: 3000 });
    act(() => rerender({ quickStop: 1 }));
    await screen.findByText(t('games.baccarat.playerWins', { player: 4, banker: 0 }));
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
