// The VIP module's door: levels from experience, level bonuses, daily and sign-in awards, level keeping and
// rebates per game type. Its accrual consumer follows the ledger after the player-level one.
import type { ModuleContext, PlatformModule } from '../module';
import { vipConsumer } from './consumer';
import { reviewLevels } from './keeping';
import { vipOps } from './ops';
import { createRebateService } from './rebate';
import { vipHandlers } from './routes';
import { createVipService } from './service';
import { createVipStatement } from './statement';

export { vipBetLimit } from './bet-limit';
export { syncVipLevel, vipConsumer } from './consumer';
export { reviewLevels } from './keeping';
export { vipOps } from './ops';

export function vipModule(ctx: ModuleContext): PlatformModule {
  const vip = createVipService(ctx);
  const rebate = createRebateService(ctx);
  return {
    name: 'vip',
    handlers: vipHandlers(vip, rebate, createVipStatement(ctx)),
    consumers: [vipConsumer],
    ops: vipOps,
    async awardFlags(userId) {
      const [own, rebates] = await Promise.all([vip.awardFlags(userId), rebate.claimable(userId)]);
      return { vipAwardFlag: own.vipAwardFlag || rebates };
    },
    jobs: [
      {
        name: 'vip level keeping',
        everyMs: 10 * 60_000,
        run: () => reviewLevels(ctx.db),
        done: 'VIP players moved down one level after their keeping period',
      },
      {
        name: 'vip rebate auto-credit',
        everyMs: 15 * 60_000,
        run: () => rebate.autoCredit(),
        done: 'unclaimed rebates credited',
      },
    ],
  };
}
