import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AnswerCache } from '../lib/answer-cache';
import { closeRedis, redisConnectionOptions } from './redis';

declare module 'fastify' {
  interface FastifyInstance {
    answerCache: AnswerCacheApi;
  }
}

export interface AnswerCacheApi {
  readonly store: AnswerCache;
  /** Drops a call's cached answers here and, with Redis, on every BFF instance. */
  invalidate(call: string): Promise<void>;
  /** The Redis channel carrying invalidations (message: the call name). */
  readonly channel: string;
}

export default fp(
  async (fastify, opts: { maxKeys?: number }) => {
    const store = new AnswerCache(opts.maxKeys ?? 1000);
    const channel = `${fastify.redisPrefix}cache-invalidate`;
    const redis = fastify.redis;
    let subscriber: Redis | null = null;

    if (redis !== null) {
      subscriber = redis.duplicate({ ...redisConnectionOptions, enableOfflineQueue: true });
      subscriber.on('error', (err) => fastify.log.warn({ err }, 'redis subscriber error'));
      subscriber.on('message', (ch: string, call: string) => {
        if (ch !== channel) return;
        const dropped = store.invalidate(call);
        fastify.log.info({ call, dropped }, 'answer cache invalidated');
      });
      await subscriber.connect();
      await subscriber.subscribe(channel);
      const sub = subscriber;
      fastify.addHook('onClose', () => closeRedis(sub));
    }

    fastify.decorate('answerCache', {
      store,
      channel,
      async invalidate(call: string) {
        store.invalidate(call);
        if (redis !== null) await redis.publish(channel, call);
      },
    });
  },
  { name: 'answer-cache', dependencies: ['redis'] },
);
