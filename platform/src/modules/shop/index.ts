// The shop module's door: scratch cards, the diamond shop (coin, cards and physical goods), reward points
// earned from play, and the operator's goods orders.
import type { ModuleContext, PlatformModule } from '../../core/module';
import { createDiamondService } from './diamond';
import { shopOps } from './ops';
import { pointsConsumer } from './points';
import { shopHandlers } from './routes';
import { createScratchService } from './scratch';

export { shopOps } from './ops';

export function shopModule(ctx: ModuleContext): PlatformModule {
  return {
    name: 'shop',
    handlers: shopHandlers(createScratchService(ctx), createDiamondService(ctx)),
    consumers: [pointsConsumer()],
    ops: shopOps,
  };
}
