import { ACTIVITY_TYPE } from '@casino/contracts/enums';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { t } from '../i18n';
import { $activity, EMPTY_ACTIVITY } from '../stores/activity';
import { acceptAgeNotice } from '../stores/age';
import { setToken } from '../stores/session';
import { json, resetApp, stubFetch } from '../test/helpers';
import { matchEntry, needsLogin, routeTable } from './route-table';
// the route titles arrive with the route table chunk, as in the app
import './page-routes';
import { buildRoutes, discoverRoutes } from './router';

/** Spec §2, written out again on purpose: a path the table loses fails here. */
const SPEC_PATHS = [
  '/',
  // issue 6 additions: the in-house game pages (launch URL) and the public verifier
  '/play/:engine',
  '/fairness',
  // an addition: the VIP statement (the figures behind each level decision and rebate)
  '/vip/statement',
  '/about-us',
  '/activity/bank',
  '/activity/first-deposit',
  '/activity/follow',
  '/activity/jackpot',
  '/activity/slotshack',
  '/activity/spin',
  '/activity/lottery',
  '/activity/lottery/history',
  '/activity/lottery/order',
  '/activity/lottery/product',
  '/activity/lottery/record',
  '/activity/lottery/rule',
  '/activity/sign-in',
  '/activity/sign-in/rule',
  '/agent',
  '/agent/rule',
  '/auth/accountLogin',
  '/auth/bind',
  '/auth/forget',
  '/auth/login',
  '/auth/register',
  '/auth/set-password',
  '/bonus',
  '/bonus/event',
  '/bonus/rebate',
  '/bonus/record',
  '/bonus/reward',
  '/bonus/tasks',
  '/bonus/vip',
  '/download',
  '/email',
  '/email/detail',
  '/faq',
  '/feedback',
  '/feedback/record',
  '/feedback/record/:id',
  '/game/search',
  '/game/start',
  '/maintenance',
  '/member',
  '/member/games',
  '/member/profile',
  '/member/profile/info',
  '/member/profile/kyc',
  '/member/report',
  '/member/retrieve-balance',
  '/member/self-limited',
  '/points',
  '/privacy-policy',
  '/terms-of-use',
  '/rank',
  '/reward/record',
  '/service',
  '/service/vip',
  '/share',
  '/vip',
  '/vip/level',
  '/vip/rebate',
  '/vip/rebate/record',
  '/wallets',
  '/wallets/record',
  '/wallets/card/list',
  '/wallets/card/edit',
  // issue 5 addition: the safebox page
  '/wallets/safebox',
  // addition: the coin history (appUserCoinDetail)
  '/wallets/coin-history',
  '/withdrawal/:name',
];
const SPEC_LOGIN = [
  '/activity/bank',
  '/email',
  '/member',
  '/wallets',
  '/wallets/card/edit',
  // issue 5 addition: the safebox page
  '/wallets/safebox',
  '/withdrawal/:name',
];

function mount(url: string) {
  // The app's own set-up: home in the first load, the other routes discovered on navigation.
  const router = createMemoryRouter(buildRoutes(), {
    initialEntries: [url],
    patchRoutesOnNavigation: discoverRoutes,
  });
  render(<RouterProvider router={router} />);
  return router;
}
const where = (router: ReturnType<typeof mount>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

beforeEach(() => {
  resetApp();
  acceptAgeNotice();
  stubFetch(() => json({ errcode: 501, msg: 'not available', data: null }, 501));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  $activity.set(EMPTY_ACTIVITY);
});

describe('route table (spec §2)', () => {
  it('holds every path of the spec, once', () => {
    const paths = routeTable.map((r) => r.path);
    expect(paths.filter((p) => !SPEC_PATHS.includes(p))).toEqual([]);
    expect(SPEC_PATHS.filter((p) => !paths.includes(p))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('guards the routes the spec says need login', () => {
    for (const p of SPEC_LOGIN)
      expect(needsLogin(matchEntry(p.replace(':name', 'gcash'))!.entry, {}), p).toBe(true);
  });

  it('gives every route a title in the en-US resource', () => {
    for (const r of routeTable) expect(t(r.title), r.path).not.toBe(r.title);
  });

  it('matches paths with params', () => {
    expect(matchEntry('/feedback/record/42')).toMatchObject({
      entry: { path: '/feedback/record/:id' },
      params: { id: '42' },
    });
    expect(matchEntry('/nowhere')).toBeNull();
  });
});

describe('router', () => {
  it('renders every route with its title in the top bar or its own header (signed in)', async () => {
    setToken('tok');
    for (const entry of routeTable) {
      const url = entry.example ?? entry.path;
      const router = mount(url);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(where(router), url).toBe(url);
      const query = Object.fromEntries(new URL(url, 'http://x').searchParams);
      const title = t(entry.titleFor?.(query) ?? entry.title);
      if (entry.navbar !== false && entry.path !== '/') expect(heading.textContent, url).toBe(title);
      await vi.waitFor(() => expect(document.title).toBe(`${title} · ${t('brand')}`));
      expect(screen.queryByText(/Page not found/)).toBeNull();
      cleanup();
    }
  }, 60_000);

  it('titles the receiving-account form for adding without an id and for editing with one', async () => {
    setToken('tok');
    mount('/wallets/card/edit');
    await screen.findByRole('heading', { level: 1, name: 'Add Receiving Account' });
    cleanup();
    mount('/wallets/card/edit?id=3');
    await screen.findByRole('heading', { level: 1, name: 'Edit Receiving Account' });
  });

  it('sends a visitor on a guarded route to login, keeping where they were going', async () => {
    const router = mount('/member/profile');
    await screen.findByRole('heading', { level: 1, name: t('route.login') });
    expect(where(router)).toBe(`/auth/login?redirect=${encodeURIComponent('/member/profile')}`);
  });

  it('lets a visitor play a demo but sends real play to login', async () => {
    const demo = mount('/game/start?gameId=1001&tryIt=1');
    await screen.findAllByRole('heading', { level: 1 });
    expect(demo.state.location.pathname).toBe('/game/start');
    cleanup();
    const real = mount('/game/start?gameId=1001');
    await screen.findByRole('heading', { level: 1, name: t('route.login') });
    expect(real.state.location.pathname).toBe('/auth/login');
  });

  it('shows "Page not found: {path}" for an unknown path and for failed validation', async () => {
    mount('/no/such/page');
    await screen.findByText('Page not found: /no/such/page');
    cleanup();
    mount('/wallets?name=bogus');
    setToken('tok');
    await screen.findByText('Page not found: /wallets?name=bogus');
    cleanup();
    mount('/feedback/record/abc');
    await screen.findByText('Page not found: /feedback/record/abc');
    cleanup();
    mount('/game/start?gameId=1&tryIt=maybe');
    await screen.findByText('Page not found: /game/start?gameId=1&tryIt=maybe');
  });

  it('opens /email/detail with or without an id (spec §2 names no query), but not with a bad one', async () => {
    setToken('tok');
    expect(matchEntry('/email/detail')?.entry.example).toBeUndefined();
    for (const url of ['/email/detail', '/email/detail?id=7']) {
      const router = mount(url);
      await screen.findByRole('heading', { level: 1, name: t('route.emailDetail') });
      expect(where(router)).toBe(url);
      expect(screen.queryByText(/Page not found/)).toBeNull();
      cleanup();
    }
    mount('/email/detail?id=abc');
    await screen.findByText('Page not found: /email/detail?id=abc');
  });

  it('applies the activity login check: visitors pass only when the activity is shown to them', async () => {
    const activity = (unloginShowStatus: 0 | 1) => ({
      activityIds: [7],
      activityMap: {
        '7': {
          id: 7,
          activityType: ACTIVITY_TYPE.Rank,
          name: 'Rank',
          sort: 1,
          type: 0,
          themeUrl: '',
          clickType: 1,
          clickAction: 0,
          target: '/rank',
          unloginShowStatus,
        },
      },
    });
    // the activity list answers; the rank page's own calls are refused (not what this test looks at)
    const only = (data: unknown) => (url: string) =>
      url.endsWith('/getActivityIds')
        ? json({ errcode: 0, msg: 'ok', data })
        : json({ errcode: 501, msg: 'not available', data: null }, 501);
    stubFetch(only(activity(1)));
    const open = mount('/rank');
    await act(async () => {
      await vi.waitFor(() => expect(open.state.navigation.state).toBe('idle'));
    });
    expect(open.state.location.pathname).toBe('/rank');
    cleanup();
    $activity.set(EMPTY_ACTIVITY);
    stubFetch(only(activity(0)));
    const closed = mount('/rank');
    await screen.findByRole('heading', { level: 1, name: t('route.login') });
    expect(closed.state.location.pathname).toBe('/auth/login');
  });
});
