// The agent module's door: the inviter rules sign-up applies, invite friends (share, valid invites, invite
// reward and wheel) and the agent programme (team commission settled per Manila day, tiers, statement, holds).
import type { ModuleContext, PlatformModule } from '../module';
import { lastSettledDay, membersDue, runSettlement } from './commission';
import { agentConfigIn } from './config';
import { agentConsumer } from './consumer';
import { createInviteService } from './invite';
import { agentOps } from './ops';
import { createProgramService } from './program';
import { agentHandlers } from './routes';
import { createAgentService } from './service';

export { recordSignUp, type SharedTraces, sharedTraces } from './abuse';
export { agentOps } from './ops';
export { resolveInviter } from './service';

export function agentModule(ctx: ModuleContext): PlatformModule {
  const invite = createInviteService(ctx);
  const program = createProgramService(ctx, invite);
  return {
    name: 'agent',
    handlers: agentHandlers(createAgentService(ctx), invite, program),
    consumers: [agentConsumer],
    ops: agentOps,
    awardFlags: (userId) => program.awardFlags(userId),
    jobs: [
      {
        name: 'agent commission settlement',
        everyMs: 5 * 60_000,
        async run() {
          // The members' late stakes of the day are accrued before their day is closed.
          const last = lastSettledDay(await agentConfigIn(ctx.db));
          for (const member of await membersDue(ctx.db, last)) await ctx.accruals.catchUp(member);
          return runSettlement(ctx.db);
        },
        done: 'agent commission lines settled',
      },
    ],
  };
}
