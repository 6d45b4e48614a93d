import { defineHandlers } from '../../core/handlers';
import type { SignInService } from './sign-in';
import type { TaskService } from './tasks';

/** Wire for the tasks, VIP tasks, daily sign-in and login bonus calls: all the signed-in player's own. */
export function tasksHandlers(tasks: TaskService, signIn: SignInService) {
  return defineHandlers({
    getTaskUser: { handle: async (_input, ctx) => tasks.tasks((await ctx.user()).userId) },
    finishTask: { handle: async (input, ctx) => tasks.finish((await ctx.user()).userId, input.id) },
    receiveTaskAward: {
      handle: async (input, ctx) => tasks.receiveTask((await ctx.user()).userId, input.id),
    },
    receiveVipTask: {
      handle: async (input, ctx) => tasks.receiveVipTask((await ctx.user()).userId, input.id),
    },
    receiveVipTaskUnReceiveBonus: {
      handle: async (_input, ctx) => tasks.receiveAllVipTasks((await ctx.user()).userId),
    },
    signInInfo: { handle: async (_input, ctx) => signIn.signInInfo((await ctx.user()).userId) },
    signInReceive: {
      handle: async (input, ctx) => signIn.receiveSignIn((await ctx.user()).userId, input.dayKey),
    },
    loginBonus3User: { handle: async (_input, ctx) => signIn.loginBonusInfo((await ctx.user()).userId) },
    loginBonus3UserReceive: {
      handle: async (_input, ctx) => signIn.receiveLoginBonus((await ctx.user()).userId),
    },
  });
}
