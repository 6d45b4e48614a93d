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
  upstreamUrl: string;
  /** Deadline of one upstream call, headers and body included. */
  timeoutMs: number;
  /** Upper bound of an upstream answer body. */
  maxResponseBytes?: number;
  connections?: number;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** The one HTTP client to the upstream: a keep-alive undici Pool with a deadline per call. */
export class Upstream {
  readonly url: string;
  readonly timeoutMs: number;
  private readonly pool: Pool;
  /** Long-lived event streams get their own connections, so open streams never starve the calls' pool. */
  private readonly streams: Pool;

  constructor(opts: UpstreamOptions) {
    const url = new URL(opts.upstreamUrl);
    this.url = url.origin;
    this.timeoutMs = opts.timeoutMs;
    this.pool = new Pool(url.origin, {
      connections: opts.connections ?? 128,
      pipelining: 1,
      keepAliveTimeout: 10_000,
      maxResponseSize: opts.maxResponseBytes ?? 8 * 1024 * 1024,
      connect: { timeout: Math.min(opts.timeoutMs, 5_000) },
    });
    this.streams = new Pool(url.origin, {
      pipelining: 1,
      headersTimeout: opts.timeoutMs,
      // A stream is quiet between heartbeats; the platform's heartbeat and the client's reconnect detect a dead one.
      bodyTimeout: 0,
      connect: { timeout: Math.min(opts.timeoutMs, 5_000) },
    });
  }

  /** Opens a GET event stream; the caller reads `body` and aborts `signal` when its client goes away. */
  async openStream(path: string, headers: Record<string, string>, signal: AbortSignal) {
    try {
      return await this.streams.request({ method: 'GET', path, headers, signal });
    } catch (err) {
      throw classify(err);
    }
  }

  post(path: string, body: string, headers: Record<string, string>, timeoutMs = this.timeoutMs) {
    return this.send('POST', path, body, headers, timeoutMs);
  }

  get(path: string, timeoutMs = this.timeoutMs) {
    return this.send('GET', path, null, JSON_HEADERS, timeoutMs);
  }

  async close(): Promise<void> {
    // Open streams end with the BFF: their clients reconnect (Last-Event-ID) to another instance.
    await Promise.all([this.pool.close(), this.streams.destroy()]);
  }

  private async send(
    method: 'GET' | 'POST',
    path: string,
    body: string | null,
    headers: Record<string, string>,
    timeoutMs: number,
  ): Promise<UpstreamResponse> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), timeoutMs);
    try {
      const res = await this.pool.request({ method, path, body, headers, signal: abort.signal });
      const text = await res.body.text();
      return { statusCode: res.statusCode, text };
    } catch (err) {
      if (abort.signal.aborted) {
        throw new UpstreamError('timeout', `Upstream did not answer within ${timeoutMs} ms`, { cause: err });
      }
      throw classify(err);
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
    const upstream = new Upstream(opts);
    fastify.decorate('upstream', upstream);
    // Registered first, so (onClose hooks run last-in first-out) it closes after the beacon drain.
    fastify.addHook('onClose', async () => {
      await upstream.close();
    });
  },
  { name: 'upstream' },
);
