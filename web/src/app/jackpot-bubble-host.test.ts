import { describe, expect, it } from 'vitest';
import { type ActivityState, EMPTY_ACTIVITY } from '../stores/activity';
import { BUBBLE_PATHS, bubbleVisible } from './jackpot-bubble-host';

const jackpot = { id: 7, activityType: 47 } as ActivityState['map'][string];
const withJackpot: ActivityState = { status: 'ready', ids: [7], map: { '7': jackpot }, flags: null };
const withoutJackpot: ActivityState = { status: 'ready', ids: [], map: {}, flags: null };

describe('the floating jackpot bubble (spec §2, §6)', () => {
  it('shows on the nine pages spec §2 names, for a logged-in player, while the jackpot activity exists', () => {
    expect([...BUBBLE_PATHS].sort()).toEqual(
      [
        '/',
        '/agent',
        '/bonus/event',
        '/bonus/record',
        '/bonus/reward',
        '/bonus/tasks',
        '/game/start',
        '/member',
        '/vip/level',
      ].sort(),
    );
    for (const path of BUBBLE_PATHS) expect(bubbleVisible(path, true, withJackpot)).toBe(true);
  });
  it('hides for a visitor, on other pages, and when the activity is gone or switched off', () => {
    expect(bubbleVisible('/', false, withJackpot)).toBe(false);
    expect(bubbleVisible('/vip', true, withJackpot)).toBe(false);
    expect(bubbleVisible('/activity/jackpot', true, withJackpot)).toBe(false);
    expect(bubbleVisible('/', true, withoutJackpot)).toBe(false);
    expect(bubbleVisible('/', true, EMPTY_ACTIVITY)).toBe(false);
    expect(bubbleVisible('/', true, { ...withJackpot, ids: [8] })).toBe(false);
  });
});
