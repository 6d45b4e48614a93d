import type { FastifyBaseLogger } from 'fastify';

export interface BeaconOptions {
  /** Send as soon as this many events wait (default 50). */
  maxBatch?: number;
  /** Otherwise send what waits after this long (default 2000 ms). */
  flushMs?: number;
  /** Memory bound: beyond it the oldest events are dropped (default 10 000). */
  maxQueue?: number;
}

export interface BeaconHooks {
  /** Sends one batch upstream; resolves true when the upstream took it. */
  send(batch: unknown[]): Promise<boolean>;
  onDropped(count: number): void;
  onSent(count: number): void;
  log: FastifyBaseLogger;
}

/**
 * Event-log entries waiting for the upstream: batched by size or time, one batch in flight at a time,
 * a failed batch retried once then put back (still bounded), everything drained by close().
 */
export class BeaconQueue {
  readonly maxBatch: number;
  readonly flushMs: number;
  readonly maxQueue: number;
  private queue: unknown[] = [];
  private timer: NodeJS.Timeout | null = null;
  private sending: Promise<boolean> | null = null;
  private closing = false;
  // After a failed batch, size triggers wait until then instead of hammering a failing upstream.
  private retryAt = 0;

  constructor(
    private readonly hooks: BeaconHooks,
    opts: BeaconOptions = {},
  ) {
    this.maxBatch = Math.max(1, opts.maxBatch ?? 50);
    this.flushMs = Math.max(1, opts.flushMs ?? 2000);
    this.maxQueue = Math.max(this.maxBatch, opts.maxQueue ?? 10_000);
  }

  get depth(): number {
    return this.queue.length;
  }

  enqueue(entries: readonly unknown[]): void {
    for (const entry of entries) this.queue.push(entry);
    this.bound();
    if (this.queue.length >= this.maxBatch) this.kick(false);
    else this.arm();
  }

  /**
   * Sends everything that waits, retrying each failed batch once. When the upstream fails at shutdown
   * the rest is dropped (and counted) at once, so closing takes at most about two upstream deadlines.
   */
  async close(): Promise<void> {
    this.closing = true;
    this.disarm();
    let ok = true;
    while (this.sending !== null) ok = await this.sending;
    while (ok && this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      ok = await this.sendWithRetry(batch);
      if (!ok) this.queue = batch.concat(this.queue);
    }
    if (this.queue.length > 0) {
      const lost = this.queue.length;
      this.queue = [];
      this.hooks.onDropped(lost);
      this.hooks.log.error({ lost }, 'event-log upstream unavailable at shutdown: events dropped');
    }
  }

  private bound(): void {
    const overflow = this.queue.length - this.maxQueue;
    if (overflow <= 0) return;
    this.queue.splice(0, overflow);
    this.hooks.onDropped(overflow);
    this.hooks.log.warn(
      { dropped: overflow, maxQueue: this.maxQueue },
      'event-log queue full: oldest events dropped',
    );
  }

  private arm(): void {
    if (this.timer !== null || this.closing || this.queue.length === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.kick(true);
    }, this.flushMs);
    this.timer.unref();
  }

  private disarm(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Starts the send loop unless one runs; `all` sends a partial last batch too (the timer fired). */
  private kick(all: boolean): void {
    if (this.sending !== null || this.closing) return;
    if (!all && Date.now() < this.retryAt) {
      this.arm();
      return;
    }
    this.disarm();
    this.sending = this.drain(all).then((ok) => {
      this.sending = null;
      if (this.closing) return ok;
      if (!ok) this.retryAt = Date.now() + this.flushMs;
      if (ok && this.queue.length >= this.maxBatch) this.kick(false);
      else this.arm();
      return ok;
    });
  }

  private async drain(all: boolean): Promise<boolean> {
    while (this.queue.length >= this.maxBatch || (all && this.queue.length > 0)) {
      const batch = this.queue.splice(0, this.maxBatch);
      if (!(await this.sendWithRetry(batch))) {
        // Put it back in front and wait for the next flush; the bound drops the oldest if it overflows.
        this.queue = batch.concat(this.queue);
        this.bound();
        return false;
      }
    }
    return true;
  }

  private async sendWithRetry(batch: unknown[]): Promise<boolean> {
    for (let attempt = 0; attempt < 2; attempt++) {
      let ok = false;
      try {
        ok = await this.hooks.send(batch);
      } catch (err) {
        this.hooks.log.warn({ err }, 'event-log batch failed');
      }
      if (ok) {
        this.hooks.onSent(batch.length);
        return true;
      }
    }
    return false;
  }
}
