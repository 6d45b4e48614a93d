import { ERR } from '@casino/contracts/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLAGS_DEBOUNCE_MS } from '../../stores/activity-flags';
import { $overlays } from '../../stores/overlays';
import { $dots, $user, $wallet, setToken } from '../../stores/session';
import { json, resetApp } from '../../test/helpers';
import { callNames, fakePlatform, NO_ACTIVITY_FLAGS, ok, refreshAnswer } from '../../test/platform';
import {
  $inbox,
  $mail,
  deleteOpenMail,
  loadInbox,
  loadMoreMail,
  mailClaim,
  openMail,
  receiveAttachment,
} from './mail-store';

const mail = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  title: `Mail ${id}`,
  preview: 'Hello',
  read: false,
  hasAttachment: true,
  received: false,
  createTime: 1_767_225_600_000,
  expireTime: 0,
  ...over,
});
const detail = (id: number, over: Record<string, unknown> = {}) => ({
  ...mail(id, { read: true }),
  content: 'Hello',
  attachments: [{ propId: 2001, count: 2000 }],
  turnoverMultiple: 1,
  ...over,
});

const flags = (email: boolean) => ({ ...NO_ACTIVITY_FLAGS, emailAwardFlag: email });

beforeEach(() => {
  resetApp();
  vi.useFakeTimers();
  setToken('tok');
  $user.set({ id: 7, coin: 0, lottery: 0, bet: 0 } as never);
  $inbox.set({ ...$inbox.get(), status: 'idle', list: [] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('inbox', () => {
  it('loads the first page, then appends the next without repeating a mail', async () => {
    fakePlatform({
      getMail2: (b) =>
        b?.pageNum === 1
          ? ok({ list: [mail(3), mail(2)], pageNum: 1, pageSize: 20, pages: 2, total: 3, unread: 3 })
          : ok({ list: [mail(2), mail(1)], pageNum: 2, pageSize: 20, pages: 2, total: 3, unread: 3 }),
    });
    await loadInbox();
    expect($inbox.get()).toMatchObject({ status: 'ready', unread: 3, pageNum: 1, pages: 2 });
    await loadMoreMail();
    expect($inbox.get().list.map((m) => m.id)).toEqual([3, 2, 1]);
    await loadMoreMail();
    expect($inbox.get().pageNum).toBe(2);
  });

  it('shows the error state when the inbox cannot load', async () => {
    fakePlatform({ getMail2: () => json({ errcode: 500, msg: 'down', data: null }, 500) });
    await loadInbox();
    expect($inbox.get().status).toBe('error');
  });
});

describe('a mail with a gift', () => {
  it('opening marks it read in the list and asks for the dots once, a second later', async () => {
    const { calls } = fakePlatform({
      getMail2: () => ok({ list: [mail(5)], pageNum: 1, pageSize: 20, pages: 1, total: 1, unread: 1 }),
      getMailDetail: () => ok(detail(5)),
      activityGetStatusList: () => ok(flags(true)),
    });
    await loadInbox();
    await openMail(5);
    expect($inbox.get()).toMatchObject({ unread: 0, list: [{ id: 5, read: true }] });
    expect(callNames(calls)).not.toContain('activityGetStatusList');
    await vi.advanceTimersByTimeAsync(FLAGS_DEBOUNCE_MS);
    expect(callNames(calls).filter((n) => n === 'activityGetStatusList')).toHaveLength(1);
    expect($dots.get().email).toBe(true);
  });

  it('claim: reward popup, the balance in $wallet and $user, then the dots; a second claim is not sent', async () => {
    const { calls } = fakePlatform({
      getMailDetail: () => ok(detail(5)),
      receiveMail: () => ok({ rewards: [{ propId: 2001, count: 2000 }] }),
      refreshData: () => refreshAnswer({ coin: 2000 }),
      activityGetStatusList: () => ok(flags(false)),
    });
    $dots.set({ ...$dots.get(), email: true });
    await openMail(5);
    const first = receiveAttachment();
    // a double tap while the first is on its way
    const second = receiveAttachment();
    expect(mailClaim.$state.get().busy).toBe(true);
    expect(await first).toBe(true);
    expect(await second).toBe(false);
    expect(callNames(calls).filter((n) => n === 'receiveMail')).toHaveLength(1);
    expect($overlays.get()).toEqual([
      expect.objectContaining({ kind: 'reward', props: { items: [{ propId: 2001, count: 2000 }] } }),
    ]);
    expect($wallet.get().coin).toBe(2000);
    expect($user.get()?.coin).toBe(2000);
    expect($mail.get().mail).toMatchObject({ received: true });
    await vi.advanceTimersByTimeAsync(FLAGS_DEBOUNCE_MS);
    expect($dots.get().email).toBe(false);
    // received: the button is gone, nothing more is asked
    expect(await receiveAttachment()).toBe(false);
    expect(callNames(calls).filter((n) => n === 'receiveMail')).toHaveLength(1);
  });

  it('already received elsewhere: the typed error, and the mail shows as received', async () => {
    fakePlatform({
      getMailDetail: () => ok(detail(5)),
      receiveMail: () =>
        json({ errcode: ERR.ALREADY_RECEIVED, msg: 'You have already received this reward.', data: null }),
      activityGetStatusList: () => ok(flags(false)),
    });
    await openMail(5);
    expect(await receiveAttachment()).toBe(false);
    expect(mailClaim.$state.get()).toEqual({
      busy: false,
      error: { code: ERR.ALREADY_RECEIVED, msg: 'You have already received this reward.' },
    });
    expect($mail.get().mail?.received).toBe(true);
    expect($wallet.get().status).toBe('empty');
  });

  it('a mail that is gone shows as missing, not as an error', async () => {
    fakePlatform({
      getMailDetail: () => json({ errcode: ERR.NOT_FOUND, msg: 'No such mail', data: null }, 404),
    });
    await openMail(9);
    expect($mail.get().status).toBe('missing');
  });

  it('delete removes it from the list; a failure keeps it and says so', async () => {
    let fail = true;
    fakePlatform({
      getMail2: () =>
        ok({ list: [mail(5), mail(4)], pageNum: 1, pageSize: 20, pages: 1, total: 2, unread: 2 }),
      getMailDetail: () => ok(detail(5)),
      delMail: () => (fail ? json({ errcode: 500, msg: 'x', data: null }, 500) : ok({ deleted: 1 })),
      activityGetStatusList: () => ok(flags(true)),
    });
    await loadInbox();
    await openMail(5);
    expect(await deleteOpenMail()).toBe(false);
    expect($inbox.get().list.map((m) => m.id)).toEqual([5, 4]);
    fail = false;
    expect(await deleteOpenMail()).toBe(true);
    expect($inbox.get().list.map((m) => m.id)).toEqual([4]);
    expect($mail.get().mail).toBeNull();
  });
});
