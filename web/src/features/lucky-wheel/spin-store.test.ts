import { registry } from '@casino/contracts/registry';
import { beforeEach, describe, expect, it } from 'vitest';
import { setToken } from '../../stores/session';
import { json, resetApp } from '../../test/helpers';
import { fakePlatform, NO_ACTIVITY_FLAGS, ok, refreshAnswer } from '../../test/platform';
import { $spin, spinLanded, spinWheel } from './spin-store';

const SPUN = registry.spinLuckyWheel.examples.answer;

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
      getSpinInfo: () => ok(registry.getSpinInfo.examples.answer),
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
