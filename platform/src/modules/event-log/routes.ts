import { defineHandlers } from '../../core/handlers';
import type { EventLogService } from './service';

/** Wire for the client event log: anyone's batch, stored with the signed-in player when there is one. */
export function eventLogHandlers(service: EventLogService) {
  return defineHandlers({
    'anonymous/appEventLogClient': {
      handle: async (input, ctx) => {
        const session = await ctx.session();
        const accepted = await service.storeEvents(input.eventList, {
          userId: session?.userId ?? null,
          requestId: ctx.requestId,
          batchKey: input.batchKey,
          client: { appVersion: input.appVersion, channel: input.channel, platform: input.platform },
        });
        return { accepted };
      },
    },
  });
}
