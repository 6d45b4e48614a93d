// The auth module's door: other modules, the dispatcher and the test kit use players and sessions through it.
import type { ModuleContext, PlatformModule } from '../module';
import { authHandlers } from './routes';
import { type AuthDeps, createAuthService } from './service';

export { clientIp, describeDevice } from './client-info';
export { type CodePurpose, sendCode, useCode, verifyCode } from './otp';
export { hashPassword, spendVerifyTime, verifyPassword } from './passwords';
export {
  openSession,
  resolveSession,
  sessionByToken,
  sessionFromRow,
  tokenFromHeader,
  touchSession,
} from './sessions';
export { type OutboxMessage, SandboxSmsSender, type SmsSender } from './sms-sender';
export { buildSocialVerifiers, type SocialConfig } from './social';
export { accountSettings, createPlayer, requireLength, userById, userInfo } from './users';

export function authModule(
  ctx: ModuleContext,
  links: Pick<AuthDeps, 'sms' | 'social' | 'onSessionsRevoked'>,
): PlatformModule {
  return { name: 'auth', handlers: authHandlers(createAuthService({ ...ctx, ...links })) };
}
