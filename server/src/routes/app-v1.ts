import { type AnyCall, CLIENT_DEFAULTS, callList, ERR, getCall } from '@casino/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CacheTiming, Loader } from '../lib/answer-cache';
import { platformFromUserAgent } from '../lib/client-platform';
import { failure, invalidRequest, type Outcome } from '../lib/envelope-json';
import { toIssues } from '../lib/zod-issues';
import { API_HEADERS } from '../plugins/security-headers';

type Payload = Record<string, unknown>;

/** Distinct body texts remembered per cached call, and the longest remembered (a config request is ~200). */
const MEMO_BODIES = 256;
const MEMO_BODY_CHARS = 2048;
type Counter = { inc(): void };

interface CachePlan {
  timing: CacheTiming;
  keyOf: (payload: Payload) => string;
  /** Body texts already validated for this call → their cache key (bounded; see freshHit). */
  validBodies: Map<string, string>;
  hit: Counter;
  stale: Counter;
  miss: Counter;
}

/** Everything the handler needs about one call, worked out once at start-up. */
interface CallRoute {
  call: AnyCall;
  record: (status: number, seconds: number) => void;
  cache: CachePlan | null;
}

function cacheKeyOf(name: string, keyFields: readonly string[] | undefined): (payload: Payload) => string {
  if (keyFields === undefined || keyFields.length === 0) return () => name;
  if (keyFields.length === 1) {
    const field = keyFields[0] as string;
    return (payload) => `${name}\u0000${String(payload[field] ?? '')}`;
  }
  return (payload) => `${name}\u0000${JSON.stringify(keyFields.map((f) => payload[f] ?? null))}`;
}

/** The client's common fields, filled with the product defaults where it left them out (spec §9). */
function fillCommonFields(payload: Payload, userAgent: string | undefined): void {
  payload.appId ??= CLIENT_DEFAULTS.appId;
  payload.channel ??= CLIENT_DEFAULTS.channel;
  payload.clientReferrer ??= CLIENT_DEFAULTS.clientReferrer;
  payload.appVersion ??= CLIENT_DEFAULTS.appVersion;
  payload.platform ??= platformFromUserAgent(userAgent);
}

/** Headers the upstream gets: who asks (token, unless the answer is shared), trace id, client address. */
export function forwardHeaders(req: FastifyRequest, withAuth: boolean): Record<string, string> {
  const h = req.headers;
  const remote = req.socket.remoteAddress ?? '';
  const xff = h['x-forwarded-for'];
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-request-id': req.id,
    'x-forwarded-for': typeof xff === 'string' && xff !== '' ? `${xff}, ${remote}` : remote,
  };
  const ua = h['user-agent'];
  if (ua !== undefined) headers['user-agent'] = ua;
  if (withAuth && typeof h.authorization === 'string') headers.authorization = h.authorization;
  return headers;
}

/** `POST /app/v1/<name>` for every call of the contracts registry. */
export default async function appV1Routes(fastify: FastifyInstance) {
  const { callRunner, answerCache, rateLimits, metrics } = fastify;
  const store = answerCache.store;

  async function pipeline(route: CallRoute, req: FastifyRequest, reply: FastifyReply): Promise<Outcome> {
    const { call } = route;
    const parsed = call.request.safeParse(req.body ?? {});
    if (!parsed.success) return invalidRequest(toIssues(parsed.error));
    const payload = parsed.data as Payload;

    const limit = call.policy.rateLimit;
    if (limit !== undefined) {
      const refused = await rateLimits.check(limit.class, req, payload, limit.keyFields);
      if (refused !== null) {
        metrics.rateLimited.labels(limit.class).inc();
        reply.header('retry-after', refused.retryAfterSeconds).header('x-ratelimit-limit', refused.max);
        return failure(
          429,
          ERR.RATE_LIMITED,
          `Too many requests, please try again in ${refused.retryAfterSeconds} seconds`,
          { retryAfterSeconds: refused.retryAfterSeconds },
        );
      }
    }

    fillCommonFields(payload, req.headers['user-agent']);
    const plan = route.cache;
    if (plan === null) return callRunner.run(call, payload, forwardHeaders(req, true), req.log);

    // Cached answers are shared by everyone: never fetched with one player's token.
    const key = plan.keyOf(payload);
    const cached = store.peek(key);
    const load: Loader = () => callRunner.run(call, payload, forwardHeaders(req, false), req.log);
    if (cached !== undefined) {
      if (cached.stale) {
        plan.stale.inc();
        store.refresh(call.name, key, plan.timing, load, (err) =>
          req.log.error({ err, call: call.name }, 'cache refresh failed'),
        );
      } else {
        plan.hit.inc();
      }
      return cached.value;
    }
    plan.miss.inc();
    return store.load(call.name, key, plan.timing, load);
  }

  /**
   * The fresh cached answer for a valid request, or undefined (invalid, rate-limited call, miss, stale).
   * Clients post the same few bodies (app version, channel, config version), so a body text that validated once
   * maps straight to its key: validation is a pure function of the text, and the schema check was most of
   * a hit's cost.
   */
  function freshHit(route: CallRoute, plan: CachePlan, req: FastifyRequest): Outcome | undefined {
    if (route.call.policy.rateLimit !== undefined) return undefined;
    const raw = req.rawJson;
    let key = raw === '' ? undefined : plan.validBodies.get(raw);
    if (key === undefined) {
      const parsed = route.call.request.safeParse(req.body ?? {});
      if (!parsed.success) return undefined;
      key = plan.keyOf(parsed.data as Payload);
      if (raw !== '' && raw.length <= MEMO_BODY_CHARS) {
        if (plan.validBodies.size >= MEMO_BODIES) plan.validBodies.clear();
        plan.validBodies.set(raw, key);
      }
    }
    const cached = store.peek(key);
    return cached === undefined || cached.stale ? undefined : cached.value;
  }

  for (const call of callList) {
    const cache = call.policy.cache;
    const route: CallRoute = {
      call,
      record: metrics.callRecorder(call.name),
      cache:
        cache === undefined
          ? null
          : {
              timing: { ttlMs: cache.ttlMs, staleMs: cache.staleMs },
              keyOf: cacheKeyOf(call.name, cache.keyFields),
              validBodies: new Map(),
              hit: metrics.cacheLookups.child({ call: call.name, result: 'hit' }),
              stale: metrics.cacheLookups.child({ call: call.name, result: 'stale' }),
              miss: metrics.cacheLookups.child({ call: call.name, result: 'miss' }),
            },
    };
    const handler = async (req: FastifyRequest, reply: FastifyReply) => {
      const started = performance.now();
      const outcome = await pipeline(route, req, reply);
      route.record(outcome.status, (performance.now() - started) / 1000);
      return reply.code(outcome.status).headers(API_HEADERS).send(outcome.json);
    };
    const plan = route.cache;
    fastify.post(
      `/app/v1/${call.name}`,
      {
        config: { callName: call.name },
        ...(call.policy.bodyLimitBytes ? { bodyLimit: call.policy.bodyLimitBytes } : {}),
      },
      plan === null
        ? handler
        : // A fresh cache hit is answered synchronously: no promise, no await, the stored bytes as they are.
          (req, reply) => {
            const started = performance.now();
            const hit = freshHit(route, plan, req);
            if (hit === undefined) return handler(req, reply);
            plan.hit.inc();
            route.record(hit.status, (performance.now() - started) / 1000);
            reply.code(hit.status).headers(API_HEADERS).send(hit.json);
            return reply;
          },
    );
  }

  // Unknown names and wrong methods answer JSON here, never the SPA page.
  fastify.all('/app/v1/*', async (req, reply) => {
    const name = (req.params as { '*': string })['*'];
    const known = getCall(name) !== undefined;
    const outcome = known
      ? failure(405, 405, `${name} is called with POST`)
      : failure(404, ERR.NOT_FOUND, `Unknown call: ${name.slice(0, 200)}`);
    if (known) reply.header('allow', 'POST');
    return reply.code(outcome.status).headers(API_HEADERS).send(outcome.json);
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The JSON body as sent ('' when empty or not JSON); set by the app's JSON parser. */
    rawJson: string;
  }
  interface FastifyContextConfig {
    /** The registry call a route serves (error handler and metrics label). */
    callName?: string;
  }
}
