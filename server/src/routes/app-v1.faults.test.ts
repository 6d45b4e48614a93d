import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app';
import { type FaultUpstream, ok, sendJson, startFaultUpstream } from '../testing/fault-upstream';
import { captureLogs } from '../testing/log-capture';

const theme = { themeDomian: 'casino.ph', themeName: 'default', themeJsonData: '{}' };
const DEADLINE_MS = 1_000;

// A fake upstream that misbehaves on purpose: the BFF must answer clearly each time and stay up.
describe('BFF against a faulty upstream', () => {
  let upstream: FaultUpstream;
  let app: FastifyInstance;
  const logs = captureLogs();

  beforeAll(async () => {
    upstream = await startFaultUpstream();
    app = await buildTestApp({
      upstreamUrl: upstream.url,
      upstreamTimeoutMs: DEADLINE_MS,
      logger: { level: 'info', stream: logs.stream },
    });
  });
  afterAll(async () => {
    await app?.close();
    await upstream?.close();
  });
  beforeEach(() => {
    upstream.calls.length = 0;
    logs.lines.length = 0;
    upstream.handler = (_call, res) => sendJson(res, 200, ok(theme));
  });

  const preview = (headers: Record<string, string> = {}) =>
    request(app.server)
      .post('/app/v1/anonymous/appThemePreview')
      .set(headers)
      .send({ themeViewId: 'default' });

  /** After every fault the BFF must still serve a good answer. */
  async function expectHealthyNext() {
    upstream.handler = (_call, res) => sendJson(res, 200, ok(theme));
    const res = await preview();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ errcode: 0, msg: 'success', data: theme });
  }

  it('answers 504 within the deadline when the upstream never answers', async () => {
    upstream.handler = () => {}; // hold the request open
    const started = Date.now();
    const res = await preview();
    const elapsed = Date.now() - started;
    expect(res.status).toBe(504);
    expect(res.body).toMatchObject({ errcode: 504, data: null });
    expect(res.body.msg).toMatch(/did not answer within 1000 ms/);
    // It waited the deadline (a bound read around the call, so load only makes it longer); that it then gave up
    // is the 504 itself — an upper bound on a stopwatch would fail on a loaded machine, and without the deadline
    // this would hang until the test's own timeout.
    expect(elapsed).toBeGreaterThanOrEqual(DEADLINE_MS - 20);
    await expectHealthyNext();
  });

  it('answers 504 when the upstream sends headers and then stalls the body', async () => {
    upstream.handler = (_call, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"errcode":0,');
    };
    const res = await preview();
    expect(res.status).toBe(504);
    await expectHealthyNext();
  });

  it('answers 502 when the upstream resets the connection', async () => {
    upstream.handler = (_call, res) => {
      res.socket?.destroy();
    };
    const res = await preview();
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ errcode: 502, msg: 'Upstream connection failed', data: null });
    await expectHealthyNext();
  });

  it('answers 502 when the upstream answers 500 with an HTML page', async () => {
    upstream.handler = (_call, res) => {
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end('<html><body>Internal Server Error</body></html>');
    };
    const res = await preview();
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ errcode: 502, msg: 'Upstream answered with malformed JSON', data: null });
    await expectHealthyNext();
  });

  it('answers 502 on malformed JSON with a 200', async () => {
    upstream.handler = (_call, res) => sendJson(res, 200, '{"errcode":0,"msg":"ok","data":{');
    const res = await preview();
    expect(res.status).toBe(502);
    expect(res.body.errcode).toBe(502);
    await expectHealthyNext();
  });

  it('answers 502 on JSON that is not an envelope', async () => {
    upstream.handler = (_call, res) => sendJson(res, 200, [1, 2, 3]);
    const res = await preview();
    expect(res.status).toBe(502);
    expect(res.body.msg).toBe('Upstream answer is not an envelope');
    await expectHealthyNext();
  });

  it('answers 502 and logs the call and the issues when an answer breaks the contract', async () => {
    upstream.handler = (_call, res) => sendJson(res, 200, ok({ themeDomian: 'casino.ph', themeName: 5 }));
    const res = await preview();
    expect(res.status).toBe(502);
    expect(res.body).toEqual({
      errcode: 502,
      msg: 'Upstream answer for anonymous/appThemePreview broke the contract',
      data: null,
    });
    const breach = logs.records().find((r) => r.msg === 'upstream answer breaks the contract');
    expect(breach).toMatchObject({ level: 50, call: 'anonymous/appThemePreview' });
    const paths = ((breach?.issues ?? []) as { path: string }[]).map((i) => i.path).sort();
    expect(paths).toEqual(['themeJsonData', 'themeName']);
    await expectHealthyNext();
  });

  it('never passes fields the contract does not know', async () => {
    upstream.handler = (_call, res) => sendJson(res, 200, ok({ ...theme, internalCost: 42 }));
    const res = await preview();
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(theme);
  });

  it('answers 502 quickly when nothing listens upstream', async () => {
    const dead = await startFaultUpstream();
    const deadUrl = dead.url;
    await dead.close();
    // A deadline far past the test's own timeout: the refused connection must be answered without waiting for
    // it (a 502 "unreachable", not a 504), and no stopwatch is needed to tell.
    const lonely = await buildTestApp({ upstreamUrl: deadUrl, upstreamTimeoutMs: 600_000 });
    try {
      const res = await request(lonely.server).post('/app/v1/anonymous/appTheme').send({});
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ errcode: 502, msg: 'Upstream is unreachable', data: null });
      const ready = await request(lonely.server).get('/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body.status).toBe('unavailable');
    } finally {
      await lonely.close();
    }
  });

  it('passes business errors through with their errcode and HTTP 200', async () => {
    upstream.handler = (_call, res) => sendJson(res, 200, { errcode: 1001, msg: 'Not eligible', data: null });
    const res = await preview();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ errcode: 1001, msg: 'Not eligible', data: null });
  });

  it("passes a refusal's typed detail through unchanged, in the legacy `code` shape too", async () => {
    const detail = { retryAfterSeconds: 42, attemptsLeft: 0 };
    upstream.handler = (_call, res) =>
      sendJson(res, 200, { errcode: 2008, msg: 'Please wait', data: null, detail });
    const res = await preview();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ errcode: 2008, msg: 'Please wait', data: null, detail });

    upstream.handler = (_call, res) => sendJson(res, 200, { code: 3010, msg: 'Locked', detail });
    expect((await preview()).body).toEqual({ errcode: 3010, msg: 'Locked', data: null, detail });
  });

  it('drops a detail that breaks the contract, logs it, and still passes the refusal', async () => {
    for (const detail of [{ retryAfterSeconds: '42' }, { secret: 1 }, { attemptsLeft: -1 }, [3]]) {
      upstream.handler = (_call, res) =>
        sendJson(res, 200, { errcode: 3009, msg: 'Wrong safebox password.', data: null, detail });
      const res = await preview();
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ errcode: 3009, msg: 'Wrong safebox password.', data: null });
    }
    const breaches = logs.records().filter((l) => l.msg === 'upstream error detail breaks the contract');
    expect(breaches).toHaveLength(4);
    expect(breaches[0]).toMatchObject({ level: 50, call: 'anonymous/appThemePreview', errcode: 3009 });
  });

  it('passes an upstream 400 through with its issues', async () => {
    upstream.handler = (_call, res) =>
      sendJson(res, 400, {
        errcode: 400,
        msg: 'Invalid request',
        data: null,
        issues: [{ path: 'x', message: 'bad' }],
      });
    const res = await preview();
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'x', message: 'bad' }]);
  });

  it('passes an enveloped upstream 503 (maintenance) through', async () => {
    upstream.handler = (_call, res) =>
      sendJson(res, 503, { errcode: 503, msg: 'Under maintenance', data: null });
    const res = await preview();
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ errcode: 503, msg: 'Under maintenance', data: null });
  });

  it('keeps a 401 a 401 even when its body is not an envelope', async () => {
    upstream.handler = (_call, res) => {
      res.writeHead(401, { 'content-type': 'text/plain' });
      res.end('Unauthorized');
    };
    const res = await preview();
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ errcode: 401, msg: 'Not signed in', data: null });
  });

  it('normalises `code: 200` and top-level-field answers', async () => {
    upstream.handler = (_call, res) => sendJson(res, 200, { code: 200, msg: 'success', ...theme });
    expect((await preview()).body).toEqual({ errcode: 0, msg: 'success', data: theme });

    const refresh = { coin: 1500, lottery: 2, vip: 1, vipExp: 30, userLevel: 1, bet: 700, hasPassword: true };
    upstream.handler = (_call, res) => sendJson(res, 200, { errcode: 0, msg: 'ok', ...refresh });
    const res = await request(app.server).post('/app/v1/refreshData').set('authorization', 't').send({});
    expect(res.body).toEqual({ errcode: 0, msg: 'ok', data: refresh });

    upstream.handler = (_call, res) => sendJson(res, 200, { code: 401, msg: 'Please log in' });
    const out = await request(app.server).post('/app/v1/refreshData').set('authorization', 't').send({});
    expect(out.status).toBe(401);
    expect(out.body).toEqual({ errcode: 401, msg: 'Please log in', data: null });
  });

  it('forwards token, request id, client address and user agent, and fills the common fields', async () => {
    const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile';
    const res = await preview({
      authorization: 'Bearer abc',
      'x-request-id': 'trace-123',
      'user-agent': android,
    });
    expect(res.headers['x-request-id']).toBe('trace-123');
    const [call] = upstream.calls;
    expect(call?.path).toBe('/app/v1/anonymous/appThemePreview');
    expect(call?.headers).toMatchObject({
      authorization: 'Bearer abc',
      'x-request-id': 'trace-123',
      'user-agent': android,
      'x-forwarded-for': expect.stringMatching(/127\.0\.0\.1/),
    });
    expect(call?.body).toEqual({
      themeViewId: 'default',
      appId: 'casino-ph',
      channel: 'WEB',
      clientReferrer: 'ph',
      appVersion: '1.1.6',
      platform: 0,
    });
  });

  it('keeps the client common fields, strips unknown ones, says desktop for a desktop browser', async () => {
    await request(app.server)
      .post('/app/v1/anonymous/appThemePreview')
      .set('user-agent', 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130')
      .send({ themeViewId: 'x', appVersion: '1.2.0', extra: 'dropped' });
    expect(upstream.calls[0]?.body).toMatchObject({ appVersion: '1.2.0', platform: 1 });
    expect(upstream.calls[0]?.body).not.toHaveProperty('extra');
  });

  it('makes a request id when none (or a hostile one) is given, and forwards it', async () => {
    const res = await preview({ 'x-request-id': 'bad id\twith spaces' });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(upstream.calls[0]?.headers['x-request-id']).toBe(id);
  });

  it('answers 400 for a body that is not JSON, and 415 for a form post', async () => {
    const bad = await request(app.server)
      .post('/app/v1/anonymous/appThemePreview')
      .set('content-type', 'application/json')
      .send('{"themeViewId":');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      errcode: 400,
      msg: 'Invalid request',
      data: null,
      issues: [{ path: '', message: 'Body is not valid JSON' }],
    });
    const form = await request(app.server).post('/app/v1/anonymous/appThemePreview').type('form').send('a=1');
    expect(form.status).toBe(415);
    expect(form.body.errcode).toBe(415);
    expect(upstream.calls).toHaveLength(0);
  });

  it('treats an empty JSON body as {} (calls without payload)', async () => {
    upstream.handler = (_call, res) => sendJson(res, 200, ok(theme));
    const res = await request(app.server)
      .post('/app/v1/anonymous/appTheme')
      .set('content-type', 'application/json')
      .send('');
    expect(res.status).toBe(200);
  });

  it('answers a known call with the wrong method 405, never the web page', async () => {
    const res = await request(app.server).get('/app/v1/anonymous/appConfig').set('accept', 'text/html');
    expect(res.status).toBe(405);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});
