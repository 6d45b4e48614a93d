import type { Activity } from '@casino/contracts/entities/activity';
import { ACTIVITY_TYPE } from '@casino/contracts/enums';
import { beforeEach, describe, expect, it } from 'vitest';
import { setActivities, setActivityFlags } from '../../stores/activity';
import { $overlays } from '../../stores/overlays';
import { $session } from '../../stores/session';
import { resetApp } from '../../test/helpers';
import { NO_ACTIVITY_FLAGS } from '../../test/platform';
import { currentPopupEnv, type PopupEnv, pickStartupPopup, runStartupPopups } from './startup-chain';

const act = (id: number, activityType: number, sort: number, type = 1): Activity => ({
  id,
  activityType,
  name: `a${id}`,
  sort,
  type,
  themeUrl: '',
  clickType: 1,
  clickAction: 0,
  target: '/',
  unloginShowStatus: 1,
});

const web: PopupEnv = {
  hasToken: true,
  nativeApp: false,
  standalone: false,
  iosChrome: false,
  android: true,
  hasDeposited: false,
  inviteSpins: false,
  path: '/',
  now: 1_800_000_000_000,
  downloadOfferedAt: null,
};
const DAY = 24 * 60 * 60 * 1000;
const none = new Set<number>();

describe('startup popup chain (spec §4)', () => {
  it('takes popup activities (type 1) only, in sort order', () => {
    const list = [
      act(1, ACTIVITY_TYPE.Notice, 5),
      act(2, ACTIVITY_TYPE.FirstDeposit, 2),
      act(3, ACTIVITY_TYPE.Notice, 1, 0),
    ];
    expect(pickStartupPopup(list, none, web)).toMatchObject({ activity: { id: 2 }, kind: 'firstDeposit' });
  });

  it('skips the ones already shown this session', () => {
    const list = [act(1, ACTIVITY_TYPE.Notice, 1), act(2, ACTIVITY_TYPE.FirstDeposit, 2)];
    expect(pickStartupPopup(list, new Set([1]), web)?.activity.id).toBe(2);
  });

  it('pitches the invite wheel only to a signed-in player with a spin waiting, and not on /share itself', () => {
    const list = [act(1, ACTIVITY_TYPE.InviteUserSpin, 1), act(2, ACTIVITY_TYPE.Notice, 2)];
    const spins = { ...web, inviteSpins: true };
    expect(pickStartupPopup(list, none, spins)).toMatchObject({ activity: { id: 1 }, kind: 'inviteSpin' });
    // no spin: the chain goes on to the next popup
    expect(pickStartupPopup(list, none, web)).toMatchObject({ activity: { id: 2 }, kind: 'notice' });
    expect(pickStartupPopup(list, none, { ...spins, hasToken: false })?.kind).toBe('notice');
    expect(pickStartupPopup(list, none, { ...spins, path: '/share' })?.kind).toBe('notice');
    expect(pickStartupPopup([list[0]!], none, web)).toBeNull();
  });

  it('skips the download popup in the native app, an installed PWA, iOS Chrome, off Android or without a token', () => {
    const list = [act(1, ACTIVITY_TYPE.Download, 1), act(2, ACTIVITY_TYPE.Notice, 2)];
    expect(pickStartupPopup(list, none, web)?.kind).toBe('download');
    for (const env of [
      { ...web, nativeApp: true },
      { ...web, standalone: true },
      { ...web, iosChrome: true },
      { ...web, android: false },
      { ...web, hasToken: false },
    ]) {
      expect(pickStartupPopup(list, none, env)).toMatchObject({ activity: { id: 2 }, kind: 'notice' });
    }
  });

  it('"Get the app" never shows on the fairness verifier or inside a game', () => {
    const list = [act(1, ACTIVITY_TYPE.Download, 1)];
    for (const path of ['/fairness', '/game/start', '/play/slots']) {
      expect(pickStartupPopup(list, none, { ...web, path })).toBeNull();
    }
    expect(pickStartupPopup(list, none, { ...web, path: '/vip' })?.kind).toBe('download');
  });

  it('"Get the app" shows at most once per device every 7 days', () => {
    const list = [act(1, ACTIVITY_TYPE.Download, 1)];
    const shownAt = web.now;
    for (const after of [0, DAY, 6 * DAY, 7 * DAY - 1]) {
      expect(
        pickStartupPopup(list, none, { ...web, now: shownAt + after, downloadOfferedAt: shownAt }),
      ).toBeNull();
    }
    expect(
      pickStartupPopup(list, none, { ...web, now: shownAt + 7 * DAY, downloadOfferedAt: shownAt })?.kind,
    ).toBe('download');
  });

  it('shows nothing when no popup can display', () => {
    const list = [act(1, ACTIVITY_TYPE.Download, 1), act(2, ACTIVITY_TYPE.VIP, 2)];
    expect(pickStartupPopup(list, none, { ...web, hasToken: false })).toBeNull();
  });

  describe('run', () => {
    beforeEach(() => resetApp());

    it('stops at the first popup that displays and shows each once per browser session', () => {
      setActivities([1, 2], {
        '1': act(1, ACTIVITY_TYPE.Notice, 1),
        '2': act(2, ACTIVITY_TYPE.FirstDeposit, 2),
      });
      expect(runStartupPopups(web)).toBe('notice');
      expect($overlays.get().map((o) => o.kind)).toEqual(['notice']);
      // next start in the same session: the notice was shown, the first-deposit offer is next
      expect(runStartupPopups(web)).toBe('firstDeposit');
      expect(runStartupPopups(web)).toBeNull();
      expect($overlays.get()).toHaveLength(2);
    });

    it('reads the spins waiting from the platform’s hasTurntable flag', () => {
      setActivities([1], { '1': act(1, ACTIVITY_TYPE.InviteUserSpin, 1) });
      $session.set('token');
      setActivityFlags({ ...NO_ACTIVITY_FLAGS, hasTurntable: false });
      expect(runStartupPopups()).toBeNull();
      setActivityFlags({ ...NO_ACTIVITY_FLAGS, hasTurntable: true });
      expect(runStartupPopups()).toBe('inviteSpin');
      expect($overlays.get().map((o) => o.kind)).toEqual(['inviteSpin']);
    });

    it('remembers "Get the app" on the device across sessions: a new session a day later does not show it', () => {
      setActivities([1], { '1': act(1, ACTIVITY_TYPE.Download, 1) });
      expect(runStartupPopups(web)).toBe('download');
      const offeredAt = currentPopupEnv().downloadOfferedAt;
      expect(offeredAt).toBe(web.now);
      sessionStorage.clear();
      expect(runStartupPopups({ ...web, downloadOfferedAt: offeredAt, now: web.now + DAY })).toBeNull();
      sessionStorage.clear();
      expect(runStartupPopups({ ...web, downloadOfferedAt: offeredAt, now: web.now + 8 * DAY })).toBe(
        'download',
      );
    });

    it('forgets what was shown when the browser session ends', () => {
      setActivities([1], { '1': act(1, ACTIVITY_TYPE.Notice, 1) });
      expect(runStartupPopups(web)).toBe('notice');
      sessionStorage.clear();
      expect(runStartupPopups(web)).toBe('notice');
    });
  });
});
