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

/** Budget of a class: per client IP, and per subject (account, mobile…) when the call names keyFields. */
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

    fastify.decorate('rateLimits', {
      budgets,
      async check(cls, req, payload, keyFields) {
        const l = limiters.get(cls) ?? limiters.get('default');
        if (l === undefined) return null;
        const refused = await spend(l.ip, req, `${cls}:ip:${req.ip}`);
        if (refused !== null || l.subject === null || keyFields === undefined) return refused;
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
