import type { FastifyInstance } from 'fastify';
import { PROVIDER_ACTIONS, type ProviderAction, type ProviderWalletService, signatureValid } from './service';

export const SIGNATURE_HEADER = 'x-provider-signature';

/**
 * The seamless wallet outside /app/v1: `POST /provider/:providerId/{balance,bet,win,rollback}`, signed with
 * HMAC-SHA256 over the raw body. Answers are HTTP 200 with a `status` (the providers' convention), except a
 * bad signature (401) or an unknown provider (404), which touch nothing.
 */
export async function providerWalletRoutes(app: FastifyInstance, opts: { service: ProviderWalletService }) {
  // The signature covers the exact bytes sent: keep the raw body (this plugin's own parser, encapsulated).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.post<{ Params: { providerId: string; action: string } }>(
    '/provider/:providerId/:action',
    async (req, reply) => {
      const provider = opts.service.provider(req.params.providerId);
      if (!provider) return reply.code(404).send({ status: 'UNKNOWN_PROVIDER' });
      if (!(PROVIDER_ACTIONS as string[]).includes(req.params.action)) {
        return reply.code(404).send({ status: 'INVALID_REQUEST', message: 'unknown action' });
      }
      const raw = typeof req.body === 'string' ? req.body : '';
      const given = req.headers[SIGNATURE_HEADER];
      if (!signatureValid(provider.secret, raw, typeof given === 'string' ? given : undefined)) {
        req.log.warn({ provider: provider.id }, 'provider wallet: bad signature');
        return reply.code(401).send({ status: 'INVALID_SIGNATURE' });
      }
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return reply.code(400).send({ status: 'INVALID_REQUEST', message: 'Body is not valid JSON' });
      }
      return opts.service.handle(provider.id, req.params.action as ProviderAction, body);
    },
  );
}
