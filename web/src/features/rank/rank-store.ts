// The leaderboards: the boards of an activity, one board's standings page by page (infinite scroll), and the
// player's own place.
import { RANK_PAGE_SIZE } from '@casino/contracts/constants';
import type { CallAnswer } from '@casino/contracts/registry';
import { atom } from 'nanostores';
import { call } from '../../api/call';
import { createPagedList, type PagedList } from '../../stores/paged-list';

export type Board = CallAnswer<'anonymous/rankBoards'>['boards'][number];
export type RankAnswer = CallAnswer<'anonymous/rankList'>;
export type RankRow = RankAnswer['list'][number] & { id: number };
export type Which = 'current' | 'previous';

export interface BoardsState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  boards: Board[];
}
export const $boards = atom<BoardsState>({ status: 'idle', boards: [] });

export async function loadBoards(activityType: number): Promise<void> {
  $boards.set({ status: 'loading', boards: [] });
  const res = await call('anonymous/rankBoards', { activityType });
  $boards.set(res.ok ? { status: 'ready', boards: res.data.boards } : { status: 'error', boards: [] });
}

/** What the list's first page said about the period and the player (the header above the rows). */
export const $period = atom<Omit<RankAnswer, 'list' | 'pageNum' | 'pageSize' | 'pages' | 'total'> | null>(
  null,
);

/** A paged list of one board's standings; each page also refreshes the period header. */
export function standings(board: string, which: Which): PagedList<RankRow> {
  $period.set(null);
  return createPagedList(async (pageNum) => {
    const res = await call('anonymous/rankList', { board, which, pageNum, pageSize: RANK_PAGE_SIZE });
    if (!res.ok) return res;
    const { list, pageNum: n, pageSize, pages, total, ...period } = res.data;
    $period.set(period);
    return {
      ...res,
      data: { list: list.map((r) => ({ ...r, id: r.rank })), pageNum: n, pageSize, pages, total },
    };
  });
}
