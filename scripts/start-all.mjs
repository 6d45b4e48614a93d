#!/usr/bin/env node
// Starts the product after install + web build: the platform on loopback (unless UPSTREAM_URL points
// elsewhere), then the BFF in front of it. Plain Node so it needs nothing but the workspace install.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.PORT || 8080);
const PLATFORM_PORT = Number(process.env.PLATFORM_PORT || 8090);
const HEALTH_TIMEOUT_MS = 90_000;

const children = [];
let stopping = false;

function log(msg) {
  console.log(`[start] ${msg}`);
}

/** Runs a TypeScript entry with tsx loaded in-process, so signals reach the server itself. */
function spawnTs(name, entry, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  child.name = name;
  children.push(child);
  child.once('exit', () => {
    const at = children.indexOf(child);
    if (at !== -1) children.splice(at, 1);
  });
  return child;
}

/** Restart delays after a crash: doubling from 1 s up to 30 s, back to 1 s once a run lasted a minute. */
const RESTART_DELAYS_MS = (process.env.RESTART_DELAYS_MS || '1000,2000,4000,8000,16000,30000')
  .split(',')
  .map(Number);
const STABLE_RUN_MS = 60_000;

/**
 * Keeps a server running: started once (the caller waits until it is healthy), then restarted after every
 * crash with backoff, so a platform crash costs its own downtime and nothing else — the BFF keeps answering
 * (cached calls 200, the rest 502) and reconnects on its own. A server that never came up stops everything.
 */
function supervise(name, entry, env, healthUrl) {
  let failures = 0;
  let current;
  const start = () => {
    const child = spawnTs(name, entry, env);
    const startedAt = Date.now();
    current = child;
    log(`${name} started (pid ${child.pid})`);
    child.on('exit', (code, signal) => {
      if (stopping) return;
      if (!supervised.started.has(name)) {
        console.error(
          `[start] ${name} exited (${signal ?? `code ${code}`}) before it was healthy; stopping everything`,
        );
        shutdown(code || 1);
        return;
      }
      if (Date.now() - startedAt >= STABLE_RUN_MS) failures = 0;
      const delay = RESTART_DELAYS_MS[Math.min(failures, RESTART_DELAYS_MS.length - 1)];
      failures += 1;
      console.error(`[start] ${name} exited (${signal ?? `code ${code}`}); restarting in ${delay / 1000} s`);
      setTimeout(() => {
        if (stopping) return;
        const next = start();
        waitHealthy(name, healthUrl, next, Number.POSITIVE_INFINITY).then(
          () => log(`${name} is back (pid ${next.pid})`),
          () => {}, // it exited again: its exit handler schedules the next try
        );
      }, delay).unref();
    });
    return child;
  };
  const first = start();
  return {
    ready: waitHealthy(name, healthUrl, first).then(() => {
      supervised.started.add(name);
    }),
    get child() {
      return current;
    },
  };
}
const supervised = { started: new Set() };

async function waitHealthy(name, url, child, timeoutMs = HEALTH_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} exited before it was healthy`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not answer ${url} within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

/** Fails early and clearly when a port is taken, instead of a health check answered by someone else. */
function assertPortFree(port, host) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (err) =>
      reject(
        new Error(
          err.code === 'EADDRINUSE'
            ? `port ${port} is already in use; set PORT / PLATFORM_PORT`
            : err.message,
        ),
      ),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

function shutdown(code) {
  if (stopping) return;
  stopping = true;
  const alive = children.filter((c) => c.exitCode === null && c.signalCode === null);
  if (alive.length === 0) process.exit(code);
  let left = alive.length;
  for (const c of alive) {
    c.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(code);
    });
    c.kill('SIGTERM');
  }
  // close-with-grace in the servers drains within seconds; do not hang forever on a stuck child
  setTimeout(() => {
    for (const c of alive) if (c.exitCode === null) c.kill('SIGKILL');
    process.exit(code);
  }, 15_000).unref();
}

for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => shutdown(0));

async function main() {
  const host = process.env.HOST || '127.0.0.1';
  await assertPortFree(PORT, host);
  let upstreamUrl = process.env.UPSTREAM_URL;
  // The embedded quick start has no SMS gateway: outside production a local player reads OTPs from
  // the sandbox outbox (GET /dev/sms-outbox?mobile=…). Never served with NODE_ENV=production.
  const devEndpoints =
    process.env.NODE_ENV === 'production' ? '0' : (process.env.DEV_ENDPOINTS ?? (upstreamUrl ? '0' : '1'));
  if (!upstreamUrl) {
    mkdirSync(join(ROOT, 'data'), { recursive: true });
    upstreamUrl = `http://127.0.0.1:${PLATFORM_PORT}`;
    await assertPortFree(PLATFORM_PORT, '127.0.0.1');
    log(
      `starting the platform on ${upstreamUrl} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite under ./data/'})`,
    );
    const platform = supervise(
      'platform',
      'platform/src/server.ts',
      {
        HOST: '127.0.0.1',
        PORT: String(PLATFORM_PORT),
        PLATFORM_PORT: String(PLATFORM_PORT),
        DEV_ENDPOINTS: devEndpoints,
      },
      `${upstreamUrl}/healthz`,
    );
    await platform.ready;
  } else {
    log(`using the upstream at ${upstreamUrl}`);
  }

  const webDist = process.env.WEB_DIST || join(ROOT, 'web', 'dist');
  if (!existsSync(join(webDist, 'index.html')))
    log(`warning: ${webDist}/index.html is missing; run the web build`);
  const probeHost =
    host !== '0.0.0.0' && host !== '::' ? (host.includes(':') ? `[${host}]` : host) : '127.0.0.1';
  const bff = supervise(
    'bff',
    'server/src/server.ts',
    {
      HOST: host,
      PORT: String(PORT),
      UPSTREAM_URL: upstreamUrl,
      WEB_DIST: webDist,
      DEV_ENDPOINTS: devEndpoints,
    },
    `http://${probeHost}:${PORT}/healthz`,
  );
  await bff.ready;
  const local = host === '127.0.0.1' || host === '::1' || host === 'localhost';
  console.log(
    `Casino is running at http://localhost:${PORT}${local ? ' (this machine only)' : ` (listening on ${host})`}`,
  );
  if (local)
    log(`to open it to other devices on purpose: HOST=0.0.0.0 npm start (then put TLS and a proxy in front)`);
  log(`operator console: http://localhost:${PORT}/ops/ (sign in with an authenticator app code)`);
  log(
    "first operator: echo 'a long password' | pnpm --filter @casino/platform ops operator add <login> --role admin  (prints the TOTP secret once)",
  );
  if (devEndpoints === '1') {
    log(`sandbox SMS codes: http://localhost:${PORT}/dev/sms-outbox?mobile=09171234567`);
    log(
      "the OTP outbox and the sandbox checkout's Approve/Decline answer this machine only; DEV_ENDPOINTS_REMOTE=1 opens them to other devices (test phones), never on a public network",
    );
  }
}

main().catch((err) => {
  console.error(`[start] ${err.message}`);
  shutdown(1);
});
