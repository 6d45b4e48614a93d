// The live chat's door: the player's calls (chatStatus, chatOpen, chatSend, chatHistory), the live stream
// GET /app/v1/chatStream, the sweep that moves unanswered chats to the inbox, and for the console the
// agents' rules and `playerChatHistory` (player 360).
import { defineHandlers } from '../../core/handlers';
import { resolveSession, tokenFromHeader } from '../auth';
import type { ModuleContext, PlatformModule } from '../module';
import { resolveOperatorSession } from '../operators';
import { touchAgentPresence } from './agents';
import { createChatHub } from './hub';
import { chatOpsHandlers } from './ops-routes';
import { createChatService } from './service';
import { serveChatStream } from './stream';
import { sweepUnansweredChats } from './sweep';

export {
  chatInbox,
  claimChat,
  closeChat,
  dropAgentPresence,
  type InboxChat,
  replyInChat,
  touchAgentPresence,
} from './agents';
export type { ChatHub } from './hub';
export { type ChatMessage, type ChatThread, playerChatHistory, threadOf } from './messages';
export { serveChatStream } from './stream';
export { sweepUnansweredChats } from './sweep';

/** Who may watch every chat live: the roles of the support desk's calls. */
const SUPPORT_ROLES = ['support', 'admin'] as const;

export interface ChatModuleOptions {
  /** How often the stream hub reads new lines while streams are open, ms. */
  pollMs?: number;
  /** Heartbeat comment on every stream, ms. */
  heartbeatMs?: number;
}

export function chatModule(ctx: ModuleContext, opts: ChatModuleOptions = {}) {
  const hub = createChatHub({ db: ctx.db, pollMs: opts.pollMs ?? 500, log: ctx.log });
  const wake = () => hub.wake();
  const chat = createChatService({ db: ctx.db, catalogue: ctx.catalogue, wake });
  const heartbeatMs = opts.heartbeatMs ?? 15_000;
  const module: PlatformModule & { hub: typeof hub; heartbeatMs: number } = {
    name: 'chat',
    hub,
    heartbeatMs,
    handlers: defineHandlers({
      chatStatus: { handle: async () => chat.status() },
      chatOpen: { handle: async (input, c) => chat.open((await c.user()).userId, input.requestId) },
      chatSend: { handle: async (input, c) => chat.send((await c.user()).userId, input) },
      chatHistory: { handle: async (_input, c) => chat.history((await c.user()).userId) },
    }),
    opsHandlers: chatOpsHandlers({ db: ctx.db, catalogue: ctx.catalogue, wake }),
    jobs: [
      {
        name: 'chat inbox sweep',
        everyMs: 30_000,
        run: () => sweepUnansweredChats({ db: ctx.db, catalogue: ctx.catalogue, wake }, new Date()),
        done: 'unanswered chats moved to the inbox',
      },
    ],
    async routes(app) {
      // Streams never end by themselves: a closing platform ends them (viewers reconnect elsewhere with
      // their Last-Event-ID), or its shutdown would wait on them for ever.
      const open = new Set<() => void>();
      app.addHook('preClose', (done) => {
        for (const end of [...open]) end();
        done();
      });
      app.addHook('onClose', () => hub.close());
      // The player's own chats, live. Token in the authorization header, never in the URL.
      app.get('/app/v1/chatStream', async (req, reply) => {
        const token = tokenFromHeader(req.headers.authorization);
        const session = token ? await resolveSession(ctx.db, token) : null;
        if (!session) {
          return reply.code(401).send({ errcode: 401, msg: 'Please log in to continue', data: null });
        }
        return serveChatStream(req, reply, { db: ctx.db, hub, userId: session.userId, heartbeatMs, open });
      });
      // Every chat, live, for the support desk; while it is open the agent counts as online (each heartbeat).
      app.get('/ops/v1/chatStream', async (req, reply) => {
        const token = tokenFromHeader(req.headers.authorization);
        const operator = token ? await resolveOperatorSession(ctx.db, token, new Date()) : null;
        if (!operator) {
          return reply
            .code(401)
            .send({ errcode: 401, msg: 'Sign in to the operator console to continue', data: null });
        }
        if (!operator.roles.some((r) => (SUPPORT_ROLES as readonly string[]).includes(r))) {
          return reply.code(403).send({
            errcode: 403,
            msg: `chatStream needs one of the roles ${SUPPORT_ROLES.join(', ')}`,
            data: null,
          });
        }
        return serveChatStream(req, reply, {
          db: ctx.db,
          hub,
          heartbeatMs,
          open,
          onBeat: () => touchAgentPresence(ctx.db, operator.operatorId),
        });
      });
    },
  };
  return module;
}
