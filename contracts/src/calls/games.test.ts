import { describe, expect, it } from 'vitest';
import { roundPlay } from '../entities/game-round';
import { CRASH_MAX_MULTIPLIER, CRASH_MIN_AUTO, ROUND_STATE_WAIT_MAX_MS } from '../fairness';
import { isPublicCall } from '../public-calls';
import { getCall } from '../registry';
import { gamesCalls } from './games';

const crash = (autoCashout: number) => ({ engine: 'crash', bet: 1000, autoCashout });

describe('Crash auto cash-out limits', () => {
  it('accepts 1.01× up to the max win and refuses beyond it, naming the max win', () => {
    expect(roundPlay.safeParse(crash(CRASH_MIN_AUTO)).success).toBe(true);
    expect(roundPlay.safeParse(crash(CRASH_MAX_MULTIPLIER)).success).toBe(true);
    const over = roundPlay.safeParse(crash(CRASH_MAX_MULTIPLIER + 1));
    expect(over.success).toBe(false);
    expect(over.error?.issues).toEqual([
      expect.objectContaining({ path: ['autoCashout'], message: expect.stringContaining('10000×') }),
    ]);
    expect(roundPlay.safeParse(crash(CRASH_MIN_AUTO - 1)).success).toBe(false);
  });
});

describe('anonymous/gameInfo', () => {
  const call = gamesCalls['anonymous/gameInfo'];

  it('is public, so the rules panel works for demo visitors, and cached per game', () => {
    expect(getCall('anonymous/gameInfo')).toBe(call);
    expect(call.public).toBe(true);
    expect(isPublicCall('anonymous/gameInfo')).toBe(true);
    expect(call.addition).toBe(true);
    expect(call.policy.cache?.keyFields).toEqual(['gameId']);
  });

  it('refuses an answer whose paytable does not match its engine shape', () => {
    const ex = call.examples.answer;
    expect(call.answer.safeParse(ex).success).toBe(true);
    const wrong = { ...ex, paytable: { ...ex.paytable, engine: 'mines' } };
    expect(call.answer.safeParse(wrong).success).toBe(false);
    const badRtp = { ...ex, rtp: 92.13 };
    expect(call.answer.safeParse(badRtp).success).toBe(false);
  });
});

describe('gameRoundState and anonymous/gameDemoState', () => {
  it('pair as gameRoundPlay and anonymous/gameDemoPlay do: the player call, and a public demo twin', () => {
    const real = gamesCalls.gameRoundState;
    const demo = gamesCalls['anonymous/gameDemoState'];
    expect(getCall('gameRoundState')).toBe(real);
    expect(getCall('anonymous/gameDemoState')).toBe(demo);
    expect([real.public, isPublicCall('gameRoundState')]).toEqual([false, false]);
    expect([demo.public, isPublicCall('anonymous/gameDemoState')]).toEqual([true, true]);
    expect(demo.request).toBe(real.request);
    expect(demo.answer).toBe(real.answer);
  });

  it("name the round by session and round id, and rate-limit the demo poll by IP, not by auth's budget", () => {
    const { request, policy } = gamesCalls['anonymous/gameDemoState'];
    expect(request.safeParse({ sessionId: 'demo-91c2', roundId: 'r-1' }).success).toBe(true);
    expect(request.safeParse({ sessionId: 'demo-91c2' }).success).toBe(false);
    expect(request.safeParse({ roundId: 'r-1' }).success).toBe(false);
    expect(policy.rateLimit).toEqual({ class: 'default' });
    expect(policy.cache).toBeUndefined();
    // both may be held by the platform until the round ends, at most ROUND_STATE_WAIT_MAX_MS
    expect(policy.holdsUpToMs).toBe(ROUND_STATE_WAIT_MAX_MS);
    expect(gamesCalls.gameRoundState.policy).toEqual({ holdsUpToMs: ROUND_STATE_WAIT_MAX_MS });
    expect(request.safeParse({ sessionId: 'demo-91c2', roundId: 'r-1', waitMs: 5_001 }).success).toBe(false);
  });
});
