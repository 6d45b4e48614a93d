// The support desk's chat calls (/ops/v1): each change runs with its audit row in one transaction.
import { ERR } from '@casino/contracts/errors';
import { OPS_ERR } from '@casino/contracts/ops-errors';
import { eq } from 'drizzle-orm';
import type { CatalogueService } from '../../catalogue/service';
import { CallError } from '../../core/call-error';
import { defineOpsHandlers, type OpsCallContext } from '../../core/ops-handlers';
import type { Db, Tx } from '../../db/client';
import { chatThreads, users } from '../../db/schema';
import { opsRefusal } from '../operators';
import { chatInbox, claimChat, closeChat, replyInChat, touchAgentPresence } from './agents';
import { playerChatPage, threadOf } from './messages';
import { agentsOnline, chatSettings } from './service';

/** How the player sees the agent: no login (an internal name), the operator's number. */
export const agentName = (operatorId: number) => `Agent ${operatorId}`;

async function agentChat(db: Db | Tx, chatId: number) {
  const [row] = await db
    .select({ chat: chatThreads, vip: users.vip })
    .from(chatThreads)
    .innerJoin(users, eq(users.id, chatThreads.userId))
    .where(eq(chatThreads.id, chatId));
  if (!row) throw new CallError(ERR.CHAT_NOT_FOUND, 'No such chat.');
  return {
    ...(await threadOf(db, row.chat)),
    userId: row.chat.userId,
    vipLevel: row.vip,
    operatorId: row.chat.operatorId,
  };
}

export function chatOpsHandlers(deps: { db: Db; catalogue: CatalogueService; wake: () => void }) {
  const { db } = deps;
  const audited = async <T>(
    ctx: OpsCallContext,
    run: (
      tx: Tx,
      operatorId: number,
    ) => Promise<{
      answer: T;
      userId: number;
      action: string;
      before: unknown;
      after: unknown;
      chatId: number;
    }>,
  ): Promise<T> => {
    const { operatorId } = ctx.operator();
    const out = await db.transaction(async (tx) => {
      const r = await run(tx, operatorId);
      await ctx.audit(tx, {
        action: r.action,
        targetType: 'chat',
        targetId: r.chatId,
        targetUserId: r.userId,
        before: r.before,
        after: r.after,
      });
      return r.answer;
    });
    deps.wake();
    return out;
  };

  return defineOpsHandlers({
    chatInbox: {
      async handle(input, ctx) {
        const now = new Date();
        // Showing the inbox is being at the desk: this agent counts as online for players' chatStatus.
        await touchAgentPresence(db, ctx.operator().operatorId, now);
        const settings = await chatSettings(deps.catalogue);
        const [list, online] = await Promise.all([
          chatInbox(db, { scope: input.scope }),
          agentsOnline(db, now, settings.agentOnlineSeconds),
        ]);
        return { list: list.map((c) => ({ ...c, status: c.status as 'waiting' })), agentsOnline: online };
      },
    },
    chatDetail: {
      handle: async (input) => agentChat(db, input.chatId),
    },
    playerChatHistory: {
      async handle(input) {
        const page = await playerChatPage(db, input.userId, input);
        if (!page) throw opsRefusal(OPS_ERR.PLAYER_NOT_FOUND);
        return page;
      },
    },
    chatClaim: {
      handle: (input, ctx) =>
        audited(ctx, async (tx, operatorId) => {
          const r = await claimChat(tx, {
            chatId: input.chatId,
            operatorId,
            agentName: agentName(operatorId),
          });
          return {
            answer: await agentChat(tx, input.chatId),
            userId: r.before.userId,
            chatId: input.chatId,
            action: 'chat.claim',
            before: { operatorId: r.before.operatorId },
            after: { operatorId: r.after.operatorId },
          };
        }),
    },
    chatReply: {
      handle: (input, ctx) =>
        audited(ctx, async (tx, operatorId) => {
          const r = await replyInChat(tx, {
            chatId: input.chatId,
            operatorId,
            agentName: agentName(operatorId),
            text: input.text,
            requestId: input.requestId,
          });
          return {
            answer: r.message,
            userId: r.before.userId,
            chatId: input.chatId,
            action: 'chat.reply',
            before: { status: r.before.status },
            after: { messageId: r.message.id },
          };
        }),
    },
    chatClose: {
      handle: (input, ctx) =>
        audited(ctx, async (tx, operatorId) => {
          const r = await closeChat(tx, { chatId: input.chatId, operatorId });
          return {
            answer: await agentChat(tx, input.chatId),
            userId: r.before.userId,
            chatId: input.chatId,
            action: 'chat.close',
            before: { status: r.before.status },
            after: { status: r.after.status },
          };
        }),
    },
  });
}
