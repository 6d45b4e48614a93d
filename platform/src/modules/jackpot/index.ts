// The jackpot module's door: the lucky draw's pools, chances and draws, and the lucky wheel. Its accrual
// consumer feeds the pools from valid turnover and gives chances for deposits and turnover.
import type { ModuleContext, PlatformModule } from '../../core/module';
import { jackpotConsumer } from './consumer';
import { jackpotHandlers } from './routes';
import { createJackpotService } from './service';

export { readJackpot } from './config';
export { jackpotConsumer } from './consumer';
export { poolsOutstanding } from './pools';

export function jackpotModule(ctx: ModuleContext): PlatformModule {
  const service = createJackpotService(ctx);
  return {
    name: 'jackpot',
    handlers: jackpotHandlers(service),
    consumers: [jackpotConsumer],
    awardFlags: (userId) => service.awardFlags(userId),
  };
}
