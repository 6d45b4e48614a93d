import type { Outcome } from './envelope-json';

interface Entry {
  call: string;
  value: Outcome;
  freshUntil: number;
  staleUntil: number;
  refreshing: boolean;
}

export interface CacheTiming {
  ttlMs: number;
  staleMs: number;
}

export type Loader = () => Promise<Outcome & { ok: boolean }>;

/**
 * In-memory answer cache: fresh for ttlMs, then served stale for up to staleMs more while exactly one
 * refresh runs; concurrent misses share one load; only successful answers are stored; bounded key count.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<Outcome>>();
  // Bumped by invalidate(): a load that started before it must not store its (older) answer.
  private readonly generations = new Map<string, number>();

  constructor(
    private readonly maxKeys = 1000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * The cached answer when there is one to serve (`stale` says a refresh is due), or undefined on a miss.
   * Synchronous so a hit costs no promise.
   */
  peek(key: string): { value: Outcome; stale: boolean } | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    const now = this.now();
    if (now < entry.freshUntil) return { value: entry.value, stale: false };
    if (now < entry.staleUntil) return { value: entry.value, stale: true };
    this.entries.delete(key);
    return undefined;
  }

  /** Starts one background refresh of a stale key; later callers keep getting the stale answer meanwhile. */
  refresh(
    call: string,
    key: string,
    timing: CacheTiming,
    load: Loader,
    onError: (err: unknown) => void,
  ): void {
    const entry = this.entries.get(key);
    if (entry === undefined || entry.refreshing) return;
    entry.refreshing = true;
    this.load(call, key, timing, load)
      .catch(onError)
      .finally(() => {
        entry.refreshing = false;
      });
  }

  /** Loads a missing key; concurrent callers for the same key share one load. */
  load(call: string, key: string, timing: CacheTiming, load: Loader): Promise<Outcome> {
    const running = this.inflight.get(key);
    if (running !== undefined) return running;
    const generation = this.generations.get(call) ?? 0;
    const promise = load()
      .then((outcome) => {
        if (outcome.ok && (this.generations.get(call) ?? 0) === generation)
          this.store(call, key, outcome, timing);
        return outcome;
      })
      .finally(() => {
        this.inflight.delete(key);
      });
    this.inflight.set(key, promise);
    return promise;
  }

  /** Drops every cached answer of a call (all keys). */
  invalidate(call: string): number {
    this.generations.set(call, (this.generations.get(call) ?? 0) + 1);
    let dropped = 0;
    for (const [key, entry] of this.entries) {
      if (entry.call === call) {
        this.entries.delete(key);
        dropped++;
      }
    }
    return dropped;
  }

  private store(call: string, key: string, outcome: Outcome, timing: CacheTiming): void {
    const now = this.now();
    this.entries.delete(key);
    if (this.entries.size >= this.maxKeys) {
      // Map keeps insertion order: the first key is the one stored longest ago.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, {
      call,
      value: { status: outcome.status, json: outcome.json },
      freshUntil: now + timing.ttlMs,
      staleUntil: now + timing.ttlMs + timing.staleMs,
      refreshing: false,
    });
  }
}
