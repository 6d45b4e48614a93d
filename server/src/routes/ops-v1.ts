import { type AnyCall, ERR, getOpsCall, opsCallList } from '@casino/contracts';
import { buildOpsOpenApi, OPS_OPENAPI_PATH } from '@casino/contracts/ops-openapi';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addressAllowed, parseCidrs } from '../lib/cidr';
import { failure, invalidRequest, type Outcome } from '../lib/envelope-json';
import { toIssues } from '../lib/zod-issues';
import { API_HEADERS } from '../plugins/security-headers';
import { forwardHeaders } from './app-v1';

export interface OpsV1Options {
  /** OPS_ALLOW_CIDRS as given (comma-separated addresses/CIDRs); unset = any address. */
  allowCidrs?: string | undefined;
}

/** Operator answers are personal and sensitive: never stored by a browser or a proxy. */
const OPS_HEADERS = { ...API_HEADERS, 'cache-control': 'no-store', pragma: 'no-cache' };

/**
 * `POST /ops/v1/<name>` for every call of the operator registry, as /app/v1 does for players: validate → rate
 * limit → upstream with the operator's token → check the answer against the contract. Nothing is cached. The
 * platform checks the token's audience and the call's roles; the BFF keeps operator calls off other networks
 * when OPS_ALLOW_CIDRS is set.
 */
export default async function opsV1Routes(fastify: FastifyInstance, opts: OpsV1Options) {
  const { callRunner, rateLimits, metrics } = fastify;
  const allowed = parseCidrs(opts.allowCidrs);

  // req.ip honours TRUST_PROXY, so behind a proxy the allow-list sees the client, not the proxy.
  const fromAllowedNetwork = (req: FastifyRequest) => allowed === null || addressAllowed(allowed, req.ip);

  async function pipeline(call: AnyCall, req: FastifyRequest, reply: FastifyReply): Promise<Outcome> {
    if (!fromAllowedNetwork(req)) {
      return failure(403, ERR.FORBIDDEN, 'The operator console is not reachable from this network');
    }
    const parsed = call.request.safeParse(req.body ?? {});
    if (!parsed.success) return invalidRequest(toIssues(parsed.error));
    const payload = parsed.data as Record<string, unknown>;
    const limit = call.policy.rateLimit ?? { class: 'default' as const };
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
    return callRunner.run(call, payload, forwardHeaders(req, true), req.log);
  }

  for (const call of opsCallList) {
    const record = metrics.callRecorder(call.name);
    fastify.post(`/ops/v1/${call.name}`, { config: { callName: call.name } }, async (req, reply) => {
      const started = performance.now();
      const outcome = await pipeline(call, req, reply);
      record(outcome.status, (performance.now() - started) / 1000);
      // A change players see (configuration, maintenance): drop the cached answers on every BFF instance now.
      if (call.policy.invalidates && outcome.status === 200 && outcome.json.startsWith('{"errcode":0,')) {
        for (const name of call.policy.invalidates) await fastify.answerCache.invalidate(name);
      }
      return reply.code(outcome.status).headers(OPS_HEADERS).send(outcome.json);
    });
  }

  // The operator API's own description: what an attacker would map first, so it is no public document. Within
  // OPS_ALLOW_CIDRS the network is the gate (as for the console's pages); without an allow-list only a signed-in
  // operator (a token the platform accepts on operatorMe) reads it.
  let openApi: string | null = null;
  const operatorMe = getOpsCall('operatorMe');
  fastify.get(OPS_OPENAPI_PATH, async (req, reply) => {
    let outcome: Outcome | null = null;
    if (!fromAllowedNetwork(req)) {
      outcome = failure(403, ERR.FORBIDDEN, 'The operator console is not reachable from this network');
    } else if (allowed === null) {
      const me = await callRunner.run(operatorMe!, {}, forwardHeaders(req, true), req.log);
      if (me.status !== 200 || !me.json.startsWith('{"errcode":0,'))
        outcome =
          me.status === 200
            ? failure(401, ERR.UNAUTHORIZED, 'Sign in as an operator to read the operator API')
            : me;
    }
    if (outcome !== null) return reply.code(outcome.status).headers(OPS_HEADERS).send(outcome.json);
    openApi ??= JSON.stringify(buildOpsOpenApi());
    return reply.code(200).headers(OPS_HEADERS).send(openApi);
  });

  // Unknown names and wrong methods answer JSON here, never a page.
  fastify.all('/ops/v1/*', async (req, reply) => {
    const name = (req.params as { '*': string })['*'];
    const known = getOpsCall(name) !== undefined;
    const outcome = !fromAllowedNetwork(req)
      ? failure(403, ERR.FORBIDDEN, 'The operator console is not reachable from this network')
      : known
        ? failure(405, 405, `${name} is called with POST`)
        : failure(404, ERR.NOT_FOUND, `Unknown call: ${name.slice(0, 200)}`);
    if (known) reply.header('allow', 'POST');
    return reply.code(outcome.status).headers(OPS_HEADERS).send(outcome.json);
  });
}
