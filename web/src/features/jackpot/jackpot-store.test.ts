import { JACKPOT_REFRESH_MS, JACKPOT_SHUFFLE_MS } from '@casino/contracts/constants';
import { ERR } from '@casino/contracts/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $config } from '../../stores/config';
import { setToken } from '../../stores/session';
import { json, resetApp } from '../../test/helpers';
import { callNames, fakePlatform, NO_ACTIVITY_FLAGS, ok, refreshAnswer } from '../../test/platform';
import { drawErrorText } from './jackpot-panel';
import {
  $draw,
  $drawInfo,
  $poolFigures,
  canClose,
  closeAward,
  justWon,
  loadDrawInfo,
  resetDraw,
  shownAt,
  spin,
  takeSection,
  wheelDone,
} from './jackpot-store';

const CELLS = [1, 2, 3, 4, 5, 6, 7, 8, 10, 12].map((id) => ({
  id,
  type: id === 5 || id === 8 || id === 10 || id === 12 ? 2 : 1,
  propId: id === 12 ? 50001 : 2001,
  count: 500,
  showNum: 5,
}));
const INFO = (can: boolean) => ({
  total: 100,
  megaJackpot: 40,
  majorJackpot: 30,
  minorJackpot: 20,
  miniJackpot: 10,
  totalSection: { min: 90, max: 110 },
  megaJackpotSection: { min: 30, max: 50 },
  majorJackpotSection: { min: 25, max: 35 },
  minorJackpotSection: { min: 15, max: 25 },
  miniJackpotSection: { min: 5, max: 15 },
  canReceiveDrawChance: can,
  needDeposit: 5000,
  needTyping: 100000,
  jackpotWinnerList: [],
});
let clock = 0;

/** Every call also finds the balance refresh and the red dots that follow a draw. */
function server(answers: Record<string, () => Response>) {
  return fakePlatform({
    ...answers,
    refreshData: () => refreshAnswer({ coin: 1 }),
    activityGetStatusList: () => ok(NO_ACTIVITY_FLAGS),
  });
}

describe('the jackpot draw store (spec §4)', () => {
  beforeEach(() => {
    resetApp();
    setToken('t');
    resetDraw();
    $config.set({
      status: 'ready',
      data: { jackpotAwardConfigList: CELLS } as never,
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // each test far from the last one's SPIN, which the 300 ms debounce remembers
    vi.setSystemTime(Date.now() + 60_000 * ++clock);
  });
  afterEach(() => vi.useRealTimers());

  it('SPIN without a chance asks nothing and says what earns one', async () => {
    const stub = server({ getJackpotDrawInfo: () => ok(INFO(false)) });
    await loadDrawInfo();
    vi.advanceTimersByTime(400);
    spin();
    await vi.waitFor(() => expect($draw.get().error).toEqual({ code: 0 }));
    expect(callNames(stub.calls)).not.toContain('receiveDrawChance');
  });

  it('each refusal 1001–1004 has its own text with the code; others a generic one with the code', () => {
    const texts = [1001, 1002, 1003, 1004].map((code) => drawErrorText({ code }));
    expect(new Set(texts).size).toBe(4);
    for (const [i, text] of texts.entries()) expect(text).toContain(String(1001 + i));
    expect(drawErrorText({ code: 500 })).toContain('500');
    expect(drawErrorText({ code: ERR.DRAW_NEEDS_TURNOVER })).not.toBe(drawErrorText({ code: 500 }));
  });

  it('a refused draw shows its code and reloads the draw info', async () => {
    const stub = server({
      getJackpotDrawInfo: () => ok(INFO(true)),
      receiveDrawChance: () => json({ errcode: ERR.DRAW_ALREADY_RECEIVED, msg: 'no', data: null }),
    });
    await loadDrawInfo();
    vi.advanceTimersByTime(400);
    spin();
    await vi.waitFor(() => expect($draw.get().error).toEqual({ code: 1004 }));
    expect($draw.get().phase).toBe('idle');
    await vi.waitFor(() =>
      expect(callNames(stub.calls).filter((n) => n === 'getJackpotDrawInfo')).toHaveLength(2),
    );
  });

  it('a SPIN after a timed-out draw is the same draw (same requestId): the prize drawn first is the one shown', async () => {
    let attempt = 0;
    const stub = server({
      getJackpotDrawInfo: () => ok(INFO(true)),
      receiveDrawChance: () =>
        ++attempt === 1
          ? json({ errcode: 504, msg: 'Gateway timeout', data: null }, 504)
          : ok({ id: 3, type: 1, propId: 2001, count: 500, bonus: 0 }),
    });
    await loadDrawInfo();
    vi.advanceTimersByTime(400);
    spin();
    await vi.waitFor(() => expect($draw.get().error).toEqual({ code: 504 }));
    vi.advanceTimersByTime(400);
    spin();
    await vi.waitFor(() => expect($draw.get().phase).toBe('spinning'));
    const ids = () =>
      stub.calls.filter((c) => c.url.endsWith('/receiveDrawChance')).map((c) => c.body?.requestId);
    const [first, retry] = ids();
    expect(typeof first).toBe('string');
    expect(retry).toBe(first);
    await vi.advanceTimersByTimeAsync(10_000);
    expect($draw.get().result).toMatchObject({ id: 3, count: 500 });
    closeAward();
    // the draw was answered: the next SPIN is a new draw with a new id
    vi.advanceTimersByTime(400);
    spin();
    await vi.waitFor(() => expect(ids()).toHaveLength(3));
    expect(ids()[2]).not.toBe(first);
  });

  it('a jackpot draw: the ring lands on the drawn cell, the wheel, 2 s, then the award; close only when idle or on the award', async () => {
    const stub = server({
      getJackpotDrawInfo: () => ok(INFO(true)),
      receiveDrawChance: () => ok({ id: 12, type: 2, propId: 50001, count: 123456, bonus: 123456 }),
    });
    await loadDrawInfo();
    vi.advanceTimersByTime(400);
    spin();
    spin(); // a second tap within 300 ms is the same draw
    await vi.waitFor(() => expect($draw.get().phase).toBe('spinning'));
    expect(canClose($draw.get())).toBe(false);
    expect(callNames(stub.calls).filter((n) => n === 'receiveDrawChance')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect($draw.get().cell).toBe(9); // cell id 12 is the 10th cell of the ring
    expect($draw.get().phase).toBe('wheel');
    expect(canClose($draw.get())).toBe(false);
    wheelDone();
    await vi.advanceTimersByTimeAsync(1_999);
    expect($draw.get().phase).toBe('wheel');
    await vi.advanceTimersByTimeAsync(1);
    expect($draw.get().phase).toBe('award');
    expect(canClose($draw.get())).toBe(true);
    // the draw info was loaded again after the draw
    expect(callNames(stub.calls).filter((n) => n === 'getJackpotDrawInfo').length).toBeGreaterThanOrEqual(2);
    expect($drawInfo.get().status).toBe('ready');
    closeAward();
    expect($draw.get().phase).toBe('idle');
  });
});

describe('the pools as shown: the real pool, rising only inside the server section, reset visibly on a win', () => {
  const S = JACKPOT_SHUFFLE_MS;
  const section = (min: number, max: number) => ({ min, max });

  it('starts at the real pool and only rises, one step every 6 s, to the section end by the next refresh', () => {
    const f = takeSection(undefined, section(1_000_000, 1_010_000), 0);
    expect(shownAt(f, 0)).toBe(1_000_000);
    expect(shownAt(f, S - 1)).toBe(1_000_000); // no change inside a 6-second step
    let last = shownAt(f, 0);
    const changes: number[] = [];
    for (let now = 0; now <= JACKPOT_REFRESH_MS + 5 * S; now += 1_000) {
      const shown = shownAt(f, now);
      expect(shown).toBeGreaterThanOrEqual(last);
      expect(shown).toBeGreaterThanOrEqual(1_000_000);
      expect(shown).toBeLessThanOrEqual(1_010_000);
      if (shown !== last) changes.push(now);
      last = shown;
    }
    expect(changes.every((t) => t % S === 0)).toBe(true);
    expect(changes.length).toBe(JACKPOT_REFRESH_MS / S);
    expect(shownAt(f, JACKPOT_REFRESH_MS)).toBe(1_010_000);
  });

  it('a new section continues from the shown figure: never a step down while nobody wins', () => {
    const first = takeSection(undefined, section(1_000_000, 1_010_000), 0);
    const mid = shownAt(first, 30_000);
    // the pool grew less than expected: the new section starts below what showed
    const next = takeSection(first, section(1_003_000, 1_012_000), 30_000);
    expect(shownAt(next, 30_000)).toBe(mid);
    expect(shownAt(next, 30_000 + JACKPOT_REFRESH_MS)).toBe(1_012_000);
    expect(justWon(next, 30_000)).toBe(false);
  });

  it('a won pool drops to its new real figure at once and says so for a while', () => {
    const before = takeSection(undefined, section(9_000_000, 9_050_000), 0);
    expect(shownAt(before, 54_000)).toBeGreaterThan(9_000_000);
    const after = takeSection(before, section(5_000_000, 5_000_000), 60_000);
    expect(shownAt(after, 60_000)).toBe(5_000_000);
    expect(justWon(after, 60_000)).toBe(true);
    expect(justWon(after, 60_000 + JACKPOT_REFRESH_MS)).toBe(false);
  });

  it('a win of a pool still at its seed shows too: a newer win of it in the list', () => {
    const before = takeSection(undefined, section(5_000_000, 5_000_000), 0, 100);
    const after = takeSection(before, section(5_000_000, 5_000_000), 60_000, 59_000);
    expect(shownAt(after, 60_000)).toBe(5_000_000);
    expect(justWon(after, 60_000)).toBe(true);
    // the same list again: nothing new
    expect(
      justWon(
        takeSection(after, section(5_000_000, 5_000_000), 60_000 + JACKPOT_REFRESH_MS, 59_000),
        60_000 + JACKPOT_REFRESH_MS,
      ),
    ).toBe(false);
  });

  it('the draw info feeds every pool figure, the total included', async () => {
    $poolFigures.set({});
    server({ getJackpotDrawInfo: () => ok(INFO(false)) });
    await loadDrawInfo();
    const figures = $poolFigures.get();
    expect(figures.mega?.pool).toBe(30);
    expect(figures.total?.to).toBe(110);
  });
});
