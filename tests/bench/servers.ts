// Child process of the bench: `platform [--pg=<serverUrl>]` starts a fresh test platform (on a scratch
// PostgreSQL database with --pg) and a control port that makes players for the rounds bench; `front
// <upstreamUrl>` starts, in one process, the BFF, a bare @fastify/http-proxy and a bare Fastify route, so they
// run under the same conditions. Prints one JSON line with the URLs, then serves until killed.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { startTestPlatform, type TestPlatform } from '@casino/platform/testing';
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

async function main() {
  const [role, upstreamUrl] = process.argv.slice(2);
  if (role === 'platform') {
    const pg = process.argv.find((a) => a.startsWith('--pg='))?.slice(5);
    // Production settings (server.ts defaults): catalogue snapshot reused, answers not re-validated.
    const platform = await startTestPlatform({
      catalogueCacheMs: 60_000,
      validateAnswers: false,
      // The accrual job follows the ledger as in production (server.ts default), beside the rounds.
      accrualEveryMs: 2000,
      // On PostgreSQL, the pool size platform/src/server.ts runs with (openDb's default).
      ...(pg ? { databaseServerUrl: pg, poolMax: 10 } : {}),
    });
    const control = await listenControl(platform);
    console.log(
      JSON.stringify({ platform: platform.url, control, db: platform.kind, pid: String(process.pid) }),
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
  const bff = await buildApp({
    upstreamUrl,
    logger: false,
    ...(existsSync(join(webDist, 'index.html')) ? { webDist } : {}),
  });
  const bffUrl = await listen(bff);

  // The floor for (a): the same upstream call through a plain reverse proxy, no validation.
  const proxy = Fastify({ logger: false });
  await proxy.register(httpProxy, { upstream: upstreamUrl, prefix: '/app/v1', rewritePrefix: '/app/v1' });
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
