// The weekend lottery module's door: products and purchases, the scheduled draws (a job), their public record,
// and the operator's commands.
import type { ModuleContext, PlatformModule } from '../module';
import { lotteryTick } from './draws';
import { lotteryOps } from './ops';
import { lotteryHandlers } from './routes';
import { createLotteryService } from './service';

export { lotteryOps } from './ops';

export function lotteryModule(ctx: ModuleContext): PlatformModule {
  return {
    name: 'lottery',
    handlers: lotteryHandlers(createLotteryService(ctx.db)),
    ops: lotteryOps,
    jobs: [
      { name: 'lottery draws', everyMs: 30_000, run: () => lotteryTick(ctx.db), done: 'lottery draw steps' },
    ],
  };
}
