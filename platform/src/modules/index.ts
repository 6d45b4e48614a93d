// Every area of the platform. app.ts builds the list and loops over it (handlers, red dots, jobs, routes), so
// adding an area is adding its folder and one line below. Where an area needs one above it (auth and fairness
// need the games' session end, games the providers' launcher), the link is made here, so folders import each
// other one way only.
import type { OpsCommand } from '../core/module';
import type { AnyProposalExecutor } from '../core/ops-handlers';
import { activityModule } from './activity';
import { agentModule, agentOps, sharedTraces } from './agent';
import { appModule } from './app';
import { authModule, buildSocialVerifiers, type SmsSender, type SocialConfig } from './auth';
import { chatModule } from './chat';
import { complianceModule, complianceOps } from './compliance';
import { depositActivitiesModule } from './deposit-activities';
import { eventLogModule } from './event-log';
import { fairnessModule } from './fairness';
import { feedbackModule, feedbackOps } from './feedback';
import { followModule } from './follow';
import { gamesModule } from './games';
import { jackpotModule } from './jackpot';
import { type KycModule, type KycOptions, kycModule, kycOps } from './kyc';
import { lobbyModule } from './lobby';
import { lotteryModule, lotteryOps } from './lottery';
import { luckyWheelModule } from './lucky-wheel';
import { mailModule, mailOps } from './mail';
import type { ModuleContext, PlatformModule } from './module';
import { operatorsModule, operatorsOps } from './operators';
import { playersModule } from './players';
import { profileModule } from './profile';
import { protectionModule, protectionOps } from './protection';
import { providerWalletModule } from './provider-wallet';
import { rankModule } from './rank';
import { reportsModule } from './reports';
import { scratchCardsModule } from './scratch-cards';
import { shopModule, shopOps } from './shop';
import { tasksModule, tasksOps } from './tasks';
import { uploadsModule } from './uploads';
import { vipModule, vipOps } from './vip';
import { type PaymentsOptions, type WalletModule, walletModule, withdrawalRisk } from './wallet';

export type { PaymentsOptions } from './wallet';

export interface ModuleOptions {
  sms: SmsSender;
  social: SocialConfig;
  payments: PaymentsOptions;
  kyc?: KycOptions;
}

export interface PlatformModules {
  list: readonly PlatformModule[];
  wallet: WalletModule;
  kyc: KycModule;
}

export function buildModules(ctx: ModuleContext, opts: ModuleOptions): PlatformModules {
  const providers = providerWalletModule(ctx);
  const games = gamesModule(ctx, { external: providers.launcher });
  const closeGameSessions = async (userId: number) => {
    // The logins are revoked by now and the call must still succeed; the expiry sweep settles what this missed.
    await games.closePlayerSessions(userId).catch((err: unknown) => {
      ctx.log.error({ err, userId }, 'closing game sessions after revoking logins failed');
    });
  };
  // Sandbox social tokens are a dev/test convenience: production never accepts them.
  const social = buildSocialVerifiers({ ...opts.social, sandbox: !ctx.production && opts.social.sandbox });
  const wallet = walletModule(ctx, opts.payments, opts.sms);
  const uploads = uploadsModule(ctx);
  const kyc = kycModule(ctx, uploads.service, opts.kyc);
  // Four-eyes executors come from every module's descriptor; proposalDecide finds them here by action.
  const executors = new Map<string, AnyProposalExecutor>();
  const list: PlatformModule[] = [
    wallet,
    appModule(ctx),
    eventLogModule(ctx),
    authModule(ctx, { sms: opts.sms, social, onSessionsRevoked: closeGameSessions }),
    profileModule(ctx),
    agentModule(ctx),
    activityModule(ctx),
    mailModule(ctx),
    fairnessModule(ctx, { settleStaleRounds: games.settleStaleRounds }),
    games,
    lobbyModule(ctx),
    providers,
    tasksModule(ctx),
    vipModule(ctx),
    shopModule(ctx),
    scratchCardsModule(ctx),
    followModule(ctx),
    lotteryModule(ctx),
    rankModule(ctx),
    protectionModule(ctx),
    uploads,
    kyc,
    feedbackModule(ctx, uploads.service),
    chatModule(ctx, {
      pollMs: Number(process.env.CHAT_POLL_MS) || 500,
      heartbeatMs: Number(process.env.CHAT_HEARTBEAT_MS) || 15_000,
    }),
    depositActivitiesModule(ctx),
    jackpotModule(ctx),
    luckyWheelModule(ctx),
    operatorsModule(ctx, { executors }),
    playersModule(ctx),
    reportsModule(ctx),
    // Compliance sits below the wallet and the agent tree: their risk rules are handed in, never copied.
    complianceModule(ctx, {
      withdrawalFlags: async (db, o) => (await withdrawalRisk(db, { ...o, kycName: null })).flags,
      sharedTraces,
    }),
  ];
  for (const m of list) {
    for (const [action, executor] of Object.entries(m.proposalExecutors ?? {})) {
      if (executors.has(action))
        throw new Error(`proposal action ${action} has two executors (module ${m.name})`);
      executors.set(action, executor);
    }
  }
  return { list, wallet, kyc };
}

/**
 * The areas' operator commands for the ops CLI, which runs a command on the database alone: nothing is built
 * for it, so these are the doors' own exports (the same objects the descriptors carry).
 */
export const moduleOps: Readonly<Record<string, OpsCommand>> = {
  ...mailOps,
  ...tasksOps,
  ...vipOps,
  ...agentOps,
  ...shopOps,
  ...lotteryOps,
  ...protectionOps,
  ...kycOps,
  ...feedbackOps,
  ...operatorsOps,
  ...complianceOps,
};
