import { ERR } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractData, postCall } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';

describe('activity list calls', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startTestPlatform();
  });
  afterAll(async () => {
    await p?.close();
  });

  it('answers a visitor the activity list without asking for a token', async () => {
    const res = await postCall(p.app, 'getActivityIds', {});
    expect(res.status).toBe(200);
    expect(contractData('getActivityIds', res)).toEqual({ activityIds: [], activityMap: {} });
  });

  it('gives a player the red-dot flags and refuses a visitor', async () => {
    const visitor = await postCall(p.app, 'activityGetStatusList', {});
    expect(visitor.errcode).toBe(ERR.UNAUTHORIZED);
    const token = await p.createSession();
    const flags = contractData(
      'activityGetStatusList',
      await postCall(p.app, 'activityGetStatusList', {}, { authorization: token }),
    );
    expect(flags).toMatchObject({ canReceiveDrawChance: false, totalRecharge: 0 });
  });
});
