import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BeaconOptions } from '../lib/beacon-queue';
import { buildTestApp } from '../testing/build-test-app';
import { type FaultUpstream, ok, sendJson, startFaultUpstream } from '../testing/fault-upstream';
import { captureLogs } from '../testing/log-capture';

const EVENT_LOG = '/app/v1/anonymous/appEventLogClient';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const events = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    event: 'page_view',
    ts: 1_700_000_000_000 + from + i,
    page: `/p${from + i}`,
  }));

describe('POST /events (event-log beacons)', () => {
  let upstream: FaultUpstream;
  let app: FastifyInstance | undefined;

  async function setup(beacon: BeaconOptions, handler?: FaultUpstream['handler']) {
    upstream = await startFaultUpstream(handler ?? ((call, res) => sendAccepted(call.body, res)));
    app = await buildTestApp({ upstreamUrl: upstream.url, beacon, upstreamTimeoutMs: 1_000 });
    return app;
  }
  /** Timestamps of the events the upstream took (answered success for), in order. */
  let taken: number[] = [];
  let takenBatches: number[] = [];
  function sendAccepted(body: unknown, res: Parameters<FaultUpstream['handler']>[1]) {
    const list = (body as { eventList: { ts: number }[] }).eventList;
    taken.push(...list.map((e) => e.ts));
    takenBatches.push(list.length);
    sendJson(res, 200, ok({ accepted: list.length }));
  }
  const delivered = () => taken;
  const batchSizes = () => takenBatches;
  const beacon = (list: unknown[]) =>
    request(app!.server)
      .post('/events')
      .set('content-type', 'text/plain;charset=UTF-8')
      .send(JSON.stringify({ eventList: list }));

  beforeEach(() => {
    taken = [];
    takenBatches = [];
  });
  afterEach(async () => {
    await app?.close();
    app = undefined;
    await upstream?.close();
  });

  it('accepts a sendBeacon text/plain body and a JSON body with 202', async () => {
    await setup({ flushMs: 60_000 });
    const text = await beacon(events(0, 2));
    expect(text.status).toBe(202);
    expect(text.body).toEqual({ errcode: 0, msg: 'accepted', data: { accepted: 2 } });
    const json = await request(app!.server)
      .post('/events')
      .send({ eventList: events(2, 1) });
    expect(json.status).toBe(202);
    expect(app!.beacons.depth).toBe(3);
  });

  it('refuses an invalid beacon with a 400 naming the field', async () => {
    await setup({});
    const res = await beacon([{ event: 'click', ts: 1 }, { ts: 'x' }]);
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toEqual([
      'eventList.1.event',
      'eventList.1.ts',
    ]);
    const notJson = await request(app!.server)
      .post('/events')
      .set('content-type', 'text/plain')
      .send('{nope');
    expect(notJson.status).toBe(400);
    expect(app!.beacons.depth).toBe(0);
  });

  it('sends a batch as soon as maxBatch events wait', async () => {
    await setup({ maxBatch: 5, flushMs: 60_000 });
    await beacon(events(0, 4));
    await beacon(events(4, 4));
    await beacon(events(8, 4));
    await vi.waitFor(() => expect(batchSizes()).toEqual([5, 5]));
    expect(app!.beacons.depth).toBe(2);
    expect(upstream.calls[0]?.body).toMatchObject({
      appId: 'casino-ph',
      channel: 'WEB',
      appVersion: '1.1.6',
    });
  });

  it('sends what waits after flushMs', async () => {
    await setup({ maxBatch: 50, flushMs: 300 });
    await beacon(events(0, 3));
    await sleep(100);
    expect(batchSizes()).toEqual([]);
    await vi.waitFor(() => expect(batchSizes()).toEqual([3]), { timeout: 2_000 });
  });

  it('answers 202 at once even when the upstream is slow', async () => {
    await setup({ maxBatch: 1, flushMs: 10 }, () => {}); // the upstream never answers (1 s deadline)
    const started = Date.now();
    const res = await beacon(events(0, 1));
    expect(res.status).toBe(202);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('loses no event across a graceful shutdown', async () => {
    await setup({ maxBatch: 50, flushMs: 60_000 }, async (call, res) => {
      await sleep(20);
      sendAccepted(call.body, res);
    });
    const posted: Promise<unknown>[] = [];
    for (let i = 0; i < 30; i++) posted.push(beacon(events(i * 7, 7)));
    await Promise.all(posted);
    expect(app!.beacons.depth).toBeGreaterThan(0); // some still wait for their timer when close begins
    await app!.close();
    app = undefined;
    const got = delivered();
    expect(got).toHaveLength(210);
    expect(new Set(got).size).toBe(210);
    expect(Math.max(...batchSizes())).toBeLessThanOrEqual(50);
  });

  it('retries a failed batch once', async () => {
    let failures = 1;
    await setup({ maxBatch: 3, flushMs: 60_000 }, (call, res) => {
      if (failures-- > 0) return sendJson(res, 500, '<html>oops</html>');
      sendAccepted(call.body, res);
    });
    await beacon(events(0, 3));
    await vi.waitFor(() => expect(delivered()).toEqual(events(0, 3).map((e) => e.ts)));
    expect(upstream.calls.filter((c) => c.path === EVENT_LOG)).toHaveLength(2);
  });

  it('stays bounded while the upstream is down, drops the oldest with a warning, then delivers the rest', async () => {
    const logs = captureLogs();
    let down = true;
    upstream = await startFaultUpstream((call, res) =>
      down ? sendJson(res, 503, 'down') : sendAccepted(call.body, res),
    );
    app = await buildTestApp({
      upstreamUrl: upstream.url,
      beacon: { maxBatch: 5, flushMs: 50, maxQueue: 10 },
      logger: { level: 'warn', stream: logs.stream },
    });
    for (let i = 0; i < 5; i++) await beacon(events(i * 5, 5));
    await vi.waitFor(async () => {
      const metrics = (await request(app!.server).get('/metrics')).text;
      expect(metrics).toMatch(/bff_beacon_events_total\{outcome="dropped"\} 15\n/);
    });
    expect(app.beacons.depth).toBeLessThanOrEqual(10);
    expect(logs.records().some((r) => r.msg === 'event-log queue full: oldest events dropped')).toBe(true);
    expect(delivered()).toEqual([]);

    down = false;
    await vi.waitFor(() => expect(app!.beacons.depth).toBe(0), { timeout: 3_000 });
    // Only the newest events survive the overflow.
    expect(delivered().every((ts) => ts >= 1_700_000_000_000 + 15)).toBe(true);
  });
});
