import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The root start script (`npm start` runs it after the install and the web build) as a player's machine runs
// it: the platform on PGlite and the BFF, each a child process it supervises.
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

describe('npm start supervises the platform', () => {
  let child: ChildProcess;
  let out = '';
  let dir: string;
  let base: string;

  const waitFor = async (pattern: RegExp, from: number, ms: number): Promise<RegExpMatchArray> => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const hit = out.slice(from).match(pattern);
      if (hit) return hit;
      if (child.exitCode !== null) throw new Error(`start script exited:\n${out}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no ${pattern} within ${ms} ms:\n${out}`);
  };
  const post = (name: string, body: object = {}) =>
    fetch(`${base}/app/v1/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'start-all-'));
    const [port, platformPort] = [await freePort(), await freePort()];
    base = `http://127.0.0.1:${port}`;
    const { DATABASE_URL: _d, REDIS_URL: _r, UPSTREAM_URL: _u, ...env } = process.env;
    child = spawn(process.execPath, ['scripts/start-all.mjs'], {
      cwd: ROOT,
      env: {
        ...env,
        PORT: String(port),
        PLATFORM_PORT: String(platformPort),
        PGLITE_DIR: join(dir, 'pglite'),
        BEACON_SPOOL_DIR: '',
        WEB_DIST: join(dir, 'no-web'),
        LOG_LEVEL: 'warn',
        DEV_ENDPOINTS: '0',
        RESTART_DELAYS_MS: '1500,3000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (b: Buffer) => {
      out += b.toString();
    });
    child.stderr!.on('data', (b: Buffer) => {
      out += b.toString();
    });
    await waitFor(/Casino is running/, 0, 150_000);
  }, 180_000);
  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  it('a killed platform is restarted while the BFF keeps answering: cached calls 200, the rest 502', async () => {
    const cached = await post('anonymous/appConfig');
    expect(cached.status).toBe(200);
    const cachedBody = await cached.text();
    const uncached = () => post('anonymous/appThemePreview', { themeViewId: 'default' });
    expect((await uncached()).status).toBe(200);

    const pid = Number((await waitFor(/platform started \(pid (\d+)\)/, 0, 1000))[1]);
    const mark = out.length;
    process.kill(pid, 'SIGKILL');
    await waitFor(/platform exited \(SIGKILL\); restarting/, mark, 10_000);

    // meanwhile: the BFF is up, its cache answers, and the rest is a clean 502 envelope
    const during = await post('anonymous/appConfig');
    expect(during.status).toBe(200);
    expect(await during.text()).toBe(cachedBody);
    const down = await uncached();
    expect(down.status).toBe(502);
    expect(await down.json()).toMatchObject({ errcode: 502, data: null });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    const back = await waitFor(/platform is back \(pid (\d+)\)/, mark, 120_000);
    expect(Number(back[1])).not.toBe(pid);
    expect((await uncached()).status).toBe(200);
    expect(child.exitCode).toBeNull();
  }, 180_000);
});
