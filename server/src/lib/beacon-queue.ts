import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

export interface BeaconOptions {
  /** Send as soon as this many events wait (default 50). */
  maxBatch?: number;
  /** Otherwise send what waits after this long (default 2000 ms); also the first retry delay. */
  flushMs?: number;
  /** Memory bound: the beacon route refuses (503) what would not fit (default 10 000). */
  maxQueue?: number;
  /** How long a shutdown tries to deliver before it persists the rest (default 5000 ms). */
  closeDeliverMs?: number;
  /** Directory of the shutdown spool (replayed at start); unset: what cannot be delivered is dropped. */
  spoolDir?: string;
  /** Most events one shutdown persists (default maxQueue). */
  spoolMaxEvents?: number;
  /** Per-client budget of beacon events: `max` per `timeWindowMs` (default 3000 per minute). */
  budget?: { max: number; timeWindowMs: number };
}

/** A batch as sent upstream: its key stays the same on every retry, so the upstream stores it once. */
export interface Batch {
  key: string;
  events: unknown[];
  /**
   * The count of stored batches when this batch (or the batch it was split from) first failed on the upstream's
   * side: a count, not a time, so a store in the same millisecond as the failure still counts as after it.
   */
  failedAt?: number;
}

/**
 * What the upstream made of a batch: `ok`; `invalid` — it refuses the data (400/413/422); `error` — it failed
 * on it (500: the data may be the cause); `unavailable` — not the data's fault (transport, 502–504, 429).
 */
export type SendResult = 'ok' | 'invalid' | 'error' | 'unavailable';

export interface BeaconHooks {
  send(batch: Batch, timeoutMs?: number): Promise<SendResult>;
  onSent(count: number): void;
  /** Events given up: refused by the upstream, or neither delivered nor persisted at shutdown. */
  onDropped(count: number, reason: 'refused' | 'shutdown'): void;
  /** Persists what a shutdown could not deliver; resolves how many events it kept. */
  persist?(batches: Batch[]): Promise<number>;
  log: FastifyBaseLogger;
}

const MAX_BACKOFF_MS = 30_000;
const DROP_LOG_EVERY_MS = 60_000;
const count = (batches: readonly Batch[]) => batches.reduce((n, b) => n + b.events.length, 0);

/**
 * Event-log entries waiting for the upstream: batched by size or time under a key per batch, one batch in
 * flight. A batch the upstream refuses is split until the events it refuses are alone, and those are dropped
 * (counted, logged at most once a minute); the rest is stored. Upstream outages back off exponentially.
 * close() delivers for a bounded time, then hands the rest (the batch in flight too) to `persist`.
 */
export class BeaconQueue {
  readonly maxBatch: number;
  readonly flushMs: number;
  readonly maxQueue: number;
  readonly closeDeliverMs: number;
  private pending: unknown[] = [];
  /** Formed batches waiting for (re)delivery, oldest first. */
  private batches: Batch[] = [];
  private inFlight: Batch | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private closing = false;
  private retryAt = 0;
  private backoffMs: number;
  private stores = 0;
  private failing = false;
  private readonly keyPrefix = randomBytes(6).toString('hex');
  private keySeq = 0;
  private dropLog = { count: 0, at: 0 };

  constructor(
    private readonly hooks: BeaconHooks,
    opts: BeaconOptions = {},
  ) {
    this.maxBatch = Math.max(1, opts.maxBatch ?? 50);
    this.flushMs = Math.max(1, opts.flushMs ?? 2000);
    this.maxQueue = Math.max(this.maxBatch, opts.maxQueue ?? 10_000);
    this.closeDeliverMs = Math.max(0, opts.closeDeliverMs ?? 5_000);
    this.backoffMs = this.flushMs;
  }

  get depth(): number {
    return this.pending.length + count(this.batches) + (this.inFlight?.events.length ?? 0);
  }

  /** Whether `n` more events fit: beyond the bound the route refuses rather than drop what it accepted. */
  hasRoom(n: number): boolean {
    return !this.closing && this.depth + n <= this.maxQueue;
  }

  enqueue(entries: readonly unknown[]): void {
    for (const entry of entries) this.pending.push(entry);
    if (this.pending.length >= this.maxBatch) this.kick(false);
    else this.arm();
  }

  /** Batches a previous run persisted: sent first, under their own keys. */
  restore(batches: readonly Batch[]): void {
    this.batches.unshift(...batches.map((b) => ({ key: b.key, events: b.events })));
    this.kick(true);
  }

  async close(): Promise<void> {
    this.closing = true;
    this.disarm();
    const deadline = Date.now() + this.closeDeliverMs;
    const left = () => deadline - Date.now();
    if (this.running !== null) await Promise.race([this.running, sleep(left())]);
    if (this.running === null) {
      const deferred = new Set<Batch>();
      while (left() > 0) {
        const batch = this.next(true, deferred);
        if (batch === null) break;
        const outcome = await this.deliver(batch, Math.max(1, left()));
        if (outcome === 'unavailable') break;
      }
    }
    // Whatever is still in flight goes to the spool too: if it lands after all, its key makes the replay a no-op.
    const rest = [...(this.inFlight ? [this.inFlight] : []), ...this.batches, ...this.formAll()];
    this.batches = [];
    const events = count(rest);
    if (events === 0) return;
    let kept = 0;
    try {
      kept = this.hooks.persist ? await this.hooks.persist(rest) : 0;
    } catch (err) {
      this.hooks.log.error({ err }, 'event-log spool could not be written');
    }
    if (kept < events) {
      this.hooks.onDropped(events - kept, 'shutdown');
      this.hooks.log.error(
        { lost: events - kept, kept },
        'event-log upstream unavailable at shutdown: events dropped',
      );
    } else {
      this.hooks.log.warn(
        { kept },
        'event-log upstream unavailable at shutdown: events kept for the next start',
      );
    }
  }

  private formAll(): Batch[] {
    const out: Batch[] = [];
    while (this.pending.length > 0) out.push(this.form());
    return out;
  }

  private form(): Batch {
    this.keySeq += 1;
    return { key: `bff-${this.keyPrefix}-${this.keySeq}`, events: this.pending.splice(0, this.maxBatch) };
  }

  /** The next batch to try: a waiting one not deferred in this run, else a new one from pending. */
  private next(all: boolean, deferred: ReadonlySet<Batch>): Batch | null {
    const i = this.batches.findIndex((b) => !deferred.has(b));
    if (i !== -1) return this.batches.splice(i, 1)[0] ?? null;
    if (this.pending.length >= this.maxBatch || (all && this.pending.length > 0)) return this.form();
    return null;
  }

  private arm(): void {
    if (this.timer !== null || this.closing || this.depth === 0) return;
    const wait = Math.max(this.flushMs, this.retryAt - Date.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      this.kick(true);
    }, wait);
    this.timer.unref();
  }

  private disarm(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Starts the send loop unless one runs; `all` sends a partial last batch too (the timer fired). */
  private kick(all: boolean): void {
    if (this.running !== null || this.closing) return;
    if (!all && Date.now() < this.retryAt) {
      this.arm();
      return;
    }
    this.disarm();
    this.running = this.run(all).then((healthy) => {
      this.running = null;
      if (this.closing) return;
      if (healthy) {
        this.backoffMs = this.flushMs;
        this.retryAt = 0;
      } else {
        this.retryAt = Date.now() + this.backoffMs;
        this.backoffMs = Math.min(MAX_BACKOFF_MS, this.backoffMs * 2);
      }
      if (healthy && this.pending.length >= this.maxBatch) this.kick(false);
      else this.arm();
    });
  }

  /** Sends until nothing is due; false when the upstream is failing (the caller backs off). */
  private async run(all: boolean): Promise<boolean> {
    const deferred = new Set<Batch>();
    while (!this.closing) {
      const batch = this.next(all, deferred);
      if (batch === null) break;
      const outcome = await this.deliver(batch);
      if (outcome === 'unavailable') return false;
      if (outcome === 'deferred') deferred.add(batch);
    }
    return deferred.size === 0;
  }

  /**
   * One batch, with one immediate retry when the upstream is unavailable. `done`: stored, split or dropped;
   * `deferred`: the upstream failed on it with no proof yet that the data is the cause (kept, tried later);
   * `unavailable`: put back in front.
   */
  private async deliver(batch: Batch, timeoutMs?: number): Promise<'done' | 'deferred' | 'unavailable'> {
    let result: SendResult = 'unavailable';
    for (let attempt = 0; attempt < 2 && result === 'unavailable'; attempt++) {
      this.inFlight = batch;
      try {
        result = await this.hooks.send(batch, timeoutMs);
      } catch (err) {
        this.hooks.log.warn({ err }, 'event-log batch failed');
      } finally {
        this.inFlight = null;
      }
      if (this.closing && attempt === 0 && result === 'unavailable') break;
    }
    if (result === 'ok') {
      this.stores += 1;
      if (this.failing) this.hooks.log.info({ waiting: this.depth }, 'event-log upstream recovered');
      this.failing = false;
      this.hooks.onSent(batch.events.length);
      return 'done';
    }
    if (result === 'unavailable') {
      this.streak('unavailable');
      this.batches.unshift(batch);
      return 'unavailable';
    }
    // The upstream answered on the data itself. A 500 proves nothing until it has stored something else
    // since this batch first failed (then it is not down): until then the batch is kept and retried.
    const proven = result === 'invalid' || (batch.failedAt !== undefined && this.stores > batch.failedAt);
    batch.failedAt ??= this.stores;
    if (batch.events.length > 1 && (proven || batch.key.split('.').length === 1)) {
      this.split(batch);
      return 'done';
    }
    if (batch.events.length === 1 && proven) {
      this.dropRefused(batch.events.length);
      return 'done';
    }
    this.streak('error');
    this.batches.push(batch);
    return 'deferred';
  }

  /** Halves in front of the line, under keys derived from the parent's: a retried half is still stored once. */
  private split(batch: Batch): void {
    const mid = Math.ceil(batch.events.length / 2);
    const halves: Batch[] = [
      { key: `${batch.key}.0`, events: batch.events.slice(0, mid), failedAt: batch.failedAt as number },
      { key: `${batch.key}.1`, events: batch.events.slice(mid), failedAt: batch.failedAt as number },
    ];
    this.batches.unshift(...halves);
  }

  private dropRefused(n: number): void {
    this.hooks.onDropped(n, 'refused');
    this.dropLog.count += n;
    const now = Date.now();
    if (now - this.dropLog.at < DROP_LOG_EVERY_MS) return;
    this.hooks.log.warn(
      { dropped: this.dropLog.count },
      'event-log entries the upstream refuses were dropped',
    );
    this.dropLog = { count: 0, at: now };
  }

  private streak(kind: 'unavailable' | 'error'): void {
    if (this.failing) return;
    this.failing = true;
    this.hooks.log.warn({ kind, waiting: this.depth }, 'event-log upstream failing; retrying with backoff');
  }
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, Math.max(0, ms)).unref();
  });
