import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, listenTestApp } from '../testing/build-test-app';
import { type FaultUpstream, ok, sendJson, startFaultUpstream } from '../testing/fault-upstream';

const theme = { themeDomian: 'casino.ph', themeName: 'default', themeJsonData: '{}' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('health and metrics', () => {
  let upstream: FaultUpstream;
  let app: FastifyInstance;

  beforeAll(async () => {
    upstream = await startFaultUpstream((call, res) =>
      call.path === '/healthz' ? sendJson(res, 200, { status: 'ok' }) : sendJson(res, 200, ok(theme)),
    );
    app = await buildTestApp({ upstreamUrl: upstream.url, upstreamTimeoutMs: 1_000 });
  });
  afterAll(async () => {
    await app?.close();
    await upstream?.close();
  });

  it('/healthz answers while the process lives, whatever the upstream does', async () => {
    upstream.handler = () => {};
    const res = await request(app.server).get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('/readyz follows the upstream health check', async () => {
    upstream.handler = (_call, res) => sendJson(res, 200, { status: 'ok' });
    expect((await request(app.server).get('/readyz')).status).toBe(200);
    upstream.handler = (_call, res) => sendJson(res, 503, { status: 'starting' });
    const down = await request(app.server).get('/readyz');
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ status: 'unavailable', checks: { upstream: 'status 503' } });
  });

  it('/metrics counts calls by name and status, upstream errors and the beacon queue', async () => {
    upstream.handler = (_call, res) => sendJson(res, 200, ok(theme));
    await request(app.server).post('/app/v1/anonymous/appThemePreview').send({ themeViewId: 'a' });
    await request(app.server).post('/app/v1/anonymous/appThemePreview').send({ themeViewId: 'b' });
    upstream.handler = () => {};
    await request(app.server).post('/app/v1/anonymous/appThemePreview').send({ themeViewId: 'c' });
    await request(app.server)
      .post('/events')
      .send({ eventList: [{ event: 'x', ts: 1 }] });

    const res = await request(app.server).get('/metrics');
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.text).toContain(
      'bff_call_duration_seconds_count{call="anonymous/appThemePreview",status="200"} 2',
    );
    expect(res.text).toContain(
      'bff_call_duration_seconds_count{call="anonymous/appThemePreview",status="504"} 1',
    );
    expect(res.text).toContain(
      'bff_upstream_errors_total{call="anonymous/appThemePreview",kind="timeout"} 1',
    );
    expect(res.text).toMatch(/bff_beacon_queue_depth \d/);
  });
});

describe('who may read /metrics', () => {
  let upstream: FaultUpstream;
  beforeAll(async () => {
    upstream = await startFaultUpstream((_call, res) => sendJson(res, 200, ok(theme)));
  });
  afterAll(async () => {
    await upstream?.close();
  });

  it('without a token: a direct loopback scraper, not a request a reverse proxy forwarded', async () => {
    const app = await buildTestApp({ upstreamUrl: upstream.url });
    try {
      const direct = await request(app.server).get('/metrics');
      expect(direct.status).toBe(200);
      expect(direct.headers['x-content-type-options']).toBe('nosniff');
      for (const [header, value] of [
        ['x-forwarded-for', '203.0.113.9'],
        ['x-real-ip', '203.0.113.9'],
        ['forwarded', 'for=203.0.113.9;proto=https'],
      ] as const) {
        const proxied = await request(app.server).get('/metrics').set(header, value);
        expect(proxied.status, header).toBe(403);
        expect(proxied.text).not.toContain('bff_');
      }
    } finally {
      await app.close();
    }
  });

  it('with METRICS_TOKEN: only a scraper sending it as a bearer token, from anywhere', async () => {
    const app = await buildTestApp({ upstreamUrl: upstream.url, metricsToken: 'scrape-secret-1' });
    try {
      const none = await request(app.server).get('/metrics');
      expect(none.status).toBe(401);
      expect(none.text).not.toContain('bff_');
      const wrong = await request(app.server).get('/metrics').set('authorization', 'Bearer scrape-secret-2');
      expect(wrong.status).toBe(401);
      const right = await request(app.server)
        .get('/metrics')
        .set('authorization', 'Bearer scrape-secret-1')
        .set('x-forwarded-for', '203.0.113.9');
      expect(right.status).toBe(200);
      expect(right.text).toContain('bff_call_duration_seconds');
    } finally {
      await app.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes the calls in flight, then closes the upstream pool and Redis', async () => {
    const upstream = await startFaultUpstream(async (_call, res) => {
      await sleep(300);
      sendJson(res, 200, ok(theme));
    });
    const redisUrl = process.env.TEST_REDIS_URL;
    const { app, url } = await listenTestApp({ upstreamUrl: upstream.url, redisUrl });
    try {
      const inFlight = fetch(`${url}/app/v1/anonymous/appThemePreview`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"themeViewId":"x"}',
      });
      await vi.waitFor(() => expect(upstream.calls).toHaveLength(1)); // the call is in flight upstream
      const closing = app.close();
      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ errcode: 0, msg: 'success', data: theme });
      await closing;
      if (redisUrl) expect(app.redis?.status).toBe('end');
      await expect(app.upstream.get('/healthz', 200)).rejects.toThrow();
    } finally {
      await upstream.close();
    }
  });
});
