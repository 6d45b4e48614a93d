import { once } from 'node:events';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared Redis (rate-limit counters, cache invalidation), or null for the in-memory defaults. */
    redis: Redis | null;
    /** Prefix of every Redis key and channel this BFF uses. */
    redisPrefix: string;
  }
}

export interface RedisPluginOptions {
  redisUrl?: string;
  prefix: string;
}

/** Options for a connection that fails fast instead of queueing commands while Redis is away. */
export const redisConnectionOptions = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2_000,
} as const;

/** Quits politely (pending replies arrive) and resolves once the socket is really gone. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  const ended = once(redis, 'end');
  await redis.quit().catch(() => redis.disconnect());
  if ((redis.status as string) !== 'end') await ended;
}

export default fp(
  async (fastify, opts: RedisPluginOptions) => {
    fastify.decorate('redisPrefix', opts.prefix);
    if (!opts.redisUrl) {
      fastify.decorate('redis', null);
      return;
    }
    const redis = new Redis(opts.redisUrl, redisConnectionOptions);
    redis.on('error', (err) => fastify.log.warn({ err }, 'redis error'));
    await redis.connect();
    fastify.decorate('redis', redis);
    fastify.addHook('onClose', () => closeRedis(redis));
  },
  { name: 'redis' },
);
