import type { FastifyInstance } from 'fastify';
import { isDirectLoopback } from '../lib/direct-peer';
import { envelopeJson } from '../lib/envelope-json';
import { API_HEADERS } from '../plugins/security-headers';

/**
 * Dev/test only: relays `GET /dev/sms-outbox?mobile=` to the platform's sandbox SMS outbox so a local
 * player (or a browser test) can read the OTP it was sent. Registered only when asked for and never
 * with NODE_ENV=production (the platform enforces the same rule); answers this machine only unless `remote`.
 */
export default async function devRoutes(fastify: FastifyInstance, opts: { remote?: boolean }) {
  fastify.get<{ Querystring: { mobile?: string } }>('/dev/sms-outbox', async (req, reply) => {
    if (!opts.remote && !isDirectLoopback(req)) {
      return reply
        .code(403)
        .headers(API_HEADERS)
        .send(envelopeJson(403, 'Dev endpoints answer this machine only', null));
    }
    const mobile = typeof req.query.mobile === 'string' ? req.query.mobile : '';
    const res = await fastify.upstream.get(`/dev/sms-outbox?mobile=${encodeURIComponent(mobile)}`);
    return reply.code(res.statusCode).headers(API_HEADERS).send(res.text);
  });
}
