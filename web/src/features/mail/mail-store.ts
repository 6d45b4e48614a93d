// The inbox's logic: the list (paged), one open mail, receiving its attachment through the shared claim flow,
// and deleting. Pages render these stores; tests drive them.
import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { atom } from 'nanostores';
import { call } from '../../api/call';
import { refreshActivityFlags } from '../../stores/activity-flags';
import { createClaim } from '../../stores/claim';

export type MailSummary = CallAnswer<'getMail2'>['list'][number];
export type MailDetail = CallAnswer<'getMailDetail'>;

export const INBOX_PAGE_SIZE = 20;

export interface InboxState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  list: MailSummary[];
  pageNum: number;
  pages: number;
  unread: number;
  /** A further page is on its way. */
  more: boolean;
  /** Loading a further page failed (the list so far stays). */
  moreFailed: boolean;
}

const EMPTY_INBOX: InboxState = {
  status: 'idle',
  list: [],
  pageNum: 0,
  pages: 0,
  unread: 0,
  more: false,
  moreFailed: false,
};
export const $inbox = atom<InboxState>(EMPTY_INBOX);

/** The first page, fresh (the inbox opened or retried). */
export async function loadInbox(): Promise<void> {
  $inbox.set({ ...$inbox.get(), status: 'loading' });
  const res = await call('getMail2', { pageNum: 1, pageSize: INBOX_PAGE_SIZE });
  if (!res.ok) {
    $inbox.set({ ...EMPTY_INBOX, status: 'error' });
    return;
  }
  const d = res.data;
  $inbox.set({ ...EMPTY_INBOX, status: 'ready', list: d.list, pageNum: 1, pages: d.pages, unread: d.unread });
}

export async function loadMoreMail(): Promise<void> {
  const s = $inbox.get();
  if (s.status !== 'ready' || s.more || s.pageNum >= s.pages) return;
  $inbox.set({ ...s, more: true, moreFailed: false });
  const res = await call('getMail2', { pageNum: s.pageNum + 1, pageSize: INBOX_PAGE_SIZE });
  const now = $inbox.get();
  if (!res.ok) {
    $inbox.set({ ...now, more: false, moreFailed: true });
    return;
  }
  const seen = new Set(now.list.map((m) => m.id));
  $inbox.set({
    ...now,
    list: [...now.list, ...res.data.list.filter((m) => !seen.has(m.id))],
    pageNum: s.pageNum + 1,
    pages: res.data.pages,
    unread: res.data.unread,
    more: false,
  });
}

/** Keeps the list in step with what happened to one mail on its own page (null: deleted). */
function patchListed(id: number, patch: Partial<MailSummary> | null): void {
  const s = $inbox.get();
  const found = s.list.find((m) => m.id === id);
  if (!found) return;
  const becameRead = !found.read && (patch === null || patch.read === true);
  const list = patch
    ? s.list.map((m) => (m.id === id ? { ...m, ...patch } : m))
    : s.list.filter((m) => m.id !== id);
  $inbox.set({ ...s, list, unread: Math.max(0, s.unread - (becameRead ? 1 : 0)) });
}

export interface MailState {
  status: 'idle' | 'loading' | 'ready' | 'error' | 'missing';
  mail: MailDetail | null;
}
export const $mail = atom<MailState>({ status: 'idle', mail: null });

/** Opening a mail marks it read on the server: the list and the inbox dot follow. */
export async function openMail(id: number): Promise<void> {
  $mail.set({ status: 'loading', mail: null });
  mailClaim.reset();
  $deleting.set({ busy: false, failed: false });
  const res = await call('getMailDetail', { id });
  if (!res.ok) {
    // 404: deleted, expired, or never this player's
    $mail.set({ status: res.errcode === ERR.NOT_FOUND ? 'missing' : 'error', mail: null });
    return;
  }
  $mail.set({ status: 'ready', mail: res.data });
  patchListed(id, { read: true });
  refreshActivityFlags();
}

export const mailClaim = createClaim('receiveMail');

function markReceived(id: number): void {
  const s = $mail.get();
  if (s.mail?.id === id) $mail.set({ ...s, mail: { ...s.mail, received: true, read: true } });
  patchListed(id, { received: true, read: true });
}

/** Receives the open mail's attachment: reward popup, balance and dots through the claim flow. */
export async function receiveAttachment(): Promise<boolean> {
  const mail = $mail.get().mail;
  if (!mail?.hasAttachment || mail.received) return false;
  const got = await mailClaim.claim({ id: mail.id });
  const error = mailClaim.$state.get().error;
  // received before (another tab, a double tap that reached the server twice): show it as received
  if (got || error?.code === ERR.ALREADY_RECEIVED) markReceived(mail.id);
  return got !== null;
}

export const $deleting = atom<{ busy: boolean; failed: boolean }>({ busy: false, failed: false });

/** Deletes the open mail (its unreceived attachment with it); true when it is gone. */
export async function deleteOpenMail(): Promise<boolean> {
  const mail = $mail.get().mail;
  if (!mail || $deleting.get().busy) return false;
  $deleting.set({ busy: true, failed: false });
  const res = await call('delMail', { ids: [mail.id] });
  // 404: already gone (deleted in another tab) — the same outcome for the player
  const gone = res.ok || res.errcode === ERR.NOT_FOUND;
  $deleting.set({ busy: false, failed: !gone });
  if (!gone) return false;
  patchListed(mail.id, null);
  $mail.set({ status: 'idle', mail: null });
  refreshActivityFlags();
  return true;
}
