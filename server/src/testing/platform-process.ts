import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const PLATFORM_DIR = fileURLToPath(new URL('../../../platform', import.meta.url));

export interface PlatformProcess {
  url: string;
  child: ChildProcess;
  /** Output so far (for a failure message). */
  output(): string;
  /** Ends it as a crash does: SIGKILL, no shutdown hooks, no graceful close. Resolves once it is gone. */
  kill(): Promise<void>;
}

/**
 * The platform as its own process (`node --import tsx platform/src/server.ts`, one process, so a SIGKILL kills it
 * and not a wrapper) on PostgreSQL, on a port it picks. Resolves when it says it listens.
 */
export async function spawnPlatform(
  databaseUrl: string,
  env: Record<string, string> = {},
  startTimeoutMs = 120_000,
): Promise<PlatformProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: PLATFORM_DIR,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PLATFORM_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => {
    out += d.toString('utf8');
  });
  child.stderr?.on('data', (d: Buffer) => {
    out += d.toString('utf8');
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the platform process did not start in time:\n${out}`));
    }, startTimeoutMs);
    const look = () => {
      const m = /Platform ready: (http:\/\/[\d.]+:\d+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout?.on('data', look);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the platform process exited (${code}) before listening:\n${out}`));
    });
  });
  return {
    url,
    child,
    output: () => out,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
