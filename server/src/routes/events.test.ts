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
    // flushMs far longer than the beacon's own round trip, so "not yet" is checked without a sleep racing it
    await setup({ maxBatch: 50, flushMs: 2_000 });
    await beacon(events(0, 3));
    expect(batchSizes()).toEqual([]);
    await vi.waitFor(() => expect(batchSizes()).toEqual([3]), { timeout: 10_000 });
  });

  it('answers 202 at once even when the upstream is slow', async () => {
    // The upstream never answers: a 202 at all proves the answer did not wait for it (no stopwatch needed, so a
    // loaded machine cannot fail this; a BFF that waited would never answer and the test would time out).
    await setup({ maxBatch: 1, flushMs: 10, closeDeliverMs: 200 }, () => {});
    const res = await beacon(events(0, 1));
    expect(res.status).toBe(202);
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

  it('while the upstream is down, refuses (429) what would not fit instead of dropping what it accepted', async () => {
    let down = true;
    upstream = await startFaultUpstream((call, res) =>
      down ? sendJson(res, 503, 'down') : sendAccepted(call.body, res),
    );
    app = await buildTestApp({
      upstreamUrl: upstream.url,
      beacon: { maxBatch: 5, flushMs: 50, maxQueue: 10 },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await beacon(events(i * 5, 5))).status);
    expect(statuses).toEqual([202, 202, 429, 429, 429]);
    expect(app.beacons.depth).toBe(10);
    const metrics = (await request(app.server).get('/metrics')).text;
    expect(metrics).toMatch(/bff_beacon_events_total\{outcome="limited"\} 15\n/);
    expect(metrics).not.toMatch(/outcome="dropped"/);

    down = false;
    await vi.waitFor(() => expect(app!.beacons.depth).toBe(0), { timeout: 5_000 });
    expect(delivered()).toEqual(events(0, 10).map((e) => e.ts));
  });

  it('a batch the upstream fails on is split: the bad event is dropped (counted, logged once), the rest stored', async () => {
    const logs = captureLogs();
    upstream = await startFaultUpstream((call, res) => {
      const list = (call.body as { eventList: { event: string }[] }).eventList;
      if (list.some((e) => e.event === 'poison'))
        return sendJson(res, 500, { errcode: 500, msg: 'db refused', data: null });
      sendAccepted(call.body, res);
    });
    app = await buildTestApp({
      upstreamUrl: upstream.url,
      beacon: { maxBatch: 20, flushMs: 50 },
      logger: { level: 'info', stream: logs.stream },
    });
    const poisoned = [...events(0, 7), { event: 'poison', ts: 1 }, ...events(7, 8)];
    expect((await beacon(poisoned)).status).toBe(202);
    await vi.waitFor(() => expect(app!.beacons.depth).toBe(0), { timeout: 5_000 });
    expect([...delivered()].sort()).toEqual(events(0, 15).map((e) => e.ts));
    // Nothing stuck behind it: later events flow.
    await beacon([...events(100, 3), { event: 'poison', ts: 2 }]);
    await vi.waitFor(() => expect(delivered()).toHaveLength(18), { timeout: 5_000 });
    await vi.waitFor(() => expect(app!.beacons.depth).toBe(0), { timeout: 5_000 });
    const metrics = (await request(app.server).get('/metrics')).text;
    expect(metrics).toMatch(/bff_beacon_events_total\{outcome="refused"\} 2\n/);
    const warnings = logs
      .records()
      .filter((r) => r.msg === 'event-log entries the upstream refuses were dropped');
    expect(warnings).toHaveLength(1);
    const calls = upstream.calls.length;
    await sleep(300);
    expect(upstream.calls.length).toBe(calls); // no retry loop left behind
  });

  it('keeps a batch through a short outage of the upstream answering 500, and loses nothing', async () => {
    let broken = 3;
    await setup({ maxBatch: 4, flushMs: 30 }, (call, res) => {
      if (broken-- > 0) return sendJson(res, 500, { errcode: 500, msg: 'database down', data: null });
      sendAccepted(call.body, res);
    });
    await beacon(events(0, 4));
    await vi.waitFor(() => expect(app!.beacons.depth).toBe(0), { timeout: 5_000 });
    expect([...delivered()].sort()).toEqual(events(0, 4).map((e) => e.ts));
  });

  it('budgets events per client: 429 with retry-after beyond it, another player keeps theirs', async () => {
    await setup({ flushMs: 60_000, budget: { max: 100, timeWindowMs: 60_000 } });
    const send = (token: string) =>
      request(app!.server)
        .post('/events')
        .set('authorization', token)
        .send({ eventList: events(0, 50) });
    expect((await send('player-a')).status).toBe(202);
    expect((await send('player-a')).status).toBe(202);
    const over = await send('player-a');
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('player-b')).status).toBe(202);
    await vi.waitFor(() => expect(delivered()).toHaveLength(150));
  });
});
