// The compliance module's door: the national exclusion list and screening (modules call screenPlayer at
// registration, KYC submission, login and payout; protection's guard calls checkNotListed), and AML records
// (detected by a periodic job; reviewed and exported by compliance).
import type { ModuleContext, PlatformModule } from '../module';
import { type AmlDeps, detectAml } from './aml-detect';
import { complianceOps } from './ops';
import { complianceOpsHandlers } from './ops-routes';

export { type AmlDeps, detectAml } from './aml-detect';
export { complianceOps } from './ops';
export { checkNotListed, isListed, listedError, screenPlayer } from './screening';

/** How often the AML detection looks (each pass covers the last AML_WINDOW_HOURS). */
export const AML_DETECT_EVERY_MS = 10 * 60_000;

export function complianceModule(ctx: ModuleContext, deps: AmlDeps): PlatformModule {
  return {
    name: 'compliance',
    handlers: {},
    ops: complianceOps,
    opsHandlers: complianceOpsHandlers(ctx.db),
    jobs: [
      {
        name: 'aml-detect',
        everyMs: AML_DETECT_EVERY_MS,
        done: 'AML items recorded',
        run: async () =>
          detectAml(ctx.db, (await ctx.catalogue.snapshot()).docs.settings.aml, deps, Date.now()),
      },
    ],
  };
}
