import type { z } from 'zod';
import type { AnyCall } from './define-call';
import { auditCalls } from './ops-calls/audit';
import { complianceCalls } from './ops-calls/compliance';
import { contentCalls } from './ops-calls/content';
import { kycCalls } from './ops-calls/kyc-review';
import { operatorCalls } from './ops-calls/operators';
import { playerCalls } from './ops-calls/players';
import { proposalCalls } from './ops-calls/proposals';
import { reportCalls } from './ops-calls/reports';
import { supportCalls } from './ops-calls/support';
import { withdrawalCalls } from './ops-calls/withdrawals';

/**
 * Every operator call, keyed by its path under /ops/v1/. A separate registry from the players' (registry.ts): the
 * player web app imports registry.ts only, so no operator schema reaches its bundle; the BFF, the platform and the
 * console import this one. A name is never in both (registry.test.ts).
 */
export const opsRegistry = {
  ...operatorCalls,
  ...auditCalls,
  ...proposalCalls,
  ...playerCalls,
  ...withdrawalCalls,
  ...kycCalls,
  ...reportCalls,
  ...contentCalls,
  ...supportCalls,
  ...complianceCalls,
} as const;

export type OpsRegistry = typeof opsRegistry;
export type OpsCallName = keyof OpsRegistry & string;
export type OpsCallRequest<N extends OpsCallName> = z.input<OpsRegistry[N]['request']>;
export type OpsCallAnswer<N extends OpsCallName> = z.output<OpsRegistry[N]['answer']>;

export const opsCallList: readonly AnyCall[] = Object.values(opsRegistry);

export function getOpsCall(name: string): AnyCall | undefined {
  return Object.hasOwn(opsRegistry, name) ? (opsRegistry as Record<string, AnyCall>)[name] : undefined;
}
