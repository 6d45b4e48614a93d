// The whole app in a memory router, with the platform answered by a script of call handlers.
import type { ErrorDetail } from '@casino/contracts/error-detail';
import { exampleAppConfig } from '@casino/contracts/examples/app-config';
import { exampleUser } from '@casino/contracts/examples/user';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildRoutes, discoverRoutes } from '../app/router';
import { acceptAgeNotice } from '../stores/age';
import { $config, type AppConfig } from '../stores/config';
import { setNavigate } from '../stores/nav';
import { setToken } from '../stores/session';
import { loadSignedIn } from '../stores/signed-in';
import { json, stubFetch } from './helpers';
import { NO_ACTIVITY_FLAGS } from './platform';

export const CONFIG = { ...exampleAppConfig, userRegisterCoin: 5000 } as AppConfig;
export const USER = { ...exampleUser, id: 42, account: 'juan01', nickname: 'Juan', coin: 12_345 };
export const TOKEN = 'tok-0123456789abcdef0123456789abcdef';
export const loginAnswer = (over: Partial<typeof USER> = {}, isNewUser = false) => ({
  token: TOKEN,
  expiresAt: Date.now() + 86_400_000,
  isNewUser,
  user: { ...USER, ...over },
});

const ok = (data: unknown) => json({ errcode: 0, msg: 'success', data });
export const refused = (errcode: number, msg = '', status = 200, headers: Record<string, string> = {}) =>
  refusedWith(errcode, msg, undefined, status, headers);

/** A refusal with its typed detail (seconds to wait, attempts left…), as the platform sends it. */
export const refusedWith = (
  errcode: number,
  msg: string,
  detail: ErrorDetail | undefined,
  status = 200,
  headers: Record<string, string> = {},
) =>
  new Response(JSON.stringify({ errcode, msg, data: null, ...(detail ? { detail } : {}) }), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

/** A getAfterLoginInfoWeb answer for a user with no likes, history or activities. */
export function afterLoginInfo(user: typeof USER, inviteCode = '') {
  return {
    user,
    appGameDataUser: { gameLikes: [], gameHistory: [] },
    inviteCode,
    aid: 0,
    activityIds: { activityIds: [], activityMap: {} },
    activityFlags: NO_ACTIVITY_FLAGS,
  };
}

type Handler = (body: Record<string, unknown>) => Response | unknown | Promise<unknown>;

/** Answers `/app/v1/<name>` from the handlers (a non-Response value is wrapped as success data; a promise is awaited). */
export function fakeApi(handlers: Record<string, Handler>) {
  const base: Record<string, Handler> = {
    getAfterLoginInfoWeb: () => afterLoginInfo(USER, 'ABC'),
    refreshData: () => ({
      coin: USER.coin,
      lottery: 0,
      vip: 0,
      vipExp: 0,
      userLevel: 0,
      bet: 0,
      hasPassword: true,
    }),
    getActivityIds: () => ({ activityIds: [], activityMap: {} }),
    logout: () => null,
    ...handlers,
  };
  return stubFetch(async (url, init) => {
    const name = url.replace(/^.*\/app\/v1\//, '');
    const handler = base[name];
    if (!handler) return refused(501, `${name} is not available yet`, 501);
    const out = await handler(JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>);
    return out instanceof Response ? out : ok(out ?? null);
  });
}

/** The app at `url` as a player sees it: age notice accepted, config loaded, routes discovered lazily. */
export function mountApp(url: string, config: AppConfig = CONFIG) {
  acceptAgeNotice();
  $config.set({ status: 'ready', data: config });
  const router = createMemoryRouter(buildRoutes(), {
    initialEntries: [url],
    patchRoutesOnNavigation: discoverRoutes,
  });
  setNavigate((to, options) => void router.navigate(to, options));
  render(<RouterProvider router={router} />);
  return router;
}

export const where = (router: ReturnType<typeof mountApp>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** A player with a saved token, after the start-up's after-login load (call after fakeApi). */
export async function signedIn(): Promise<void> {
  setToken(TOKEN);
  await loadSignedIn();
}
