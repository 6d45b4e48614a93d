import { randomUUID } from 'node:crypto';
import { ERR } from '@casino/contracts/errors';
import { redactUrlForLog } from '@casino/contracts/log-url';
import { drainRequestBody } from '@casino/contracts/oversized-body';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { applySeed, changedSinceSeed, DEFAULT_SEED_DIR, readSeedDir } from './catalogue/seed';
import { type CatalogueService, createCatalogueService } from './catalogue/service';
import { CallError, issuesOf } from './core/call-error';
import type { HandlerMap } from './core/handlers';
import { type JobEngineOptions, startJobRunner } from './core/job-runner';
import type { JobRunner } from './core/jobs';
import { type AwardFlags, type Job, orAwardFlags } from './core/module';
import type { OpsHandlerMap } from './core/ops-handlers';
import { type DbHandle, openDb } from './db/client';
import { appV1Routes, sendError } from './http/app-v1';
import { devRoutes } from './http/dev';
import { healthRoutes } from './http/health';
import { opsV1Routes } from './http/ops-v1';
import { buildModules, type PaymentsOptions } from './modules';
import { SandboxSmsSender, type SmsSender, type SocialConfig } from './modules/auth';
import type { KycOptions, KycProvider, SandboxKycProvider } from './modules/kyc';
import type { ModuleContext, PlatformModule } from './modules/module';
import { opsSecretKey, sealPlainTotpSecrets } from './modules/operators';
import type { PaymentGateway, SandboxGateway } from './modules/wallet';
import { pruneJob, type Retention } from './ops/prune';
import {
  type AccrualConsumer,
  type AccrualJob,
  catalogueQuests,
  createAccruals,
  createQuestEngine,
  inAccrualOrder,
  levelConsumer,
  type QuestEngine,
} from './rewards';

export type { PaymentsOptions } from './modules';

export interface PlatformOptions {
  /** An opened database; the caller keeps ownership (it is not closed with the app). */
  db?: DbHandle;
  /** Used when `db` is not given: PostgreSQL when set, else PGlite in `pgliteDir`. */
  databaseUrl?: string;
  pgliteDir?: string;
  /** false, pino options, or a logger instance. */
  logger?: boolean | FastifyServerOptions['logger'] | FastifyBaseLogger;
  /** Seed files loaded when the catalogue is missing from the DB (default platform/seed). */
  seedDir?: string;
  /** Check every answer against its contract: on in tests and dev (VALIDATE_ANSWERS=1), off by default. */
  validateAnswers?: boolean;
  /** How long a catalogue snapshot is reused, ms. */
  catalogueCacheMs?: number;
  /** The SMS gateway; default the sandbox (keeps an outbox, sends nothing). */
  sms?: SmsSender;
  /** Social sign-in: provider credentials and whether sandbox tokens are accepted (never in production). */
  social?: SocialConfig;
  /** Serve the dev/test endpoints (GET /dev/sms-outbox); ignored when NODE_ENV is production. */
  devEndpoints?: boolean;
  payments?: PaymentsOptions;
  /** KYC: the provider (default the console's manual review) and the trial setup's sandbox provider. */
  kyc?: KycOptions;
  /** How often the accrual job follows the ledger, ms (default 2000; 0 = never: catchUp only). */
  accrualEveryMs?: number;
  /** The scheduled jobs' engine, clock and timings (core/job-runner.ts); `false` runs no job (some tests). */
  jobs?: JobEngineOptions | false;
  /** Demo play and event logs older than this are pruned by a daily job (none when unset). */
  retention?: Retention;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: PlatformContext;
  }
}

export interface PlatformContext {
  dbHandle: DbHandle;
  catalogue: CatalogueService;
  /** Registry calls this platform implements; every other registry call answers 501. */
  implemented: ReadonlySet<string>;
  /** The SMS gateway in use (tests read the sandbox outbox through it). */
  sms: SmsSender;
  payments: {
    gateway: PaymentGateway;
    /** The sandbox gateway when it is the one in use (tests sign webhooks with it). */
    sandbox: SandboxGateway | null;
  };
  /** The KYC provider in use, and the sandbox provider when its review page is served. */
  kyc: { provider: KycProvider; sandbox: SandboxKycProvider | null };
  /** The accrual job (levels, VIP experience, quest progress from the ledger). */
  accruals: AccrualJob;
  /** The quests engine over the catalogue's quests (seed/quests.json). */
  quests: QuestEngine;
  /** The scheduled jobs' runner (null when the platform was built with `jobs: false`). */
  jobs: JobRunner | null;
  /** Every background job the platform defines, running or not (the retention test runs each once over old rows). */
  jobDefinitions: readonly Job[];
}

export interface PlatformPluginOptions {
  dbHandle: DbHandle;
  seedDir?: string;
  validateAnswers?: boolean;
  catalogueCacheMs?: number;
  sms?: SmsSender;
  social?: SocialConfig;
  devEndpoints?: boolean;
  payments?: PaymentsOptions;
  kyc?: KycOptions;
  accrualEveryMs?: number;
  jobs?: JobEngineOptions | false;
  retention?: Retention;
}

const isProduction = () => process.env.NODE_ENV === 'production';

const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.oldPassword',
  '*.token',
  '*.accessToken',
  '*.smsCode',
  '*.code',
  '*.totp',
  '*.totpSecret',
  '*.initialPassword',
];

/** The platform as a plugin: seed check, modules, /app/v1 dispatch, health. The DB is opened by the caller. */
export const platformPlugin = fp(
  async (app: FastifyInstance, opts: PlatformPluginOptions) => {
    const { dbHandle } = opts;
    const db = dbHandle.db;

    // The operators' TOTP key first: production without OPS_SECRET_KEY does not start. Secrets stored in clear by
    // an older version are sealed now (idempotent), so the database never holds one readable.
    const sealedSecrets = await sealPlainTotpSecrets(db, opsSecretKey());
    if (sealedSecrets > 0) app.log.info({ operators: sealedSecrets }, 'TOTP secrets encrypted at rest');

    const bundle = readSeedDir(opts.seedDir ?? DEFAULT_SEED_DIR);
    const seeded = await applySeed(db, bundle, 'missing');
    if (seeded.written.length > 0) app.log.info({ documents: seeded.written }, 'catalogue seeded');
    const changed = await changedSinceSeed(db, bundle);
    if (changed.length > 0) {
      app.log.warn(
        { documents: changed },
        'seed files changed since they were loaded; run `ops seed` to apply them',
      );
    }

    const catalogue = createCatalogueService(db, { cacheMs: opts.catalogueCacheMs ?? 1000 });
    const sms = opts.sms ?? new SandboxSmsSender(db, app.log, !isProduction());
    if (isProduction() && sms instanceof SandboxSmsSender) {
      app.log.warn('SMS gateway is the sandbox: players receive no codes (configure a real sender)');
    }
    const quests = createQuestEngine({
      db,
      source: catalogueQuests,
      catchUp: (userId) => accruals.catchUp(userId),
    });
    // Modules add theirs below, before any call or job runs (the job reads the list on each pass).
    const consumers: AccrualConsumer[] = [levelConsumer, quests.consumer];
    const accruals = createAccruals({ db, consumers });
    // The red dots: the quests' and every module's awardFlags, OR-ed (modules is filled below, before any call).
    const flagSources: ((userId: number) => Promise<AwardFlags>)[] = [(userId) => quests.awardFlags(userId)];
    const ctx: ModuleContext = {
      db,
      catalogue,
      log: app.log,
      production: isProduction(),
      accruals,
      awardFlags: async (userId) => orAwardFlags(await Promise.all(flagSources.map((f) => f(userId)))),
    };
    const modules = buildModules(ctx, {
      sms,
      social: opts.social ?? { sandbox: false },
      payments: opts.payments ?? {},
      ...(opts.kyc ? { kyc: opts.kyc } : {}),
    });
    const handlers: HandlerMap = {};
    const opsHandlers: OpsHandlerMap = {};
    const jobs: Job[] = [];
    const gates: NonNullable<PlatformModule['gate']>[] = [];
    const accrualEveryMs = opts.accrualEveryMs ?? 2000;
    if (accrualEveryMs > 0)
      jobs.push({ name: 'accrual pass', everyMs: accrualEveryMs, run: () => accruals.run() });
    for (const m of modules.list) {
      for (const name of Object.keys(m.handlers))
        if (handlers[name as keyof HandlerMap])
          throw new Error(`${name} is implemented twice (module ${m.name})`);
      Object.assign(handlers, m.handlers);
      for (const name of Object.keys(m.opsHandlers ?? {}))
        if (opsHandlers[name as keyof OpsHandlerMap])
          throw new Error(`operator call ${name} is implemented twice (module ${m.name})`);
      Object.assign(opsHandlers, m.opsHandlers ?? {});
      if (m.awardFlags) flagSources.push(m.awardFlags);
      consumers.push(...(m.consumers ?? []));
      inAccrualOrder(consumers); // a consumer registered twice stops the start, not the first accrual pass
      jobs.push(...(m.jobs ?? []));
      if (m.gate) gates.push(m.gate);
    }
    if (opts.retention) jobs.push(pruneJob(db, opts.retention));
    // Stopped before the database closes (onClose hooks run last-added first).
    const running = opts.jobs === false ? null : await startJobRunner(dbHandle, jobs, app.log, opts.jobs);
    if (running) app.addHook('onClose', () => running.stop());
    app.decorate('platform', {
      dbHandle,
      catalogue,
      implemented: new Set(Object.keys(handlers)),
      sms,
      payments: { gateway: modules.wallet.gateway, sandbox: modules.wallet.sandbox },
      kyc: { provider: modules.kyc.provider, sandbox: modules.kyc.sandbox },
      accruals,
      quests,
      jobs: running,
      jobDefinitions: jobs,
    });

    app.setNotFoundHandler((req, reply) =>
      sendError(reply, ERR.NOT_FOUND, `No such call: ${req.method} ${req.url}`),
    );
    app.setErrorHandler((err: Error & { statusCode?: number; code?: string }, req, reply) => {
      if (err instanceof CallError)
        return sendError(
          reply,
          err.errcode,
          err.message,
          err.errcode === 400 ? { issues: issuesOf(err) } : {},
        );
      const status = err.statusCode ?? 500;
      if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        // The rest of the body is read and discarded first, so the sender reads the 413 instead of a reset.
        return drainRequestBody(req.raw).then(() => sendError(reply, 413, 'Request body is too large'));
      }
      if (status >= 400 && status < 500) {
        return sendError(
          reply,
          status,
          err.message,
          status === 400 ? { issues: [{ path: '', message: err.message }] } : {},
        );
      }
      req.log.error({ err }, 'unhandled error');
      return sendError(reply, ERR.INTERNAL, 'Internal error, please try again later');
    });

    // An empty body is an empty request ({}), as the spec's calls with no payload send it.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, {});
      try {
        done(null, JSON.parse(text));
      } catch {
        done(Object.assign(new Error('Body is not valid JSON'), { statusCode: 400 }), undefined);
      }
    });

    app.addHook('onSend', async (req, reply) => {
      reply.header('x-request-id', req.id);
    });

    await app.register(healthRoutes, { dbHandle });
    if (opts.devEndpoints && !isProduction() && sms instanceof SandboxSmsSender) {
      await app.register(devRoutes, { sms });
      app.log.info('dev endpoints on: GET /dev/sms-outbox?mobile=');
    }
    for (const m of modules.list) if (m.routes) await app.register(m.routes);
    await app.register(appV1Routes, {
      db,
      catalogue,
      handlers,
      validateAnswers: opts.validateAnswers ?? false,
      gates,
    });
    await app.register(opsV1Routes, {
      db,
      handlers: opsHandlers,
      validateAnswers: opts.validateAnswers ?? false,
    });
  },
  { name: 'casino-platform', fastify: '5.x' },
);

/** Fastify's request serializer without the query's secrets (launch tokens, mobile numbers). */
const serializers = {
  req: (req: { method?: string; url?: string; ip?: string }) => ({
    method: req.method,
    url: redactUrlForLog(req.url ?? ''),
    remoteAddress: req.ip,
  }),
};

function loggerOptions(
  logger: PlatformOptions['logger'],
): Pick<FastifyServerOptions, 'logger' | 'loggerInstance'> {
  if (logger === undefined || logger === false) return { logger: false };
  if (logger === true) return { logger: { level: 'info', redact: REDACT, serializers } };
  if (typeof (logger as FastifyBaseLogger).child === 'function') {
    return { loggerInstance: logger as FastifyBaseLogger };
  }
  const options = logger as Exclude<FastifyServerOptions['logger'], boolean | undefined>;
  return { logger: { redact: REDACT, serializers, ...(options as object) } };
}

/** A Fastify instance with the platform registered and ready, not listening. Closing it closes a DB it opened. */
export async function buildPlatform(opts: PlatformOptions = {}): Promise<FastifyInstance> {
  const ownsDb = !opts.db;
  const dbHandle =
    opts.db ??
    (await openDb({
      ...(opts.databaseUrl ? { databaseUrl: opts.databaseUrl } : {}),
      ...(opts.pgliteDir ? { pgliteDir: opts.pgliteDir } : {}),
    }));
  const app = Fastify({
    ...loggerOptions(opts.logger),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
  }) as unknown as FastifyInstance;
  if (ownsDb) app.addHook('onClose', async () => dbHandle.close());
  try {
    await app.register(platformPlugin, {
      dbHandle,
      ...(opts.seedDir ? { seedDir: opts.seedDir } : {}),
      validateAnswers: opts.validateAnswers ?? false,
      ...(opts.catalogueCacheMs !== undefined ? { catalogueCacheMs: opts.catalogueCacheMs } : {}),
      ...(opts.sms ? { sms: opts.sms } : {}),
      ...(opts.social ? { social: opts.social } : {}),
      ...(opts.devEndpoints !== undefined ? { devEndpoints: opts.devEndpoints } : {}),
      ...(opts.payments ? { payments: opts.payments } : {}),
      ...(opts.kyc ? { kyc: opts.kyc } : {}),
      ...(opts.accrualEveryMs !== undefined ? { accrualEveryMs: opts.accrualEveryMs } : {}),
      ...(opts.jobs !== undefined ? { jobs: opts.jobs } : {}),
      ...(opts.retention ? { retention: opts.retention } : {}),
    });
    await app.ready();
  } catch (err) {
    await app.close().catch(() => {});
    if (ownsDb) await dbHandle.close().catch(() => {});
    throw err;
  }
  return app;
}
