import type { OperatorRole } from '@casino/contracts/operator-roles';
import type { OpsCallName, OpsRegistry } from '@casino/contracts/ops-registry';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Tx } from '../db/client';
import type { AuditActor, AuditEntry } from './audit';
import type { ClientInfo } from './handlers';

/** The signed-in operator behind an operator token (resolved by /ops/v1 before any handler runs). */
export interface OperatorIdentity {
  operatorId: number;
  login: string;
  roles: readonly OperatorRole[];
  sessionId: number;
  expiresAt: Date;
}

export interface OpsCallContext {
  requestId: string;
  log: FastifyBaseLogger;
  client: ClientInfo;
  /** The operator; already checked for the call's roles. Throws 401 only on the public operatorLogin. */
  operator(): OperatorIdentity;
  /** The operator as the audit trail records them, with the role this call was allowed by. */
  actor(): AuditActor;
  /** writeAudit with this call's actor: call it with the mutation's transaction. */
  audit(tx: Tx, entry: AuditEntry): Promise<void>;
}

/** An operator call's request after zod parsing (defaults applied). */
export type OpsCallInput<N extends OpsCallName> = z.output<OpsRegistry[N]['request']>;

export interface OpsCallHandler<N extends OpsCallName> {
  handle(input: OpsCallInput<N>, ctx: OpsCallContext): Promise<z.input<OpsRegistry[N]['answer']>>;
}

/** The operator calls a module implements, keyed by ops registry name. */
export type OpsHandlerMap = { [N in OpsCallName]?: OpsCallHandler<N> };

export function defineOpsHandlers<const M extends OpsHandlerMap>(handlers: M): M {
  return handlers;
}

/** What a proposal's executor is told: the proposal, its unique ref (grant under it) and the checker. */
export interface ProposalRun {
  proposalId: number;
  /** Unique per proposal: use it as the ledger / grant ref so nothing can execute twice. */
  ref: string;
  /** The checker who approved (or declined); the expiry job's system actor when the proposal expired. */
  actor: AuditActor;
  /** Why `decline` runs: a checker declined, or nobody decided in time (settings ops.proposalExpiryHours). */
  outcome?: 'declined' | 'expired';
  /** The checker's reason (or the expiry's). */
  reason?: string;
}

/**
 * What approving one kind of proposal does (four-eyes, DESIGN §10). A module declares its executors in its
 * descriptor (`proposalExecutors`); proposalDecide runs `execute` once, in the decision's transaction, under the
 * proposal's row lock.
 */
export interface ProposalExecutor<P = unknown> {
  /** Roles that may approve or decline this kind of proposal (the maker never may). */
  deciders: readonly OperatorRole[];
  /** Parses (and checks) the payload; throws a CallError for a payload that cannot be proposed or executed. */
  parse(payload: unknown): P;
  /** Checks at proposal time (the player exists, the debit is covered now…); optional. */
  check?(tx: Tx, payload: P): Promise<void>;
  /** Does the thing; its answer is stored as the proposal's result. Throw a CallError to refuse (nothing commits). */
  execute(tx: Tx, payload: P, run: ProposalRun): Promise<unknown>;
  /** On decline or expiry (never both, never after an approval): puts back what proposing set aside; optional. */
  decline?(tx: Tx, payload: P, run: ProposalRun): Promise<unknown>;
}

// biome-ignore lint/suspicious/noExplicitAny: executors of any payload share one map
export type AnyProposalExecutor = ProposalExecutor<any>;
