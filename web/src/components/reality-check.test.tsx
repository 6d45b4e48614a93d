import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextRealityCheck } from '../stores/reality-check';
import { setToken } from '../stores/session';
import { json, resetApp, stubFetch } from '../test/helpers';
import { RealityCheck } from './reality-check';

const MIN = 60_000;

function server(every: number, play: () => { wagered: number; net: number }) {
  return stubFetch((url, init) => {
    const name = url.replace(/^.*\/app\/v1\//, '');
    if (name !== 'selfLimitInfo') throw new Error(`unexpected call ${name}`);
    const body = JSON.parse(String(init.body)) as { since?: number };
    return json({
      errcode: 0,
      msg: '',
      data: {
        limits: [],
        restriction: null,
        realityCheckMinutes: every,
        play: body.since ? { since: body.since, ...play() } : null,
      },
    });
  });
}

function mount(startedAt: number, onStop = vi.fn()) {
  const router = createMemoryRouter(
    [
      { path: '/game/start', element: <RealityCheck startedAt={startedAt} onStop={onStop} /> },
      { path: '/member/self-limited', element: <p>limits page</p> },
    ],
    { initialEntries: ['/game/start'] },
  );
  render(<RouterProvider router={router} />);
  return { onStop, router };
}

/** Moves the fake clock and lets the answers of the stubbed fetch settle. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  resetApp();
  vi.useFakeTimers();
  setToken('tok');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('reality check', () => {
  it('shows the time played and the net result every N minutes of a real-money game', async () => {
    let net = -12_050;
    const api = server(30, () => ({ wagered: 50_000, net }));
    const { onStop } = mount(Date.now());
    await advance(29 * MIN);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(MIN);
    const dialog = screen.getByRole('dialog', { name: 'Reality check' });
    expect(dialog.textContent).toContain('You have been playing for 30 minutes.');
    expect(dialog.textContent).toContain('Net result: -₱120.50');
    expect(dialog.textContent).toContain('Wagered: ₱500.00');
    // the figures are asked for since the game opened
    const asked = api.calls.map((c) => c.body?.since).filter(Boolean);
    expect(asked).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    net = 2_500;
    await advance(29 * MIN);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(MIN);
    const again = screen.getByRole('dialog', { name: 'Reality check' });
    expect(again.textContent).toContain('You have been playing for 60 minutes.');
    expect(again.textContent).toContain('Net result: +₱25.00');
    fireEvent.click(screen.getByRole('button', { name: 'Stop playing' }));
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it('a check dismissed late does not fire again at once, and a failed read still shows the time', async () => {
    stubFetch((_url, init) => {
      const body = JSON.parse(String(init.body)) as { since?: number };
      if (body.since) return json({ errcode: 500, msg: 'down', data: null }, 500);
      return json({
        errcode: 0,
        msg: '',
        data: { limits: [], restriction: null, realityCheckMinutes: 10, play: null },
      });
    });
    mount(Date.now());
    await advance(0); // the interval arrives
    await advance(10 * MIN);
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('10 minutes');
    expect(dialog.textContent).toContain('could not be loaded');
    // the player answers 7 minutes later: the next check is at 20 minutes, not straight away
    await advance(7 * MIN);
    fireEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
    await advance(2 * MIN);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advance(MIN);
    expect(screen.getByRole('dialog').textContent).toContain('20 minutes');
  });

  it('next check time: every N minutes from the start, the first still ahead', () => {
    expect(nextRealityCheck(0, 60, 0)).toBe(60 * MIN);
    expect(nextRealityCheck(0, 60, 59 * MIN)).toBe(60 * MIN);
    expect(nextRealityCheck(0, 60, 60 * MIN)).toBe(120 * MIN);
    expect(nextRealityCheck(1000, 15, 1000 + 47 * MIN)).toBe(1000 + 60 * MIN);
  });
});
