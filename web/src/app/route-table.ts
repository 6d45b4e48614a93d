// The whole spec §2 route table as data. Pure: no React, no page imports — tests (unit and e2e) read it.
import { ACTIVITY_TYPE } from '@casino/contracts/enums';

import { HOME_ROUTE, type RouteEntry } from './route-match';

export * from './route-match';

const id = { required: true, int: { min: 1 } } as const;
const flag01 = { values: ['0', '1'] } as const;
/** Where to go after login: a same-origin path only (never `//host`). */
const redirect = { pattern: /^\/(?!\/)[^\s]{0,500}$/ } as const;

export const routeTable: readonly RouteEntry[] = [
  HOME_ROUTE,
  { path: '/about-us', page: 'about-us', title: 'route.aboutUs' },

  { path: '/activity/bank', page: 'activity/bank', title: 'route.activityBank', requiresLogin: true },
  { path: '/activity/first-deposit', page: 'activity/first-deposit', title: 'route.firstDeposit' },
  {
    path: '/activity/follow',
    page: 'activity/follow',
    title: 'route.follow',
    navbar: false,
    requiresLogin: true,
  },
  {
    path: '/activity/jackpot',
    page: 'activity/jackpot',
    title: 'route.jackpot',
    navbar: false,
  },
  { path: '/activity/slotshack', page: 'activity/slotshack', title: 'route.slotsHack', navbar: false },
  {
    path: '/activity/spin',
    page: 'activity/spin',
    title: 'route.spin',
    navbar: false,
  },
  {
    path: '/activity/lottery',
    page: 'activity/lottery',
    title: 'route.lottery',
    navbar: false,
    activityLoginCheck: ACTIVITY_TYPE.Lottery,
  },
  {
    path: '/activity/lottery/history',
    page: 'activity/lottery/history',
    title: 'route.lotteryHistory',
    navbar: false,
    query: { id: { int: { min: 1 } } },
  },
  {
    path: '/activity/lottery/order',
    page: 'activity/lottery/order',
    title: 'route.lotteryOrder',
    navbar: false,
    requiresLogin: true,
  },
  {
    path: '/activity/lottery/product',
    page: 'activity/lottery/product',
    title: 'route.lotteryProduct',
    navbar: false,
    query: { id },
    example: '/activity/lottery/product?id=1',
  },
  {
    path: '/activity/lottery/record',
    page: 'activity/lottery/record',
    title: 'route.lotteryRecord',
    navbar: false,
    requiresLogin: true,
  },
  {
    path: '/activity/lottery/rule',
    page: 'activity/lottery/rule',
    title: 'route.lotteryRule',
    navbar: false,
  },
  {
    path: '/activity/sign-in',
    page: 'activity/sign-in',
    title: 'route.signIn',
    requiresLogin: true,
    rightLink: { to: '/activity/sign-in/rule', label: 'common.rules' },
  },
  { path: '/activity/sign-in/rule', page: 'activity/sign-in/rule', title: 'route.signInRule' },

  {
    path: '/agent',
    page: 'agent/index',
    requiresLogin: true,
    title: 'route.agent',
    rightLink: { to: '/agent/rule', label: 'common.rules' },
    query: { tabActive: { values: ['0', '1', '2', '3'] } },
    example: '/agent?tabActive=1',
  },
  { path: '/agent/rule', page: 'agent/rule', title: 'route.agentRule' },

  {
    path: '/auth/accountLogin',
    page: 'auth/account-login',
    title: 'route.accountLogin',
    navbar: false,
    query: { redirect },
  },
  // Binding needs a signed-in player; the page offers a mobile number and the configured social providers.
  { path: '/auth/bind', page: 'auth/bind', title: 'route.bind', navbar: false, requiresLogin: true },
  { path: '/auth/forget', page: 'auth/forget', title: 'route.forget', navbar: false, query: { redirect } },
  {
    path: '/auth/login',
    page: 'auth/login',
    title: 'route.login',
    navbar: false,
    query: { type: { values: ['account', 'phone'] }, redirect },
    example: '/auth/login?type=account',
  },
  {
    path: '/auth/register',
    page: 'auth/register',
    title: 'route.register',
    navbar: false,
    query: { redirect },
  },
  { path: '/auth/set-password', page: 'auth/set-password', title: 'route.setPassword', requiresLogin: true },

  {
    path: '/bonus',
    page: 'bonus/index',
    title: 'route.bonus',
    tabBar: true,
    rightLink: { to: '/bonus/record', label: 'common.records' },
  },
  { path: '/bonus/event', page: 'bonus/event', title: 'route.bonusEvent' },
  { path: '/bonus/rebate', page: 'bonus/rebate', title: 'route.bonusRebate', requiresLogin: true },
  { path: '/bonus/record', page: 'bonus/record', title: 'route.bonusRecord', requiresLogin: true },
  { path: '/bonus/reward', page: 'bonus/reward', title: 'route.bonusReward' },
  { path: '/bonus/tasks', page: 'bonus/tasks', title: 'route.bonusTasks', requiresLogin: true },
  { path: '/bonus/vip', page: 'bonus/vip', title: 'route.bonusVip' },

  { path: '/download', page: 'download', title: 'route.download', navbar: false },
  { path: '/email', page: 'email', title: 'route.email', requiresLogin: true, navbar: false },
  {
    path: '/email/detail',
    page: 'email/detail',

    title: 'route.emailDetail',
    requiresLogin: true,
    // spec §2 names no query for it: a bare /email/detail is a page too (which mail without `id` is the
    // mail issue's call); an `id` that is there must still be a mail id
    query: { id: { int: { min: 1 } } },
  },
  { path: '/faq', page: 'faq', title: 'route.faq' },
  {
    path: '/feedback',
    page: 'feedback',
    title: 'route.feedback',
    rightLink: { to: '/feedback/record', label: 'common.records' },
  },
  {
    path: '/feedback/record',
    page: 'feedback/record',
    title: 'route.feedbackRecord',
    requiresLogin: true,
  },
  {
    path: '/feedback/record/:id',
    page: 'feedback/record/id',
    title: 'route.feedbackDetail',
    requiresLogin: true,
    params: { id },
    example: '/feedback/record/1',
  },

  {
    path: '/game/search',
    page: 'game/search',
    title: 'route.gameSearch',
    query: { q: { pattern: /^.{0,64}$/ } },
  },
  {
    path: '/game/start',
    page: 'game/start',
    title: 'route.gameStart',
    navbar: false,
    // A demo (tryIt=1) is open to visitors; real play needs login (spec §6).
    requiresLogin: (q) => q.tryIt !== '1',
    query: { gameId: id, tryIt: flag01, activityId: { int: { min: 1 } } },
    example: '/game/start?gameId=1001&tryIt=1',
  },

  {
    path: '/play/:engine',
    page: 'play/engine',
    title: 'route.play',
    navbar: false,
    // the launch URL of an in-house game; a demo session needs no login
    requiresLogin: (q) => q.mode !== 'demo',
    params: { engine: { required: true, values: ['slots', 'color', 'mines', 'crash', 'bingo'] } },
    query: {
      session: { required: true, pattern: /^[\w-]{1,64}$/ },
      gameId: id,
      mode: { values: ['demo'] },
    },
    example: '/play/color?session=demo-e2e&gameId=2001&mode=demo',
  },
  { path: '/fairness', page: 'fairness', title: 'route.fairness' },

  { path: '/maintenance', page: 'maintenance', title: 'route.maintenance', navbar: false },

  {
    path: '/member',
    page: 'member/index',
    title: 'route.member',
    requiresLogin: true,
    navbar: false,
    tabBar: true,
  },
  { path: '/member/games', page: 'member/games', title: 'route.memberGames', requiresLogin: true },
  { path: '/member/profile', page: 'member/profile/index', title: 'route.profile', requiresLogin: true },
  {
    path: '/member/profile/info',
    page: 'member/profile/info',
    title: 'route.profileInfo',
    requiresLogin: true,
  },
  { path: '/member/profile/kyc', page: 'member/profile/kyc', title: 'route.kyc', requiresLogin: true },
  {
    path: '/member/report',
    page: 'member/report',
    title: 'route.report',
    requiresLogin: true,
    query: { day: { pattern: /^\d{4}-\d{2}-\d{2}$/ } },
  },
  {
    path: '/member/retrieve-balance',
    page: 'member/retrieve-balance',

    title: 'route.retrieveBalance',
    requiresLogin: true,
  },
  {
    path: '/member/self-limited',
    page: 'member/self-limited',
    title: 'route.selfLimited',
    requiresLogin: true,
  },

  { path: '/points', page: 'points', title: 'route.points' },
  { path: '/privacy-policy', page: 'privacy-policy', title: 'route.privacyPolicy' },
  { path: '/terms-of-use', page: 'terms-of-use', title: 'route.termsOfUse' },
  {
    path: '/rank',
    page: 'rank',
    title: 'route.rank',
    navbar: false,
    activityLoginCheck: ACTIVITY_TYPE.Rank,
  },
  { path: '/reward/record', page: 'reward/record', title: 'route.rewardRecord', requiresLogin: true },
  { path: '/service', page: 'service/index', title: 'route.service' },
  { path: '/service/vip', page: 'service/vip', title: 'route.serviceVip' },
  { path: '/share', page: 'share', title: 'route.share', tabBar: true },

  { path: '/vip', page: 'vip/index', title: 'route.vip' },
  { path: '/vip/statement', page: 'vip/statement', title: 'route.vipStatement', requiresLogin: true },
  { path: '/vip/level', page: 'vip/level', title: 'route.vipLevel' },
  {
    path: '/vip/rebate',
    page: 'vip/rebate',
    requiresLogin: true,
    title: 'route.vipRebate',
    rightLink: { to: '/vip/rebate/record', label: 'common.records' },
  },
  {
    path: '/vip/rebate/record',
    page: 'vip/rebate/record',
    title: 'route.vipRebateRecord',
    requiresLogin: true,
  },

  {
    path: '/wallets',
    page: 'wallets/index',

    title: 'route.wallets',
    requiresLogin: true,
    navbar: false,
    // Spec §2's optional back=1 (its meaning is not given; our reading): opened from another page (home
    // header, account page) the wallet shows a back control; without it the page is the tab bar's Deposit
    // tab, with the tab bar and no back control.
    tabBar: (query) => query.back !== '1',
    query: { name: { values: ['deposit', 'withdraw'] }, back: { values: ['1'] } },
    example: '/wallets?name=deposit&back=1',
  },
  { path: '/wallets/record', page: 'wallets/record', title: 'route.walletsRecord', requiresLogin: true },
  // addition: every balance change (appUserCoinDetail) with its reason; the spec names the call, not a route
  {
    path: '/wallets/coin-history',
    page: 'wallets/coin-history',
    title: 'route.coinHistory',
    requiresLogin: true,
  },
  { path: '/wallets/card/list', page: 'wallets/card/list', title: 'route.cardList', requiresLogin: true },
  // issue 5 addition: the safebox (set password, move coin in and out); the spec has no route for it
  { path: '/wallets/safebox', page: 'wallets/safebox', title: 'route.safebox', requiresLogin: true },
  {
    path: '/wallets/card/edit',
    page: 'wallets/card/edit',
    title: 'route.cardEdit',
    // no id: a new account is being added
    titleFor: (query) => (query.id ? 'route.cardEdit' : 'route.cardAdd'),
    requiresLogin: true,
    query: { id: { int: { min: 1 } } },
  },
  {
    path: '/withdrawal/:name',
    page: 'withdrawal/name',

    title: 'route.withdrawal',
    requiresLogin: true,
    params: { name: { required: true, pattern: /^[a-z0-9-]{1,32}$/ } },
    example: '/withdrawal/gcash',
  },
];

/** The entry whose pattern matches a pathname (used by the layout for the 404 check and by tests). */
export function matchEntry(pathname: string): { entry: RouteEntry; params: Record<string, string> } | null {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(1);
  for (const entry of routeTable) {
    const pattern = entry.path === '/' ? [] : entry.path.split('/').slice(1);
    if (pattern.length !== parts.length && !(entry.path === '/' && parts.length === 1 && parts[0] === ''))
      continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < pattern.length; i++) {
      const p = pattern[i]!;
      const v = parts[i]!;
      if (p.startsWith(':')) params[p.slice(1)] = decodeURIComponent(v);
      else if (p !== v) ok = false;
    }
    if (ok) return { entry, params };
  }
  return null;
}
