import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { redactUrlForLog } from '@casino/contracts/log-url';
import type { FastifyBaseLogger } from 'fastify';
import type { Logger, LoggerOptions } from 'pino';
import { CENSOR, REDACT_PATHS, scrubSecrets } from './redaction';

/** pino options or a ready pino instance; `false` silences logging (benchmarks). */
export type LoggerSetting =
  | LoggerOptions
  | (LoggerOptions & { stream?: NodeJS.WritableStream })
  | Logger
  | false;

const redact = { paths: REDACT_PATHS, censor: CENSOR };

/** Fastify's request serializer with the query's secrets (launch tokens, mobile numbers) censored. */
export const serializers = {
  req: (req: { method?: string; url?: string; id?: string }) => ({
    method: req.method,
    url: redactUrlForLog(req.url ?? ''),
  }),
};
const formatters = {
  log: (object: Record<string, unknown>): Record<string, unknown> => scrubSecrets(object),
};

const isLoggerInstance = (v: unknown): v is Logger =>
  typeof v === 'object' && v !== null && typeof (v as Logger).child === 'function' && 'levels' in v;

/** Fastify logger settings with our redaction applied whatever the caller passed. */
export function loggerSettings(setting: LoggerSetting | undefined): {
  logger?: LoggerOptions | boolean;
  loggerInstance?: FastifyBaseLogger;
} {
  if (setting === false) return { logger: false };
  if (isLoggerInstance(setting)) {
    return {
      loggerInstance: setting.child(
        {},
        { redact, serializers, formatters: { log: formatters.log as (o: object) => object } },
      ) as unknown as FastifyBaseLogger,
    };
  }
  const options = setting ?? {};
  return {
    logger: {
      level: process.env.LOG_LEVEL ?? 'info',
      ...options,
      redact,
      serializers: { ...options.serializers, ...serializers },
      formatters: { ...options.formatters, log: formatters.log },
    },
  };
}

const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** Takes the caller's x-request-id when it is a sane token, otherwise makes one. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}
