import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The production build (scripts/build-prod.mjs, what the Dockerfile runs): both servers as plain JavaScript,
// started with plain node — no tsx loader — answering as the sources do.
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function healthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited before it was healthy:\n${output()}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} not healthy:\n${output()}`);
}

describe('production build', () => {
  const children: ChildProcess[] = [];
  let dir: string;
  let bff: string;
  let platform: string;

  function start(file: string, env: Record<string, string>) {
    let out = '';
    const { DATABASE_URL: _d, REDIS_URL: _r, ...base } = process.env;
    const child = spawn(process.execPath, [file], {
      cwd: ROOT,
      env: { ...base, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
    });
    child.stderr!.on('data', (b: Buffer) => {
      out += b.toString();
    });
    children.push(child);
    return { child, output: () => out };
  }

  beforeAll(async () => {
    execFileSync(process.execPath, ['scripts/build-prod.mjs'], { cwd: ROOT, stdio: 'pipe' });
    dir = mkdtempSync(join(tmpdir(), 'prod-build-'));
    const [p, b] = [await freePort(), await freePort()];
    platform = `http://127.0.0.1:${p}`;
    bff = `http://127.0.0.1:${b}`;
    const plat = start('platform/dist/bundle/server.js', {
      PORT: String(p),
      PGLITE_DIR: join(dir, 'pglite'),
      // Production refuses to start without the key that encrypts the operators' TOTP secrets.
      OPS_SECRET_KEY: 'a'.repeat(64),
    });
    await healthy(`${platform}/healthz`, plat.child, plat.output);
    const front = start('server/dist/server.js', {
      PORT: String(b),
      UPSTREAM_URL: platform,
      BEACON_SPOOL_DIR: '',
      WEB_DIST: join(dir, 'no-web'),
    });
    await healthy(`${bff}/healthz`, front.child, front.output);
  }, 180_000);
  afterAll(async () => {
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null) return resolve();
            c.once('exit', () => resolve());
            c.kill('SIGTERM');
          }),
      ),
    );
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('the bundled BFF and platform answer a call, the API docs and the metrics', async () => {
    const config = await fetch(`${bff}/app/v1/anonymous/appConfig`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(config.status).toBe(200);
    expect(await config.json()).toMatchObject({ errcode: 0, data: { v: expect.any(String) } });
    const docs = await fetch(`${bff}/api-docs`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('<html');
    const spec = (await (await fetch(`${bff}/openapi.json`)).json()) as { openapi: string };
    expect(spec.openapi).toMatch(/^3\./);
    expect(await (await fetch(`${platform}/metrics`)).text()).toContain('platform_deposits_total');
  });
});
