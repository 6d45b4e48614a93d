import { type AuditActor, writeAudit } from '../../core/audit';
import { defineOpsHandlers } from '../../core/ops-handlers';
import type { Db } from '../../db/client';
import { adjustmentExecutor } from './adjustments';
import { auditPage } from './audit-query';
import {
  createOperator,
  listOperators,
  reissueSignIn,
  setOperatorDisabled,
  setOperatorRoles,
} from './operators';
import { decideProposal, type ProposalExecutors, proposalPage, proposeAction } from './proposals';
import { revokeOperatorSession, revokeOperatorSessions } from './sessions';
import { operatorSignIn } from './sign-in';

export interface OperatorsDeps {
  db: Db;
  executors: ProposalExecutors;
  /** The clock (DESIGN §12); tests pass a fixed one. */
  now: () => Date;
  /** settings ops.proposalExpiryHours, in ms: how long a proposal may wait for its checker. */
  proposalExpiryMs: () => Promise<number>;
}

const sessionAudit = (actor: AuditActor, action: string, after: unknown) => ({
  action,
  targetType: 'operator',
  targetId: actor.operatorId ?? '',
  after,
});

export function operatorsHandlers({ db, executors, now, proposalExpiryMs }: OperatorsDeps) {
  return defineOpsHandlers({
    operatorLogin: {
      handle: (input, ctx) =>
        operatorSignIn(db, input, {
          now: now(),
          ip: ctx.client.ip,
          device: ctx.client.device,
          requestId: ctx.requestId,
        }),
    },
    operatorLogout: {
      async handle(_input, ctx) {
        const me = ctx.operator();
        await db.transaction(async (tx) => {
          await revokeOperatorSession(tx, me.sessionId, now());
          await writeAudit(
            tx,
            ctx.actor(),
            sessionAudit(ctx.actor(), 'operator.logout', { sessionId: me.sessionId }),
          );
        });
        return null;
      },
    },
    operatorLogoutAll: {
      async handle(_input, ctx) {
        const me = ctx.operator();
        return db.transaction(async (tx) => {
          const revoked = await revokeOperatorSessions(tx, me.operatorId, now());
          await writeAudit(tx, ctx.actor(), sessionAudit(ctx.actor(), 'operator.logoutAll', { revoked }));
          return { revoked };
        });
      },
    },
    operatorMe: {
      async handle(_input, ctx) {
        const me = ctx.operator();
        return {
          id: me.operatorId,
          login: me.login,
          roles: [...me.roles],
          expiresAt: me.expiresAt.getTime(),
        };
      },
    },
    operatorList: { handle: (input) => listOperators(db, input) },
    operatorCreate: { handle: (input, ctx) => createOperator(db, ctx.actor(), input) },
    operatorSetDisabled: { handle: (input, ctx) => setOperatorDisabled(db, ctx.actor(), input, now()) },
    operatorSetRoles: { handle: (input, ctx) => setOperatorRoles(db, ctx.actor(), input) },
    operatorReissueSignIn: { handle: (input, ctx) => reissueSignIn(db, ctx.actor(), input, now()) },
    auditLog: { handle: (input) => auditPage(db, input, input) },
    adjustmentPropose: {
      handle: (input, ctx) =>
        proposeAction(db, ctx.actor(), {
          action: 'adjustment',
          executor: adjustmentExecutor,
          payload: { userId: input.userId, items: input.items, reason: input.reason },
          targetUserId: input.userId,
          reason: input.reason,
        }),
    },
    proposalDecide: {
      handle: async (input, ctx) =>
        decideProposal(
          db,
          executors,
          ctx.actor(),
          ctx.operator().roles,
          input,
          now(),
          await proposalExpiryMs(),
        ),
    },
    proposalList: { handle: (input) => proposalPage(db, input, input) },
  });
}
