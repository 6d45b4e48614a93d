// The live chat's event stream relayed from the platform (the source: it reads the chat from its database):
// GET /app/v1/chatStream for players, GET /ops/v1/chatStream for the support desk (OPS_ALLOW_CIDRS applies). The token travels in the authorization header, never in the URL, and a
// reconnect's Last-Event-ID goes along, so a client that lost this BFF (restart, deploy) resumes on any
// instance without losing a line. The BFF holds no state for a stream: one upstream connection, piped.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addressAllowed, parseCidrs } from '../lib/cidr';
import { envelopeJson } from '../lib/envelope-json';
import { API_HEADERS } from '../plugins/security-headers';

const STREAM_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  ...API_HEADERS,
  'content-type': 'text/event-stream; charset=utf-8',
  // Proxies (nginx) must pass each event on at once.
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
});

/** Relays one event stream: the upstream's refusal as our envelope, or its events as they come. */
export async function relayStream(
  fastify: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  path: string,
  open: Set<() => void>,
): Promise<void> {
  const refused = await fastify.rateLimits.check('default', req, {}, undefined);
  if (refused !== null) {
    return reply
      .code(429)
      .headers(API_HEADERS)
      .header('retry-after', refused.retryAfterSeconds)
      .send(envelopeJson(429, 'Too many requests, please try again later', null));
  }
  const headers: Record<string, string> = { 'x-request-id': req.id, accept: 'text/event-stream' };
  if (typeof req.headers.authorization === 'string') headers.authorization = req.headers.authorization;
  const last = req.headers['last-event-id'];
  if (typeof last === 'string' && /^\d{1,15}$/.test(last)) headers['last-event-id'] = last;
  const xff = req.headers['x-forwarded-for'];
  const remote = req.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = typeof xff === 'string' && xff !== '' ? `${xff}, ${remote}` : remote;

  const abort = new AbortController();
  let upstream: Awaited<ReturnType<typeof fastify.upstream.openStream>>;
  try {
    upstream = await fastify.upstream.openStream(path, headers, abort.signal);
  } catch (err) {
    req.log.warn({ err }, 'chat stream: upstream unreachable');
    return reply
      .code(502)
      .headers(API_HEADERS)
      .send(envelopeJson(502, 'Live chat is unavailable right now, please try again', null));
  }
  if (upstream.statusCode !== 200) {
    const text = await upstream.body.text();
    return reply.code(upstream.statusCode).headers(API_HEADERS).type('application/json').send(text);
  }
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, { ...STREAM_HEADERS, 'x-request-id': req.id });
  const end = () => {
    open.delete(end);
    abort.abort();
    if (!res.writableEnded) res.end();
  };
  open.add(end);
  req.raw.on('close', end);
  upstream.body.on('data', (chunk: Buffer) => res.write(chunk));
  upstream.body.on('end', end);
  upstream.body.on('error', end);
}

export interface ChatStreamOptions {
  /** OPS_ALLOW_CIDRS as given: the desk's stream is kept to the same networks as the operator calls. */
  opsAllowCidrs?: string | undefined;
}

export default async function chatStreamRoutes(fastify: FastifyInstance, opts: ChatStreamOptions) {
  const open = new Set<() => void>();
  const allowed = parseCidrs(opts.opsAllowCidrs);
  // The BFF is closing: end every stream so its client reconnects elsewhere with its Last-Event-ID.
  fastify.addHook('preClose', (done) => {
    for (const end of [...open]) end();
    done();
  });
  fastify.get('/app/v1/chatStream', (req, reply) =>
    relayStream(fastify, req, reply, '/app/v1/chatStream', open),
  );
  fastify.get('/ops/v1/chatStream', (req, reply) => {
    if (allowed !== null && !addressAllowed(allowed, req.ip)) {
      return reply
        .code(403)
        .headers(API_HEADERS)
        .send(envelopeJson(403, 'The operator console is not reachable from this network', null));
    }
    return relayStream(fastify, req, reply, '/ops/v1/chatStream', open);
  });
}
