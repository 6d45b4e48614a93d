import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, type Metric, Registry } from 'prom-client';
import { FastCounter, FastHistogram } from '../lib/fast-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Prometheus metrics of one BFF instance (own registry, so several apps can live in one process). */
export class Metrics {
  readonly registry = new Registry();
  readonly requestDuration = new FastHistogram(
    'bff_call_duration_seconds',
    'Duration of /app/v1 calls by call and HTTP status (its _count is the request count)',
    [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  );
  readonly upstreamErrors = new Counter({
    name: 'bff_upstream_errors_total',
    help: 'Upstream failures by call and kind (timeout, unreachable, connection, bad_json, bad_envelope, contract)',
    labelNames: ['call', 'kind'] as const,
    registers: [this.registry],
  });
  readonly cacheLookups = new FastCounter(
    'bff_cache_lookups_total',
    'Answer cache lookups by call and result (hit, stale, miss)',
  );
  readonly rateLimited = new Counter({
    name: 'bff_rate_limited_total',
    help: 'Calls refused with 429 by rate-limit class',
    labelNames: ['class'] as const,
    registers: [this.registry],
  });
  readonly beaconEvents = new Counter({
    name: 'bff_beacon_events_total',
    help: 'Event-log beacon entries by outcome (accepted, sent, limited: refused with 429/503, refused: the upstream refuses them, dropped: lost at shutdown)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  /** Read at scrape time; the beacon plugin points it at its queue. */
  beaconQueueDepthSource: () => number = () => 0;
  readonly beaconQueueDepth = new Gauge({
    name: 'bff_beacon_queue_depth',
    help: 'Event-log entries waiting to be sent upstream',
    registers: [this.registry],
    collect: () => {
      this.beaconQueueDepth.set(this.beaconQueueDepthSource());
    },
  });

  constructor() {
    // the hot-path metrics render in prom-client's shape; the registry only calls get() and reset()
    this.registry.registerMetric(this.requestDuration as unknown as Metric);
    this.registry.registerMetric(this.cacheLookups as unknown as Metric);
  }

  /** A recorder for one call: the child of each status is taken once, then observing is plain arithmetic. */
  callRecorder(call: string): (status: number, seconds: number) => void {
    const children = new Map<number, (seconds: number) => void>();
    return (status, seconds) => {
      let observe = children.get(status);
      if (observe === undefined) {
        observe = this.requestDuration.child({ call, status: String(status) });
        children.set(status, observe);
      }
      observe(seconds);
    };
  }
}

export default fp(
  async (fastify, opts: { defaultMetrics?: boolean }) => {
    const metrics = new Metrics();
    if (opts.defaultMetrics !== false) collectDefaultMetrics({ register: metrics.registry, prefix: 'bff_' });
    fastify.decorate('metrics', metrics);
  },
  { name: 'metrics' },
);
