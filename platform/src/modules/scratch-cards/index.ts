// The scratch cards' door: a card bought with diamonds (in the shop) is scratched here, drawn with the
// player's fairness seeds, and cards scratched over a lifetime earn add-up awards.
import type { ModuleContext, PlatformModule } from '../module';
import { scratchCardHandlers } from './routes';
import { createScratchService } from './scratch';

export { readScratchCard, type ScratchCardConfig } from './config';
export { createScratchService, drawScratchPrize, type ScratchService } from './scratch';

export function scratchCardsModule(ctx: ModuleContext): PlatformModule {
  return { name: 'scratch-cards', handlers: scratchCardHandlers(createScratchService(ctx)) };
}
