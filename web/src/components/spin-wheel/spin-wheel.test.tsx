import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAnimation } from '../../stores/daily-animation';
import { resetApp } from '../../test/helpers';
import { SpinWheel } from './spin-wheel';

const segments = [{ label: '₱1' }, { label: '₱5' }, { label: '₱50', highlight: true }];

beforeEach(() => {
  resetApp();
  localStorage.clear();
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2026, 2, 1, 4, 0));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the prize wheel', () => {
  it("turns the day's first spin in full with no Skip; the next one that day offers Skip and finishes at once", () => {
    const done = vi.fn();
    const { rerender } = render(
      <SpinWheel segments={segments} landing={2} spinKey={1} durationMs={4500} onDone={done} daily="spin" />,
    );
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
    act(() => vi.advanceTimersByTime(4_499));
    expect(done).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(done).toHaveBeenCalledTimes(1);

    rerender(
      <SpinWheel segments={segments} landing={1} spinKey={2} durationMs={4500} onDone={done} daily="spin" />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(done).toHaveBeenCalledTimes(2);
    // the timer that would have finished it again is gone
    act(() => vi.advanceTimersByTime(10_000));
    expect(done).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
  });

  it('a wheel without the daily rule never offers Skip', () => {
    startAnimation('spin');
    render(<SpinWheel segments={segments} landing={0} spinKey={1} durationMs={4500} />);
    expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
  });
});
