// The shop module's door: the diamond shop (coin, scratch cards and physical goods), reward points earned from
// play, and the operator's goods orders. Scratching a card is the scratch-cards module's.
import type { ModuleContext, PlatformModule } from '../module';
import { createDiamondService } from './diamond';
import { shopOps } from './ops';
import { pointsConsumer } from './points';
import { shopHandlers } from './routes';

export { shopOps } from './ops';

export function shopModule(ctx: ModuleContext): PlatformModule {
  return {
    name: 'shop',
    handlers: shopHandlers(createDiamondService(ctx)),
    consumers: [pointsConsumer()],
    ops: shopOps,
  };
}
