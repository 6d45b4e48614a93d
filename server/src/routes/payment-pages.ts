import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDirectLoopback } from '../lib/direct-peer';
import { envelopeJson } from '../lib/envelope-json';
import { API_HEADERS } from '../plugins/security-headers';

export interface PaymentPagesOptions {
  upstreamUrl: string;
  /** Let any peer click the sandbox Approve / Decline buttons (default: this machine only). */
  sandboxRemote?: boolean;
}

/** Gateway callbacks and checkout forms are small; the platform takes at most the same. */
export const PAYMENT_BODY_LIMIT = 1024 * 1024;

// Hop-by-hop or framing headers we must not pass on: the body is re-sent whole with its own length, and
// undici refuses `expect` (a PHP/libcurl or Java gateway sends `Expect: 100-continue`; Node answered the 100).
const DROPPED_REQUEST_HEADERS = ['expect', 'transfer-encoding'];

/** The sandbox checkout page: its Approve button must never be framed (clickjacking) nor its type sniffed. */
const CHECKOUT_HEADERS = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};
/** The sandbox provider table opens inside the game page's iframe: framed by this origin only. */
const PROVIDER_TABLE_HEADERS = {
  ...CHECKOUT_HEADERS,
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'self'",
  'x-frame-options': 'SAMEORIGIN',
};
const NOSNIFF = { 'x-content-type-options': 'nosniff' };

// The sandbox's decisions: a payment (checkout, or the payment centre's cash taken) or an identity check (kyc review page).
const SANDBOX_CLICK =
  /^\/sandbox\/(checkout\/[^/]+\/(approve|decline)|otc\/pay|kyc\/[^/]+\/(approve|reject))(\?|$)/;

function securityHeaders(url: string): Record<string, string> {
  if (url.startsWith('/sandbox/provider/')) return PROVIDER_TABLE_HEADERS;
  if (url.startsWith('/sandbox/')) return CHECKOUT_HEADERS;
  return NOSNIFF;
}

function refuse(reply: FastifyReply, status: number, msg: string) {
  return reply
    .code(status)
    .headers(API_HEADERS)
    .send(envelopeJson(status, msg, null));
}

/**
 * The payment gateway's browser and webhook paths, relayed to the upstream: `/sandbox/*` (the sandbox
 * gateway's hosted checkout) and `/webhooks/*` (signed gateway callbacks, verified by the platform over the
 * raw body). Bodies are read whole (bounded) and sent on byte for byte, so an oversized body is a clean 413
 * here instead of a race with the upstream's own limit.
 */
export default async function paymentPages(fastify: FastifyInstance, opts: PaymentPagesOptions) {
  // In this context only: raw bytes instead of our JSON parsing.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: PAYMENT_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );
  await fastify.register(replyFrom, {
    base: opts.upstreamUrl,
    undici: { connections: 16, pipelining: 1, keepAliveTimeout: 10_000 },
    disableRequestLogging: true,
  });

  function relay(req: FastifyRequest, reply: FastifyReply) {
    if (!opts.sandboxRemote && SANDBOX_CLICK.test(req.url) && !isDirectLoopback(req)) {
      return refuse(reply, 403, 'The sandbox pages are open to this machine only');
    }
    const body = Buffer.isBuffer(req.body) ? req.body : undefined;
    return reply.from(req.url, {
      ...(body === undefined
        ? {}
        : { body, contentType: req.headers['content-type'] ?? 'application/octet-stream' }),
      rewriteRequestHeaders: (_req, headers) => {
        for (const name of DROPPED_REQUEST_HEADERS) delete headers[name];
        return headers;
      },
      rewriteHeaders: (headers) => ({ ...headers, ...securityHeaders(req.url) }),
      onError: (errReply, { error }) => {
        req.log.warn({ err: error, path: req.routeOptions.url }, 'payment relay failed');
        return refuse(errReply as FastifyReply, 502, 'Payment service unavailable');
      },
    });
  }

  for (const prefix of ['/sandbox', '/webhooks']) {
    fastify.all(`${prefix}/*`, relay);
  }
}
