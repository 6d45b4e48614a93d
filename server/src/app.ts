import { fileURLToPath } from 'node:url';
import { redactUrlForLog } from '@casino/contracts/log-url';
import { drainRequestBody } from '@casino/contracts/oversized-body';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import fp from 'fastify-plugin';
import type { BeaconOptions } from './lib/beacon-queue';
import { CallRunner } from './lib/call-runner';
import { envelopeJson, invalidRequest } from './lib/envelope-json';
import { type LoggerSetting, loggerSettings, requestId } from './lib/logging';
import answerCache from './plugins/answer-cache';
import beacons from './plugins/beacons';
import metrics from './plugins/metrics';
import pages from './plugins/pages';
import rateLimits, { type RateLimitPluginOptions } from './plugins/rate-limit';
import redis from './plugins/redis';
import { API_HEADERS, type ThirdParty } from './plugins/security-headers';
import upstream from './plugins/upstream';
import apiDocsRoutes from './routes/api-docs';
import appV1Routes from './routes/app-v1';
import chatStreamRoutes from './routes/chat-stream';
import devRoutes from './routes/dev';
import eventRoutes from './routes/events';
import healthRoutes from './routes/health';
import opsV1Routes from './routes/ops-v1';
import paymentPages from './routes/payment-pages';

declare module 'fastify' {
  interface FastifyInstance {
    callRunner: CallRunner;
  }
}

export interface AppOptions {
  /**
   * Origin of the upstream /app/v1 API (the platform or an operator's API), or several platforms' origins
   * separated by commas: calls are balanced across the ones that pass their readiness probe.
   */
  upstreamUrl: string;
  /** With several upstreams: how often their readiness is probed, ms (default 2000). */
  upstreamHealthIntervalMs?: number;
  /** Deadline of one upstream call (default 8000 ms). */
  upstreamTimeoutMs?: number;
  /** Built web client (default: the repo's web/dist). */
  webDist?: string;
  /** Shared rate-limit counters and cache invalidation; in-memory when unset. */
  redisUrl?: string;
  /** Prefix of Redis keys and channels (default `casino:bff:`). */
  redisPrefix?: string;
  /** pino options, a pino instance, or false. */
  logger?: LoggerSetting;
  beacon?: BeaconOptions;
  /** Budgets per rate-limit class, replacing the defaults class by class. */
  rateLimit?: RateLimitPluginOptions['budgets'];
  /** Bound of the answer cache's key count (default 1000). */
  cacheMaxKeys?: number;
  /** Fastify trustProxy: set it behind a load balancer so rate limits see the client address. */
  trustProxy?: boolean | string | string[];
  /** How long /readyz waits for the upstream (default 1000 ms). */
  readyTimeoutMs?: number;
  /**
   * Bearer token a Prometheus scraper sends for /metrics. Without one, /metrics answers only a direct
   * loopback peer (no X-Forwarded-For), so a public BFF never shows its traffic by accident.
   */
  metricsToken?: string;
  /** Process metrics (CPU, memory, event loop) in /metrics (default true). */
  defaultMetrics?: boolean;
  /** Third-party widgets configured for the web (google, facebook, line, livechat): allowed by the CSP. */
  thirdParties?: readonly ThirdParty[];
  /** Relay the platform's dev/test endpoints (SMS outbox); ignored when NODE_ENV is production. */
  devEndpoints?: boolean;
  /**
   * Let other machines read the dev endpoints and click the sandbox checkout's Approve / Decline. Off by
   * default: they answer only a direct loopback peer, so a LAN-exposed dev server does not show OTP codes.
   */
  devEndpointsRemote?: boolean;
  /**
   * OPS_ALLOW_CIDRS: comma-separated addresses/CIDRs allowed to call the operator API (/ops/v1); from anywhere
   * else it answers 403. Unset: any address (the platform's sign-in with TOTP still guards it).
   */
  opsAllowCidrs?: string;
}

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 8_000;

/**
 * Empty JSON bodies count as `{}`: calls with no payload may be posted without one. The body text stays on the
 * request (`rawJson`, a reference, no copy) so a cached call can recognise a body it has already validated.
 */
function registerJsonParser(fastify: FastifyInstance): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.decorateRequest('rawJson', '');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body as string;
    // only a body starting with whitespace can be blank: no trimmed copy of every body
    if (text.length === 0 || (text.charCodeAt(0) <= 32 && text.trim() === '')) return done(null, {});
    req.rawJson = text;
    parseJson(req, text, done);
  });
}

function errorHandler(this: FastifyInstance, error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    const out = invalidRequest([{ path: '', message: 'Body is not valid JSON' }]);
    return reply.code(out.status).headers(API_HEADERS).send(out.json);
  }
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    // The rest of the body is read and discarded first, so the sender reads the 413 instead of a reset.
    return drainRequestBody(req.raw).then(() =>
      reply
        .code(413)
        .headers(API_HEADERS)
        .send(envelopeJson(413, 'Body too large', null)),
    );
  }
  if (status >= 500) {
    req.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .headers(API_HEADERS)
      .send(envelopeJson(500, 'Internal error', null));
  }
  const msg =
    error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Content-Type must be application/json' : error.message;
  return reply
    .code(status)
    .headers(API_HEADERS)
    .send(envelopeJson(status, msg, null));
}

/** Fastify's own answer to a path it cannot decode (`/app/v1/%c0`), as our envelope with the request id. */
function badUrl(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const out =
    error.code === 'FST_ERR_BAD_URL'
      ? invalidRequest([{ path: 'url', message: 'The path is not valid percent-encoding' }])
      : { status: 400, json: envelopeJson(400, error.message, null) };
  return reply.code(out.status).headers(API_HEADERS).header('x-request-id', req.id).send(out.json);
}

/** The BFF as a plugin (fastify/demo shape): plugins first, then routes. */
export const bff = fp(
  async (fastify: FastifyInstance, opts: AppOptions) => {
    registerJsonParser(fastify);
    fastify.setErrorHandler(errorHandler);
    fastify.addHook('onRequest', (req, reply, done) => {
      reply.header('x-request-id', req.id);
      done();
    });
    if ((fastify.log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.('debug')) {
      // Access log only when asked for: one line per request costs the hot path at info level.
      fastify.addHook('onResponse', (req, reply, done) => {
        req.log.debug(
          {
            method: req.method,
            url: redactUrlForLog(req.url),
            status: reply.statusCode,
            ms: reply.elapsedTime,
          },
          'request',
        );
        done();
      });
    }

    // server.close() only drops connections idle at that instant; keep-alive connections that finish
    // their last call later would hold the shutdown (and the beacon drain after it) for the keep-alive timeout.
    fastify.addHook('preClose', (done) => {
      if (!fastify.server.listening) return done();
      const sweep = setInterval(() => fastify.server.closeIdleConnections(), 50);
      sweep.unref();
      fastify.server.once('close', () => clearInterval(sweep));
      done();
    });

    await fastify.register(metrics, { defaultMetrics: opts.defaultMetrics });
    await fastify.register(redis, { redisUrl: opts.redisUrl, prefix: opts.redisPrefix ?? 'casino:bff:' });
    await fastify.register(upstream, {
      upstreamUrl: opts.upstreamUrl,
      timeoutMs: opts.upstreamTimeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS,
      ...(opts.upstreamHealthIntervalMs ? { healthIntervalMs: opts.upstreamHealthIntervalMs } : {}),
    });
    fastify.decorate('callRunner', new CallRunner(fastify.upstream, fastify.metrics));
    await fastify.register(answerCache, { maxKeys: opts.cacheMaxKeys });
    await fastify.register(rateLimits, { budgets: opts.rateLimit });
    await fastify.register(beacons, opts.beacon ?? {});

    await fastify.register(healthRoutes, {
      readyTimeoutMs: opts.readyTimeoutMs,
      ...(opts.metricsToken ? { metricsToken: opts.metricsToken } : {}),
    });
    await fastify.register(appV1Routes);
    await fastify.register(opsV1Routes, { allowCidrs: opts.opsAllowCidrs });
    await fastify.register(chatStreamRoutes, { opsAllowCidrs: opts.opsAllowCidrs });
    await fastify.register(apiDocsRoutes);
    await fastify.register(eventRoutes, { budget: opts.beacon?.budget });
    const remote = opts.devEndpointsRemote ?? false;
    // The sandbox's checkout pages come from the first platform (a sandbox, not a path players depend on).
    await fastify.register(paymentPages, { upstreamUrl: fastify.upstream.url, sandboxRemote: remote });
    if (opts.devEndpoints && process.env.NODE_ENV !== 'production') {
      await fastify.register(devRoutes, { remote });
    }
    await fastify.register(pages, {
      webDist: opts.webDist ?? DEFAULT_WEB_DIST,
      thirdParties: opts.thirdParties,
      opsAllowCidrs: opts.opsAllowCidrs,
    });
  },
  { name: 'casino-bff' },
);

/** A BFF instance, not listening yet (call `listen`, or `ready` for inject/supertest). */
export function buildApp(opts: AppOptions): FastifyInstance {
  const { logger, loggerInstance } = loggerSettings(opts.logger);
  const app: FastifyInstance = Fastify({
    ...(loggerInstance === undefined ? { logger } : { loggerInstance }),
    genReqId: requestId,
    requestIdHeader: false,
    // Per-request info lines would cost the hot path; errors are logged where they happen, access lines at debug.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: opts.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    frameworkErrors: badUrl,
  } as FastifyServerOptions);
  app.register(bff, opts);
  return app;
}
