import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app';
import { type FaultUpstream, ok, sendJson, startFaultUpstream } from '../testing/fault-upstream';
import { captureLogs } from '../testing/log-capture';

describe('malformed paths and logged URLs', () => {
  let upstream: FaultUpstream;
  let app: FastifyInstance;
  const logs = captureLogs();

  beforeAll(async () => {
    upstream = await startFaultUpstream((_c, res) => sendJson(res, 200, ok({ mobile: 'x', messages: [] })));
    app = await buildTestApp({
      upstreamUrl: upstream.url,
      devEndpoints: true,
      logger: { level: 'debug', stream: logs.stream },
    });
  });
  afterAll(async () => {
    await app?.close();
    await upstream?.close();
  });

  it('a path that is not valid percent-encoding answers the 400 envelope with a request id', async () => {
    const res = await request(app.server)
      .post('/app/v1/%c0')
      .set('content-type', 'application/json')
      .send('{}');
    expect(res.status).toBe(400);
    expect(res.headers['x-request-id']).toMatch(/^[\w.:-]+$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toEqual({
      errcode: 400,
      msg: 'Invalid request',
      data: null,
      issues: [{ path: 'url', message: 'The path is not valid percent-encoding' }],
    });
  });

  it('mobile numbers and launch tokens in a query never reach the log', async () => {
    await request(app.server).get('/dev/sms-outbox?mobile=09171234567');
    await request(app.server).get('/sandbox/provider/isla/launch?game=3&token=launch-secret-42');
    const text = logs.text();
    expect(text).toContain('/dev/sms-outbox?[REDACTED]');
    expect(text).not.toContain('09171234567');
    expect(text).not.toContain('launch-secret-42');
  });
});

describe("the platform's request log", () => {
  it('shows the OTP outbox and launch paths without their query', async () => {
    const { startTestPlatform } = await import('@casino/platform/testing');
    const logs = captureLogs();
    const platform = await startTestPlatform({ logger: { level: 'info', stream: logs.stream } as never });
    try {
      await fetch(`${platform.url}/dev/sms-outbox?mobile=09171234567`);
      await fetch(`${platform.url}/sandbox/provider/isla/launch?game=3&token=launch-secret-42`);
      expect(logs.text()).toContain('/dev/sms-outbox?[REDACTED]');
      expect(logs.text()).not.toContain('09171234567');
      expect(logs.text()).not.toContain('launch-secret-42');
    } finally {
      await platform.close();
    }
  });
});
