// The lucky wheel's door: its segments, the player's spins and their log. The spins themselves are earned by
// the jackpot module's accrual consumer (one progress for the draw and the wheel).
import type { ModuleContext, PlatformModule } from '../module';
import { luckyWheelHandlers } from './routes';
import { createLuckyWheelService } from './service';

export function luckyWheelModule(ctx: ModuleContext): PlatformModule {
  const service = createLuckyWheelService(ctx);
  return {
    name: 'lucky-wheel',
    handlers: luckyWheelHandlers(service),
    awardFlags: (userId) => service.awardFlags(userId),
  };
}
