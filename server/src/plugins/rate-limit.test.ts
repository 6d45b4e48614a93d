import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app';
import { type FaultUpstream, sendJson, startFaultUpstream } from '../testing/fault-upstream';
import { captureLogs } from '../testing/log-capture';
import type { ClassBudget } from './rate-limit';

const budgets: Record<'auth' | 'otp' | 'default', ClassBudget> = {
  auth: { perIp: { max: 4, timeWindowMs: 60_000 }, perSubject: { max: 2, timeWindowMs: 60_000 } },
  otp: { perIp: { max: 50, timeWindowMs: 60_000 }, perSubject: { max: 1, timeWindowMs: 60_000 } },
  default: { perIp: { max: 1, timeWindowMs: 60_000 } },
};

const notYet = (res: Parameters<FaultUpstream['handler']>[1]) =>
  sendJson(res, 501, { errcode: 501, msg: 'not available yet', data: null });
const theme = { themeDomian: 'casino.ph', themeName: 'default', themeJsonData: '{}' };

describe('rate limits by policy class', () => {
  let upstream: FaultUpstream;
  let app: FastifyInstance;

  beforeAll(async () => {
    upstream = await startFaultUpstream((call, res) =>
      call.path.endsWith('appThemePreview')
        ? sendJson(res, 200, { errcode: 0, msg: 'success', data: theme })
        : notYet(res),
    );
    app = await buildTestApp({ upstreamUrl: upstream.url, rateLimit: budgets });
  });
  afterAll(async () => {
    await app?.close();
    await upstream?.close();
  });

  const login = (account: string) =>
    request(app.server).post('/app/v1/accountLogin').send({ account, password: 'secret123' });

  it('refuses the account once its budget is spent: 429, retry-after, a clear message, no upstream call', async () => {
    expect((await login('juan01')).status).toBe(501);
    expect((await login('juan01')).status).toBe(501);
    const before = upstream.calls.length;
    const refused = await login(' JUAN01 ');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.body).toEqual({
      errcode: 429,
      msg: expect.stringMatching(/^Too many requests, please try again in \d+ seconds$/),
      data: null,
      // the wait is typed too, so no client reads it out of the message
      detail: { retryAfterSeconds: Number(refused.headers['retry-after']) },
    });
    expect(upstream.calls.length).toBe(before);

    // Per IP: 3 calls counted so far; the 4th passes, the 5th is refused whatever the account.
    expect((await login('pedro1')).status).toBe(501);
    expect((await login('maria1')).status).toBe(429);
  });

  it('keys mobile numbers whatever their format', async () => {
    const sms = (mobile: string) => request(app.server).post('/app/v1/smsSend').send({ mobile, type: 3 });
    expect((await sms('09171234567')).status).toBe(501);
    expect((await sms('+63 917 123 4567')).status).toBe(429);
    expect((await sms('09181234567')).status).toBe(501);
  });

  it('leaves calls without a rate-limit policy alone', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await request(app.server)
        .post('/app/v1/anonymous/appThemePreview')
        .send({ themeViewId: 'x' });
      expect(res.status).toBe(200);
    }
  });
});

describe('per-player budgets', () => {
  let upstream: FaultUpstream;
  let app: FastifyInstance;
  const logs = captureLogs();
  /** The counter key of each check's last step (the player's, for a claim call). */
  const keys: string[] = [];

  beforeAll(async () => {
    upstream = await startFaultUpstream((_call, res) => notYet(res));
    app = await buildTestApp({
      upstreamUrl: upstream.url,
      // debug: the access lines too, so every line a request can log is searched for the token
      logger: { level: 'debug', stream: logs.stream },
      rateLimit: {
        claim: { perIp: { max: 100, timeWindowMs: 60_000 }, perSubject: { max: 2, timeWindowMs: 60_000 } },
      },
    });
    const check = app.rateLimits.check.bind(app.rateLimits);
    app.rateLimits.check = async (cls, req, payload, keyFields) => {
      const refused = await check(cls, req, payload, keyFields);
      keys.push(req.rateLimitKey);
      return refused;
    };
  });
  afterAll(async () => {
    await app?.close();
    await upstream?.close();
  });

  const claim = (token: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/app/v1/receiveTaskAward',
      remoteAddress,
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: { id: 1 },
    });

  it("a claim call's per-player budget follows the session token across addresses", async () => {
    expect((await claim('tok-player-1', '198.51.100.1')).statusCode).toBe(501);
    expect((await claim('Bearer tok-player-1', '198.51.100.2')).statusCode).toBe(501);
    expect((await claim('tok-player-1', '198.51.100.3')).statusCode).toBe(429);
    // Another player behind the same carrier address keeps their own budget.
    expect((await claim('tok-player-2', '198.51.100.1')).statusCode).toBe(501);
    expect((await claim('tok-player-2', '198.51.100.1')).statusCode).toBe(501);
    expect((await claim('tok-player-2', '198.51.100.4')).statusCode).toBe(429);
  });

  it('keys and logs a hash of the token, never the token', async () => {
    const token = 'tok-SECRET-0123456789abcdef';
    keys.length = 0;
    logs.lines.length = 0;
    for (let i = 0; i < 3; i++) await claim(token, `198.51.100.${20 + i}`);
    expect(keys).toHaveLength(3);
    for (const key of keys) expect(key).toMatch(/^claim:tok:[A-Za-z0-9_-]{32}$/);
    expect(new Set(keys).size).toBe(1);
    expect(logs.lines.length).toBeGreaterThan(0);
    for (const text of [...keys, logs.text()]) expect(text).not.toContain('SECRET');
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rate limits shared by two BFF instances (Redis)', () => {
  const redisPrefix = `test:${process.pid}:${Date.now()}:`;
  let upstream: FaultUpstream;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    upstream = await startFaultUpstream((_call, res) => notYet(res));
    a = await buildTestApp({ upstreamUrl: upstream.url, redisUrl, redisPrefix, rateLimit: budgets });
    b = await buildTestApp({ upstreamUrl: upstream.url, redisUrl, redisPrefix, rateLimit: budgets });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await upstream?.close();
  });

  it('counts one budget across instances', async () => {
    const login = (app: FastifyInstance) =>
      request(app.server).post('/app/v1/accountLogin').send({ account: 'shared01', password: 'secret123' });
    expect((await login(a)).status).toBe(501);
    expect((await login(b)).status).toBe(501);
    const refused = await login(a);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(b)).status).toBe(429);
  });

  it('shares a player budget across instances under a hash of the token, never the token', async () => {
    const claim = (app: FastifyInstance, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/app/v1/receiveTaskAward',
        remoteAddress,
        headers: { authorization: 'tok-SECRET-redis-0123456789', 'content-type': 'application/json' },
        payload: { id: 1 },
      });
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await claim(i % 2 ? a : b, `203.0.113.${i}`)).statusCode);
    // the default claim budget: 30 a minute per player, whichever instance and address
    expect(codes.filter((c) => c === 429)).toEqual([429]);
    const stored = await a.redis!.keys(`${redisPrefix}*`);
    expect(stored.some((k) => k.includes('claim:tok:'))).toBe(true);
    for (const key of stored) expect(key).not.toContain('SECRET');
  });
});
