import { eventLogEntry } from '@casino/contracts/calls/app';
import { storable } from '@casino/contracts/storable';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { invalidRequest } from '../lib/envelope-json';
import { toIssues } from '../lib/zod-issues';
import { API_HEADERS } from '../plugins/security-headers';

const beaconBody = storable(z.object({ eventList: z.array(eventLogEntry).min(1).max(500) }));

/** Beacons are small; a page hide flushes at most a few dozen events. */
const BEACON_BODY_LIMIT = 64 * 1024;

/** `POST /events`: the sendBeacon target (text/plain by default, or JSON). Answers 202 before sending upstream. */
export default async function eventRoutes(fastify: FastifyInstance) {
  const { beacons, metrics } = fastify;
  const accepted = metrics.beaconEvents.labels('accepted');

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
    beacons.enqueue(parsed.data.eventList);
    accepted.inc(count);
    return reply
      .code(202)
      .headers(API_HEADERS)
      .send(`{"errcode":0,"msg":"accepted","data":{"accepted":${count}}}`);
  });
}
