// The operators module's door: operators, their sign-in and sessions, the audit trail's reads, four-eyes proposals.
// Other modules use it for proposals (proposeAction) and declare executors in their own descriptors; the audit
// helper itself is core/audit.ts (writeAudit), the handler types core/ops-handlers.ts. See README.md here.
import type { ModuleContext, PlatformModule } from '../module';
import { adjustmentExecutor } from './adjustments';
import { operatorsOps } from './ops';
import { expireProposals, type ProposalExecutors } from './proposals';
import { operatorsHandlers } from './routes';

export { type AdjustmentPayload, adjustmentExecutor } from './adjustments';
export { auditPage } from './audit-query';
export { opsRefusal } from './errors';
export { createOperator } from './operators';
export { operatorsOps } from './ops';
export {
  type DecideInput,
  decideProposal,
  expireProposals,
  type ProposalExecutors,
  type ProposalState,
  type ProposeInput,
  proposeAction,
} from './proposals';
export { opsSecretKey, sealPlainTotpSecrets } from './secret-box';
export { isOperatorToken, OPS_TOKEN_PREFIX, resolveOperatorSession } from './sessions';
export { operatorSignIn } from './sign-in';
export { totpCodeAt } from './totp';

export function operatorsModule(
  ctx: ModuleContext,
  links: { executors: ProposalExecutors; now?: () => Date },
): PlatformModule {
  const now = links.now ?? (() => new Date());
  const proposalExpiryMs = async () =>
    (await ctx.catalogue.snapshot()).docs.settings.ops.proposalExpiryHours * 3_600_000;
  return {
    name: 'operators',
    handlers: {},
    opsHandlers: operatorsHandlers({ db: ctx.db, executors: links.executors, now, proposalExpiryMs }),
    jobs: [
      {
        // A proposal nobody decides must not hold its withdrawal (and the player's money) for ever.
        name: 'proposal-expiry',
        everyMs: 60_000,
        run: async () =>
          expireProposals(ctx.db, links.executors, { expiresAfterMs: await proposalExpiryMs(), now: now() }),
        done: 'four-eyes proposals expired undecided',
      },
    ],
    proposalExecutors: { adjustment: adjustmentExecutor },
    ops: operatorsOps,
  };
}
