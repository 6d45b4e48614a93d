import { randomUUID } from 'node:crypto';
import { CLIENT_DEFAULTS, getCall } from '@casino/contracts';
import fp from 'fastify-plugin';
import { type BeaconOptions, BeaconQueue, type SendResult } from '../lib/beacon-queue';
import { BeaconSpool } from '../lib/beacon-spool';

declare module 'fastify' {
  interface FastifyInstance {
    beacons: BeaconQueue;
  }
}

export const EVENT_LOG_CALL = 'anonymous/appEventLogClient';
// The contract accepts at most this many entries per upstream call.
const CONTRACT_MAX_BATCH = 500;

/** HTTP status of the upstream's answer → what it says about the batch. */
function resultOf(status: number): SendResult {
  if (status === 200) return 'ok';
  if (status === 400 || status === 413 || status === 422) return 'invalid';
  if (status === 500) return 'error';
  return 'unavailable';
}

export default fp(
  async (fastify, opts: BeaconOptions) => {
    const call = getCall(EVENT_LOG_CALL);
    if (call === undefined) throw new Error(`${EVENT_LOG_CALL} is missing from the contracts registry`);
    const log = fastify.log.child({ component: 'beacons' });
    const { metrics } = fastify;
    const maxBatch = Math.min(opts.maxBatch ?? 50, CONTRACT_MAX_BATCH);
    const spool = opts.spoolDir
      ? new BeaconSpool(opts.spoolDir, opts.spoolMaxEvents ?? opts.maxQueue ?? 10_000)
      : null;

    const queue = new BeaconQueue(
      {
        log,
        async send(batch, timeoutMs) {
          const headers = { 'content-type': 'application/json', 'x-request-id': randomUUID() };
          const outcome = await fastify.callRunner.run(
            call,
            { ...CLIENT_DEFAULTS, batchKey: batch.key, eventList: batch.events },
            headers,
            log,
            timeoutMs,
          );
          return resultOf(outcome.status);
        },
        onSent: (n) => metrics.beaconEvents.labels('sent').inc(n),
        onDropped: (n, reason) =>
          metrics.beaconEvents.labels(reason === 'refused' ? 'refused' : 'dropped').inc(n),
        ...(spool ? { persist: (batches) => spool.save(batches) } : {}),
      },
      { ...opts, maxBatch },
    );
    metrics.beaconQueueDepthSource = () => queue.depth;
    fastify.decorate('beacons', queue);
    // Registered after the upstream plugin: onClose runs last-in first-out, so this drains before the pool closes.
    fastify.addHook('onClose', () => queue.close());

    if (spool) {
      const { batches, skipped } = await spool.claim();
      if (skipped > 0) log.warn({ skipped }, 'unreadable lines in the event-log spool were skipped');
      if (batches.length > 0) {
        log.info({ batches: batches.length }, 'replaying the event-log spool of the last shutdown');
        queue.restore(batches);
      }
    }
  },
  { name: 'beacons', dependencies: ['upstream', 'metrics'] },
);
