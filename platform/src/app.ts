import { randomBytes, randomUUID } from 'node:crypto';
import { ERR } from '@casino/contracts/errors';
import { redactUrlForLog } from '@casino/contracts/log-url';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { applySeed, changedSinceSeed, DEFAULT_SEED_DIR, readSeedDir } from './catalogue/seed';
import { type CatalogueService, createCatalogueService } from './catalogue/service';
import { CallError, issuesOf } from './core/call-error';
import type { HandlerMap } from './core/handlers';
import { type DbHandle, openDb } from './db/client';
import { appV1Routes, sendError } from './http/app-v1';
import { devRoutes } from './http/dev';
import { healthRoutes } from './http/health';
import { activityHandlers, createActivityService } from './modules/activity';
import { agentHandlers, createAgentService } from './modules/agent';
import { appHandlers, createAppService } from './modules/app';
import {
  authHandlers,
  buildSocialVerifiers,
  createAuthService,
  SandboxSmsSender,
  type SmsSender,
  type SocialConfig,
} from './modules/auth';
import { createFairnessService, fairnessHandlers } from './modules/fairness';
import {
  createGameRecordsService,
  createGamesService,
  gamesHandlers,
  startSessionSweep,
} from './modules/games';
import { createBigWinsService, lobbyHandlers } from './modules/lobby';
import { createMailService, mailHandlers } from './modules/mail';
import { createProfileService, profileHandlers } from './modules/profile';
import {
  createProviderWalletService,
  loadProviders,
  providerLauncher,
  providerWalletRoutes,
  SANDBOX_TABLE_PATH,
  sandboxTableRoutes,
} from './modules/provider-wallet';
import {
  createDepositService,
  createRecordsService,
  createSafeboxService,
  createWithdrawService,
  type DepositService,
  type GameSessionRetriever,
  type PaymentGateway,
  paymentRoutes,
  SandboxGateway,
  type WithdrawService,
  walletHandlers,
} from './modules/wallet';
import {
  type AccrualJob,
  catalogueQuests,
  createAccruals,
  createQuestEngine,
  levelConsumer,
  type QuestEngine,
  startAccrualJob,
} from './rewards';

/** Payments: the gateway (default the sandbox) and where its pages and webhooks live. */
export interface PaymentsOptions {
  /** A real gateway; default the sandbox gateway served by this platform. */
  gateway?: PaymentGateway;
  /** Sandbox webhook secret (SANDBOX_WEBHOOK_SECRET); default a random one per process. */
  sandboxSecret?: string;
  /** Serve the sandbox even with NODE_ENV=production (PAYMENTS_SANDBOX=1): a demo, never a real casino. */
  sandboxInProduction?: boolean;
  /** Prefix of checkout URLs as the browser sees this platform ('' = same origin through the BFF). */
  publicUrl?: string;
  /** Prefix of the page the checkout returns to ('' = same origin: the web app). */
  returnUrl?: string;
  /** Where the sandbox posts its webhooks (default this platform's own address). */
  webhookUrl?: string;
  /** Sandbox: approve each withdrawal after this many ms (default off: an operator decides). */
  withdrawAutoApproveMs?: number;
  /** Game modules that hold balance in open sessions (retrieveBalance). */
  gameSessionRetrievers?: GameSessionRetriever[];
}

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
  /** How often the accrual job follows the ledger, ms (default 2000; 0 = never: catchUp only). */
  accrualEveryMs?: number;
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
    deposits: DepositService;
    withdrawals: WithdrawService;
  };
  /** The accrual job (levels, VIP experience, quest progress from the ledger). */
  accruals: AccrualJob;
  /** The quests engine over the catalogue's quests (seed/quests.json). */
  quests: QuestEngine;
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
  accrualEveryMs?: number;
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
];

/** The platform as a plugin: seed check, modules, /app/v1 dispatch, health. The DB is opened by the caller. */
export const platformPlugin = fp(
  async (app: FastifyInstance, opts: PlatformPluginOptions) => {
    const { dbHandle } = opts;
    const db = dbHandle.db;

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
    const sms = opts.sms ?? new SandboxSmsSender(app.log);
    if (isProduction() && sms instanceof SandboxSmsSender) {
      app.log.warn('SMS gateway is the sandbox: players receive no codes (configure a real sender)');
    }
    // Sandbox social tokens are a dev/test convenience: production never accepts them.
    const social = buildSocialVerifiers({
      ...(opts.social ?? { sandbox: false }),
      sandbox: !isProduction() && (opts.social?.sandbox ?? false),
    });
    const pay = opts.payments ?? {};
    const sandbox = pay.gateway
      ? null
      : new SandboxGateway({
          secret: pay.sandboxSecret ?? randomBytes(32).toString('hex'),
          ...(pay.publicUrl !== undefined ? { publicUrl: pay.publicUrl } : {}),
        });
    const gateway = pay.gateway ?? sandbox!;
    const sandboxServed = sandbox !== null && (!isProduction() || pay.sandboxInProduction === true);
    if (sandbox && !sandboxServed) {
      app.log.error(
        'payments: no gateway configured and the sandbox is off in production: deposits cannot be paid',
      );
    }
    const deposits = createDepositService({ db, catalogue, gateway, log: app.log });
    const withdrawals = createWithdrawService({
      db,
      catalogue,
      log: app.log,
      ...(pay.withdrawAutoApproveMs ? { autoApproveMs: pay.withdrawAutoApproveMs } : {}),
    });
    const providers = loadProviders();
    const games = createGamesService({ db, catalogue, external: providerLauncher(providers) });
    // Open game rounds of ended sessions are settled in the background (expiry), at logout and before a seed
    // change; the sweep stops before the database closes (onClose hooks run last-added first).
    const sweep = startSessionSweep({ sweep: games.sweepEndedSessions, log: app.log });
    app.addHook('onClose', () => sweep.stop());
    const closeGameSessions = async (userId: number) => {
      // The logins are revoked by now and the call must still succeed; the expiry sweep settles what this missed.
      await games.closePlayerSessions(userId).catch((err: unknown) => {
        app.log.error({ err, userId }, 'closing game sessions after revoking logins failed');
      });
    };
    const quests = createQuestEngine({
      db,
      source: catalogueQuests,
      catchUp: (userId) => accruals.catchUp(userId),
    });
    const accruals = createAccruals({ db, consumers: [levelConsumer, quests.consumer] });
    const accrualEveryMs = opts.accrualEveryMs ?? 2000;
    if (accrualEveryMs > 0) {
      const job = startAccrualJob(accruals, {
        everyMs: accrualEveryMs,
        onError: (err) => app.log.error({ err }, 'accrual pass failed'),
      });
      app.addHook('onClose', () => job.stop());
    }
    const mail = createMailService({ db });
    // The red dots: every module's awardFlags, OR-ed (the quests' for now; mail, spin… add theirs).
    const activities = createActivityService({
      db,
      accruals,
      awardFlags: [(userId) => quests.awardFlags(userId), mail.awardFlags],
    });
    // Each module adds its handler map here as its issue lands.
    const handlers: HandlerMap = {
      ...walletHandlers({
        db,
        deposits,
        withdrawals,
        safebox: createSafeboxService({ db, catalogue }),
        records: createRecordsService({ db, catalogue, retrievers: pay.gameSessionRetrievers ?? [] }),
      }),
      ...appHandlers(createAppService({ db, catalogue })),
      ...authHandlers(
        createAuthService({ db, catalogue, sms, social, onSessionsRevoked: closeGameSessions }),
      ),
      ...profileHandlers(createProfileService({ db, catalogue, accruals, activities })),
      ...agentHandlers(createAgentService({ db })),
      ...activityHandlers(activities),
      ...mailHandlers(mail),
      ...fairnessHandlers(createFairnessService({ db, settleStaleRounds: games.settleStaleRounds })),
      ...gamesHandlers(games, createGameRecordsService({ db, catalogue })),
      ...lobbyHandlers(createBigWinsService({ db, catalogue })),
    };
    app.decorate('platform', {
      dbHandle,
      catalogue,
      implemented: new Set(Object.keys(handlers)),
      sms,
      payments: { gateway, sandbox: sandboxServed ? sandbox : null, deposits, withdrawals },
      accruals,
      quests,
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
      if (status >= 400 && status < 500) {
        const msg = err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'Request body is too large' : err.message;
        return sendError(reply, status, msg, status === 400 ? { issues: [{ path: '', message: msg }] } : {});
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
    await app.register(paymentRoutes, {
      deposits,
      sandbox: sandboxServed ? sandbox : null,
      ...(pay.webhookUrl ? { webhookUrl: pay.webhookUrl } : {}),
      ...(pay.returnUrl !== undefined ? { returnUrl: pay.returnUrl } : {}),
    });
    await app.register(providerWalletRoutes, {
      service: createProviderWalletService({ db, providers }),
    });
    const tableProviders = providers.filter((p) => p.launchUrl.startsWith(SANDBOX_TABLE_PATH));
    if (tableProviders.length > 0 && !isProduction())
      await app.register(sandboxTableRoutes, { providers: tableProviders, catalogue });
    await app.register(appV1Routes, {
      db,
      catalogue,
      handlers,
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
      ...(opts.accrualEveryMs !== undefined ? { accrualEveryMs: opts.accrualEveryMs } : {}),
    });
    await app.ready();
  } catch (err) {
    await app.close().catch(() => {});
    if (ownsDb) await dbHandle.close().catch(() => {});
    throw err;
  }
  return app;
}
