import { ERR } from '@casino/contracts/errors';
import type { CallAnswer, CallRequest } from '@casino/contracts/registry';
import { eq } from 'drizzle-orm';
import type { CatalogueService } from '../../catalogue/service';
import { CallError, notLoggedIn } from '../../core/call-error';
import type { SessionInfo } from '../../core/handlers';
import type { Db } from '../../db/client';
import { eventLog, eventLogBatches } from '../../db/schema';
import { touchSession } from '../auth';

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

/** The start-up and housekeeping calls of the app: config, theme, event log, pre-login, presence. */
export function createAppService(deps: { db: Db; catalogue: CatalogueService }) {
  const { db, catalogue } = deps;

  return {
    /** The full config. `v` is answered back so a client holding the same version knows nothing changed. */
    /** The whole config, or the short "unchanged" when the client already holds this version. */
    async appConfig(v: string | undefined): Promise<CallAnswer<'anonymous/appConfig'>> {
      const { config } = await catalogue.snapshot();
      return v !== undefined && v === config.v ? { v, unchanged: true } : config;
    },

    async activeTheme(): Promise<CallAnswer<'anonymous/appTheme'>> {
      return (await catalogue.snapshot()).activeTheme;
    },

    async previewTheme(themeViewId: string): Promise<CallAnswer<'anonymous/appThemePreview'>> {
      const theme = (await catalogue.snapshot()).themes.get(themeViewId);
      if (!theme) throw new CallError(ERR.NOT_FOUND, `Theme "${themeViewId}" does not exist`);
      return theme;
    },

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

    /**
     * Spec §7/§8: a visitor (no token) gets the start-up fields; a token that no longer opens a session (revoked,
     * expired, unknown) is a 401, the answer on which the client logs out at start instead of at its next call.
     */
    async preLogin(session: SessionInfo | null, tokenSent: boolean): Promise<CallAnswer<'preLogin'>> {
      if (session === null && tokenSent) throw notLoggedIn();
      const { config, maintenance, customerService } = await catalogue.snapshot();
      return {
        maintenance,
        appCustomerServiceQueue: customerService,
        otpStatus: config.otpStatus,
        registerType: config.registerType,
        defaultLoginType: config.defaultLoginType,
        loggedIn: session !== null,
      };
    },

    async customerServices(): Promise<CallAnswer<'getCustomerServices'>> {
      return { appCustomerServiceQueue: (await catalogue.snapshot()).customerService };
    },

    /** Presence ping: the session was seen now, in this game (0 = lobby). */
    async online(session: SessionInfo, gameId: number | undefined): Promise<null> {
      await touchSession(db, session.sessionId, gameId ?? 0);
      return null;
    },
  };
}

export type AppService = ReturnType<typeof createAppService>;

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
