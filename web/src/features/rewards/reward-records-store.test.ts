import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../stores/session';
import { json, resetApp, stubFetch } from '../../test/helpers';
import {
  $rewardRecords,
  loadMoreRewardRecords,
  loadRewardRecords,
  RECORD_PAGE_SIZE,
} from './reward-records-store';

const record = (id: number) => ({
  id,
  activityType: 0,
  activityName: `Mail: gift ${id}`,
  rewards: [{ propId: 2001, count: 100 * id }],
  createTime: 1_767_225_600_000 + id,
});

beforeEach(() => {
  resetApp();
  setToken('tok');
});
afterEach(() => vi.unstubAllGlobals());

describe('reward records', () => {
  it('pages by 20 (spec §9), appending the next page', async () => {
    const { calls } = stubFetch((_url, init) => {
      const { pageNum } = JSON.parse(String(init.body)) as { pageNum: number };
      const list = pageNum === 1 ? [record(3), record(2)] : [record(1)];
      return json({ errcode: 0, msg: '', data: { list, pageNum, pageSize: 20, pages: 2, total: 3 } });
    });
    await loadRewardRecords();
    expect($rewardRecords.get()).toMatchObject({ status: 'ready', total: 3, pageNum: 1 });
    await loadMoreRewardRecords();
    expect($rewardRecords.get().list.map((r) => r.activityName)).toEqual([
      'Mail: gift 3',
      'Mail: gift 2',
      'Mail: gift 1',
    ]);
    expect(calls.map((c) => c.body?.pageSize)).toEqual([RECORD_PAGE_SIZE, RECORD_PAGE_SIZE]);
  });

  it('keeps what it has when a further page fails, and says so', async () => {
    let fail = false;
    stubFetch(() =>
      fail
        ? json({ errcode: 500, msg: 'x', data: null }, 500)
        : json({
            errcode: 0,
            msg: '',
            data: { list: [record(2)], pageNum: 1, pageSize: 20, pages: 2, total: 2 },
          }),
    );
    await loadRewardRecords();
    fail = true;
    await loadMoreRewardRecords();
    expect($rewardRecords.get()).toMatchObject({ status: 'ready', moreFailed: true, list: [{ id: 2 }] });
  });
});
