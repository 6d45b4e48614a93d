// The KYC module's door: uploadKyc, addKyc, addKycLevel2, kyc, the providers' webhooks and sandbox review page, and
// the operator's review (`ops kyc …`, the console's queue).
import { randomBytes } from 'node:crypto';
import { defineHandlers } from '../../core/handlers';
import type { ModuleContext, PlatformModule } from '../module';
import type { UploadService } from '../uploads';
import { kycOps } from './ops';
import { kycOpsHandlers } from './ops-routes';
import { type KycProvider, manualKycProvider } from './provider';
import { SandboxKycProvider } from './sandbox-provider';
import { kycProviderRoutes } from './sandbox-routes';
import { createKycService } from './service';

export {
  checkKycLevel,
  depositKycLevel,
  kycLevelOf,
  kycSettingsOf,
  withdrawKycLevel,
} from './levels';
export { kycOps } from './ops';
export type { KycHandOver, KycProvider, KycVerdict } from './provider';
export { reviewKyc } from './review';
export { KYC_SANDBOX_SIGNATURE_HEADER, SandboxKycProvider, sandboxVerdictBody } from './sandbox-provider';

/** KYC: the provider submissions go to, and the sandbox provider of a trial setup. */
export interface KycOptions {
  /** A vendor; default the console's manual review. */
  provider?: KycProvider;
  /** The sandbox's webhook secret (KYC_SANDBOX_SECRET); default a random one per process. */
  sandboxSecret?: string;
  /** Serve the sandbox review page even with NODE_ENV=production (KYC_SANDBOX=1): a demo, never a real casino. */
  sandboxInProduction?: boolean;
  /** Prefix of the review page's URL as the browser sees this platform ('' = same origin through the BFF). */
  publicUrl?: string;
  /** Prefix of the page the review returns to ('' = same origin: the web app). */
  returnUrl?: string;
  /** Where the sandbox posts its webhooks (default this platform's own address). */
  webhookUrl?: string;
}

export interface KycModule extends PlatformModule {
  provider: KycProvider;
  /** The sandbox provider when its review page is served (tests sign webhooks with it). */
  sandbox: SandboxKycProvider | null;
}

export function kycModule(ctx: ModuleContext, uploads: UploadService, opts: KycOptions = {}): KycModule {
  const provider = opts.provider ?? manualKycProvider;
  // On a trial setup the sandbox's page decides pending submissions beside the console; never in production.
  const sandbox =
    !ctx.production || opts.sandboxInProduction === true
      ? provider instanceof SandboxKycProvider
        ? provider
        : new SandboxKycProvider({
            secret: opts.sandboxSecret ?? randomBytes(32).toString('hex'),
            ...(opts.publicUrl !== undefined ? { publicUrl: opts.publicUrl } : {}),
          })
      : null;
  const kyc = createKycService(ctx, uploads, {
    active: provider,
    reviewUrl: (id) => provider.reviewUrl(id) ?? sandbox?.reviewUrl(id) ?? null,
  });
  return {
    name: 'kyc',
    ops: kycOps,
    opsHandlers: kycOpsHandlers(ctx.db, uploads),
    provider,
    sandbox,
    handlers: defineHandlers({
      uploadKyc: { handle: async (input, c) => kyc.uploadKyc(await c.user(), input) },
      addKyc: { handle: async (input, c) => kyc.addKyc(await c.user(), input) },
      addKycLevel2: { handle: async (input, c) => kyc.addKycLevel2(await c.user(), input) },
      kyc: { handle: async (_input, c) => kyc.kyc(await c.user()) },
    }),
    async routes(app) {
      await app.register(kycProviderRoutes, {
        db: ctx.db,
        providers: sandbox && sandbox !== provider ? [provider, sandbox] : [provider],
        sandbox,
        ...(opts.webhookUrl ? { webhookUrl: opts.webhookUrl } : {}),
        ...(opts.returnUrl !== undefined ? { returnUrl: opts.returnUrl } : {}),
      });
    },
  };
}
