// The event log's door: the app's client events (appEventLogClient), stored in batches, each batch once.
import type { ModuleContext, PlatformModule } from '../module';
import { eventLogHandlers } from './routes';
import { createEventLogService } from './service';

export function eventLogModule(ctx: ModuleContext): PlatformModule {
  return { name: 'event-log', handlers: eventLogHandlers(createEventLogService(ctx)) };
}
