import proxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';

export interface PaymentPagesOptions {
  upstreamUrl: string;
}

/**
 * The payment gateway's browser and webhook paths, relayed as they are to the upstream: `/sandbox/*`
 * (the sandbox gateway's hosted checkout) and `/webhooks/*` (signed gateway callbacks, verified by
 * the platform over the raw body — so the bytes must pass through untouched, which a proxy does).
 */
export default async function paymentPages(fastify: FastifyInstance, opts: PaymentPagesOptions) {
  // In this context only: the proxy streams raw bodies with its own parser instead of our JSON one.
  fastify.removeContentTypeParser('application/json');
  for (const prefix of ['/sandbox', '/webhooks']) {
    await fastify.register(proxy, {
      upstream: opts.upstreamUrl,
      prefix,
      rewritePrefix: prefix,
      http2: false,
    });
  }
}
