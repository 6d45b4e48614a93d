import { getCall } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../testing/build-test-app';
import { type FaultUpstream, ok, sendJson, startFaultUpstream } from '../testing/fault-upstream';

const configCall = getCall('anonymous/appConfig')!;
const themeCall = getCall('anonymous/appTheme')!;
const config = configCall.examples.answer as Record<string, unknown>;
const themeTtl = themeCall.policy.cache!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('answer cache (appConfig, appTheme)', () => {
  let upstream: FaultUpstream;
  let app: FastifyInstance;
  let generation = 0;

  const theme = () => ({ themeDomian: 'casino.ph', themeName: `gen-${generation}`, themeJsonData: '{}' });
  const answerNormally = () => {
    upstream.handler = async (call, res) => {
      await sleep(50);
      if (call.path.endsWith('appConfig')) {
        const v = (call.body as { v?: string }).v ?? 'none';
        return sendJson(res, 200, ok({ ...config, v }));
      }
      return sendJson(res, 200, ok(theme()));
    };
  };
  const callsTo = (name: string) => upstream.calls.filter((c) => c.path === `/app/v1/${name}`).length;
  const getTheme = () => request(app.server).post('/app/v1/anonymous/appTheme').send({});

  beforeAll(async () => {
    upstream = await startFaultUpstream();
    app = await buildTestApp({ upstreamUrl: upstream.url, cacheMaxKeys: 5 });
  });
  afterAll(async () => {
    await app?.close();
    await upstream?.close();
  });
  beforeEach(async () => {
    await app.answerCache.invalidate('anonymous/appConfig');
    await app.answerCache.invalidate('anonymous/appTheme');
    upstream.calls.length = 0;
    generation = 1;
    answerNormally();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers 100 concurrent appConfig requests with exactly one upstream call', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        app.inject({ method: 'POST', url: '/app/v1/anonymous/appConfig', payload: { v: '1' } }),
      ),
    );
    expect(callsTo('anonymous/appConfig')).toBe(1);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ errcode: 0, msg: 'success', data: { ...config, v: '1' } });
    }
    const again = await request(app.server).post('/app/v1/anonymous/appConfig').send({ v: '1' });
    expect(again.body.data.v).toBe('1');
    expect(callsTo('anonymous/appConfig')).toBe(1);
  });

  it('a fresh hit on a body text validated before skips the schema; other texts are still checked', async () => {
    const post = (body: string) =>
      app.inject({
        method: 'POST',
        url: '/app/v1/anonymous/appConfig',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
    expect((await post('{"v":"memo"}')).statusCode).toBe(200);
    expect((await post('{"v":"memo"}')).statusCode).toBe(200);
    const parse = vi.spyOn(configCall.request, 'safeParse');
    try {
      const hits = await Promise.all(Array.from({ length: 5 }, () => post('{"v":"memo"}')));
      expect(hits.map((r) => r.json().data.v)).toEqual(['memo', 'memo', 'memo', 'memo', 'memo']);
      expect(parse).not.toHaveBeenCalled();
      // the same key from another text is validated once; a bad body is refused whatever is cached
      expect((await post('{ "v": "memo" }')).json().data.v).toBe('memo');
      expect(parse).toHaveBeenCalledTimes(1);
      const bad = await post('{"v":"memo","platform":"x"}');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().issues[0].path).toBe('platform');
    } finally {
      parse.mockRestore();
    }
    expect(callsTo('anonymous/appConfig')).toBe(1);
  });

  it('keys appConfig by v', async () => {
    await request(app.server).post('/app/v1/anonymous/appConfig').send({ v: 'a' });
    const b = await request(app.server).post('/app/v1/anonymous/appConfig').send({ v: 'b' });
    await request(app.server).post('/app/v1/anonymous/appConfig').send({ v: 'a' });
    expect(b.body.data.v).toBe('b');
    expect(callsTo('anonymous/appConfig')).toBe(2);
  });

  it('serves the stale answer after the TTL while exactly one refresh runs, then the new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    expect((await getTheme()).body.data.themeName).toBe('gen-1');

    generation = 2;
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    upstream.handler = async (_call, res) => {
      await held; // the refresh stays in flight until the stale answers are checked
      sendJson(res, 200, ok(theme()));
    };
    vi.setSystemTime(Date.now() + themeTtl.ttlMs + 1);
    const stale = await Promise.all(Array.from({ length: 20 }, () => getTheme()));
    for (const res of stale) expect(res.body.data.themeName).toBe('gen-1');
    await vi.waitFor(() => expect(callsTo('anonymous/appTheme')).toBe(2));

    release();
    await vi.waitFor(async () => expect((await getTheme()).body.data.themeName).toBe('gen-2'));
    expect(callsTo('anonymous/appTheme')).toBe(2);
  });

  it('keeps serving stale while the upstream is down, and waits for the upstream once stale is too old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    await getTheme();
    upstream.handler = (_call, res) => sendJson(res, 500, '<html>down</html>');
    vi.setSystemTime(Date.now() + themeTtl.ttlMs + 1);
    const stale = await getTheme();
    expect(stale.body.data.themeName).toBe('gen-1');

    vi.setSystemTime(Date.now() + themeTtl.staleMs + 1);
    const expired = await getTheme();
    expect(expired.status).toBe(502);
  });

  it('never caches a failure', async () => {
    upstream.handler = (_call, res) => sendJson(res, 200, { errcode: 501, msg: 'not yet', data: null });
    expect((await getTheme()).body.errcode).toBe(501);
    answerNormally();
    expect((await getTheme()).body.errcode).toBe(0);
    expect(callsTo('anonymous/appTheme')).toBe(2);
  });

  it('does not send the player token for a shared cached answer', async () => {
    await request(app.server)
      .post('/app/v1/anonymous/appTheme')
      .set('authorization', 'secret-token')
      .send({});
    expect(upstream.calls[0]?.headers.authorization).toBeUndefined();
  });

  it('bounds the number of keys', async () => {
    for (let i = 0; i < 12; i++) {
      await request(app.server)
        .post('/app/v1/anonymous/appConfig')
        .send({ v: `k${i}` });
    }
    expect(app.answerCache.store.size).toBeLessThanOrEqual(5);
  });

  it('drops the cached answers of a call on invalidate', async () => {
    await getTheme();
    generation = 3;
    await app.answerCache.invalidate('anonymous/appTheme');
    expect((await getTheme()).body.data.themeName).toBe('gen-3');
    expect(callsTo('anonymous/appTheme')).toBe(2);
  });

  it('counts hits and misses in /metrics', async () => {
    await getTheme();
    await getTheme();
    const text = (await request(app.server).get('/metrics')).text;
    expect(text).toMatch(/bff_cache_lookups_total\{call="anonymous\/appTheme",result="hit"\} [1-9]/);
    expect(text).toMatch(/bff_cache_lookups_total\{call="anonymous\/appTheme",result="miss"\} [1-9]/);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('answer cache invalidation across BFF instances (Redis)', () => {
  let upstream: FaultUpstream;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let generation = 1;

  beforeAll(async () => {
    upstream = await startFaultUpstream((_call, res) =>
      sendJson(
        res,
        200,
        ok({ themeDomian: 'casino.ph', themeName: `gen-${generation}`, themeJsonData: '{}' }),
      ),
    );
    const redisPrefix = `test:${process.pid}:${Date.now()}:`;
    a = await buildTestApp({ upstreamUrl: upstream.url, redisUrl, redisPrefix });
    b = await buildTestApp({ upstreamUrl: upstream.url, redisUrl, redisPrefix });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await upstream?.close();
  });

  it('invalidating on one instance drops the answer on every instance', async () => {
    const theme = (app: FastifyInstance) => request(app.server).post('/app/v1/anonymous/appTheme').send({});
    expect((await theme(a)).body.data.themeName).toBe('gen-1');
    expect((await theme(b)).body.data.themeName).toBe('gen-1');
    expect(upstream.calls).toHaveLength(2);

    generation = 2;
    await a.answerCache.invalidate('anonymous/appTheme');
    await vi.waitFor(() => expect(b.answerCache.store.size).toBe(0));
    expect((await theme(b)).body.data.themeName).toBe('gen-2');
    expect((await theme(a)).body.data.themeName).toBe('gen-2');
  });
});
