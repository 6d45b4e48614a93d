import { atom } from 'nanostores';
import { opsCall } from '../../api/ops-call';
import type { OpsAnswer } from '../../api/ops-calls';

export type ChatHistoryPage = OpsAnswer<'playerChatHistory'>;
export type PlayerChat = ChatHistoryPage['list'][number];

export type PlayerChatState =
  | { status: 'idle' }
  | { status: 'loading'; userId: number; pageNum: number }
  | { status: 'ready'; userId: number; pageNum: number; page: ChatHistoryPage }
  | { status: 'failed'; userId: number; pageNum: number; msg: string; forbidden: boolean };

export const $playerChats = atom<PlayerChatState>({ status: 'idle' });
const PAGE_SIZE = 10;
let seq = 0;

/** One page of a player's live chats (newest first); a slower earlier load never overwrites a later one. */
export async function loadPlayerChats(userId: number, pageNum = 1): Promise<void> {
  const mine = ++seq;
  $playerChats.set({ status: 'loading', userId, pageNum });
  const res = await opsCall('playerChatHistory', { userId, pageNum, pageSize: PAGE_SIZE });
  if (mine !== seq) return;
  $playerChats.set(
    res.ok
      ? { status: 'ready', userId, pageNum, page: res.data }
      : { status: 'failed', userId, pageNum, msg: res.msg, forbidden: res.forbidden },
  );
}
