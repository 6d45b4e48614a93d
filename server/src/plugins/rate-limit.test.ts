import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app';
import { type FaultUpstream, sendJson, startFaultUpstream } from '../testing/fault-upstream';
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

  beforeAll(async () => {
    upstream = await startFaultUpstream((_call, res) => notYet(res));
    app = await buildTestApp({
      upstreamUrl: upstream.url,
      rateLimit: {
        claim: { perIp: { max: 100, timeWindowMs: 60_000 }, perSubject: { max: 2, timeWindowMs: 60_000 } },
      },
    });
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
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rate limits shared by two BFF instances (Redis)', () => {
  let upstream: FaultUpstream;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    upstream = await startFaultUpstream((_call, res) => notYet(res));
    const redisPrefix = `test:${process.pid}:${Date.now()}:`;
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
});
