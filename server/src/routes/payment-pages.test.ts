import { request as httpRequest } from 'node:http';
import { startTestPlatform, type TestPlatform } from '@casino/platform/testing';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenTestApp } from '../testing/build-test-app';

/** A POST the way PHP/libcurl and several Java/.NET clients send it: headers first, the body after 100 Continue. */
function postExpectContinue(
  url: string,
  headers: Record<string, string>,
  body: string | Buffer,
  opts: { chunked?: boolean } = {},
): Promise<{ status: number; body: string; continued: boolean }> {
  return new Promise((resolve, reject) => {
    let continued = false;
    const req = httpRequest(url, {
      method: 'POST',
      headers: {
        ...headers,
        expect: '100-continue',
        ...(opts.chunked ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
      },
    });
    req.on('continue', () => {
      continued = true;
      req.end(body);
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => {
        text += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, continued }));
    });
    req.on('error', reject);
  });
}

describe('payment pages relayed to the platform', () => {
  let platform: TestPlatform;
  let app: FastifyInstance;
  let url: string;
  let token: string;

  beforeAll(async () => {
    platform = await startTestPlatform();
    ({ app, url } = await listenTestApp({ upstreamUrl: platform.url }));
    token = await platform.createSession();
    await platform.verifyKyc(await platform.userIdOf(token)); // deposits need KYC level 1
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await platform?.close();
  });

  const call = (name: string, body: object) =>
    request(app.server).post(`/app/v1/${name}`).set('authorization', token).send(body);

  it('a player pays on the sandbox checkout through the BFF origin and is credited once', async () => {
    const created = await call('rechargeOrderCreate', { rechargeTypeId: 3, amount: 20000 });
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
    const created = await call('rechargeOrderCreate', { rechargeTypeId: 3, amount: 30000 });
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

  it('a webhook sent with Expect: 100-continue is relayed and credits', async () => {
    const before = (await call('refreshData', {})).body.data.coin;
    const created = await call('rechargeOrderCreate', { rechargeTypeId: 3, amount: 25000 });
    const body = platform.webhookBody(created.body.data.orderId, 25000);
    const res = await postExpectContinue(
      `${url}/webhooks/sandbox`,
      { 'content-type': 'application/json', 'x-sandbox-signature': platform.signWebhook(body) },
      body,
    );
    expect(res.continued).toBe(true);
    expect(res.status, res.body).toBe(200);
    expect((await call('refreshData', {})).body.data.coin).toBeGreaterThanOrEqual(before + 25000);
  });

  it('a sandbox form post with Expect: 100-continue works too', async () => {
    const created = await call('rechargeOrderCreate', { rechargeTypeId: 3, amount: 20000 });
    const res = await postExpectContinue(
      `${url}/sandbox/checkout/${created.body.data.orderId}/decline`,
      { 'content-type': 'application/x-www-form-urlencoded' },
      '',
    );
    expect(res.status).toBe(303);
  });

  it('a 1.1 MB webhook answers 413 every time, with or without a length, and the relay keeps working', async () => {
    const big = Buffer.alloc(1.1 * 1024 * 1024, 'a');
    for (let i = 0; i < 12; i++) {
      const res = await postExpectContinue(
        `${url}/webhooks/sandbox`,
        { 'content-type': 'application/json', 'x-sandbox-signature': 't=1,te=00' },
        big,
        { chunked: i % 2 === 1 },
      ).catch((err: Error) => ({ status: -1, body: err.message, continued: false }));
      expect(res.status, `attempt ${i}: ${res.body.slice(0, 200)}`).toBe(413);
    }
    const plain = await request(app.server)
      .post('/webhooks/sandbox')
      .set('content-type', 'application/json')
      .send(big.toString());
    expect(plain.status).toBe(413);
    expect(plain.body).toMatchObject({ errcode: 413, msg: 'Body too large' });
    const page = await request(app.server).get('/sandbox/checkout/R-none');
    expect(page.status).toBe(404);
  });

  it('the checkout page cannot be framed or sniffed; webhook answers are not sniffed', async () => {
    const created = await call('rechargeOrderCreate', { rechargeTypeId: 3, amount: 20000 });
    const page = await request(app.server).get(`/sandbox/checkout/${created.body.data.orderId}`);
    expect(page.status).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const hook = await request(app.server)
      .post('/webhooks/sandbox')
      .set('content-type', 'application/json')
      .send('{}');
    expect(hook.headers['x-content-type-options']).toBe('nosniff');
  });

  it('Approve and Decline answer only this machine: not another host, not a request a proxy forwarded', async () => {
    const before = (await call('refreshData', {})).body.data.coin;
    const created = await call('rechargeOrderCreate', { rechargeTypeId: 3, amount: 20000 });
    const path = `/sandbox/checkout/${created.body.data.orderId}/approve`;
    const remote = await app.inject({
      method: 'POST',
      url: path,
      remoteAddress: '192.168.1.23',
      payload: '',
    });
    expect(remote.statusCode).toBe(403);
    const proxied = await request(app.server)
      .post(path)
      .set('x-real-ip', '198.51.100.7')
      .type('form')
      .send('');
    expect(proxied.status).toBe(403);
    expect((await call('refreshData', {})).body.data.coin).toBe(before);
    // The page itself stays readable: the player on a phone sees what they would pay.
    const page = await app.inject({
      method: 'GET',
      url: `/sandbox/checkout/${created.body.data.orderId}`,
      remoteAddress: '192.168.1.23',
    });
    expect(page.statusCode).toBe(200);
  });
});
