// The auth module's door: other modules, the dispatcher and the test kit use players and sessions through it.
export { clientIp, describeDevice } from './client-info';
export { hashPassword, verifyPassword } from './passwords';
export { authHandlers } from './routes';
export { createAuthService } from './service';
export { openSession, resolveSession, tokenFromHeader, touchSession } from './sessions';
export { type OutboxMessage, SandboxSmsSender, type SmsSender } from './sms-sender';
export { buildSocialVerifiers, type SocialConfig } from './social';
export { accountSettings, createPlayer, requireLength, userById, userInfo } from './users';
