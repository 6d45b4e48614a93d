// The agent module's door: the inviter rules sign-up applies.
export { agentHandlers } from './routes';
export { createAgentService, resolveInviter } from './service';
