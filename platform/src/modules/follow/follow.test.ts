import { ERR } from '@casino/contracts/errors';
import { REWARD_ID } from '@casino/contracts/reward-ids';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { propBalance } from '../../rewards';
import { caller, contractData, dbKinds } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';

describe.each(dbKinds)('follow rewards on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  let call: ReturnType<typeof caller>;

  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
    call = caller(p.app);
  });
  afterAll(async () => {
    await p?.close();
  });

  it('a channel pays once, only after its link was opened; twenty claims at once grant one', async () => {
    const { userId, token } = await p.createUserSession();
    const info = contractData('followInfo', await call('followInfo', {}, token)) as {
      channels: { id: string; status: number; rewards: { propId: number; count: number }[] }[];
    };
    const facebook = info.channels.find((c) => c.id === 'facebook');
    expect(facebook).toMatchObject({ status: 0, rewards: [{ propId: REWARD_ID.diamond, count: 5 }] });

    expect((await call('followReceive', { channel: 'facebook' }, token)).errcode).toBe(ERR.NOT_CLAIMABLE);
    expect((await call('followOpen', { channel: 'myspace' }, token)).errcode).toBe(ERR.NOT_FOUND);
    expect((await call('followOpen', { channel: 'Face Book' }, token)).errcode).toBe(ERR.INVALID_REQUEST);
    expect(contractData('followOpen', await call('followOpen', { channel: 'facebook' }, token))).toEqual({
      channel: 'facebook',
      status: 1,
    });

    const all = await Promise.all(
      Array.from({ length: 20 }, () => call('followReceive', { channel: 'facebook' }, token)),
    );
    expect(all.filter((r) => r.errcode === 0)).toHaveLength(1);
    expect(all.filter((r) => r.errcode === ERR.ALREADY_RECEIVED)).toHaveLength(19);
    expect(await propBalance(p.db, userId, REWARD_ID.diamond)).toBe(5);
    const [grants] = await queryRows<{ n: string }>(
      p.db,
      sql`select count(*)::text as n from reward_grants where user_id = ${userId}::int and source = 'follow'`,
    );
    expect(grants?.n).toBe('1');
    const after = contractData('followInfo', await call('followInfo', {}, token)) as {
      channels: { id: string; status: number }[];
    };
    expect(after.channels.find((c) => c.id === 'facebook')?.status).toBe(2);
    expect(after.channels.find((c) => c.id === 'tiktok')?.status).toBe(0);
  });
});
