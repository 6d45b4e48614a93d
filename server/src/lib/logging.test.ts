import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app';
import { type FaultUpstream, ok, sendJson, startFaultUpstream } from '../testing/fault-upstream';
import { captureLogs } from '../testing/log-capture';
import { CENSOR, scrubSecrets } from './redaction';

const SECRETS = {
  password: 'S3cret-Pass!word',
  token: 'tok_9f8e7d6c5b4a3210',
  smsCode: '482913',
  cookie: 'sid=cookie-secret-777',
  answerToken: 'issued-token-abc-123',
};

describe('scrubSecrets', () => {
  it('censors secret keys at any depth and in arrays, without touching the original', () => {
    const input = {
      call: 'accountLogin',
      body: { account: 'juan01', password: 'p', deep: [{ x: { smsCode: '1', newPassword: 'n', keep: 1 } }] },
      Authorization: 'Bearer t',
    };
    const out = scrubSecrets(input);
    expect(out).toEqual({
      call: 'accountLogin',
      body: {
        account: 'juan01',
        password: CENSOR,
        deep: [{ x: { smsCode: CENSOR, newPassword: CENSOR, keep: 1 } }],
      },
      Authorization: CENSOR,
    });
    expect(input.body.password).toBe('p');
  });

  it('returns objects without secrets as they are', () => {
    const clean = { a: 1, b: [{ c: 'd' }] };
    expect(scrubSecrets(clean)).toBe(clean);
  });
});

describe('BFF logs never carry secrets', () => {
  let upstream: FaultUpstream;
  let app: FastifyInstance;
  const logs = captureLogs();

  beforeAll(async () => {
    upstream = await startFaultUpstream((call, res) => {
      if (call.path.endsWith('accountLoginSms')) return; // stall: the BFF logs a timeout
      // A login answer that breaks the contract (no user) but carries a token: the breach is logged.
      sendJson(res, 200, ok({ token: SECRETS.answerToken }));
    });
    app = await buildTestApp({
      upstreamUrl: upstream.url,
      upstreamTimeoutMs: 1_500,
      logger: { level: 'trace', stream: logs.stream },
    });
  });
  afterAll(async () => {
    await app?.close();
    await upstream?.close();
  });

  it('redacts passwords, tokens, OTP codes and cookies from every line', async () => {
    const login = await request(app.server)
      .post('/app/v1/accountLogin')
      .set('authorization', SECRETS.token)
      .set('cookie', SECRETS.cookie)
      .send({ account: 'juan01', password: SECRETS.password });
    expect(login.status).toBe(502);
    const sms = await request(app.server)
      .post('/app/v1/accountLoginSms')
      .set('authorization', `Bearer ${SECRETS.token}`)
      .send({ mobile: '09171234567', loginType: 1, smsCode: SECRETS.smsCode });
    expect(sms.status).toBe(504);
    // Code paths that log whole objects go through the same redaction.
    app.log.error({ req: { headers: { authorization: SECRETS.token, cookie: SECRETS.cookie } } }, 'probe');
    app.log.warn({ body: { nested: [{ password: SECRETS.password, smsCode: SECRETS.smsCode }] } }, 'probe');

    const text = logs.text();
    // The lines exist (breach, timeout, access lines, probes)…
    expect(text).toContain('upstream answer breaks the contract');
    expect(text).toContain('upstream call failed');
    expect(text).toContain('"url":"/app/v1/accountLogin"');
    expect(text).toContain(CENSOR);
    // …and no secret is in any of them.
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
  });

  it('applies the same redaction to a pino instance handed in', async () => {
    const captured = captureLogs();
    const own = await buildTestApp({
      upstreamUrl: upstream.url,
      logger: pino({ level: 'info' }, captured.stream),
    });
    try {
      own.log.info(
        { user: { password: SECRETS.password }, headers: { authorization: SECRETS.token } },
        'probe',
      );
      expect(captured.text()).toContain('probe');
      expect(captured.text()).not.toContain(SECRETS.password);
      expect(captured.text()).not.toContain(SECRETS.token);
    } finally {
      await own.close();
    }
  });
});
