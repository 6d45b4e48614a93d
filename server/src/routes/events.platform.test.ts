import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestPlatform, type TestPlatform } from '@casino/platform/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../testing/build-test-app';
import { named, startRelay, storedEvents } from '../testing/platform-relay';

describe('event-log beacons against the real platform', () => {
  let platform: TestPlatform;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  const spoolDir = mkdtempSync(join(tmpdir(), 'bff-spool-'));

  beforeAll(async () => {
    platform = await startTestPlatform();
    relay = await startRelay(platform.url);
  }, 60_000);
  afterAll(async () => {
    relay?.server.closeAllConnections();
    relay?.server.close();
    await platform?.close();
    rmSync(spoolDir, { recursive: true, force: true });
  });

  it('one event the database refuses (a NUL in its name) no longer stops the log: the rest is stored', async () => {
    const app = await buildTestApp({ upstreamUrl: platform.url, beacon: { maxBatch: 20, flushMs: 50 } });
    try {
      // Past the beacon route's own check, as an older BFF or another producer would have queued it.
      app.beacons.enqueue([
        ...named('nul-a', 9),
        { event: 'nul-a\u0000bad', ts: 1 },
        ...named('nul-a', 10, 9),
      ]);
      await vi.waitFor(() => expect(app.beacons.depth).toBe(0), { timeout: 10_000 });
      expect(await storedEvents(platform, 'nul-a')).toEqual(named('nul-a', 19).map((e) => e.event));
      const metrics = (await request(app.server).get('/metrics')).text;
      expect(metrics).toMatch(/bff_beacon_events_total\{outcome="refused"\} 1\n/);
      app.beacons.enqueue(named('nul-b', 3));
      await vi.waitFor(async () => expect(await storedEvents(platform, 'nul-b')).toHaveLength(3), {
        timeout: 5_000,
      });
    } finally {
      await app.close();
    }
  });

  it('a batch retried after a timeout (the platform was only slow) is stored once', async () => {
    relay.holdMs = 1_500;
    const app = await buildTestApp({
      upstreamUrl: relay.url,
      upstreamTimeoutMs: 500,
      beacon: { maxBatch: 10, flushMs: 50 },
    });
    try {
      app.beacons.enqueue(named('slow-', 10));
      await vi.waitFor(
        async () => expect((await storedEvents(platform, 'slow-')).length).toBeGreaterThan(0),
        {
          timeout: 5_000,
        },
      );
      relay.holdMs = 0;
      await vi.waitFor(() => expect(app.beacons.depth).toBe(0), { timeout: 10_000 });
      expect(await storedEvents(platform, 'slow-')).toEqual(named('slow-', 10).map((e) => e.event));
    } finally {
      relay.holdMs = 0;
      await app.close();
    }
  });

  it('a shutdown with the platform hung keeps every accepted event; the next start stores each once', async () => {
    relay.holdMs = Number.POSITIVE_INFINITY;
    const first = await buildTestApp({
      upstreamUrl: relay.url,
      upstreamTimeoutMs: 2_000,
      beacon: { maxBatch: 50, flushMs: 50, spoolDir, closeDeliverMs: 300 },
    });
    for (let i = 0; i < 4; i++) {
      const res = await request(first.server)
        .post('/events')
        .send({ eventList: named('hung-', 50, i * 50) });
      expect(res.status).toBe(202);
    }
    await first.close();
    expect(readdirSync(spoolDir).filter((n) => n.endsWith('.jsonl'))).toHaveLength(1);

    relay.holdMs = 0;
    const second = await buildTestApp({ upstreamUrl: platform.url, beacon: { flushMs: 50, spoolDir } });
    try {
      await vi.waitFor(() => expect(second.beacons.depth).toBe(0), { timeout: 10_000 });
      // The batch that reached the hung platform before the shutdown was stored then, and not again now.
      expect(await storedEvents(platform, 'hung-')).toEqual(named('hung-', 200).map((e) => e.event));
      expect(readdirSync(spoolDir)).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
