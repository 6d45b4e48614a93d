// The built-in live chat, player side: whether agents are online and the expected wait, the player's chat
// (loaded, opened, written in), and its live stream while it is open. Components render these stores.
import type { CallAnswer } from '@casino/contracts/registry';
import { atom } from 'nanostores';
import { API_BASE, call } from '../../api/call';
import { openChatStream, type StreamState } from '../../lib/event-stream';
import { $session } from '../../stores/session';

export type ChatThread = NonNullable<CallAnswer<'chatHistory'>['chat']>;
export type ChatLine = ChatThread['messages'][number];
export type ChatAvailability = CallAnswer<'chatStatus'>;

export const $chatStatus = atom<
  { state: 'loading' } | { state: 'ready'; data: ChatAvailability } | { state: 'error' }
>({ state: 'loading' });

export interface ChatState {
  state: 'idle' | 'loading' | 'ready' | 'error';
  thread: ChatThread | null;
  /** The stream's health while the chat is open. */
  live: StreamState;
  sending: boolean;
  /** The last refusal's message (a send into an ended chat, a network failure). */
  error: string | null;
}

const INITIAL: ChatState = { state: 'idle', thread: null, live: 'closed', sending: false, error: null };
export const $chat = atom<ChatState>(INITIAL);

/** A chat the player can still write in (an agent may still answer). */
export function isOpenChat(thread: ChatThread | null): thread is ChatThread {
  return thread !== null && (thread.status === 'waiting' || thread.status === 'active');
}

/** Whole minutes a player reads ("about 2 min"); under a minute reads as 1. */
export function replyMinutes(seconds: number): number {
  return Math.max(1, Math.round(seconds / 60));
}

let stream: { close(): void } | null = null;
let streamFactory = openChatStream<ChatLine>;

/** Tests: a stream they drive. */
export function setChatStreamFactory(f: typeof openChatStream<ChatLine>): void {
  streamFactory = f;
}

export async function loadChatStatus(): Promise<void> {
  const res = await call('chatStatus', {}, { tips: false });
  $chatStatus.set(res.ok ? { state: 'ready', data: res.data } : { state: 'error' });
}

/** A line from the stream or a send's answer: added once, in id order; system notes move the status on. */
export function receiveChatLine(line: ChatLine): void {
  const current = $chat.get();
  const thread = current.thread;
  if (!thread || thread.id !== line.chatId) {
    // A line of a chat this screen does not show (another tab started a new one): read it afresh.
    if (line.chatId > (thread?.id ?? 0)) void loadChat();
    return;
  }
  if (thread.messages.some((m) => m.id === line.id)) return;
  const messages = [...thread.messages, line].sort((a, b) => a.id - b.id);
  let status = thread.status;
  if (line.event === 'closed') status = 'closed';
  else if (line.event === 'inbox') status = 'inbox';
  else if (line.from === 'agent' && status === 'waiting') status = 'active';
  $chat.set({ ...current, thread: { ...thread, status, messages } });
  if (!isOpenChat({ ...thread, status })) {
    stopChatStream();
    // The inbox note names the feedback thread it became; the status call says whether agents came online.
    if (status === 'inbox') void loadChat();
  }
}

function connect(thread: ChatThread): void {
  stopChatStream();
  const token = $session.get();
  if (!token) return;
  stream = streamFactory({
    url: `${API_BASE}chatStream`,
    token,
    lastEventId: thread.messages.at(-1)?.id ?? 0,
    onEvent: (line) => receiveChatLine(line),
    onState: (live) => $chat.set({ ...$chat.get(), live }),
  });
}

export function stopChatStream(): void {
  stream?.close();
  stream = null;
  if ($chat.get().live !== 'closed') $chat.set({ ...$chat.get(), live: 'closed' });
}

/** The player's latest chat; an open one goes live. */
export async function loadChat(): Promise<void> {
  const before = $chat.get();
  if (before.thread === null) $chat.set({ ...before, state: 'loading', error: null });
  const res = await call('chatHistory', {});
  if (!res.ok) {
    $chat.set({ ...$chat.get(), state: 'error', error: res.msg || null });
    return;
  }
  const thread = res.data.chat ?? null;
  $chat.set({ ...$chat.get(), state: 'ready', thread, error: null });
  if (isOpenChat(thread)) connect(thread);
  else stopChatStream();
}

/** Opens a chat (or joins the open one) and goes live. */
export async function startChat(requestId = `chat-${crypto.randomUUID()}`): Promise<boolean> {
  $chat.set({ ...$chat.get(), sending: true, error: null });
  const res = await call('chatOpen', { requestId });
  if (!res.ok) {
    $chat.set({ ...$chat.get(), sending: false, error: res.msg || null });
    return false;
  }
  $chat.set({ ...$chat.get(), state: 'ready', thread: res.data, sending: false });
  connect(res.data);
  return true;
}

/** Sends a line in the open chat; the answer's line shows at once (the stream's copy is not shown twice). */
export async function sendChatMessage(
  text: string,
  requestId = `msg-${crypto.randomUUID()}`,
): Promise<boolean> {
  const thread = $chat.get().thread;
  const clean = text.trim();
  if (!isOpenChat(thread) || clean === '') return false;
  $chat.set({ ...$chat.get(), sending: true, error: null });
  const res = await call('chatSend', { chatId: thread.id, text: clean, requestId });
  if (!res.ok) {
    // An ended chat (closed, or moved to the inbox meanwhile): show where it is now, and why it was refused.
    await loadChat();
    $chat.set({ ...$chat.get(), sending: false, error: res.msg || null });
    return false;
  }
  $chat.set({ ...$chat.get(), sending: false });
  receiveChatLine(res.data);
  return true;
}

/** Tests and sign-out: forget the chat. */
export function resetChat(): void {
  stopChatStream();
  $chat.set(INITIAL);
  $chatStatus.set({ state: 'loading' });
  streamFactory = openChatStream<ChatLine>;
}
