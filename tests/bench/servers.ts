// Child process of the bench: `platform [--pg=<serverUrl>]` starts a fresh test platform (on a scratch
// PostgreSQL database with --pg) and a control port that makes players for the rounds bench; `front
// <upstreamUrl>` starts, in one process, the BFF, a bare @fastify/http-proxy and a bare Fastify route, so they
// run under the same conditions. Prints one JSON line with the URLs, then serves until killed.
// For the load bench: `platform --database=<url> --jobs` serves an existing database with the scheduled jobs on
// (several platforms on one database), players ready for payouts; `front <url,url> --redis=<url>` is a BFF on
// Redis over several platforms, with per-IP budgets opened up (the whole crowd comes from one address here).
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { PAYOUT_PIN, startTestPlatform, TEST_BANK_ID, type TestPlatform } from '@casino/platform/testing';
import { buildApp } from '@casino/server/app';
import httpProxy from '@fastify/http-proxy';
import Fastify, { type FastifyInstance } from 'fastify';
import { WEB_DIST } from '../e2e/support/stack';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/**
 * `POST /players {count, coin}` → `[{token, userId}]`: players with a session and `coin` credited through the
 * ledger, made straight in the database (sign-up is rate-limited and not what the rounds bench measures).
 */
async function listenControl(platform: TestPlatform): Promise<string> {
  const server = createServer(async (req, res) => {
    try {
      let raw = '';
      for await (const chunk of req) raw += chunk;
      if (req.url !== '/players') {
        const answer = await loadControl(platform, req.url ?? '', JSON.parse(raw || '{}'));
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
        return;
      }
      const { count, coin } = JSON.parse(raw || '{}') as { count?: number; coin?: number };
      const players: { token: string; userId: number }[] = [];
      for (let i = 0; i < (count ?? 1); i++) {
        const player = await platform.createUserSession();
        if (coin) await platform.credit(player.userId, coin);
        players.push(player);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(players));
    } catch (err) {
      res.writeHead(500).end(String(err));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** The load bench's player: sessions of a Slots and a Color Game, a bound bank account, maybe a password. */
export interface LoadPlayer {
  token: string;
  userId: number;
  account: string;
  password: string | null;
  bankId: number;
  slots: string;
  color: string;
}

/**
 * The load bench's control calls: `/load-players {count, coin, passwords, prefix}` makes players through the test
 * kit (session row, coin through the ledger, a bank account and two game sessions through the platform's own
 * calls) — a sign-up over HTTP each is rate-limited and is not what the crowd measures; `/deposit {token,
 * amount}` pays an order through the sandbox checkout's signed webhook; `/reconcile` runs `ops reconcile`.
 */
async function loadControl(platform: TestPlatform, url: string, body: Record<string, unknown>) {
  const inject = async <T>(name: string, token: string, payload: unknown): Promise<T> => {
    const r = await platform.app.inject({
      method: 'POST',
      url: `/app/v1/${name}`,
      headers: { 'content-type': 'application/json', authorization: token },
      payload: JSON.stringify(payload),
    });
    const env = r.json() as { errcode: number; msg: string; data: T };
    if (env.errcode !== 0) throw new Error(`${name}: ${env.errcode} ${env.msg}`);
    return env.data;
  };
  if (url === '/load-players') {
    const { count, coin, passwords, prefix } = body as {
      count: number;
      coin: number;
      passwords: number;
      prefix: string;
    };
    const made: LoadPlayer[] = [];
    for (let i = 0; i < count; i++) {
      const account = `${prefix}${i}`;
      const password = i < passwords ? `load-${account}` : null;
      const { token, userId } = await platform.createUserSession({
        account,
        ...(password ? { password } : {}),
      });
      await platform.credit(userId, coin);
      const bank = await inject<{ id: number }>('addBankInfo', token, {
        code: PAYOUT_PIN,
        bankId: TEST_BANK_ID,
        accountName: 'Juan Dela Cruz',
        accountNo: String(9_170_000_000 + userId),
      });
      const slots = await inject<{ sessionId: string }>('startGame', token, { gameId: 1001 });
      const color = await inject<{ sessionId: string }>('startGame', token, { gameId: 2001 });
      made.push({
        token,
        userId,
        account,
        password,
        bankId: bank.id,
        slots: slots.sessionId,
        color: color.sessionId,
      });
    }
    return made;
  }
  if (url === '/deposit') {
    const order = await platform.deposit(body.token as string, body.amount as number);
    return { status: order.status };
  }
  if (url === '/reconcile') {
    try {
      return { clean: true, text: await platform.ops('reconcile') };
    } catch (err) {
      return { clean: false, text: (err as Error).message };
    }
  }
  throw new Error(`no control call ${url}`);
}

async function main() {
  const [role, upstreamUrl] = process.argv.slice(2);
  if (role === 'platform') {
    const pg = process.argv.find((a) => a.startsWith('--pg='))?.slice(5);
    const database = process.argv.find((a) => a.startsWith('--database='))?.slice(11);
    // Production settings (server.ts defaults): catalogue snapshot reused, answers not re-validated.
    const platform = await startTestPlatform({
      catalogueCacheMs: 60_000,
      validateAnswers: false,
      // The accrual job follows the ledger as in production (server.ts default), beside the rounds.
      accrualEveryMs: 2000,
      // On PostgreSQL, the pool size platform/src/server.ts runs with (openDb's default).
      ...(pg ? { databaseServerUrl: pg, poolMax: 10 } : {}),
      ...(database
        ? { databaseUrl: database, poolMax: 10, jobs: {}, payoutReadyPlayers: true, validateAnswers: false }
        : {}),
    });
    const control = await listenControl(platform);
    console.log(
      JSON.stringify({
        platform: platform.url,
        control,
        db: platform.kind,
        // The database's name, so the rounds bench can count its backends' CPU apart from other work.
        database: platform.databaseUrl ? new URL(platform.databaseUrl).pathname.slice(1) : '',
        pid: String(process.pid),
      }),
    );
    const stop = async () => {
      await platform.close();
      process.exit(0);
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
    return;
  }
  if (role !== 'front' || !upstreamUrl) throw new Error('usage: servers.ts platform | front <upstreamUrl>');

  // WEB_DIST lets a bench run on a private build while web/dist serves other runs.
  const webDist = WEB_DIST;
  const redisUrl = process.argv.find((a) => a.startsWith('--redis='))?.slice(8);
  const open = { perIp: { max: 10_000_000, timeWindowMs: 60_000 } };
  const bff = await buildApp({
    upstreamUrl,
    logger: false,
    ...(redisUrl
      ? {
          redisUrl,
          redisPrefix: `bench:load:${process.ppid}:`,
          rateLimit: {
            auth: { ...open, perSubject: { max: 10_000, timeWindowMs: 60_000 } },
            claim: { ...open, perSubject: { max: 10_000, timeWindowMs: 60_000 } },
            default: open,
          },
        }
      : {}),
    ...(existsSync(join(webDist, 'index.html')) ? { webDist } : {}),
  });
  const bffUrl = await listen(bff);

  // The floor for (a): the same upstream call through a plain reverse proxy, no validation.
  const proxy = Fastify({ logger: false });
  await proxy.register(httpProxy, {
    upstream: upstreamUrl.split(',')[0]!,
    prefix: '/app/v1',
    rewritePrefix: '/app/v1',
  });
  const proxyUrl = await listen(proxy);

  // The floor for (b): Fastify answering the very JSON the BFF serves from its appConfig cache, already
  // serialised, so the floor is the framework itself and not JSON.stringify of a large object.
  const bare = Fastify({ logger: false });
  let body = 'null';
  bare.post('/app/v1/anonymous/appConfig', async (_req, reply) => reply.type('application/json').send(body));
  bare.put('/__body', async (req) => {
    body = JSON.stringify(req.body);
    return { ok: true };
  });
  const bareUrl = await listen(bare);

  console.log(JSON.stringify({ bff: bffUrl, proxy: proxyUrl, bare: bareUrl, pid: String(process.pid) }));
  const stop = async () => {
    await Promise.allSettled([bff.close(), proxy.close(), bare.close()]);
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
