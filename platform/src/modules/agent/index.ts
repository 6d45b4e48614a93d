// The agent module's door: the inviter rules sign-up applies.
import type { ModuleContext, PlatformModule } from '../../core/module';
import { agentHandlers } from './routes';
import { createAgentService } from './service';

export { resolveInviter } from './service';

export function agentModule(ctx: ModuleContext): PlatformModule {
  return { name: 'agent', handlers: agentHandlers(createAgentService(ctx)) };
}
