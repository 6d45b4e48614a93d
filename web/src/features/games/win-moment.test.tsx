import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/games';
import { formatMoney } from '@casino/contracts/money';
import { t } from '../../i18n';
import { BIG_HOLD_MS, FAST_BIG_HOLD_MS, momentTimes, WinMoment } from './win-moment';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const big = () => document.querySelector('.win-big');
const plaque = () => document.querySelector('.win-plaque');

describe('the win moment', () => {
  it.each([
    // payout, stake, what shows
    [150, 100, 'small'],
    [999, 100, 'small'],
    [1000, 100, 'big'],
    [4999, 100, 'big'],
    [5000, 100, 'mega'],
  ] as const)('a payout of %i on %i is a %s win', (win, bet, tier) => {
    render(<WinMoment win={win} bet={bet} />);
    if (tier === 'small') {
      expect(plaque()).not.toBeNull();
      expect(big()).toBeNull();
    } else {
      expect(big()?.classList.contains(`win-tier-${tier}`)).toBe(true);
      expect(big()?.textContent).toContain(t(tier === 'mega' ? 'games.moment.mega' : 'games.moment.big'));
    }
  });

  it.each([
    [0, 100],
    [100, 100],
    // a colour-game round staked on six colours, ₱40 back of ₱60: a loss, never dressed up as a win
    [4000, 6000],
  ])('a payout of %i on %i (no more than the stake) celebrates nothing', (win, bet) => {
    const { container } = render(<WinMoment win={win} bet={bet} />);
    expect(container.innerHTML).toBe('');
  });

  it('a tap sends a big win aside to the plaque', () => {
    render(<WinMoment win={2000} bet={100} />);
    fireEvent.click(big()!);
    expect(big()).toBeNull();
    expect(plaque()).not.toBeNull();
  });

  it('steps aside by itself; turbo and autoplay hold it shorter', async () => {
    vi.useFakeTimers();
    render(<WinMoment win={2000} bet={100} fast />);
    await act(() => vi.advanceTimersByTimeAsync(FAST_BIG_HOLD_MS - 10));
    expect(big()).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(big()).toBeNull();
    cleanup();

    render(<WinMoment win={2000} bet={100} />);
    await act(() => vi.advanceTimersByTimeAsync(FAST_BIG_HOLD_MS + 10));
    expect(big()).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(BIG_HOLD_MS));
    expect(big()).toBeNull();
    expect(momentTimes(true, true).count).toBeLessThan(momentTimes(true, false).count);
    expect(momentTimes(false, true).count).toBeLessThan(momentTimes(false, false).count);
  });

  it('counts up the amount it is given (a game that returns the stake shows the net)', async () => {
    vi.useFakeTimers();
    render(<WinMoment win={400} bet={100} shown={300} />);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(plaque()?.textContent).toContain(formatMoney(300));
  });
});
