import { ERR } from '@casino/contracts';
import { eventLogEntry } from '@casino/contracts/calls/app';
import { storable } from '@casino/contracts/storable';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { failure, invalidRequest } from '../lib/envelope-json';
import { toIssues } from '../lib/zod-issues';
import type { Budget } from '../plugins/rate-limit';
import { API_HEADERS } from '../plugins/security-headers';

const beaconBody = storable(z.object({ eventList: z.array(eventLogEntry).min(1).max(500) }));

/** Beacons are small; a page hide flushes at most a few dozen events. */
const BEACON_BODY_LIMIT = 64 * 1024;

/**
 * Events one client (session token, else address) may send per window. The web sends batches of 20 or
 * every 2 s, a few hundred a minute at most; players behind one carrier NAT address share the address budget.
 */
export const DEFAULT_BEACON_BUDGET: Budget = { max: 3_000, timeWindowMs: 60_000 };

/** `POST /events`: the sendBeacon target (text/plain by default, or JSON). Answers 202 before sending upstream. */
export default async function eventRoutes(fastify: FastifyInstance, opts: { budget?: Budget }) {
  const { beacons, metrics, rateLimits } = fastify;
  const budget = opts.budget ?? DEFAULT_BEACON_BUDGET;
  const accepted = metrics.beaconEvents.labels('accepted');
  const limited = metrics.beaconEvents.labels('limited');

  fastify.post('/events', { bodyLimit: BEACON_BODY_LIMIT }, async (req, reply) => {
    let body = req.body;
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body);
      } catch {
        const out = invalidRequest([{ path: '', message: 'Body is not valid JSON' }]);
        return reply.code(out.status).headers(API_HEADERS).send(out.json);
      }
    }
    const parsed = beaconBody.safeParse(body);
    if (!parsed.success) {
      const out = invalidRequest(toIssues(parsed.error));
      return reply.code(out.status).headers(API_HEADERS).send(out.json);
    }
    const count = parsed.data.eventList.length;
    const refused = await rateLimits.spendWeighted('beacon', req, count, budget);
    if (refused !== null) {
      limited.inc(count);
      const out = failure(
        429,
        ERR.RATE_LIMITED,
        `Too many events, please try again in ${refused.retryAfterSeconds} seconds`,
      );
      return reply
        .code(429)
        .headers(API_HEADERS)
        .header('retry-after', refused.retryAfterSeconds)
        .send(out.json);
    }
    // Full (the upstream is away): refuse now rather than accept and later drop someone's events.
    if (!beacons.hasRoom(count)) {
      limited.inc(count);
      const retry = Math.ceil(beacons.flushMs / 1000);
      const out = failure(
        429,
        ERR.RATE_LIMITED,
        `The event log is busy, please try again in ${retry} seconds`,
      );
      return reply.code(429).headers(API_HEADERS).header('retry-after', retry).send(out.json);
    }
    beacons.enqueue(parsed.data.eventList);
    accepted.inc(count);
    return reply
      .code(202)
      .headers(API_HEADERS)
      .send(`{"errcode":0,"msg":"accepted","data":{"accepted":${count}}}`);
  });
}
