import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../api/call';
import { $restriction, noteRestricted } from '../../stores/session';
import { fakeApi, mountApp, signedIn } from '../../test/app';
import { json, resetApp } from '../../test/helpers';
import { openWhileRestricted } from './restriction-gate';

const DAY = 24 * 3_600_000;

beforeAll(async () => {
  await Promise.all([import('../../app/page-routes'), import('./restriction-gate')]);
});
beforeEach(() => {
  resetApp();
  $restriction.set(null);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('restricted app', () => {
  it('keeps withdrawing, history, limits and help open; everything else is the restricted view', () => {
    for (const [path, search] of [
      ['/wallets', '?name=withdraw'],
      ['/wallets/record', ''],
      ['/member', ''],
      ['/member/self-limited', ''],
      ['/member/games', ''],
      ['/faq', ''],
      ['/service', ''],
      ['/feedback', ''],
      ['/feedback/record/12', ''],
      ['/withdrawal/name', ''],
    ] as const)
      expect(openWhileRestricted(path, search), path + search).toBe(true);
    for (const [path, search] of [
      ['/', ''],
      ['/wallets', '?name=deposit'],
      ['/wallets', ''],
      ['/game/start', '?gameId=1001'],
      ['/vip', ''],
      ['/activity/sign-in', ''],
      ['/member-x', ''],
      ['/feedbacks', ''],
    ] as const)
      expect(openWhileRestricted(path, search), path + search).toBe(false);
  });

  it('a sign-in during a self-exclusion shows why and until when, with the way to withdraw', async () => {
    const until = Date.now() + 180 * DAY;
    fakeApi({
      selfLimitInfo: () => ({
        limits: [],
        restriction: {
          kind: 'exclusion',
          startedAt: Date.now(),
          until,
          irrevocableUntil: until,
          revoked: false,
        },
        realityCheckMinutes: 60,
        play: null,
      }),
    });
    await signedIn();
    expect($restriction.get()).toEqual({ kind: 'exclusion', until });
    mountApp('/vip');
    await screen.findByRole('heading', { name: 'You have excluded yourself' });
    expect(screen.getByRole('link', { name: 'Withdraw your balance' }).getAttribute('href')).toBe(
      '/wallets?name=withdraw',
    );
    expect(screen.getByRole('link', { name: 'Your limits and exclusion' })).toBeTruthy();
  });

  it('a refusal from another device switches to the restricted view for as long as it says', async () => {
    fakeApi({
      startGame: () =>
        json({
          errcode: 6002,
          msg: 'You are taking a break',
          data: null,
          detail: { retryAfterSeconds: 3600 },
        }),
    });
    // the clock is the test's (DESIGN §12): the refusal is noted at REFUSED_AT
    const REFUSED_AT = Date.UTC(2026, 0, 15, 4, 0, 0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(REFUSED_AT);
    const res = await call('startGame', { gameId: 1001 });
    expect(res.ok).toBe(false);
    const r = $restriction.get()!;
    expect(r.kind).toBeNull();
    expect(r.until).toBe(REFUSED_AT + 3_600_000);
    // a refusal without its length pauses for a minute from the moment it is noted
    noteRestricted(undefined, REFUSED_AT + 5_000);
    expect($restriction.get()!.until).toBe(REFUSED_AT + 65_000);
    mountApp('/');
    await screen.findByRole('heading', { name: 'Your account is paused' });
  });
});
