import { callList } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';

describe('/openapi.json and /api-docs', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ upstreamUrl: 'http://127.0.0.1:9' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('serves the OpenAPI 3.1 document of every registry call', async () => {
    const res = await request(app.server).get('/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.openapi).toBe('3.1.0');
    expect(Object.keys(res.body.paths).sort()).toEqual(callList.map((c) => `/app/v1/${c.name}`).sort());
    const login = res.body.paths['/app/v1/accountLogin'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('account');
    expect(login.responses['400'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/InvalidRequestEnvelope',
    );
  });

  it('serves a docs page that loads nothing but its own script and stylesheet', async () => {
    const page = await request(app.server).get('/api-docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = page.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.text).not.toMatch(/https?:\/\//);
    expect(page.text).not.toMatch(/<script>(?!<)/);
    const script = await request(app.server).get('/api-docs/page.js');
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.text).toContain("fetch('/openapi.json')");
    expect((await request(app.server).get('/api-docs/page.css')).status).toBe(200);
  });
});
