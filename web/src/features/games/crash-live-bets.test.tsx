import { formatMoney } from '@casino/contracts/money';
import { registry } from '@casino/contracts/registry';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/games';
import { t } from '../../i18n';
import { resetApp } from '../../test/helpers';
import { callNames, fakePlatform, ok, refused } from '../../test/platform';
import { CrashLiveBets, LIVE_REFRESH_MS, type LiveBets } from './crash-live-bets';

const example = registry.gameLiveBets.examples.answer as LiveBets;
const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

beforeEach(() => {
  resetApp();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Crash live bets', () => {
  it("shows other players' rounds as the platform names them, and refreshes them while the page is open", async () => {
    let answer: LiveBets = example;
    const { calls } = fakePlatform({ gameLiveBets: () => ok(answer) });
    render(<CrashLiveBets gameId={3002} real />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls.map((c) => c.body)).toEqual([expect.objectContaining({ gameId: 3002 })]);
    expect(rows()).toEqual([
      ['Ju***o', formatMoney(5000), t('games.crash.live.playing')],
      ['09***7', formatMoney(1000), t('games.crash.live.cashed', { x: '2.15×', win: formatMoney(2150) })],
      ['Ma***a', formatMoney(2000), t('games.crash.live.bust', { x: '1.34×' })],
    ]);

    // the next read a few seconds later: Juan's round has ended, a new one has started
    answer = {
      ...example,
      list: [
        { player: 'Pe***7', bet: 10_000, outcome: 'playing', multiplier: 0, win: 0, at: 1_767_225_801_000 },
        { ...example.list[0]!, outcome: 'bust', multiplier: 320, at: 1_767_225_800_900 },
      ],
    };
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
    expect(calls).toHaveLength(2);
    expect(rows()).toEqual([
      ['Pe***7', formatMoney(10_000), t('games.crash.live.playing')],
      ['Ju***o', formatMoney(5000), t('games.crash.live.bust', { x: '3.20×' })],
    ]);
  });

  it('says when nobody else is playing, and keeps the rows it has when a refresh fails', async () => {
    let fail = false;
    let list: LiveBets['list'] = [];
    fakePlatform({ gameLiveBets: () => (fail ? refused(500) : ok({ list, windowSeconds: 120 })) });
    render(<CrashLiveBets gameId={3001} real />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText(t('games.crash.live.empty'))).toBeTruthy();
    list = example.list;
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
    expect(rows()).toHaveLength(3);
    fail = true;
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
    expect(rows()).toHaveLength(3);
  });

  it('shows a first failure with a retry that reads again', async () => {
    let fail = true;
    const { calls } = fakePlatform({ gameLiveBets: () => (fail ? refused(500) : ok(example)) });
    render(<CrashLiveBets gameId={3001} real />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText(t('games.crash.live.failed'), { exact: false })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: t('common.retry') }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(rows()).toHaveLength(3);
    expect(callNames(calls)).toEqual(['gameLiveBets', 'gameLiveBets']);
  });

  it('reads nothing on a demo session, while the page is hidden, or once the page is gone', async () => {
    const { calls } = fakePlatform({ gameLiveBets: () => ok(example) });
    const demo = render(<CrashLiveBets gameId={3001} real={false} />);
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS * 3));
    expect(screen.getByText(t('games.crash.live.realOnly'))).toBeTruthy();
    expect(calls).toHaveLength(0);
    demo.unmount();

    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const page = render(<CrashLiveBets gameId={3001} real />);
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS * 3));
    expect(calls).toHaveLength(0);
    hidden.mockReturnValue('visible');
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS));
    expect(calls).toHaveLength(1);
    page.unmount();
    await act(() => vi.advanceTimersByTimeAsync(LIVE_REFRESH_MS * 3));
    expect(calls).toHaveLength(1);
  });
});
