// The KYC module's door: uploadKyc, addKyc, kyc and the operator's review (`ops kyc …`).
import { defineHandlers } from '../../core/handlers';
import type { ModuleContext, PlatformModule } from '../module';
import type { UploadService } from '../uploads';
import { kycOps } from './ops';
import { kycOpsHandlers } from './ops-routes';
import { createKycService } from './service';

export {
  checkKycLevel,
  depositKycLevel,
  kycLevelOf,
  kycSettingsOf,
  withdrawKycLevel,
} from './levels';
export { kycOps } from './ops';
export { reviewKyc } from './review';

export function kycModule(ctx: ModuleContext, uploads: UploadService): PlatformModule {
  const kyc = createKycService(ctx, uploads);
  return {
    name: 'kyc',
    ops: kycOps,
    opsHandlers: kycOpsHandlers(ctx.db, uploads),
    handlers: defineHandlers({
      uploadKyc: { handle: async (input, c) => kyc.uploadKyc(await c.user(), input) },
      addKyc: { handle: async (input, c) => kyc.addKyc(await c.user(), input) },
      kyc: { handle: async (_input, c) => kyc.kyc(await c.user()) },
    }),
  };
}
