// The jackpot module's door: the lucky draw's pools, chances and draws. Its accrual consumer feeds the pools
// from valid turnover and gives draw chances and lucky-wheel spins for deposits and turnover.
import type { ModuleContext, PlatformModule } from '../module';
import { jackpotConsumer } from './consumer';
import { jackpotHandlers } from './routes';
import { createJackpotService } from './service';

export { chancesFor, readJackpot, readSpin } from './config';
export { jackpotConsumer } from './consumer';
export { fairPick } from './draw';
export { poolsOutstanding } from './pools';
export { activityLive, lockProgress, progressOf } from './progress';

export function jackpotModule(ctx: ModuleContext): PlatformModule {
  const service = createJackpotService(ctx);
  return {
    name: 'jackpot',
    handlers: jackpotHandlers(service),
    consumers: [jackpotConsumer],
    awardFlags: (userId) => service.awardFlags(userId),
  };
}
