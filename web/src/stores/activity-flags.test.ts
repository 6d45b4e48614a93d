// The red dots are asked for again 1 s (spec §9) after the last claim, deposit credit or game round.
import { ERR } from '@casino/contracts/errors';
import { registry } from '@casino/contracts/registry';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveSession } from '../features/games/launch';
import { actRound, playRound } from '../features/games/round-client';
import { ActionKey } from '../lib/action-key';
import { json, resetApp, stubFetch } from '../test/helpers';
import { NO_ACTIVITY_FLAGS, ok } from '../test/platform';
import { cancelActivityFlagsRefresh, FLAGS_DEBOUNCE_MS, refreshActivityFlags } from './activity-flags';
import { createClaim } from './claim';
import { $dots, setToken } from './session';

const FLAGS = { ...NO_ACTIVITY_FLAGS, taskAwardFlag: true };
const round = (status: 'open' | 'settled') => ({ ...registry.gameRoundPlay.examples.answer, status });
const REFRESH = { coin: 100, lottery: 0, vip: 0, vipExp: 0, userLevel: 0, bet: 0, hasPassword: true };

let answers: Record<string, () => Response>;
let calls: ReturnType<typeof stubFetch>['calls'];
const asked = () => calls.filter((c) => c.url.endsWith('/activityGetStatusList')).length;

beforeEach(() => {
  resetApp();
  vi.useFakeTimers();
  setToken('tok-player');
  answers = {
    activityGetStatusList: () => ok(FLAGS),
    refreshData: () => json({ errcode: 0, msg: '', ...REFRESH }),
  };
  ({ calls } = stubFetch((url) => {
    const answer = answers[url.replace(/^.*\/app\/v1\//, '')];
    if (!answer) throw new Error(`unexpected call ${url}`);
    return answer();
  }));
});
afterEach(() => {
  cancelActivityFlagsRefresh();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('red dots refresh, debounced 1 s', () => {
  it('asks once, a second after the last of a burst, and shows the answer', async () => {
    refreshActivityFlags();
    await vi.advanceTimersByTimeAsync(FLAGS_DEBOUNCE_MS - 100);
    refreshActivityFlags();
    await vi.advanceTimersByTimeAsync(FLAGS_DEBOUNCE_MS - 1);
    expect(asked()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked()).toBe(1);
    expect($dots.get()).toMatchObject({ task: true, email: false });
  });

  it('asks nothing for a visitor', async () => {
    setToken(null);
    refreshActivityFlags();
    await vi.advanceTimersByTimeAsync(FLAGS_DEBOUNCE_MS);
    expect(asked()).toBe(0);
  });

  it('follows every claim, received or refused', async () => {
    answers.receiveTaskAward = () => ok({ rewards: [{ propId: 2001, count: 100 }] });
    const claim = createClaim('receiveTaskAward');
    await claim.claim({ id: 1 });
    await vi.advanceTimersByTimeAsync(FLAGS_DEBOUNCE_MS);
    expect(asked()).toBe(1);

    answers.receiveTaskAward = () =>
      json({ errcode: ERR.LIMIT_REACHED, msg: 'Limit', data: null, detail: { limit: 3 } });
    await claim.claim({ id: 1 });
    // the refusal reaches the page typed, its numbers included
    expect(claim.$state.get().error).toEqual({ code: ERR.LIMIT_REACHED, msg: 'Limit', detail: { limit: 3 } });
    await vi.advanceTimersByTimeAsync(FLAGS_DEBOUNCE_MS);
    expect(asked()).toBe(2);
  });

  it('follows every settled real round, not an open one nor a demo', async () => {
    const session = { gameId: 1, sessionId: 'gs-1', mode: 'real' as const };
    answers.gameRoundPlay = () => ok(round('open'));
    await playRound(session, registry.gameRoundPlay.examples.request.play, new ActionKey());
    await vi.advanceTimersByTimeAsync(FLAGS_DEBOUNCE_MS);
    expect(asked()).toBe(0);

    answers.gameRoundAction = () => ok(round('settled'));
    await actRound(session, 'g-1-42', { type: 'cashout' }, new ActionKey());
    answers.gameRoundPlay = () => ok(round('settled'));
    await playRound(session, registry.gameRoundPlay.examples.request.play, new ActionKey());
    await vi.advanceTimersByTimeAsync(FLAGS_DEBOUNCE_MS);
    expect(asked()).toBe(1);

    answers['anonymous/gameDemoPlay'] = () => ok(round('settled'));
    await playRound(
      { ...session, mode: 'demo' },
      registry.gameRoundPlay.examples.request.play,
      new ActionKey(),
    );
    await vi.advanceTimersByTimeAsync(FLAGS_DEBOUNCE_MS);
    expect(asked()).toBe(1);
  });

  it('follows leaving a real game (the lobby around a game frame)', async () => {
    answers.exitGame = () => ok(registry.exitGame.examples.answer);
    await leaveSession({ ...registry.startGame.examples.answer, mode: 'real' }, true);
    await vi.advanceTimersByTimeAsync(FLAGS_DEBOUNCE_MS);
    expect(asked()).toBe(1);
  });
});
