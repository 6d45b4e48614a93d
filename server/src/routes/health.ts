import type { FastifyInstance } from 'fastify';
import { API_HEADERS } from '../plugins/security-headers';

export interface HealthOptions {
  /** How long /readyz waits for the upstream's /healthz. */
  readyTimeoutMs?: number;
}

/** `/healthz` (the process answers), `/readyz` (it can serve: upstream and Redis reachable), `/metrics`. */
export default async function healthRoutes(fastify: FastifyInstance, opts: HealthOptions) {
  const readyTimeoutMs = opts.readyTimeoutMs ?? 1_000;

  fastify.get('/healthz', async (_req, reply) => reply.headers(API_HEADERS).send('{"status":"ok"}'));

  fastify.get('/readyz', async (req, reply) => {
    const checks: Record<string, string> = {};
    try {
      const res = await fastify.upstream.get('/healthz', readyTimeoutMs);
      checks.upstream = res.statusCode < 400 ? 'ok' : `status ${res.statusCode}`;
    } catch (err) {
      checks.upstream = (err as Error).message;
    }
    if (fastify.redis !== null) checks.redis = fastify.redis.status === 'ready' ? 'ok' : fastify.redis.status;
    const ready = Object.values(checks).every((v) => v === 'ok');
    if (!ready) req.log.warn({ checks }, 'not ready');
    return reply
      .code(ready ? 200 : 503)
      .headers(API_HEADERS)
      .send(JSON.stringify({ status: ready ? 'ready' : 'unavailable', checks }));
  });

  fastify.get('/metrics', async (_req, reply) => {
    const { registry } = fastify.metrics;
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
}
