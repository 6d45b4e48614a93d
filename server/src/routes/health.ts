import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isDirectLoopback } from '../lib/direct-peer';
import { API_HEADERS } from '../plugins/security-headers';

export interface HealthOptions {
  /** How long /readyz waits for the upstream's /healthz. */
  readyTimeoutMs?: number;
  /** Bearer token /metrics asks for; without one, only a direct loopback peer may read it. */
  metricsToken?: string;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Who may read /metrics (call names, error rates, queue depth: an attacker's map of the service). With a
 * token: whoever sends it (compared in constant time). Without: a scraper on this host talking to the BFF
 * directly — the socket's peer, not req.ip, and no proxy header at all (X-Forwarded-For, X-Real-IP,
 * Forwarded…), since a reverse proxy on the same host is a loopback peer too.
 */
function mayReadMetrics(req: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const sent = /^bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim() ?? '';
    return timingSafeEqual(digest(sent), digest(token));
  }
  return isDirectLoopback(req);
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

  fastify.get('/metrics', async (req, reply) => {
    if (!mayReadMetrics(req, opts.metricsToken)) {
      return reply
        .code(opts.metricsToken ? 401 : 403)
        .headers(API_HEADERS)
        .send(
          JSON.stringify({ error: opts.metricsToken ? 'metrics token required' : 'metrics are local only' }),
        );
    }
    const { registry } = fastify.metrics;
    const text = await registry.metrics();
    return reply
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .type(registry.contentType)
      .send(text);
  });
}
