import type { FastifyInstance } from 'fastify';
import type { DbHandle } from '../db/client';

/** /healthz: the process answers. /readyz: the database answers too. */
export async function healthRoutes(app: FastifyInstance, opts: { dbHandle: DbHandle }) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (req, reply) => {
    try {
      await opts.dbHandle.ping();
      return { status: 'ready', db: opts.dbHandle.kind };
    } catch (err) {
      req.log.warn({ err }, 'database not reachable');
      return reply.code(503).send({ status: 'unavailable', db: opts.dbHandle.kind });
    }
  });
}
