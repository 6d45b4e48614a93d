import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestPlatform, type TestPlatform } from '@casino/platform/testing';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppOptions } from './app';
import { buildTestApp } from './testing/build-test-app';
import { named, startRelay, storedEvents } from './testing/platform-relay';

const redisUrl = process.env.TEST_REDIS_URL;

// Two BFF instances behind one load balancer: what one does, the other must see through Redis.
describe.skipIf(!redisUrl)('two BFF instances on one Redis and one platform', () => {
  let platform: TestPlatform;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const spoolDir = mkdtempSync(join(tmpdir(), 'bff-two-'));
  const redisPrefix = `test:two:${process.pid}:${Date.now()}:`;
  const shared = (): Partial<AppOptions> => ({
    redisUrl: redisUrl as string,
    redisPrefix,
    rateLimit: {
      claim: { perIp: { max: 1000, timeWindowMs: 60_000 }, perSubject: { max: 3, timeWindowMs: 60_000 } },
    },
  });

  beforeAll(async () => {
    platform = await startTestPlatform();
    const beacon = { flushMs: 50, spoolDir, budget: { max: 100, timeWindowMs: 60_000 } };
    a = await buildTestApp({ upstreamUrl: platform.url, beacon, ...shared() });
    b = await buildTestApp({ upstreamUrl: platform.url, beacon, ...shared() });
  }, 180_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await platform?.close();
    rmSync(spoolDir, { recursive: true, force: true });
  });

  it("share a player's claim budget: calls spread over both are counted once", async () => {
    const token = await platform.createSession();
    const claim = (app: FastifyInstance) =>
      request(app.server).post('/app/v1/receiveTaskAward').set('authorization', token).send({ id: 1 });
    const statuses = [(await claim(a)).status, (await claim(b)).status, (await claim(a)).status];
    expect(statuses).not.toContain(429);
    const fourth = await claim(b);
    expect(fourth.status).toBe(429);
    expect((await claim(a)).status).toBe(429);
  });

  it("share a client's beacon budget", async () => {
    const send = (app: FastifyInstance, from: number) =>
      request(app.server)
        .post('/events')
        .set('authorization', 'beacon-client-1')
        .send({ eventList: named('budget-', 50, from) });
    expect((await send(a, 0)).status).toBe(202);
    expect((await send(b, 50)).status).toBe(202);
    expect((await send(a, 100)).status).toBe(429);
    expect((await send(b, 150)).status).toBe(429);
  });

  it('an invalidation on one instance drops the cached config on both', async () => {
    const config = async (app: FastifyInstance) =>
      (await request(app.server).post('/app/v1/anonymous/appConfig').send({})).body.data.v as string;
    const before = [await config(a), await config(b)];
    await platform.setMaintenance(1, { title: 'Upgrade', content: 'Back soon' });
    expect([await config(a), await config(b)]).toEqual(before); // still cached
    await a.answerCache.invalidate('anonymous/appConfig');
    await vi.waitFor(async () => {
      const after = [await config(a), await config(b)];
      expect(after[0]).not.toBe(before[0]);
      expect(after[1]).toBe(after[0]);
    });
    await platform.setMaintenance(0);
    await b.answerCache.invalidate('anonymous/appConfig');
  });

  it('beacons accepted by either are stored once each, even across a shutdown with the platform hung', async () => {
    const relay = await startRelay(platform.url);
    const beacon = { maxBatch: 50, flushMs: 50, spoolDir, closeDeliverMs: 300 };
    const hung = await buildTestApp({
      upstreamUrl: relay.url,
      upstreamTimeoutMs: 2_000,
      beacon,
      ...shared(),
    });
    try {
      for (let i = 0; i < 4; i++) {
        const via = [a, b][i % 2] as FastifyInstance;
        expect(
          (
            await request(via.server)
              .post('/events')
              .send({ eventList: named('either-', 25, i * 25) })
          ).status,
        ).toBe(202);
      }
      relay.holdMs = Number.POSITIVE_INFINITY; // this instance's platform connection hangs…
      for (let i = 4; i < 8; i++) {
        expect(
          (
            await request(hung.server)
              .post('/events')
              .send({ eventList: named('either-', 25, i * 25) })
          ).status,
        ).toBe(202);
      }
      await hung.close(); // …so it spools what it accepted, in flight included
      const restarted = await buildTestApp({ upstreamUrl: platform.url, beacon, ...shared() });
      await vi.waitFor(() => expect(restarted.beacons.depth).toBe(0), { timeout: 10_000 });
      await restarted.close();
      await vi.waitFor(async () => expect(await storedEvents(platform, 'either-')).toHaveLength(200), {
        timeout: 10_000,
      });
      expect(await storedEvents(platform, 'either-')).toEqual(named('either-', 200).map((e) => e.event));
    } finally {
      relay.server.closeAllConnections();
      relay.server.close();
    }
  });
});
