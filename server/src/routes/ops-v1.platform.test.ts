import { opsCallList } from '@casino/contracts';
import { createTestOperator, startTestPlatform, type TestPlatform } from '@casino/platform/testing';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app';

// The operator API through the BFF in front of the real platform: same pipeline as /app/v1, never cached.
describe('BFF /ops/v1 → real platform', () => {
  let platform: TestPlatform;
  let app: FastifyInstance;

  beforeAll(async () => {
    platform = await startTestPlatform();
    app = await buildTestApp({ upstreamUrl: platform.url });
  });
  afterAll(async () => {
    await app?.close();
    await platform?.close();
  });

  const post = (name: string, body: unknown = {}, token?: string) =>
    request(app.server)
      .post(`/ops/v1/${name}`)
      .set(token ? { authorization: token } : {})
      .send(body as object);

  it('serves every operator call, answers operatorMe for a signed-in operator, and forbids storing the answer', async () => {
    const op = await createTestOperator(platform.db, ['kyc', 'support']);
    const me = await post('operatorMe', {}, op.token);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ id: op.id, login: op.login, roles: ['kyc', 'support'] });
    expect(me.headers['cache-control']).toBe('no-store');
    expect(me.headers['x-content-type-options']).toBe('nosniff');
    for (const call of opsCallList) {
      const res = await post(call.name, call.examples.invalidRequest as object);
      expect(res.status, call.name).toBe(400);
    }
  });

  it('says 401 for no token and for a player token, 403 for a role the call does not admit', async () => {
    const player = await platform.createSession();
    const asPlayer = await post('operatorMe', {}, player);
    expect(asPlayer.status).toBe(401);
    expect(asPlayer.body.msg).toMatch(/player token cannot call operator calls/);
    expect((await post('operatorMe')).status).toBe(401);
    const support = await createTestOperator(platform.db, ['support']);
    const list = await post('operatorList', {}, support.token);
    expect(list.status).toBe(403);
    expect(list.body.msg).toMatch(/needs one of the roles admin/);
    const onPlayerCall = await request(app.server)
      .post('/app/v1/refreshData')
      .set({ authorization: support.token })
      .send({});
    expect(onPlayerCall.status).toBe(401);
  });

  it('a configuration change through the console drops the cached appConfig at once', async () => {
    const config = async () =>
      (await request(app.server).post('/app/v1/anonymous/appConfig').send({})).body.data;
    const before = (await config()).userRegisterCoin as number;
    expect((await config()).userRegisterCoin).toBe(before); // served from the BFF's cache now
    const marketing = await createTestOperator(platform.db, ['marketing']);
    const settings = (await post('configGet', { key: 'settings' }, marketing.token)).body.data.doc;
    const set = await post(
      'configSet',
      { key: 'settings', doc: { ...settings, userRegisterCoin: before + 1 }, reason: 'Holiday sign-up coin' },
      marketing.token,
    );
    expect(set.body.errcode, set.body.msg).toBe(0);
    expect(set.body.data).toMatchObject({ status: 'applied', changedBy: marketing.login });
    expect((await config()).userRegisterCoin).toBe(before + 1);
  });

  it('serves the operator API OpenAPI document only to a signed-in operator when no allow-list is set', async () => {
    const anonymous = await request(app.server).get('/ops/v1/openapi.json');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.paths).toBeUndefined();
    const player = await platform.createSession();
    const asPlayer = await request(app.server).get('/ops/v1/openapi.json').set({ authorization: player });
    expect(asPlayer.status).toBe(401);
    const op = await createTestOperator(platform.db, ['support']);
    const docs = await request(app.server).get('/ops/v1/openapi.json').set({ authorization: op.token });
    expect(docs.status).toBe(200);
    expect(docs.headers['cache-control']).toBe('no-store');
    expect(docs.body.openapi).toBe('3.1.0');
    expect(docs.body.paths['/ops/v1/operatorLogin'].post['x-roles']).toEqual([]);
    expect(docs.body.paths['/ops/v1/withdrawalDecide'].post['x-roles']).toContain('finance');
    // The player API's document holds no operator call.
    const player_docs = await request(app.server).get('/openapi.json');
    expect(Object.keys(player_docs.body.paths).some((p) => p.startsWith('/ops/'))).toBe(false);
  });

  it('answers unknown operator calls 404 as JSON', async () => {
    const res = await post('operatorNope');
    expect(res.status).toBe(404);
    expect(res.body.errcode).toBe(404);
  });

  it('limits sign-in attempts for one login more tightly than other calls', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await post('operatorLogin', {
        login: 'guess.me',
        password: 'not the password',
        totp: '123456',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('refuses operator calls from outside OPS_ALLOW_CIDRS with a 403', async () => {
    const closed = await buildTestApp({
      upstreamUrl: platform.url,
      opsAllowCidrs: '10.0.0.0/8, 192.168.1.7',
    });
    const open = await buildTestApp({ upstreamUrl: platform.url, opsAllowCidrs: '127.0.0.0/8,::1' });
    try {
      const refused = await request(closed.server).post('/ops/v1/operatorMe').send({});
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toMatch(/not reachable from this network/);
      // Player calls are not affected.
      expect((await request(closed.server).post('/app/v1/anonymous/appConfig').send({})).status).toBe(200);
      expect((await request(open.server).post('/ops/v1/operatorMe').send({})).status).toBe(401);
      // The operator API's description: within the allowed networks the network is the gate; outside, 403.
      expect((await request(closed.server).get('/ops/v1/openapi.json')).status).toBe(403);
      const docs = await request(open.server).get('/ops/v1/openapi.json');
      expect(docs.status).toBe(200);
      expect(Object.keys(docs.body.paths)).toContain('/ops/v1/withdrawalDecide');
    } finally {
      await closed.close();
      await open.close();
    }
    await expect(buildTestApp({ upstreamUrl: platform.url, opsAllowCidrs: '10.0.0.0/99' })).rejects.toThrow(
      /bad prefix/,
    );
  });
});
