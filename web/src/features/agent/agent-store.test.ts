import { ERR } from '@casino/contracts/errors';
import { beforeEach, describe, expect, it } from 'vitest';
import { $overlays } from '../../stores/overlays';
import { json, resetApp, stubFetch } from '../../test/helpers';
import { NO_ACTIVITY_FLAGS, refreshAnswer } from '../../test/platform';
import {
  $invite,
  $spin,
  absoluteShareUrl,
  exchangeInviteReward,
  loadInvite,
  shareLinks,
  spinInviteWheel,
  spinLanded,
} from './agent-store';

const invite = {
  inviteCode: 'AB12CD34',
  shareUrl: '/auth/register?pid=7',
  invitedCount: 2,
  validCount: 1,
  rewardPerValid: 5000,
  balance: 5000,
  exchangeMin: 5000,
  spinCount: 1,
  exchangeTurnoverMultiple: 3,
  wheel: [500, 1000],
};
const ok = (data: unknown) => json({ errcode: 0, msg: '', data });

type Answer = (body: Record<string, unknown> | null) => Response | Promise<Response>;
function server(answers: Record<string, Answer>) {
  return stubFetch((url, init) => {
    const name = url.replace(/^.*\/app\/v1\//, '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : null;
    const answer = answers[name];
    if (answer) return answer(body);
    if (name === 'refreshData') return refreshAnswer();
    if (name === 'activityGetStatusList') return ok(NO_ACTIVITY_FLAGS);
    throw new Error(`unexpected call ${name}`);
  });
}

beforeEach(() => {
  resetApp();
  $spin.set({ busy: false, result: null, spinNo: 0, error: null });
});

describe('invite store', () => {
  it('makes the share link absolute on this site and builds each app’s share address with it', () => {
    const url = absoluteShareUrl('/auth/register?pid=7', 'https://casino.example.ph');
    expect(url).toBe('https://casino.example.ph/auth/register?pid=7');
    expect(absoluteShareUrl('https://promo.example.ph/join?pid=7', 'https://casino.example.ph')).toBe(
      'https://promo.example.ph/join?pid=7',
    );
    const links = shareLinks(url, 'Join me');
    expect(links.telegram).toBe(
      `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent('Join me')}`,
    );
    expect(links.viber).toBe(`viber://forward?text=${encodeURIComponent(`Join me ${url}`)}`);
    expect(links.messenger).toContain(encodeURIComponent(url));
  });

  it('exchanges the invite reward and shows it with its turnover before reloading the figures', async () => {
    let balance = 5000;
    server({
      actInviteUser: () => ok({ ...invite, balance }),
      actInviteUserExchange: () => {
        balance = 0;
        return ok({ amount: 5000, coin: 15000 });
      },
    });
    await loadInvite();
    await exchangeInviteReward();
    const popup = $overlays.get().find((o) => o.kind === 'reward');
    expect(popup?.props).toMatchObject({ items: [{ propId: 2001, count: 5000 }], turnoverMultiple: 3 });
    expect($invite.get().data?.balance).toBe(0);
  });

  it('retries a spin whose answer was lost with the same requestId, so it can never spend two spins', async () => {
    const ids: unknown[] = [];
    let fail = true;
    server({
      actInviteUser: () => ok(invite),
      actInviteUserSpin: (body) => {
        ids.push(body?.requestId);
        if (fail) {
          fail = false;
          return Promise.reject(new TypeError('network down'));
        }
        return ok({ cell: 1, amount: 1000, balance: 6000, spinCount: 0 });
      },
    });
    await spinInviteWheel();
    expect($spin.get().error?.code).toBeLessThan(0);
    await spinInviteWheel();
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBe(ids[1]);
    expect($spin.get()).toMatchObject({ busy: true, result: { cell: 1, amount: 1000 }, spinNo: 1 });
    await spinLanded();
    expect($spin.get().busy).toBe(false);
  });

  it('a refused spin ends that request: the next tap draws with a new requestId', async () => {
    const ids: unknown[] = [];
    server({
      actInviteUserSpin: (body) => {
        ids.push(body?.requestId);
        return json({ errcode: ERR.NOT_ENOUGH_PROPS, msg: 'No spins', data: null });
      },
    });
    await spinInviteWheel();
    expect($spin.get().error?.code).toBe(ERR.NOT_ENOUGH_PROPS);
    await spinInviteWheel();
    expect(ids[0]).not.toBe(ids[1]);
  });
});
