import { SOCIAL_PROVIDER } from '@casino/contracts/enums';
import { defineHandlers } from '../../core/handlers';
import type { AuthService } from './service';

/** Wire for sign-up, sign-in, SMS codes, passwords, binding and sessions. */
export function authHandlers(service: AuthService) {
  return defineHandlers({
    accountRegist: { handle: (input, ctx) => service.registerAccount(input, ctx.client) },
    accountRegist4: { handle: (input, ctx) => service.registerMobile(input, ctx.client) },
    accountLogin: { handle: (input, ctx) => service.loginAccount(input, ctx.client) },
    accountLoginSms: { handle: (input, ctx) => service.loginSms(input, ctx.client) },
    smsSend: { handle: (input) => service.sendSms(input) },
    forgetPassword: { handle: (input) => service.forgetPassword(input) },
    initPassword: { handle: async (input, ctx) => service.initPassword(await ctx.user(), input.password) },
    updatePassword: { handle: async (input, ctx) => service.updatePassword(await ctx.user(), input) },
    bindAccount: { handle: async (input, ctx) => service.bindMobile(await ctx.user(), input) },
    bindSocialAccount: { handle: async (input, ctx) => service.bindSocial(await ctx.user(), input) },
    googleLogin: { handle: (input, ctx) => service.socialLogin(SOCIAL_PROVIDER.google, input, ctx.client) },
    facebookLogin: {
      handle: (input, ctx) => service.socialLogin(SOCIAL_PROVIDER.facebook, input, ctx.client),
    },
    lineLogin: { handle: (input, ctx) => service.socialLogin(SOCIAL_PROVIDER.line, input, ctx.client) },
    logout: { handle: async (_input, ctx) => service.logout(await ctx.user()) },
    loginSessionInfo: { handle: async (_input, ctx) => service.sessionInfo(await ctx.user()) },
  });
}
