// The lobby module's door: the lobby's public extras.
import type { ModuleContext, PlatformModule } from '../module';
import { createBigWinsService } from './big-wins';
import { lobbyHandlers } from './routes';

export function lobbyModule(ctx: ModuleContext): PlatformModule {
  return { name: 'lobby', handlers: lobbyHandlers(createBigWinsService(ctx)) };
}

export { maskName } from './mask-name';
