import { defineHandlers } from '../../core/handlers';
import type { MailService } from './service';

/** Wire for the inbox calls: every one is the signed-in player's own inbox. */
export function mailHandlers(service: MailService) {
  return defineHandlers({
    getMail2: { handle: async (input, ctx) => service.list((await ctx.user()).userId, input) },
    getMailDetail: { handle: async (input, ctx) => service.detail((await ctx.user()).userId, input.id) },
    receiveMail: { handle: async (input, ctx) => service.receive((await ctx.user()).userId, input.id) },
    delMail: { handle: async (input, ctx) => service.remove((await ctx.user()).userId, input.ids) },
  });
}
