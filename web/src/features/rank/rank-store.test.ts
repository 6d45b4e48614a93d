import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../stores/session';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { $period, standings } from './rank-store';

const row = (rank: number) => ({
  rank,
  nickname: `Pl***${rank}`,
  avatar: '/avatar/1.webp',
  validBet: 100_000 - rank,
  rewards: [],
  createTime: null,
});
const pageOf = (pageNum: number, ranks: number[], total: number) => ({
  list: ranks.map(row),
  pageNum,
  pageSize: 10,
  pages: Math.ceil(total / 10),
  total,
  periodKey: '2026-11-27',
  endsAt: 1,
  settled: false,
  personRank: row(12),
});

beforeEach(() => {
  resetApp();
  setToken('tok');
});
afterEach(() => vi.unstubAllGlobals());

describe('leaderboard standings', () => {
  it('pages ten at a time from rank 1, keyed by rank, and ends after the last page', async () => {
    const asked: number[] = [];
    stubFetch((_url, init) => {
      const body = JSON.parse(String(init.body));
      asked.push(body.pageNum);
      expect(body).toMatchObject({ board: 'daily', which: 'current', pageSize: 10 });
      const ranks = body.pageNum === 1 ? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] : [11, 12, 13];
      return json({ errcode: 0, msg: '', data: pageOf(body.pageNum, ranks, 13) });
    });
    const list = standings('daily', 'current');
    await list.load();
    expect($period.get()?.personRank?.rank).toBe(12);
    await list.loadMore();
    await list.loadMore(); // past the last page: nothing more is asked
    const s = list.$state.get();
    expect(s.list.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(s.pageNum >= s.pages).toBe(true);
    expect(asked).toEqual([1, 2]);
  });
});
