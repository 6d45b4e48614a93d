// Zod-free list of the public calls (no token needed, no 401 logout) for the web's API client.
// registry.test.ts checks it equals the registry's public flags.
import type { CallName } from './registry';

export const PUBLIC_CALLS = [
  'anonymous/appConfig',
  'anonymous/appTheme',
  'anonymous/appThemePreview',
  'anonymous/appEventLogClient',
  'anonymous/gameSearch',
  'anonymous/gameInfo',
  'anonymous/startGameDemo',
  'anonymous/gameDemoPlay',
  'anonymous/gameDemoAction',
  'anonymous/gameDemoState',
  'anonymous/gameDemoSeed',
  'anonymous/gameDemoRotate',
  'anonymous/recentBigWins',
  'anonymous/lotteryDrawList',
  'anonymous/lotteryDrawDetail',
  'anonymous/lotteryInfo',
  'anonymous/rankBoards',
  'anonymous/rankList',
  'anonymous/jackpotPools',
  'anonymous/spinWheel',
  'anonymous/vipLevels',
  'anonymous/inviteTerms',
  'anonymous/shopGoods',
  'anonymous/depositActivityRules',
  'preLogin',
  'getActivityIds',
  'getCustomerServices',
  'accountLogin',
  'accountLoginSms',
  'accountRegist',
  'accountRegist4',
  'smsSend',
  'forgetPassword',
  'googleLogin',
  'facebookLogin',
  'lineLogin',
] as const satisfies readonly CallName[];

const publicSet: ReadonlySet<string> = new Set(PUBLIC_CALLS);

export function isPublicCall(name: string): boolean {
  return publicSet.has(name);
}
