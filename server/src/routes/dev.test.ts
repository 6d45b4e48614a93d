import { startTestPlatform, type TestPlatform } from '@casino/platform/testing';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app';

describe('dev SMS outbox relay', () => {
  let platform: TestPlatform;
  let dev: FastifyInstance;
  let prod: FastifyInstance;

  beforeAll(async () => {
    platform = await startTestPlatform();
    dev = await buildTestApp({ upstreamUrl: platform.url, devEndpoints: true });
    prod = await buildTestApp({ upstreamUrl: platform.url });
  }, 60_000);
  afterAll(async () => {
    await dev?.close();
    await prod?.close();
    await platform?.close();
  });

  it('lets a local player read the OTP the sandbox sender sent', async () => {
    const sent = await request(dev.server)
      .post('/app/v1/smsSend')
      .send({ mobile: '09171234567', type: 0 })
      .set('content-type', 'application/json');
    expect(sent.body.errcode, JSON.stringify(sent.body)).toBe(0);
    const outbox = await request(dev.server).get('/dev/sms-outbox').query({ mobile: '+639171234567' });
    expect(outbox.status).toBe(200);
    expect(JSON.stringify(outbox.body)).toContain(await platform.latestSmsCode('+639171234567'));
  });

  it('answers this machine only: another host or a proxied request gets 403 and no codes', async () => {
    const remote = await dev.inject({
      method: 'GET',
      url: '/dev/sms-outbox?mobile=%2B639171234567',
      remoteAddress: '192.168.1.23',
    });
    expect(remote.statusCode).toBe(403);
    expect(remote.body).not.toContain(await platform.latestSmsCode('+639171234567'));
    const proxied = await request(dev.server)
      .get('/dev/sms-outbox')
      .query({ mobile: '+639171234567' })
      .set('x-forwarded-for', '203.0.113.9');
    expect(proxied.status).toBe(403);
  });

  it('is not served unless asked for', async () => {
    const res = await request(prod.server).get('/dev/sms-outbox').query({ mobile: '+639171234567' });
    expect(res.status).toBe(404);
  });
});
