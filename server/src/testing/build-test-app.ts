import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app';

/**
 * The upstream deadline of a test BFF unless the test sets its own: longer than any test's timeout, so how fast
 * the machine answers never turns into a 504 (on a loaded machine a real platform's lobby call passed the
 * production 8 s). Tests of the deadline set theirs.
 */
const TEST_UPSTREAM_TIMEOUT_MS = 600_000;

/** A BFF ready for inject/supertest: silent, no process metrics, no web build unless the test gives one. */
export async function buildTestApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = buildApp({
    logger: false,
    defaultMetrics: false,
    webDist: '/nonexistent/web-dist',
    upstreamTimeoutMs: TEST_UPSTREAM_TIMEOUT_MS,
    ...opts,
  });
  await app.ready();
  return app;
}

/** A BFF listening on loopback, for tests that need real sockets (e.g. closing while a client waits). */
export async function listenTestApp(opts: AppOptions): Promise<{ app: FastifyInstance; url: string }> {
  const app = await buildTestApp(opts);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return { app, url: `http://127.0.0.1:${port}` };
}
