import { registry } from '@casino/contracts/registry';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '../../i18n';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { $bigWins, BIG_WINS_REFRESH_MS, type BigWin, watchBigWins } from './big-wins-store';
import BigWinsTicker from './big-wins-ticker';
import { catalogue } from './lobby.fixture';

const example = registry['anonymous/recentBigWins'].examples.answer.list[0] as BigWin;
const win = (over: Partial<BigWin>): BigWin => ({ ...example, ...over });
const answer = (list: BigWin[]) => json({ errcode: 0, msg: 'ok', data: { list, windowHours: 24 } });
const asked = (calls: { url: string }[]) =>
  calls.filter((c) => c.url.endsWith('anonymous/recentBigWins')).length;

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  resetApp();
  $bigWins.set([]);
  setHidden(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the big-wins ticker', () => {
  it('shows each win with the masked name, the game, the amount and the multiple', async () => {
    stubFetch(() =>
      answer([
        win({ nickname: 'Ju***o', gameName: 'Golden Carabao', win: 250_000, multiplier: 2500 }),
        win({ nickname: 'Ma***a', gameId: 4, gameName: 'Isla Baccarat', win: 9_050, multiplier: 452 }),
      ]),
    );
    render(<BigWinsTicker config={catalogue} />);
    const ticker = await screen.findByRole('region', { name: t('lobby.bigWins') });
    // the crawl repeats the list for the loop; the second copy is hidden from screen readers
    const items = within(ticker).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.sr-only')?.textContent)).toEqual([
      'Ju***o won ₱2,500.00 on Golden Carabao',
      'Ma***a won ₱90.50 on Isla Baccarat',
    ]);
    expect(items[0]!.textContent).toContain('25×');
    expect(items[1]!.textContent).toContain('4.52×');
  });

  it('stays hidden while nobody has won big', async () => {
    const { calls } = stubFetch(() => answer([]));
    render(<BigWinsTicker config={catalogue} />);
    await vi.waitFor(() => expect(asked(calls)).toBe(1));
    expect(screen.queryByRole('region', { name: t('lobby.bigWins') })).toBeNull();
  });
});

describe('watchBigWins', () => {
  it('asks at once and every 30 s, keeps the last list when an ask fails, and stops when told', async () => {
    vi.useFakeTimers();
    let fail = false;
    const { calls } = stubFetch(() =>
      fail ? json({ errcode: 502, msg: 'down', data: null }, 502) : answer([example]),
    );
    const stop = watchBigWins();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked(calls)).toBe(1);
    expect($bigWins.get()).toEqual([example]);

    fail = true;
    await vi.advanceTimersByTimeAsync(BIG_WINS_REFRESH_MS);
    expect(asked(calls)).toBe(2);
    expect($bigWins.get()).toEqual([example]);

    stop();
    await vi.advanceTimersByTimeAsync(3 * BIG_WINS_REFRESH_MS);
    expect(asked(calls)).toBe(2);
  });

  it('asks nothing while the tab is hidden, and at once when it shows again', async () => {
    vi.useFakeTimers();
    const { calls } = stubFetch(() => answer([example]));
    const stop = watchBigWins();
    await vi.advanceTimersByTimeAsync(0);
    setHidden(true);
    await vi.advanceTimersByTimeAsync(5 * BIG_WINS_REFRESH_MS);
    expect(asked(calls)).toBe(1);
    setHidden(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(asked(calls)).toBe(2);
    stop();
  });
});
