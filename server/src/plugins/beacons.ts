import { randomUUID } from 'node:crypto';
import { CLIENT_DEFAULTS, getCall } from '@casino/contracts';
import fp from 'fastify-plugin';
import { type BeaconOptions, BeaconQueue } from '../lib/beacon-queue';

declare module 'fastify' {
  interface FastifyInstance {
    beacons: BeaconQueue;
  }
}

export const EVENT_LOG_CALL = 'anonymous/appEventLogClient';
// The contract accepts at most this many entries per upstream call.
const CONTRACT_MAX_BATCH = 500;

export default fp(
  async (fastify, opts: BeaconOptions) => {
    const call = getCall(EVENT_LOG_CALL);
    if (call === undefined) throw new Error(`${EVENT_LOG_CALL} is missing from the contracts registry`);
    const log = fastify.log.child({ component: 'beacons' });
    const { metrics } = fastify;

    const queue = new BeaconQueue(
      {
        log,
        async send(batch) {
          const headers = { 'content-type': 'application/json', 'x-request-id': randomUUID() };
          const outcome = await fastify.callRunner.run(
            call,
            { ...CLIENT_DEFAULTS, eventList: batch },
            headers,
            log,
          );
          if (!outcome.ok)
            log.warn({ status: outcome.status, size: batch.length }, 'event-log batch refused upstream');
          return outcome.ok;
        },
        onSent: (n) => metrics.beaconEvents.labels('sent').inc(n),
        onDropped: (n) => metrics.beaconEvents.labels('dropped').inc(n),
      },
      { ...opts, maxBatch: Math.min(opts.maxBatch ?? 50, CONTRACT_MAX_BATCH) },
    );
    metrics.beaconQueueDepthSource = () => queue.depth;
    fastify.decorate('beacons', queue);
    // Registered after the upstream plugin: onClose runs last-in first-out, so this drains before the pool closes.
    fastify.addHook('onClose', () => queue.close());
  },
  { name: 'beacons', dependencies: ['upstream', 'metrics'] },
);
