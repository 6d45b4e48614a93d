import { createHash, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { LoginAnswer } from '@casino/contracts/entities/session';
import type { RechargeOrder } from '@casino/contracts/entities/wallet';
import { normalisePhMobile } from '@casino/contracts/phone';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildPlatform, type PlatformOptions } from './app';
import type { MaintenanceState } from './catalogue/assemble';
import { setMaintenance } from './catalogue/maintenance';
import { createScratchDatabase, type Db, type DbHandle, MIGRATIONS_DIR, openDb } from './db/client';
import { kycSubmissions, userBanks, users, wallets } from './db/schema';
import { applyLedger, type LedgerResult, openWallet } from './ledger/ledger';
import {
  accountSettings,
  createPlayer,
  hashPassword,
  type OutboxMessage,
  openSession,
  resolveSession,
  SandboxSmsSender,
} from './modules/auth';
import { reviewKyc } from './modules/kyc';
import { SANDBOX_SIGNATURE_HEADER, sandboxEventBody } from './modules/wallet';
import { runOps } from './ops/commands';

export { createScratchDatabase } from './db/client';

/** The seeded default deposit channel, QR Ph (e-wallets are off by default since the 2025 de-linking). */
export const DEFAULT_TEST_CHANNEL = 3;
/** A seeded bank (BDO Unibank) to withdraw to: payouts go to bank accounts only. */
export const TEST_BANK_ID = 11;
/** The safebox PIN payoutReady sets: the payout code of a test player with no mobile bound. */
export const PAYOUT_PIN = '246810';

export interface TestPlatformOptions {
  /** Seed directory (default platform/seed). */
  seedDir?: string;
  logger?: PlatformOptions['logger'];
  /** Override TEST_DATABASE_URL: a PostgreSQL server on which a fresh database is created (null = PGlite). */
  databaseServerUrl?: string | null;
  /**
   * An existing PostgreSQL database to serve (from createScratchDatabase; the caller drops it), so other
   * processes can be started on it at the same time as this platform.
   */
  databaseUrl?: string;
  /** Answers checked against the contracts (default true). */
  validateAnswers?: boolean;
  /** PostgreSQL pool size (default 4 in tests; the bench passes the server's 10). */
  poolMax?: number;
  /** Catalogue snapshot reuse in ms (default 0 in tests: every change shows at once). */
  catalogueCacheMs?: number;
  /** SMS gateway (default the sandbox, whose outbox readSmsOutbox reads). */
  sms?: PlatformOptions['sms'];
  /** Payments options (default: the sandbox gateway with a random secret, no auto-approve). */
  payments?: PlatformOptions['payments'];
  /** The accrual job's period, ms (default 0 in tests: suites call catchUp or run themselves). */
  accrualEveryMs?: number;
  /**
   * The scheduled jobs' engine and clock (default false: no background job, so a suite that moves Date or races
   * a job's own work sees only what it runs; `{}` runs them on the database's engine).
   */
  jobs?: PlatformOptions['jobs'];
  /** Retention of the daily prune job (default: no prune job). */
  retention?: PlatformOptions['retention'];
  /**
   * Suites about withdrawals themselves, not about who may make them: every createUserSession player is made
   * payoutReady (verified, safebox PIN PAYOUT_PIN) and new receiving accounts have no hold
   * (payout.newAccountHoldHours 0).
   */
  payoutReadyPlayers?: boolean;
  /**
   * A second platform instance on this one's database (no fresh database, none dropped on close): on
   * PostgreSQL its own connection pool, on PGlite the same in-process database. Close it before `of`.
   */
  shareDatabaseOf?: TestPlatform;
}

export interface WebhookDelivery {
  status: number;
  body: { errcode: number; msg: string; data: { outcome: string; orderId: string | null } | null };
}

export interface TestUserFields {
  account?: string;
  nickname?: string;
  avatar?: string;
  /** Canonical +639… number to bind. */
  mobile?: string;
  /** Sets a password (hashed like a real one). */
  password?: string;
}

export interface RegisterOptions {
  /** Default: a fresh unique name. */
  account?: string;
  /** Default 'secret123'. */
  password?: string;
  /** Register by phone (accountRegist4 with the code read from the sandbox outbox) instead of account. */
  mobile?: string;
  /** The inviter from a share link. */
  pid?: number;
}

export interface RegisteredUser extends LoginAnswer {
  userId: number;
  account: string;
  password: string;
}

export interface TestPlatform {
  /** http://127.0.0.1:<port> */
  url: string;
  app: FastifyInstance;
  db: Db;
  dbHandle: DbHandle;
  kind: DbHandle['kind'];
  /** The scratch PostgreSQL database's URL (null on PGlite). */
  databaseUrl: string | null;
  close(): Promise<void>;
  setMaintenance(status: 0 | 1, fields?: Partial<Omit<MaintenanceState, 'status'>>): Promise<void>;
  /**
   * Test-only: a player (real user row and wallet, no registration bonus) and a live session, written
   * straight to the DB without going through sign-up. Answers the token.
   */
  createSession(user?: TestUserFields, opts?: { expiresAt?: Date }): Promise<string>;
  /** Like createSession, with the user id too. */
  createUserSession(
    user?: TestUserFields,
    opts?: { expiresAt?: Date },
  ): Promise<{ token: string; userId: number }>;
  /** Registers through the real calls (accountRegist, or smsSend + accountRegist4 with `mobile`). */
  registerUser(opts?: RegisterOptions): Promise<RegisteredUser>;
  /** Sandbox SMS messages sent to a number (any typed form), newest first. */
  readSmsOutbox(mobile: string): Promise<OutboxMessage[]>;
  /** The code of the newest sandbox SMS to a number; throws when none was sent. */
  latestSmsCode(mobile: string): Promise<string>;
  /** Credits coin through the ledger (kind 'adjust', a unique test ref); answers the ledger row. */
  credit(userId: number, amount: number): Promise<LedgerResult>;
  /** Debits a stake through the ledger (kind 'bet', counting toward turnover as a game round's does). */
  bet(userId: number, amount: number): Promise<LedgerResult>;
  /**
   * Gets a player verified to a KYC level the way an operator does: a submission (placeholder images, a
   * unique made-up PhilSys number) approved through the review service. Does nothing when already there.
   */
  verifyKyc(userId: number, level?: 1 | 2): Promise<void>;
  /**
   * Test-only: a player ready to bind receiving accounts and withdraw: verified (verifyKyc, name
   * 'Juan Dela Cruz') with the safebox PIN PAYOUT_PIN set, which is the payout code where no mobile is bound.
   * Answers the code. New accounts still wait out payout.newAccountHoldHours (endPayoutHolds ends them).
   */
  payoutReady(userId: number): Promise<string>;
  /** Test-only: the player's receiving accounts may be paid to now (their new-account hold ends). */
  endPayoutHolds(userId: number): Promise<void>;
  /** The player behind a session token. */
  userIdOf(token: string): Promise<number>;
  /**
   * rechargeOrderCreate as the player (throws unless errcode 0); a player not yet verified (every deposit
   * needs KYC level 1 by default) is verified first with verifyKyc.
   */
  createDeposit(
    token: string,
    amount: number,
    opts?: { rechargeTypeId?: number; itemId?: number; returnPath?: string },
  ): Promise<RechargeOrder>;
  /**
   * Clicks Approve on the sandbox checkout over real HTTP: the platform posts itself a signed webhook and
   * answers the redirect to the result page (its `location` is returned).
   */
  approveDeposit(orderId: string): Promise<{ status: number; location: string }>;
  /** Clicks Decline on the sandbox checkout. */
  declineDeposit(orderId: string): Promise<{ status: number; location: string }>;
  /** createDeposit + approveDeposit: the order as rechargeOrderStatus answers it afterwards. */
  deposit(token: string, amount: number, rechargeTypeId?: number): Promise<RechargeOrder>;
  /** The sandbox webhook secret's signature header value for a body (`t` in unix seconds, default now). */
  signWebhook(rawBody: string, t?: number): string;
  /** A sandbox event body for an order (`paid` or `failed`). */
  webhookBody(orderId: string, amount: number, outcome?: 'paid' | 'failed'): string;
  /** POSTs a webhook over HTTP; signature header as given (default: correctly signed now; null: none). */
  postWebhook(rawBody: string, signature?: string | null): Promise<WebhookDelivery>;
  /** Runs an operator command (`ops approve-withdrawal W…`) against this platform's DB; answers its text. */
  ops(...argv: string[]): Promise<string>;
}

/**
 * A migrated, empty PGlite cluster dumped once and cached in the OS temp dir (keyed by the migrations), so
 * each test platform loads it in ~1 s instead of running initdb and the migrations (~4 s).
 */
function pgliteTemplateFile(): string {
  const hash = createHash('sha256');
  // The dump format belongs to the PGlite build: a new PGlite version gets a new template.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(dirname(pgliteEntry), '..', 'package.json')));
  for (const f of readdirSync(MIGRATIONS_DIR)
    .filter((n) => n.endsWith('.sql'))
    .sort()) {
    hash.update(f).update(readFileSync(join(MIGRATIONS_DIR, f)));
  }
  return join(tmpdir(), `casino-platform-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function pgliteTemplate(): Promise<Blob> {
  const file = pgliteTemplateFile();
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not cached yet: build it.
  }
  const handle = await openDb({ pgliteDir: 'memory://' });
  try {
    const dump = await handle.snapshot!();
    // Write then rename: parallel test files never read a half-written template.
    const tmp = `${file}.${process.pid}.${randomUUID()}`;
    writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    renameSync(tmp, file);
    return dump;
  } finally {
    await handle.close();
  }
}

/** A fresh in-memory PGlite with the schema migrated (from a cached snapshot: fast). */
export async function openTestPglite(): Promise<DbHandle> {
  try {
    return await openDb({ pgliteDir: 'memory://', pgliteSnapshot: await pgliteTemplate() });
  } catch {
    // A damaged template (e.g. a disk that filled up while writing it): drop it and start from scratch.
    rmSync(pgliteTemplateFile(), { force: true });
    return openDb({ pgliteDir: 'memory://' });
  }
}

/**
 * Reads `read` until `done` holds, every 100 ms; bounded, so something broken fails the test with what it last
 * saw instead of hanging it. Waits on observed state, never on a guess of how long the machine takes.
 */
export async function until<T>(
  read: () => Promise<T>,
  done: (v: T) => boolean,
  what: string,
  ms = 60_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v)) return v;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A platform on 127.0.0.1:<random port> with a fresh database: in-memory PGlite, or, when TEST_DATABASE_URL
 * is set, a new database created on that server and dropped on close — parallel test files never collide.
 */
export async function startTestPlatform(opts: TestPlatformOptions = {}): Promise<TestPlatform> {
  const shared = opts.shareDatabaseOf;
  const serverUrl =
    shared || opts.databaseUrl
      ? null
      : opts.databaseServerUrl === undefined
        ? process.env.TEST_DATABASE_URL
        : opts.databaseServerUrl;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : null;
  const databaseUrl = shared ? shared.databaseUrl : (opts.databaseUrl ?? scratch?.url ?? null);
  // A PGlite database lives in its first platform's process: the second one borrows it and never closes it.
  const borrowed = shared && !shared.databaseUrl ? shared.dbHandle : null;
  let dbHandle: DbHandle;
  try {
    dbHandle =
      borrowed ??
      (databaseUrl ? await openDb({ databaseUrl, poolMax: opts.poolMax ?? 4 }) : await openTestPglite());
  } catch (err) {
    await scratch?.drop();
    throw err;
  }
  const closeDb = async () => {
    if (!borrowed) await dbHandle.close();
  };
  let app: FastifyInstance;
  try {
    app = await buildPlatform({
      db: dbHandle,
      logger: opts.logger ?? false,
      validateAnswers: opts.validateAnswers ?? true,
      catalogueCacheMs: opts.catalogueCacheMs ?? 0,
      devEndpoints: true,
      social: { sandbox: true },
      ...(opts.sms ? { sms: opts.sms } : {}),
      ...(opts.payments ? { payments: opts.payments } : {}),
      ...(opts.seedDir ? { seedDir: opts.seedDir } : {}),
      accrualEveryMs: opts.accrualEveryMs ?? 0,
      jobs: opts.jobs ?? false,
      ...(opts.retention ? { retention: opts.retention } : {}),
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
  } catch (err) {
    await closeDb();
    await scratch?.drop();
    throw err;
  }
  if (opts.payoutReadyPlayers) {
    await dbHandle.db.execute(
      sql`update catalogue set doc = jsonb_set(doc, '{payout}', '{"newAccountHoldHours": 0}'::jsonb) where key = 'settings'`,
    );
    app.platform.catalogue.invalidate();
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const db = dbHandle.db;

  const createUserSession: TestPlatform['createUserSession'] = async (user = {}, sessionOpts = {}) => {
    const settings = await accountSettings(app.platform.catalogue);
    const passwordHash = user.password ? await hashPassword(user.password) : undefined;
    const userId = await db.transaction(async (tx) => {
      const id = await createPlayer(
        tx,
        {
          account: user.account ?? `test${randomUUID().slice(0, 8)}`,
          accountType: 2,
          nickname: user.nickname ?? 'Tester',
          ...(user.mobile ? { mobile: user.mobile } : {}),
          ...(passwordHash ? { passwordHash } : {}),
        },
        { ...settings, userRegisterCoin: 0 },
      );
      if (user.avatar) await tx.update(users).set({ avatar: user.avatar }).where(eq(users.id, id));
      return id;
    });
    const { token } = await openSession(db, userId, sessionOpts);
    if (opts.payoutReadyPlayers) await payoutReady(userId);
    return { token, userId };
  };

  const outbox = () => {
    const sms = app.platform.sms;
    if (!(sms instanceof SandboxSmsSender))
      throw new Error('the test platform is not using the sandbox SMS sender');
    return sms;
  };
  const readSmsOutbox = async (mobile: string) => {
    const canonical = normalisePhMobile(mobile);
    if (!canonical) throw new Error(`${mobile} is not a PH mobile number`);
    return outbox().read(canonical);
  };
  const latestSmsCode = async (mobile: string) => {
    const [message] = await readSmsOutbox(mobile);
    if (!message) throw new Error(`no SMS was sent to ${mobile}`);
    return message.code;
  };
  const inject = async (name: string, body: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url: `/app/v1/${name}`, payload: body });
    const json = res.json() as { errcode: number; msg: string; data: unknown };
    if (json.errcode !== 0) throw new Error(`${name} failed: ${json.errcode} ${json.msg}`);
    return json.data;
  };
  let registered = 0;
  const registerUser: TestPlatform['registerUser'] = async (o = {}) => {
    const password = o.password ?? 'secret123';
    const extras = { eligibilityAccepted: true, ...(o.pid !== undefined ? { pid: o.pid } : {}) };
    let login: LoginAnswer;
    let account = '';
    if (o.mobile) {
      await inject('smsSend', { mobile: o.mobile, type: 0 });
      login = (await inject('accountRegist4', {
        mobile: o.mobile,
        smsCode: await latestSmsCode(o.mobile),
        password,
        ...extras,
      })) as LoginAnswer;
    } else {
      account = o.account ?? `player${Date.now().toString(36).slice(-5)}${registered++}`;
      login = (await inject('accountRegist', { account, password, ...extras })) as LoginAnswer;
    }
    return { ...login, userId: login.user.id, account, password };
  };

  const url = `http://127.0.0.1:${port}`;
  const sandbox = () => {
    const gw = app.platform.payments.sandbox;
    if (!gw) throw new Error('the test platform is not using the sandbox payment gateway');
    return gw;
  };
  const decide = async (orderId: string, decision: 'approve' | 'decline') => {
    const res = await fetch(`${url}/sandbox/checkout/${encodeURIComponent(orderId)}/${decision}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    return { status: res.status, location: res.headers.get('location') ?? '' };
  };
  let kycSeq = 0;
  const verifyKyc: TestPlatform['verifyKyc'] = async (userId, level = 1) => {
    const [u] = await db.select({ level: users.kycLevel }).from(users).where(eq(users.id, userId));
    if ((u?.level ?? 0) >= level) return;
    const serial = `${Date.now() % 1e9}${process.pid % 1000}${kycSeq++}`.padStart(16, '0').slice(-16);
    const [row] = await db
      .insert(kycSubmissions)
      .values({
        userId,
        idType: 'philsys',
        idNumber: serial,
        realName: 'Juan Dela Cruz',
        birthday: '1990-01-01',
        idFront: 'up_test-front',
        selfie: 'up_test-selfie',
        level,
      })
      .returning({ id: kycSubmissions.id });
    await reviewKyc(db, { submissionId: row!.id, approve: true });
  };
  const payoutReady: TestPlatform['payoutReady'] = async (userId) => {
    await verifyKyc(userId);
    await openWallet(db, userId);
    await db
      .update(wallets)
      .set({ safeboxPasswordHash: await hashPassword(PAYOUT_PIN) })
      .where(eq(wallets.userId, userId));
    return PAYOUT_PIN;
  };
  const endPayoutHolds: TestPlatform['endPayoutHolds'] = async (userId) => {
    await db.update(userBanks).set({ payoutAfter: null }).where(eq(userBanks.userId, userId));
  };
  const userIdOf: TestPlatform['userIdOf'] = async (token) => {
    const session = await resolveSession(db, token);
    if (!session) throw new Error('no live session for this token');
    return session.userId;
  };
  const createDeposit: TestPlatform['createDeposit'] = async (token, amount, o = {}) => {
    await verifyKyc(await userIdOf(token));
    const res = await app.inject({
      method: 'POST',
      url: '/app/v1/rechargeOrderCreate',
      headers: { authorization: token },
      payload: { rechargeTypeId: o.rechargeTypeId ?? DEFAULT_TEST_CHANNEL, amount, ...o },
    });
    const json = res.json() as { errcode: number; msg: string; data: RechargeOrder };
    if (json.errcode !== 0) throw new Error(`rechargeOrderCreate failed: ${json.errcode} ${json.msg}`);
    return json.data;
  };

  let closed = false;
  return {
    url,
    app,
    db,
    dbHandle,
    kind: dbHandle.kind,
    databaseUrl,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await closeDb();
      await scratch?.drop();
    },
    async setMaintenance(status, fields = {}) {
      await setMaintenance(db, status, fields);
      app.platform.catalogue.invalidate();
    },
    createUserSession,
    verifyKyc,
    payoutReady,
    endPayoutHolds,
    userIdOf,
    async createSession(user, sessionOpts) {
      return (await createUserSession(user, sessionOpts)).token;
    },
    registerUser,
    readSmsOutbox,
    latestSmsCode,
    credit: (userId, amount) =>
      applyLedger(db, {
        userId,
        delta: amount,
        kind: 'adjust',
        refType: 'test-credit',
        refId: randomUUID(),
        reason: 'Test credit',
      }),
    bet: (userId, amount) =>
      applyLedger(db, {
        userId,
        delta: -amount,
        kind: 'bet',
        refType: 'test-round',
        refId: randomUUID(),
        reason: 'Test bet',
      }),
    createDeposit,
    approveDeposit: (orderId) => decide(orderId, 'approve'),
    declineDeposit: (orderId) => decide(orderId, 'decline'),
    async deposit(token, amount, rechargeTypeId = DEFAULT_TEST_CHANNEL) {
      const order = await createDeposit(token, amount, { rechargeTypeId });
      const r = await decide(order.orderId, 'approve');
      if (r.status !== 303) throw new Error(`sandbox approve answered ${r.status}`);
      const res = await app.inject({
        method: 'POST',
        url: '/app/v1/rechargeOrderStatus',
        headers: { authorization: token },
        payload: { orderId: order.orderId },
      });
      return (res.json() as { data: RechargeOrder }).data;
    },
    signWebhook: (rawBody, t) => sandbox().sign(rawBody, t),
    webhookBody: (orderId, amount, outcome = 'paid') => sandboxEventBody(orderId, amount, outcome),
    async postWebhook(rawBody, signature) {
      const sig = signature === undefined ? sandbox().sign(rawBody) : signature;
      const res = await fetch(`${url}/webhooks/sandbox`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(sig !== null ? { [SANDBOX_SIGNATURE_HEADER]: sig } : {}),
        },
        body: rawBody,
      });
      return { status: res.status, body: (await res.json()) as WebhookDelivery['body'] };
    },
    ops: (...argv) => runOps({ db, invalidate: () => app.platform.catalogue.invalidate() }, argv),
  };
}

export { uploadInPieces } from './http/upload-sender';
export { createTestOperator, type OpsCallResult, postOpsCall, type TestOperator } from './ops-testing';
