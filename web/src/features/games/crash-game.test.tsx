import { CRASH_MAX_MULTIPLIER } from '@casino/contracts/fairness';
import { formatMoney } from '@casino/contracts/money';
import { registry } from '@casino/contracts/registry';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/games';
import { t } from '../../i18n';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { autoTarget, CrashGame, crashText, crashTransforms } from './crash-game';

const base = registry.gameRoundPlay.examples.answer;
const crashRound = (over: object, result: object) => ({
  ...base,
  engine: 'crash' as const,
  bet: 100,
  ...over,
  result: { engine: 'crash' as const, startedAt: 0, autoCashout: 0, cashoutAt: 0, crashPoint: 0, ...result },
});

beforeEach(() => resetApp());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Crash', () => {
  it('moves the head along y = x² by transforms only: 1× bottom left, 10× top right', () => {
    expect(crashTransforms(100)).toEqual({ x: 'translateX(0.00%)', y: 'translateY(0.00%)' });
    expect(crashTransforms(1000)).toEqual({ x: 'translateX(100.00%)', y: 'translateY(-100.00%)' });
    // 2× is log10(2) = 30.10 % of the way, and 9.06 % up
    expect(crashTransforms(200)).toEqual({ x: 'translateX(30.10%)', y: 'translateY(-9.06%)' });
    expect(crashTransforms(1_000_000).x).toBe('translateX(100.00%)');
    expect(crashText(12_345)).toBe('123.45×');
  });

  it('takes an auto cash-out from 1.01× to the max win, and nothing else', () => {
    expect(autoTarget('')).toBeNull();
    expect(autoTarget('2')).toBe(200);
    expect(autoTarget('1.01')).toBe(101);
    expect(autoTarget('1')).toBe('invalid');
    expect(autoTarget(String(CRASH_MAX_MULTIPLIER / 100))).toBe(CRASH_MAX_MULTIPLIER);
    expect(autoTarget(String(CRASH_MAX_MULTIPLIER / 100 + 1))).toBe('invalid');
    expect(autoTarget('1..2')).toBe('invalid');
  });

  it('refuses an out-of-range auto cash-out before betting, and says what fits', () => {
    const { calls } = stubFetch(() => json({ errcode: 0, msg: 'ok', data: null }));
    render(
      <CrashGame
        session={{ gameId: 3001, sessionId: 'gs-1', mode: 'demo' }}
        minBet={100}
        maxBet={10_000}
        balance={null}
        muted
        info={{ status: 'loading' }}
        onRound={() => {}}
      />,
    );
    const field = screen.getByLabelText(t('games.crash.auto'));
    fireEvent.change(field, { target: { value: '1' } });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(t('games.crash.autoRange', { min: '1.01', max: '10,000' }))).toBeTruthy();
    const bet = screen.getByRole('button', { name: t('games.crash.start', { amount: formatMoney(100) }) });
    expect((bet as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(bet);
    expect(calls).toEqual([]);
  });

  it('climbs on the server clock, then shows the cash-out the platform answered', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'setInterval', 'requestAnimationFrame'] });
    vi.setSystemTime(1_000_000);
    const started = 1_000_000 - 11_553; // 2.00× on the formula
    const open = crashRound({ status: 'open', updateTime: 1_000_000 }, { startedAt: started });
    const cashed = crashRound({ status: 'settled', win: 200 }, { startedAt: started, cashoutAt: 200 });
    stubFetch((url) => json({ errcode: 0, msg: 'ok', data: url.endsWith('Action') ? cashed : open }));
    render(
      <CrashGame
        session={{ gameId: 3001, sessionId: 'gs-1', mode: 'demo' }}
        minBet={100}
        maxBet={10_000}
        balance={null}
        muted
        info={{ status: 'loading' }}
        onRound={() => {}}
      />,
    );
    fireEvent.click(
      screen.getByRole('button', { name: t('games.crash.start', { amount: formatMoney(100) }) }),
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('timer').textContent).toBe('2.00×');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(Number.parseFloat(screen.getByRole('timer').textContent ?? '')).toBeGreaterThan(2.6);
    fireEvent.click(screen.getByRole('button', { name: t('games.crash.cashout') }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('timer').textContent).toBe('2.00×');
    expect(screen.getByRole('status').textContent).toBe(
      t('games.crash.cashed', { value: '2.00', amount: formatMoney(200) }),
    );
  });
});
