import { ACTIVITY_TYPE } from '@casino/contracts/enums';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetApp } from '../test/helpers';
import { entryAction } from './activity-click';

const entry = { clickType: 1, clickAction: 0, target: '/bonus/tasks', unloginShowStatus: 1 };

describe('activity entry click rules (spec §2)', () => {
  beforeEach(() => resetApp());

  it('clickType 1 opens an in-app route, 2 a game, 3 an external link', () => {
    expect(entryAction(entry, true)).toEqual({ kind: 'route', to: '/bonus/tasks' });
    expect(
      entryAction(
        { ...entry, id: 4, activityType: ACTIVITY_TYPE.SlotsHack, clickType: 2, target: '1001' },
        true,
      ),
    ).toEqual({
      kind: 'route',
      to: '/game/start?gameId=1001&activityId=4',
    });
    expect(entryAction({ ...entry, clickType: 3, target: 'https://fb.com/page' }, true)).toEqual({
      kind: 'external',
      url: 'https://fb.com/page',
    });
  });

  it('a game entry may carry the game id in clickAction', () => {
    expect(entryAction({ ...entry, clickType: 2, clickAction: 2001, target: '' }, true)).toEqual({
      kind: 'route',
      to: '/game/start?gameId=2001',
    });
  });

  it('clickAction 20 opens the spin modal; the lucky jackpot opens the jackpot modal', () => {
    expect(entryAction({ ...entry, clickAction: 20 }, true)).toEqual({ kind: 'overlay', overlay: 'spin' });
    expect(entryAction({ ...entry, activityType: ACTIVITY_TYPE.LuckyJackpot }, true)).toEqual({
      kind: 'overlay',
      overlay: 'jackpot',
    });
  });

  it('sends visitors to login on entries hidden from them', () => {
    expect(entryAction({ ...entry, unloginShowStatus: 0 }, false)).toEqual({
      kind: 'login',
      to: '/auth/login',
    });
    expect(entryAction({ ...entry, unloginShowStatus: 0 }, true).kind).toBe('route');
    expect(entryAction({ ...entry, unloginShowStatus: 1 }, false).kind).toBe('route');
  });

  it('refuses targets that would leave the app by surprise', () => {
    expect(entryAction({ ...entry, target: '//evil.example' }, true).kind).toBe('none');
    expect(entryAction({ ...entry, clickType: 3, target: 'javascript:alert(1)' }, true).kind).toBe('none');
  });
});
