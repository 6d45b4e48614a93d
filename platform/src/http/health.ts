import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DbHandle } from '../db/client';
import { createBusinessMetrics } from './business-metrics';
import { jobMetricsText } from './job-metrics';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const PROXY_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded', 'x-forwarded-host'];

/**
 * Who may read /metrics: a scraper sending `authorization: Bearer $METRICS_TOKEN`, or, without a token set, a
 * direct loopback peer with no proxy header (the BFF forwards x-forwarded-for, so its relayed requests do not
 * count as local).
 */
function mayScrape(req: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(req.headers.authorization ?? '');
    const want = Buffer.from(`Bearer ${token}`);
    return given.length === want.length && timingSafeEqual(given, want);
  }
  return (
    LOOPBACK.has(req.socket.remoteAddress ?? '') && PROXY_HEADERS.every((h) => req.headers[h] === undefined)
  );
}

/**
 * Probes and scrapes come every few seconds from each orchestrator, load balancer and BFF /readyz: logged at
 * info they would bury the calls an operator reads the log for, so these routes log warnings and errors only.
 */
const QUIET = { logLevel: 'warn' } as const;

/**
 * /healthz: the process answers. /readyz: the database answers too. /metrics: the business figures
 * (business-metrics.ts) and the scheduled jobs (job-metrics.ts) for Prometheus.
 */
export async function healthRoutes(
  app: FastifyInstance,
  opts: { dbHandle: DbHandle; metricsToken?: string; metricsCacheMs?: number },
) {
  app.get('/healthz', QUIET, async () => ({ status: 'ok' }));
  app.get('/readyz', QUIET, async (req, reply) => {
    try {
      await opts.dbHandle.ping();
      return { status: 'ready', db: opts.dbHandle.kind };
    } catch (err) {
      req.log.warn({ err }, 'database not reachable');
      return reply.code(503).send({ status: 'unavailable', db: opts.dbHandle.kind });
    }
  });
  const metrics = createBusinessMetrics(opts.dbHandle.db, { cacheMs: opts.metricsCacheMs ?? 10_000 });
  const token = opts.metricsToken ?? (process.env.METRICS_TOKEN || undefined);
  app.get('/metrics', QUIET, async (req, reply) => {
    reply.header('x-content-type-options', 'nosniff').header('cache-control', 'no-store');
    if (!mayScrape(req, token)) return reply.code(403).type('text/plain').send('forbidden\n');
    const [business, jobs] = await Promise.all([metrics.text(), jobMetricsText(opts.dbHandle.db)]);
    return reply.type('text/plain; version=0.0.4; charset=utf-8').send(`${business}${jobs}`);
  });
}
