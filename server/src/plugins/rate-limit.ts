import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { RateLimitClass } from '@casino/contracts';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
  interface FastifyRequest {
    /** The counter key of the rate-limit check in progress (set just before each check). */
    rateLimitKey: string;
  }
}

export interface Budget {
  max: number;
  timeWindowMs: number;
}

/**
 * Budget of a class: per client IP, and per subject — the signed-in player (their session token's hash) and
 * each keyFields value the call names (account, mobile…).
 */
export interface ClassBudget {
  perIp: Budget;
  perSubject?: Budget;
}

/**
 * Starting budgets; the accounts issue tunes them. Per-IP budgets stay generous because many
 * Philippine mobile players share one carrier-grade NAT address; the per-subject budget is the tight one.
 */
export const DEFAULT_BUDGETS: Record<RateLimitClass, ClassBudget> = {
  auth: { perIp: { max: 60, timeWindowMs: 60_000 }, perSubject: { max: 10, timeWindowMs: 5 * 60_000 } },
  otp: { perIp: { max: 30, timeWindowMs: 10 * 60_000 }, perSubject: { max: 5, timeWindowMs: 10 * 60_000 } },
  claim: { perIp: { max: 300, timeWindowMs: 60_000 }, perSubject: { max: 30, timeWindowMs: 60_000 } },
  default: { perIp: { max: 1200, timeWindowMs: 60_000 } },
  // Operator sign-in guards the back office: operators sit behind few office addresses, so both budgets are tight
  // (the platform's lockout in PostgreSQL is the real stop; this keeps a guesser from reaching it quickly).
  opsLogin: {
    perIp: { max: 20, timeWindowMs: 5 * 60_000 },
    perSubject: { max: 5, timeWindowMs: 5 * 60_000 },
  },
};

export interface RateLimitPluginOptions {
  budgets?: Partial<Record<RateLimitClass, ClassBudget>>;
}

/** A refused check: what the 429 says. */
export interface Refusal {
  retryAfterSeconds: number;
  max: number;
}

export interface RateLimits {
  /**
   * Spends `weight` units of a budget for one client (the session token's hash when one came along, else the
   * address): beacons pay per event, not per request. A Refusal when the window's budget is spent.
   */
  spendWeighted(name: string, req: FastifyRequest, weight: number, budget: Budget): Promise<Refusal | null>;
  /** Counts one call of a class; a Refusal when a budget (IP or subject) is spent, otherwise null. */
  check(
    cls: RateLimitClass,
    req: FastifyRequest,
    payload: Record<string, unknown>,
    keyFields?: readonly string[],
  ): Promise<Refusal | null>;
  readonly budgets: Record<RateLimitClass, ClassBudget>;
}

type Limiter = ReturnType<import('fastify').FastifyInstance['createRateLimit']>;

interface StoreLike {
  incr(
    key: string,
    cb: (err: Error | null, res?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void;
  read?(
    key: string,
    cb: (err: Error | null, res?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void;
}

const require = createRequire(import.meta.url);

/**
 * One store shared by every limiter. The plugin's own child stores prefix Redis keys with the route
 * (unknown for hand-made limiters); our keys already carry class and subject.
 */
function sharedStoreClass(redis: import('ioredis').Redis | null, prefix: string) {
  let inner: StoreLike;
  if (redis !== null) {
    const RedisStore = require('@fastify/rate-limit/store/RedisStore.js');
    inner = new RedisStore(false, false, redis, prefix);
  } else {
    const LocalStore = require('@fastify/rate-limit/store/LocalStore.js');
    inner = new LocalStore(false, false, 50_000);
  }
  return class SharedStore {
    incr(...args: Parameters<StoreLike['incr']>) {
      inner.incr(...args);
    }
    read(...args: Parameters<StoreLike['incr']>) {
      inner.read?.(...args);
    }
    child() {
      return this;
    }
  };
}

/** Subject values key counters case- and format-insensitively: `Juan01 ` ≡ `juan01`, `+63 917…` ≡ `0917…`. */
function subjectKey(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (text === '') return null;
  if (/^[+\d\s()-]{7,}$/.test(text)) return text.replace(/\D/g, '').slice(-10);
  return text.slice(0, 128);
}

/**
 * Whom a per-player budget counts: a hash of the session token (never the token itself, which would sit in
 * Redis keys), so a player's budget follows them across addresses and players behind one carrier NAT
 * address do not share it.
 */
export function tokenSubject(req: FastifyRequest): string | null {
  const auth = req.headers.authorization;
  if (typeof auth !== 'string') return null;
  const token = auth.replace(/^bearer\s+/i, '').trim();
  if (token === '' || token.length > 512) return null;
  return createHash('sha256').update(token).digest('base64url').slice(0, 32);
}

/** Weighted fixed-window counters: INCRBY in Redis (shared by every instance), a Map otherwise. */
function weightedCounter(redis: import('ioredis').Redis | null, prefix: string) {
  const local = new Map<string, { count: number; resetAt: number }>();
  const script = `local c = redis.call('INCRBY', KEYS[1], ARGV[1])
local t = redis.call('PTTL', KEYS[1])
if t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]); t = tonumber(ARGV[2]) end
return {c, t}`;
  return async (key: string, weight: number, windowMs: number): Promise<{ count: number; ttlMs: number }> => {
    if (redis !== null) {
      const [c, t] = (await redis.eval(script, 1, `${prefix}${key}`, weight, windowMs)) as [number, number];
      return { count: c, ttlMs: t };
    }
    const now = Date.now();
    let entry = local.get(key);
    if (entry === undefined || entry.resetAt <= now) {
      if (local.size >= 50_000) for (const [k, e] of local) if (e.resetAt <= now) local.delete(k);
      if (local.size >= 50_000) local.clear();
      entry = { count: 0, resetAt: now + windowMs };
      local.set(key, entry);
    }
    entry.count += weight;
    return { count: entry.count, ttlMs: entry.resetAt - now };
  };
}

export default fp(
  async (fastify, opts: RateLimitPluginOptions) => {
    const prefix = `${fastify.redisPrefix}rl:`;
    await fastify.register(fastifyRateLimit, {
      global: false,
      store: sharedStoreClass(fastify.redis, prefix),
      // Fail open when Redis is away: the platform still locks accounts on repeated failures.
      skipOnError: true,
    });
    fastify.decorateRequest('rateLimitKey', '');

    const budgets = { ...DEFAULT_BUDGETS, ...opts.budgets };
    const keyOf = (req: FastifyRequest) => req.rateLimitKey;
    const limiter = (b: Budget): Limiter =>
      fastify.createRateLimit({ max: b.max, timeWindow: b.timeWindowMs, keyGenerator: keyOf });
    const limiters = new Map<RateLimitClass, { ip: Limiter; subject: Limiter | null }>();
    for (const [cls, budget] of Object.entries(budgets) as [RateLimitClass, ClassBudget][]) {
      limiters.set(cls, {
        ip: limiter(budget.perIp),
        subject: budget.perSubject ? limiter(budget.perSubject) : null,
      });
    }

    async function spend(l: Limiter, req: FastifyRequest, key: string): Promise<Refusal | null> {
      req.rateLimitKey = key;
      const result = await l(req);
      if (result.isAllowed || !result.isExceeded) return null;
      return { retryAfterSeconds: Math.max(1, result.ttlInSeconds), max: result.max };
    }

    const weighted = weightedCounter(fastify.redis, `${prefix}w:`);

    fastify.decorate('rateLimits', {
      budgets,
      async spendWeighted(name, req, weight, budget) {
        const who = tokenSubject(req);
        const key = who === null ? `${name}:ip:${req.ip}` : `${name}:tok:${who}`;
        let used: { count: number; ttlMs: number };
        try {
          used = await weighted(key, weight, budget.timeWindowMs);
        } catch (err) {
          fastify.log.warn({ err }, 'rate-limit store failed; allowing');
          return null;
        }
        if (used.count <= budget.max) return null;
        return { retryAfterSeconds: Math.max(1, Math.ceil(used.ttlMs / 1000)), max: budget.max };
      },
      async check(cls, req, payload, keyFields) {
        const l = limiters.get(cls) ?? limiters.get('default');
        if (l === undefined) return null;
        const refused = await spend(l.ip, req, `${cls}:ip:${req.ip}`);
        if (refused !== null || l.subject === null) return refused;
        const player = tokenSubject(req);
        if (player !== null) {
          const byPlayer = await spend(l.subject, req, `${cls}:tok:${player}`);
          if (byPlayer !== null) return byPlayer;
        }
        if (keyFields === undefined) return null;
        for (const field of keyFields) {
          const subject = subjectKey(payload[field]);
          if (subject === null) continue;
          const bySubject = await spend(l.subject, req, `${cls}:${field}:${subject}`);
          if (bySubject !== null) return bySubject;
        }
        return null;
      },
    } satisfies RateLimits);
  },
  { name: 'rate-limits', dependencies: ['redis'] },
);
