import { normalisePhMobile } from '@casino/contracts/phone';
import type { FastifyInstance } from 'fastify';
import type { SandboxSmsSender } from '../modules/auth';

/**
 * Dev/test only (never registered when NODE_ENV is production): `GET /dev/sms-outbox?mobile=` answers the
 * sandbox SMS messages sent to a number, newest first, so journeys and a local player can read their code.
 */
export async function devRoutes(app: FastifyInstance, opts: { sms: SandboxSmsSender }) {
  app.get('/dev/sms-outbox', async (req, reply) => {
    const raw = (req.query as Record<string, unknown>).mobile;
    const mobile = typeof raw === 'string' ? normalisePhMobile(raw) : null;
    if (!mobile) {
      return reply
        .code(400)
        .send({ errcode: 400, msg: 'mobile: not a Philippine mobile number', data: null });
    }
    reply.header('cache-control', 'no-store');
    return { errcode: 0, msg: 'success', data: { mobile, messages: await opts.sms.read(mobile) } };
  });
}
