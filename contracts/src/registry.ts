import type { z } from 'zod';
import { activityCalls } from './calls/activity';
import { agentCalls } from './calls/agent';
import { appCalls } from './calls/app';
import { authCalls } from './calls/auth';
import { chatCalls } from './calls/chat';
import { depositActivityCalls, depositActivityPublicCalls } from './calls/deposit-activity';
import { fairnessCalls } from './calls/fairness';
import { feedbackCalls } from './calls/feedback';
import { followCalls } from './calls/follow';
import { gamesCalls } from './calls/games';
import { jackpotCalls } from './calls/jackpot';
import { kycCalls } from './calls/kyc';
import { lobbyCalls } from './calls/lobby';
import { lotteryCalls } from './calls/lottery';
import { mailCalls } from './calls/mail';
import { profileCalls } from './calls/profile';
import { protectionCalls } from './calls/protection';
import { rankCalls } from './calls/rank';
import { scratchCalls } from './calls/scratch';
import { spinCalls } from './calls/spin';
import { tasksCalls } from './calls/tasks';
import { vipCalls } from './calls/vip';
import { vipStatementCalls } from './calls/vip-statement';
import { walletCalls } from './calls/wallet';
import type { AnyCall } from './define-call';

/**
 * Every call of the product, keyed by its path under /app/v1/. The BFF registers its routes from
 * this, the platform implements it, the web client's `call()` is typed from it.
 */
export const registry = {
  ...appCalls,
  ...authCalls,
  ...profileCalls,
  ...kycCalls,
  ...feedbackCalls,
  ...chatCalls,
  ...walletCalls,
  ...mailCalls,
  ...gamesCalls,
  ...fairnessCalls,
  ...tasksCalls,
  ...vipCalls,
  ...vipStatementCalls,
  ...agentCalls,
  ...activityCalls,
  ...depositActivityCalls,
  ...depositActivityPublicCalls,
  ...jackpotCalls,
  ...scratchCalls,
  ...followCalls,
  ...spinCalls,
  ...lobbyCalls,
  ...lotteryCalls,
  ...rankCalls,
  ...protectionCalls,
} as const;

export type Registry = typeof registry;
export type CallName = keyof Registry & string;
export type CallRequest<N extends CallName> = z.input<Registry[N]['request']>;
export type CallAnswer<N extends CallName> = z.output<Registry[N]['answer']>;

export const callList: readonly AnyCall[] = Object.values(registry);

export function getCall(name: string): AnyCall | undefined {
  return Object.hasOwn(registry, name) ? (registry as Record<string, AnyCall>)[name] : undefined;
}
