import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../stores/session';
import { json, resetApp } from '../../test/helpers';
import { fakePlatform, NO_ACTIVITY_FLAGS, ok, refreshAnswer } from '../../test/platform';
import { $spin, spinLanded, spinWheel } from './spin-store';

const SPUN = { index: 2, propId: 2001, count: 1000, spinCount: 0 };

describe('the lucky wheel store', () => {
  beforeEach(() => {
    resetApp();
    setToken('t');
  });

  it('a spin retried after a lost answer sends the same requestId; an answered spin ends it', async () => {
    let attempt = 0;
    const stub = fakePlatform({
      spinLuckyWheel: () =>
        ++attempt === 1 ? json({ errcode: 502, msg: 'Bad gateway', data: null }, 502) : ok(SPUN),
      getSpinInfo: () => ok({ spinCount: 0, segments: [], turnoverMultiple: 0 }),
      refreshData: () => refreshAnswer({ coin: 1 }),
      activityGetStatusList: () => ok(NO_ACTIVITY_FLAGS),
    });
    const ids = () =>
      stub.calls.filter((c) => c.url.endsWith('/spinLuckyWheel')).map((c) => c.body?.requestId);
    await spinWheel();
    expect($spin.get()).toMatchObject({ phase: 'idle', error: 502 });
    await spinWheel();
    expect($spin.get()).toMatchObject({ phase: 'turning', result: SPUN });
    expect(ids()[1]).toBe(ids()[0]);
    spinLanded();
    await spinWheel();
    expect(ids()).toHaveLength(3);
    expect(ids()[2]).not.toBe(ids()[0]);
  });
});
