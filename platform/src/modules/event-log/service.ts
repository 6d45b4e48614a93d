import { ERR } from '@casino/contracts/errors';
import type { CallRequest } from '@casino/contracts/registry';
import { eq } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import type { Db } from '../../db/client';
import { eventLog, eventLogBatches } from '../../db/schema';

type EventEntry = CallRequest<'anonymous/appEventLogClient'>['eventList'][number];

/** Largest batch stored at once; the contract caps a request at the same size. */
export const EVENT_BATCH_MAX = 500;
/** Props larger than this (as JSON) are not stored: the event is kept, its detail replaced by a marker. */
export const EVENT_PROPS_MAX_CHARS = 4096;

export interface ClientInfo {
  appVersion?: string | undefined;
  channel?: string | undefined;
  platform?: 0 | 1 | undefined;
}

/** The client event log: batches the app sends (page views, clicks), stored with who and when. */
export function createEventLogService(deps: { db: Db }) {
  const { db } = deps;

  return {
    /**
     * Stores a batch of client events with the time received, the user (if signed in) and the request id.
     * With a `batchKey`, a batch already stored under it is acknowledged with its count and not stored again.
     */
    async storeEvents(
      events: readonly EventEntry[],
      meta: EventMeta & { batchKey?: string | undefined },
    ): Promise<number> {
      if (events.length === 0) return 0;
      if (events.length > EVENT_BATCH_MAX) {
        throw new CallError(ERR.INVALID_REQUEST, `At most ${EVENT_BATCH_MAX} events per batch`, [
          { path: 'eventList', message: `at most ${EVENT_BATCH_MAX} events` },
        ]);
      }
      const { batchKey } = meta;
      if (batchKey === undefined) {
        await insertEvents(db, events, meta);
        return events.length;
      }
      return db.transaction(async (tx) => {
        // The same key twice at once: the second waits on the first's row, then finds it taken.
        const claimed = await tx
          .insert(eventLogBatches)
          .values({ batchKey, stored: events.length })
          .onConflictDoNothing()
          .returning({ stored: eventLogBatches.stored });
        if (claimed.length === 0) {
          const [earlier] = await tx
            .select({ stored: eventLogBatches.stored })
            .from(eventLogBatches)
            .where(eq(eventLogBatches.batchKey, batchKey));
          return earlier?.stored ?? 0;
        }
        await insertEvents(tx, events, meta);
        return events.length;
      });
    },
  };
}

export type EventLogService = ReturnType<typeof createEventLogService>;

interface EventMeta {
  userId: number | null;
  requestId: string;
  client: ClientInfo;
}

async function insertEvents(db: Pick<Db, 'insert'>, events: readonly EventEntry[], meta: EventMeta) {
  const receivedAt = new Date();
  await db.insert(eventLog).values(
    events.map((e) => ({
      receivedAt,
      clientTs: e.ts,
      userId: meta.userId,
      requestId: meta.requestId,
      event: e.event,
      page: e.page ?? null,
      props: boundedProps(e.props),
      appVersion: meta.client.appVersion ?? null,
      channel: meta.client.channel ?? null,
      platform: meta.client.platform ?? null,
    })),
  );
}

function boundedProps(props: EventEntry['props']): Record<string, unknown> | null {
  if (!props) return null;
  return JSON.stringify(props).length > EVENT_PROPS_MAX_CHARS ? { truncated: true } : props;
}
