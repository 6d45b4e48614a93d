import { ERR } from '@casino/contracts/errors';
import { describe, expect, it } from 'vitest';
import {
  type AutoplayDeps,
  type AutoplayStep,
  checkLimits,
  createAutoplay,
  type PageWatch,
} from './autoplay';

/** A page whose visibility the test flips. */
function fakePage(hiddenAtStart = false) {
  let hidden = hiddenAtStart;
  const subs = new Set<() => void>();
  const page: PageWatch = {
    hidden: () => hidden,
    onHide(cb) {
      subs.add(cb);
      return () => subs.delete(cb);
    },
  };
  return {
    page,
    hide() {
      hidden = true;
      for (const cb of subs) cb();
    },
    subscribers: () => subs.size,
  };
}

/** Plays the scripted answers in order (a loss of the bet once they run out); counts the calls. */
function scripted(answers: AutoplayStep[], bet = 100, onPlay?: (n: number) => void) {
  let calls = 0;
  const deps: AutoplayDeps = {
    play: async () => {
      calls++;
      onPlay?.(calls);
      return answers[calls - 1] ?? { ok: true, bet, win: 0 };
    },
    nextBet: () => bet,
    // the clock is the test's: a gap passes at once
    wait: async () => {},
    gapMs: 500,
  };
  return { deps, calls: () => calls };
}

const LIMITS = { rounds: 10, singleWinAbove: 100_000, lossLimit: 100_000 };

describe('autoplay limits', () => {
  it('needs the rounds and both stops before it may start', () => {
    expect(checkLimits(LIMITS)).toBeNull();
    expect(checkLimits({ ...LIMITS, rounds: 0 })).toBe('rounds');
    expect(checkLimits({ ...LIMITS, rounds: 1001 })).toBe('rounds');
    expect(checkLimits({ ...LIMITS, rounds: 2.5 })).toBe('rounds');
    expect(checkLimits({ rounds: 10, lossLimit: 500 })).toBe('singleWin');
    expect(checkLimits({ rounds: 10, singleWinAbove: 500 })).toBe('lossLimit');
    expect(checkLimits({ ...LIMITS, lossLimit: 0 })).toBe('lossLimit');
  });

  it('refuses to start without them', async () => {
    const auto = createAutoplay();
    const { deps, calls } = scripted([]);
    expect(await auto.start({ ...LIMITS, lossLimit: 0 }, { ...deps, page: fakePage().page })).toBeNull();
    expect(calls()).toBe(0);
    expect(auto.$state.get().status).toBe('idle');
  });
});

describe('autoplay stops', () => {
  it('after the rounds asked for, with rounds left counted down', async () => {
    const auto = createAutoplay();
    const left: number[] = [];
    const { deps, calls } = scripted([], 100, () => {
      const s = auto.$state.get();
      left.push(s.total - s.played);
    });
    const reason = await auto.start(LIMITS, { ...deps, page: fakePage().page });
    expect(reason).toBe('done');
    expect(calls()).toBe(10);
    expect(left).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(auto.$state.get()).toMatchObject({ status: 'idle', played: 10, net: -1000, stopped: 'done' });
  });

  it('after a single win above X (not at X)', async () => {
    const auto = createAutoplay();
    const { deps, calls } = scripted([
      { ok: true, bet: 100, win: 0 },
      { ok: true, bet: 100, win: 5000 },
      { ok: true, bet: 100, win: 5001 },
    ]);
    const reason = await auto.start({ ...LIMITS, singleWinAbove: 5000 }, { ...deps, page: fakePage().page });
    expect(reason).toBe('singleWin');
    expect(calls()).toBe(3);
    expect(auto.$state.get()).toMatchObject({ played: 3, net: -300 + 10_001 });
  });

  it('when the loss reaches Y: the balance never falls further than Y', async () => {
    const auto = createAutoplay();
    // ₱1 a round, all lost: the fifth brings the loss to ₱5, the stop
    const { deps, calls } = scripted([]);
    expect(await auto.start({ ...LIMITS, lossLimit: 500 }, { ...deps, page: fakePage().page })).toBe(
      'lossLimit',
    );
    expect(calls()).toBe(5);
    expect(auto.$state.get().net).toBe(-500);

    // ₱4.50 down, a ₱1 stake could end ₱5.50 down: it is not played
    const again = createAutoplay();
    const s = scripted([
      { ok: true, bet: 100, win: 0 },
      { ok: true, bet: 100, win: 50 },
      { ok: true, bet: 100, win: 0 },
      { ok: true, bet: 100, win: 0 },
      { ok: true, bet: 100, win: 0 },
    ]);
    expect(await again.start({ ...LIMITS, lossLimit: 500 }, { ...s.deps, page: fakePage().page })).toBe(
      'lossLimit',
    );
    expect(s.calls()).toBe(5);
    expect(again.$state.get().net).toBe(-450);
  });

  it('a win since the start is room before the loss stop (it counts from the starting balance)', async () => {
    const auto = createAutoplay();
    const { deps, calls } = scripted([{ ok: true, bet: 100, win: 300 }]);
    // +₱2 after the first, then ₱1 losses: down ₱3 from the start after 6 rounds
    expect(await auto.start({ ...LIMITS, lossLimit: 300 }, { ...deps, page: fakePage().page })).toBe(
      'lossLimit',
    );
    expect(calls()).toBe(6);
    expect(auto.$state.get().net).toBe(-300);
  });

  it('never starts a round whose stake alone is over the loss stop', async () => {
    const auto = createAutoplay();
    const { deps, calls } = scripted([], 1000);
    expect(await auto.start({ ...LIMITS, lossLimit: 500 }, { ...deps, page: fakePage().page })).toBe(
      'lossLimit',
    );
    expect(calls()).toBe(0);
  });

  it('on any error, with its message', async () => {
    const auto = createAutoplay();
    const { deps, calls } = scripted([
      { ok: true, bet: 100, win: 0 },
      { ok: false, errcode: -1, msg: 'Network error' },
    ]);
    expect(await auto.start(LIMITS, { ...deps, page: fakePage().page })).toBe('error');
    expect(calls()).toBe(2);
    expect(auto.$state.get()).toMatchObject({ stopped: 'error', message: 'Network error', played: 1 });
  });

  it('when the play function throws', async () => {
    const auto = createAutoplay();
    const reason = await auto.start(LIMITS, {
      play: () => Promise.reject(new Error('boom')),
      nextBet: () => 100,
      wait: async () => {},
      page: fakePage().page,
    });
    expect(reason).toBe('error');
  });

  it.each([ERR.SELF_LIMIT_REACHED, ERR.SELF_RESTRICTED, ERR.PLAYER_BLOCKED, ERR.INSUFFICIENT_BALANCE])(
    'on a limit refusal (%i), said as a limit',
    async (errcode) => {
      const auto = createAutoplay();
      const { deps } = scripted([{ ok: false, errcode, msg: 'limit' }]);
      expect(await auto.start(LIMITS, { ...deps, page: fakePage().page })).toBe('limit');
      expect(auto.$state.get()).toMatchObject({ stopped: 'limit', played: 0 });
    },
  );

  it('when the tab is hidden: the round in flight is shown, no further one is asked', async () => {
    const auto = createAutoplay();
    const page = fakePage();
    const { deps, calls } = scripted([], 100, (n) => {
      if (n === 3) page.hide();
    });
    expect(await auto.start(LIMITS, { ...deps, page: page.page })).toBe('hidden');
    expect(calls()).toBe(3);
    expect(auto.$state.get()).toMatchObject({ played: 3, stopped: 'hidden' });
    // the listener goes with the run
    expect(page.subscribers()).toBe(0);
  });

  it('at once when the tab is already hidden', async () => {
    const auto = createAutoplay();
    const { deps, calls } = scripted([]);
    expect(await auto.start(LIMITS, { ...deps, page: fakePage(true).page })).toBe('hidden');
    expect(calls()).toBe(0);
  });

  it('on Stop: the round in flight finishes, shows "stopping", then no more', async () => {
    const auto = createAutoplay();
    const seen: string[] = [];
    const { deps, calls } = scripted([], 100, (n) => {
      if (n === 4) {
        auto.stop();
        seen.push(auto.$state.get().status);
      }
    });
    expect(await auto.start(LIMITS, { ...deps, page: fakePage().page })).toBe('manual');
    expect(calls()).toBe(4);
    expect(seen).toEqual(['stopping']);
    expect(auto.$state.get()).toMatchObject({ status: 'idle', played: 4, stopped: 'manual' });
  });

  it('on Stop during the pause between rounds', async () => {
    const auto = createAutoplay();
    const { deps, calls } = scripted([]);
    const reason = await auto.start(LIMITS, {
      ...deps,
      page: fakePage().page,
      wait: async (ms) => {
        expect(ms).toBe(500);
        auto.stop();
      },
    });
    expect(reason).toBe('manual');
    expect(calls()).toBe(1);
  });

  it('one run at a time, and a new run starts its count afresh', async () => {
    const auto = createAutoplay();
    const { deps } = scripted([]);
    const first = auto.start({ ...LIMITS, rounds: 2 }, { ...deps, page: fakePage().page });
    expect(await auto.start(LIMITS, { ...deps, page: fakePage().page })).toBeNull();
    expect(await first).toBe('done');
    expect(await auto.start({ ...LIMITS, rounds: 3 }, { ...deps, page: fakePage().page })).toBe('done');
    expect(auto.$state.get()).toMatchObject({ total: 3, played: 3, net: -300 });
  });
});
