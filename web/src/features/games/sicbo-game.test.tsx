import { formatMoney } from '@casino/contracts/money';
import { registry } from '@casino/contracts/registry';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/games';
import { t } from '../../i18n';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { recallOutcomeText } from './sicbo-areas';
import { SicboGame, type SicboSpeed } from './sicbo-game';

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

function renderGame(speed?: SicboSpeed) {
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
      {...(speed ? { speed } : {})}
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
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Sic Bo', () => {
  it('stakes across tabs, rolls for exactly the total shown, and lights the winning areas', async () => {
    const { calls } = stubFetch(() => json({ errcode: 0, msg: 'ok', data: round }));
    const onRound = renderGame('turbo');
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
    await screen.findByText(line, {}, { timeout: 3000 });
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
    renderGame('normal');
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
