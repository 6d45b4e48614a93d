import { eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventLog } from '../../db/schema';
import { contractData, dbKinds, postCall } from '../../test-support';
import { startTestPlatform, type TestPlatform } from '../../testing';
import { EVENT_BATCH_MAX } from './service';

describe.each(dbKinds)('event log calls on $kind', ({ databaseServerUrl }) => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startTestPlatform({ databaseServerUrl });
  });
  afterAll(async () => {
    await p?.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  describe('anonymous/appEventLogClient', () => {
    it('stores each event with the time received, the user and the request id', async () => {
      const { token, userId } = await p.createUserSession();
      // the clock is the test's (DESIGN §12): the batch arrives at RECEIVED
      const RECEIVED = Date.now();
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(RECEIVED);
      const r = await postCall(
        p.app,
        'anonymous/appEventLogClient',
        {
          appVersion: '1.1.6',
          platform: 0,
          eventList: [
            { event: 'page_view', ts: 1_700_000_000_000, page: '/' },
            {
              event: 'click',
              ts: 1_700_000_000_500,
              page: '/wallets',
              props: { button: 'deposit', amount: 50000 },
            },
          ],
        },
        { authorization: token, 'x-request-id': 'beacon-batch-1' },
      );
      expect(contractData('anonymous/appEventLogClient', r)).toEqual({ accepted: 2 });

      const rows = await p.db.select().from(eventLog).where(eq(eventLog.requestId, 'beacon-batch-1'));
      expect(rows).toHaveLength(2);
      const click = rows.find((e) => e.event === 'click')!;
      expect(click).toMatchObject({
        userId,
        page: '/wallets',
        clientTs: 1_700_000_000_500,
        props: { button: 'deposit', amount: 50000 },
        appVersion: '1.1.6',
        platform: 0,
      });
      expect(click.receivedAt.getTime()).toBe(RECEIVED);
    });

    it("stores a visitor's events without a user", async () => {
      const r = await postCall(
        p.app,
        'anonymous/appEventLogClient',
        { eventList: [{ event: 'open', ts: 1 }] },
        {
          'x-request-id': 'visitor-1',
        },
      );
      expect(r.errcode).toBe(0);
      const [row] = await p.db.select().from(eventLog).where(eq(eventLog.requestId, 'visitor-1'));
      expect(row?.userId).toBeNull();
    });

    it('stores a batch sent 10 times at once under one batch key exactly once, and answers each the count', async () => {
      const eventList = [
        { event: 'page_view', ts: 1, page: '/' },
        { event: 'click', ts: 2, page: '/' },
      ];
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          postCall(
            p.app,
            'anonymous/appEventLogClient',
            { eventList, batchKey: 'bff-1.k-42' },
            { 'x-request-id': `retry-${i}` },
          ),
        ),
      );
      for (const r of answers)
        expect(contractData('anonymous/appEventLogClient', r)).toEqual({ accepted: 2 });
      const stored = await p.db.select().from(eventLog).where(like(eventLog.requestId, 'retry-%'));
      expect(stored).toHaveLength(2);
      // Another key is another batch.
      await postCall(
        p.app,
        'anonymous/appEventLogClient',
        { eventList, batchKey: 'bff-1.k-43' },
        { 'x-request-id': 'retry-x' },
      );
      expect(await p.db.select().from(eventLog).where(like(eventLog.requestId, 'retry-%'))).toHaveLength(4);
    });

    it('refuses a batch over the bound and stores none of it', async () => {
      const eventList = Array.from({ length: EVENT_BATCH_MAX + 1 }, (_, i) => ({ event: 'spam', ts: i }));
      const r = await postCall(
        p.app,
        'anonymous/appEventLogClient',
        { eventList },
        { 'x-request-id': 'too-big' },
      );
      expect(r.status).toBe(400);
      expect(await p.db.select().from(eventLog).where(eq(eventLog.requestId, 'too-big'))).toHaveLength(0);
    });
  });
});
