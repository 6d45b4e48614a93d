import fp from 'fastify-plugin';
import { Pool } from 'undici';
import { UpstreamError } from '../lib/upstream-error';

declare module 'fastify' {
  interface FastifyInstance {
    upstream: Upstream;
  }
}

export interface UpstreamResponse {
  statusCode: number;
  text: string;
}

export interface UpstreamOptions {
  /** The platform's URL, or several separated by commas: calls are balanced across the healthy ones. */
  upstreamUrl: string;
  /** Deadline of one upstream call, headers and body included. */
  timeoutMs: number;
  /** Upper bound of an upstream answer body. */
  maxResponseBytes?: number;
  connections?: number;
  /** With several upstreams: how often each one's readiness (`healthPath`) is checked, ms (default 2000). */
  healthIntervalMs?: number;
  /** The platform's readiness probe: 200 when it and its database answer (default /readyz). */
  healthPath?: string;
  /** Told when an upstream leaves or rejoins the rotation. */
  onHealthChange?(origin: string, healthy: boolean): void;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** The upstream origins named by UPSTREAM_URL (one, or several separated by commas). */
export function upstreamOrigins(upstreamUrl: string): string[] {
  const origins = upstreamUrl
    .split(',')
    .map((u) => u.trim())
    .filter((u) => u !== '')
    .map((u) => new URL(u).origin);
  if (origins.length === 0) throw new Error('UPSTREAM_URL names no upstream');
  return [...new Set(origins)];
}

interface Target {
  origin: string;
  pool: Pool;
  /**
   * Long-lived requests (event streams, calls the platform may hold) get their own connections, so they never
   * starve the calls' pool.
   */
  streams: Pool;
  healthy: boolean;
}

/**
 * The one HTTP client to the upstream: a keep-alive undici Pool per platform with a deadline per call. With
 * several platforms (UPSTREAM_URL=a,b) calls go round-robin to the healthy ones. Like undici's BalancedPool, but
 * with the two things it lacks: a platform whose readiness probe fails leaves the rotation until it passes again,
 * and a call refused at connect (it never reached the platform, so it cannot have run) is sent to the next one
 * instead of failing. A call that did reach a platform is never re-sent: money calls are not retried blind.
 */
export class Upstream {
  readonly url: string;
  readonly origins: readonly string[];
  readonly timeoutMs: number;
  /** Calls sent to each upstream (answered or not) since start: how the load is spread. */
  readonly callsByOrigin = new Map<string, number>();
  private readonly targets: Target[];
  private next = 0;
  private readonly healthTimer: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;

  constructor(private readonly opts: UpstreamOptions) {
    this.origins = upstreamOrigins(opts.upstreamUrl);
    this.url = this.origins[0] as string;
    this.timeoutMs = opts.timeoutMs;
    this.targets = this.origins.map((origin) => ({
      origin,
      pool: new Pool(origin, {
        connections: opts.connections ?? 128,
        pipelining: 1,
        keepAliveTimeout: 10_000,
        maxResponseSize: opts.maxResponseBytes ?? 8 * 1024 * 1024,
        connect: { timeout: Math.min(opts.timeoutMs, 5_000) },
      }),
      streams: new Pool(origin, {
        pipelining: 1,
        headersTimeout: opts.timeoutMs,
        // A stream is quiet between heartbeats; the platform's heartbeat and the client's reconnect detect a dead one.
        bodyTimeout: 0,
        connect: { timeout: Math.min(opts.timeoutMs, 5_000) },
      }),
      healthy: true,
    }));
    if (this.targets.length > 1) {
      this.healthTimer = setInterval(() => void this.checkHealth(), opts.healthIntervalMs ?? 2_000);
      this.healthTimer.unref();
    }
  }

  /** The upstreams in rotation now (all of them when none is healthy: their errors then speak for themselves). */
  healthyOrigins(): string[] {
    return this.rotation().map((t) => t.origin);
  }

  /** Probes every upstream once and updates the rotation (the timer does it every healthIntervalMs). */
  checkHealth(): Promise<void> {
    this.checking ??= Promise.all(this.targets.map((t) => this.probe(t))).then(
      () => {
        this.checking = null;
      },
      () => {
        this.checking = null;
      },
    );
    return this.checking;
  }

  private async probe(target: Target): Promise<void> {
    let ok = false;
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), Math.min(this.timeoutMs, 2_000));
    try {
      const res = await target.pool.request({
        method: 'GET',
        path: this.opts.healthPath ?? '/readyz',
        signal: abort.signal,
      });
      await res.body.dump();
      ok = res.statusCode === 200;
    } catch {
      ok = false;
    } finally {
      clearTimeout(timer);
    }
    this.setHealthy(target, ok);
  }

  private setHealthy(target: Target, healthy: boolean) {
    if (target.healthy === healthy) return;
    target.healthy = healthy;
    this.opts.onHealthChange?.(target.origin, healthy);
  }

  private rotation(): Target[] {
    const healthy = this.targets.filter((t) => t.healthy);
    return healthy.length > 0 ? healthy : this.targets;
  }

  /** The targets to try for one call, in order: the next healthy one first, then the other healthy ones. */
  private pick(): Target[] {
    const rotation = this.rotation();
    const first = this.next++ % rotation.length;
    return [...rotation.slice(first), ...rotation.slice(0, first)];
  }

  /** Opens a GET event stream; the caller reads `body` and aborts `signal` when its client goes away. */
  async openStream(path: string, headers: Record<string, string>, signal: AbortSignal) {
    let last: UpstreamError | null = null;
    for (const target of this.pick()) {
      try {
        return await target.streams.request({ method: 'GET', path, headers, signal });
      } catch (err) {
        last = classify(err);
        if (last.kind !== 'unreachable' || this.targets.length === 1) throw last;
        this.setHealthy(target, false);
      }
    }
    throw last ?? new UpstreamError('unreachable', 'Upstream is unreachable');
  }

  /** `held`: the platform may hold the answer a while (contracts `holdsUpToMs`): sent on the long-lived pool. */
  post(
    path: string,
    body: string,
    headers: Record<string, string>,
    timeoutMs = this.timeoutMs,
    held = false,
  ) {
    return this.send('POST', path, body, headers, timeoutMs, held);
  }

  get(path: string, timeoutMs = this.timeoutMs) {
    return this.send('GET', path, null, JSON_HEADERS, timeoutMs);
  }

  async close(): Promise<void> {
    if (this.healthTimer) clearInterval(this.healthTimer);
    await this.checking;
    // Open streams end with the BFF: their clients reconnect (Last-Event-ID) to another instance.
    await Promise.all(this.targets.flatMap((t) => [t.pool.close(), t.streams.destroy()]));
  }

  private async send(
    method: 'GET' | 'POST',
    path: string,
    body: string | null,
    headers: Record<string, string>,
    timeoutMs: number,
    held = false,
  ): Promise<UpstreamResponse> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), timeoutMs);
    try {
      let last: UpstreamError | null = null;
      for (const target of this.pick()) {
        try {
          this.callsByOrigin.set(target.origin, (this.callsByOrigin.get(target.origin) ?? 0) + 1);
          const pool = held ? target.streams : target.pool;
          const res = await pool.request({ method, path, body, headers, signal: abort.signal });
          const text = await res.body.text();
          return { statusCode: res.statusCode, text };
        } catch (err) {
          if (abort.signal.aborted) {
            throw new UpstreamError('timeout', `Upstream did not answer within ${timeoutMs} ms`, {
              cause: err,
            });
          }
          last = classify(err);
          // Refused at connect: the call never reached this platform, so the next one may take it.
          if (last.kind !== 'unreachable' || this.targets.length === 1) throw last;
          this.setHealthy(target, false);
        }
      }
      throw last ?? new UpstreamError('unreachable', 'Upstream is unreachable');
    } finally {
      clearTimeout(timer);
    }
  }
}

function classify(err: unknown): UpstreamError {
  const code = (err as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ECONNREFUSED':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'UND_ERR_CONNECT_TIMEOUT':
      return new UpstreamError('unreachable', 'Upstream is unreachable', { cause: err });
    case 'ECONNRESET':
    case 'EPIPE':
    case 'UND_ERR_SOCKET':
    case 'UND_ERR_CLOSED':
    case 'UND_ERR_DESTROYED':
      return new UpstreamError('connection', 'Upstream connection failed', { cause: err });
    case 'UND_ERR_HEADERS_TIMEOUT':
    case 'UND_ERR_BODY_TIMEOUT':
      return new UpstreamError('timeout', 'Upstream timed out', { cause: err });
    case 'UND_ERR_RES_EXCEEDED_MAX_SIZE':
      return new UpstreamError('too_large', 'Upstream answer too large', { cause: err });
    default:
      // llhttp parse errors: the upstream spoke broken HTTP.
      if (typeof code === 'string' && code.startsWith('HPE_')) {
        return new UpstreamError('connection', 'Upstream sent a malformed HTTP answer', { cause: err });
      }
      return new UpstreamError('other', 'Upstream request failed', { cause: err });
  }
}

export default fp(
  async (fastify, opts: UpstreamOptions) => {
    const upstream = new Upstream({
      ...opts,
      onHealthChange: (origin, healthy) => {
        if (healthy) fastify.log.info({ upstream: origin }, 'upstream back in rotation');
        else fastify.log.warn({ upstream: origin }, 'upstream failed its health check: out of rotation');
        opts.onHealthChange?.(origin, healthy);
      },
    });
    fastify.decorate('upstream', upstream);
    // Registered first, so (onClose hooks run last-in first-out) it closes after the beacon drain.
    fastify.addHook('onClose', async () => {
      await upstream.close();
    });
  },
  { name: 'upstream' },
);
