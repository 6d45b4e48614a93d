import { startTestPlatform, type TestPlatform } from '@casino/platform/testing';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app';

describe('payment pages relayed to the platform', () => {
  let platform: TestPlatform;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    platform = await startTestPlatform();
    app = await buildTestApp({ upstreamUrl: platform.url });
    token = await platform.createSession();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await platform?.close();
  });

  const call = (name: string, body: object) =>
    request(app.server).post(`/app/v1/${name}`).set('authorization', token).send(body);

  it('a player pays on the sandbox checkout through the BFF origin and is credited once', async () => {
    const created = await call('rechargeOrderCreate', { rechargeTypeId: 1, amount: 20000 });
    expect(created.body.errcode, JSON.stringify(created.body)).toBe(0);
    const { orderId, checkoutUrl } = created.body.data;
    const path = new URL(checkoutUrl, 'http://bff.local').pathname;
    expect(path).toBe(`/sandbox/checkout/${orderId}`);

    const page = await request(app.server).get(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Approve');

    const approve = await request(app.server).post(`${path}/approve`).type('form').send('');
    expect(approve.status).toBeGreaterThanOrEqual(300);
    expect(approve.status).toBeLessThan(400);
    expect(approve.headers.location).toContain(`order=${encodeURIComponent(orderId)}`);
    const status = await call('rechargeOrderStatus', { orderId });
    expect(status.body.data).toMatchObject({ status: expect.stringMatching(/paid|success|credited/i) });
    // The deposit plus the channel's recharge bonus, never less than the deposit.
    const credited = (await call('refreshData', {})).body.data.coin;
    expect(credited).toBeGreaterThanOrEqual(20000);

    // Clicking again (a double click) must not pay twice.
    await request(app.server).post(`${path}/approve`).type('form').send('');
    expect((await call('refreshData', {})).body.data.coin).toBe(credited);
  });

  it('relays a signed webhook byte for byte, so its signature still verifies and it credits', async () => {
    const before = (await call('refreshData', {})).body.data.coin;
    const created = await call('rechargeOrderCreate', { rechargeTypeId: 1, amount: 30000 });
    const body = platform.webhookBody(created.body.data.orderId, 30000);
    const res = await request(app.server)
      .post('/webhooks/sandbox')
      .set('content-type', 'application/json')
      .set('x-sandbox-signature', platform.signWebhook(body))
      .send(body);
    expect(res.status).toBe(200);
    expect((await call('refreshData', {})).body.data.coin).toBeGreaterThanOrEqual(before + 30000);
  });

  it('relays a forged webhook byte for byte, and the platform refuses it', async () => {
    const body = platform.webhookBody('R-none', 20000);
    const res = await request(app.server)
      .post('/webhooks/sandbox')
      .set('content-type', 'application/json')
      .set('x-sandbox-signature', 't=1,te=00')
      .send(body);
    expect(res.status).toBeGreaterThanOrEqual(400);
  });
});
