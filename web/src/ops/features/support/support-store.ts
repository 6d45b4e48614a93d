// The support desk: live chats (inbox, the open conversation, answering in real time over the stream) and
// feedback threads (assign, answer, close). The page renders these stores.
import { atom } from 'nanostores';
import { openChatStream, type StreamState } from '../../../lib/event-stream';
import { createFormSubmit, type FormOutcome } from '../../../lib/form-submit';
import { $operator, $opsToken } from '../../stores/session';
import {
  type AgentChat,
  type ChatLine,
  type FeedbackRow,
  type FeedbackThread,
  type InboxChat,
  supportCall,
} from './support-calls';

export const OPS_CHAT_STREAM = '/ops/v1/chatStream';

type Load<T> =
  | { state: 'loading' }
  | { state: 'ready'; data: T }
  | { state: 'error'; msg: string; forbidden: boolean };

export const $chatInbox = atom<Load<{ list: InboxChat[]; agentsOnline: number }>>({ state: 'loading' });
export const $chatScope = atom<'open' | 'ended'>('open');
export const $openChat = atom<Load<AgentChat> | null>(null);
/**
 * The desk's one action at a time (claim, reply, close a chat; assign, answer, close a thread): busy, and the
 * last refused action's words (another agent took the chat, it ended…).
 */
const deskAction = createFormSubmit(
  async (run: () => Promise<{ ok: boolean; msg?: string }>): Promise<FormOutcome<true, string>> => {
    const res = await run();
    return res.ok ? { ok: true, result: true } : { ok: false, error: res.msg || null };
  },
);
export const $deskAction = deskAction.$state;
export const $streamState = atom<StreamState>('closed');

let stream: { close(): void } | null = null;
let streamFactory = openChatStream<ChatLine>;
let lastSeen = 0;

/** Tests: a stream they drive. */
export function setSupportStreamFactory(f: typeof openChatStream<ChatLine>): void {
  streamFactory = f;
}

export async function loadChatInbox(scope = $chatScope.get()): Promise<void> {
  $chatScope.set(scope);
  if ($chatInbox.get().state !== 'ready') $chatInbox.set({ state: 'loading' });
  const res = await supportCall('chatInbox', { scope });
  if (scope !== $chatScope.get()) return;
  $chatInbox.set(
    res.ok ? { state: 'ready', data: res.data } : { state: 'error', msg: res.msg, forbidden: res.forbidden },
  );
}

export async function openChat(chatId: number): Promise<void> {
  deskAction.fail(null);
  $openChat.set({ state: 'loading' });
  const res = await supportCall('chatDetail', { chatId });
  $openChat.set(
    res.ok ? { state: 'ready', data: res.data } : { state: 'error', msg: res.msg, forbidden: res.forbidden },
  );
}

function shownChat(): AgentChat | null {
  const open = $openChat.get();
  return open?.state === 'ready' ? open.data : null;
}

/** A line from the stream or an action's answer: added once in id order to the open chat; the inbox refreshes. */
export function receiveLine(line: ChatLine): void {
  if (line.id > lastSeen) lastSeen = line.id;
  const chat = shownChat();
  if (chat && chat.id === line.chatId && !chat.messages.some((m) => m.id === line.id)) {
    let status = chat.status;
    if (line.event === 'closed') status = 'closed';
    else if (line.event === 'inbox') status = 'inbox';
    else if (line.from === 'agent' && status === 'waiting') status = 'active';
    const messages = [...chat.messages, line].sort((a, b) => a.id - b.id);
    $openChat.set({ state: 'ready', data: { ...chat, status, messages } });
  }
  void loadChatInbox();
}

/** The desk goes live: every chat's lines as they are written, and this agent counts as online meanwhile. */
export function startSupportStream(): void {
  stopSupportStream();
  const token = $opsToken.get();
  if (!token) return;
  stream = streamFactory({
    url: OPS_CHAT_STREAM,
    token,
    lastEventId: lastSeen,
    onEvent: (line) => receiveLine(line),
    onState: (s) => $streamState.set(s),
  });
}

export function stopSupportStream(): void {
  stream?.close();
  stream = null;
  $streamState.set('closed');
}

async function act(run: () => Promise<{ ok: boolean; msg?: string } & Record<string, unknown>>) {
  return (await deskAction.submit(run))?.ok === true;
}

export function claimOpenChat(): Promise<boolean> {
  const chat = shownChat();
  if (!chat) return Promise.resolve(false);
  return act(async () => {
    const res = await supportCall('chatClaim', { chatId: chat.id });
    if (res.ok) $openChat.set({ state: 'ready', data: res.data });
    void loadChatInbox();
    return res;
  });
}

export function replyOpenChat(text: string, requestId = `agent-${crypto.randomUUID()}`): Promise<boolean> {
  const chat = shownChat();
  const clean = text.trim();
  if (!chat || clean === '') return Promise.resolve(false);
  return act(async () => {
    const res = await supportCall('chatReply', { chatId: chat.id, text: clean, requestId });
    if (res.ok) {
      // The claim note the answer may have added comes with the stream; reading the chat shows it now.
      await openChat(chat.id);
      receiveLine(res.data);
    }
    return res;
  });
}

export function closeOpenChat(): Promise<boolean> {
  const chat = shownChat();
  if (!chat) return Promise.resolve(false);
  return act(async () => {
    const res = await supportCall('chatClose', { chatId: chat.id });
    if (res.ok) $openChat.set({ state: 'ready', data: res.data });
    void loadChatInbox();
    return res;
  });
}

// Feedback threads.

export const $feedbackScope = atom<'open' | 'mine' | 'all'>('open');
export const $feedbackList = atom<Load<{ list: FeedbackRow[]; total: number }>>({
  state: 'loading',
});
export const $openFeedback = atom<Load<FeedbackThread> | null>(null);
export const FEEDBACK_PAGE = 50;

export async function loadFeedback(scope = $feedbackScope.get()): Promise<void> {
  $feedbackScope.set(scope);
  $feedbackList.set({ state: 'loading' });
  const res = await supportCall('feedbackInbox', { scope, pageNum: 1, pageSize: FEEDBACK_PAGE });
  if (scope !== $feedbackScope.get()) return;
  $feedbackList.set(
    res.ok ? { state: 'ready', data: res.data } : { state: 'error', msg: res.msg, forbidden: res.forbidden },
  );
}

export async function openFeedback(id: number): Promise<void> {
  deskAction.fail(null);
  $openFeedback.set({ state: 'loading' });
  const res = await supportCall('feedbackThread', { id });
  $openFeedback.set(
    res.ok ? { state: 'ready', data: res.data } : { state: 'error', msg: res.msg, forbidden: res.forbidden },
  );
}

function shownFeedback(): FeedbackThread | null {
  const open = $openFeedback.get();
  return open?.state === 'ready' ? open.data : null;
}

function feedbackAction(run: (thread: FeedbackThread) => ReturnType<typeof supportCall<'feedbackClose'>>) {
  const thread = shownFeedback();
  if (!thread) return Promise.resolve(false);
  return act(async () => {
    const res = await run(thread);
    if (res.ok) $openFeedback.set({ state: 'ready', data: res.data });
    void loadFeedback();
    return res;
  });
}

/** Takes the thread (or hands it back to the shared queue). */
export function assignFeedbackToMe(toMe = true): Promise<boolean> {
  const me = $operator.get()?.id ?? null;
  return feedbackAction((t) => supportCall('feedbackAssign', { id: t.id, operatorId: toMe ? me : null }));
}

/** The answer is mailed to the player and the thread marked answered. */
export function answerFeedback(text: string): Promise<boolean> {
  const clean = text.trim();
  if (clean === '') return Promise.resolve(false);
  return feedbackAction((t) => supportCall('feedbackAnswer', { id: t.id, text: clean }));
}

export function closeFeedbackThread(): Promise<boolean> {
  return feedbackAction((t) => supportCall('feedbackClose', { id: t.id }));
}

/** Tests and sign-out. */
export function resetSupport(): void {
  stopSupportStream();
  streamFactory = openChatStream<ChatLine>;
  lastSeen = 0;
  $chatInbox.set({ state: 'loading' });
  $chatScope.set('open');
  $openChat.set(null);
  deskAction.reset();
  $feedbackScope.set('open');
  $feedbackList.set({ state: 'loading' });
  $openFeedback.set(null);
}
