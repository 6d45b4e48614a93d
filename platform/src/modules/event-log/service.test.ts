import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallError } from '../../core/call-error';
import { eventLog } from '../../db/schema';
import { startTestPlatform, type TestPlatform } from '../../testing';
import { createEventLogService, EVENT_BATCH_MAX, EVENT_PROPS_MAX_CHARS } from './service';

describe('event log service', () => {
  let p: TestPlatform;
  let service: ReturnType<typeof createEventLogService>;
  beforeAll(async () => {
    p = await startTestPlatform();
    service = createEventLogService({ db: p.db });
  });
  afterAll(async () => {
    await p?.close();
  });

  const meta = (requestId: string) => ({ userId: null, requestId, client: {} });

  it('keeps an event whose props are too large, with a marker instead of the props', async () => {
    const big = {
      note: 'x'.repeat(500),
      ...Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, 'y'.repeat(400)])),
    };
    expect(JSON.stringify(big).length).toBeGreaterThan(EVENT_PROPS_MAX_CHARS);
    expect(await service.storeEvents([{ event: 'debug', ts: 5, props: big }], meta('big-props'))).toBe(1);
    const [row] = await p.db.select().from(eventLog).where(eq(eventLog.requestId, 'big-props'));
    expect(row?.props).toEqual({ truncated: true });
  });

  it('refuses a batch over the bound even when called directly, writing nothing', async () => {
    const events = Array.from({ length: EVENT_BATCH_MAX + 1 }, (_, i) => ({ event: 'e', ts: i }));
    await expect(service.storeEvents(events, meta('direct-big'))).rejects.toBeInstanceOf(CallError);
    expect(await p.db.select().from(eventLog).where(eq(eventLog.requestId, 'direct-big'))).toHaveLength(0);
  });

  it('stores a full batch of the largest allowed size', async () => {
    const events = Array.from({ length: EVENT_BATCH_MAX }, (_, i) => ({ event: 'tick', ts: i }));
    expect(await service.storeEvents(events, meta('full-batch'))).toBe(EVENT_BATCH_MAX);
    expect(await p.db.select().from(eventLog).where(eq(eventLog.requestId, 'full-batch'))).toHaveLength(
      EVENT_BATCH_MAX,
    );
  });
});
