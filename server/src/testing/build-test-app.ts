import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../app';

/** A BFF ready for inject/supertest: silent, no process metrics, no web build unless the test gives one. */
export async function buildTestApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = buildApp({
    logger: false,
    defaultMetrics: false,
    webDist: '/nonexistent/web-dist',
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
