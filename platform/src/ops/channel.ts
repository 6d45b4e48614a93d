import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AuditActor } from '../core/audit';
import { runOps } from './commands';

/** PGlite data lives in one process; ops commands reach it through this socket beside the data dir. */
export function opsSocketPath(pgliteDir: string): string {
  return `${pgliteDir.replace(/\/+$/, '')}.ops.sock`;
}

interface OpsReply {
  ok: boolean;
  output: string;
}

/** Sends a command to a running platform; null when none listens on the socket. */
export function sendOps(
  socketPath: string,
  argv: string[],
  opts: {
    seedDir?: string | undefined;
    timeoutMs?: number;
    /** Who runs it (`cli:<os user>` of the CLI process): the platform audits the change as them. */
    actor?: AuditActor;
    /** Standard input the CLI read (an initial password): it travels over the 0600 socket, never in argv. */
    stdin?: string | undefined;
  } = {},
): Promise<OpsReply | null> {
  const timeoutMs = opts.timeoutMs ?? 60_000;
  return new Promise((resolve, reject) => {
    if (!existsSync(socketPath)) return resolve(null);
    const socket = createConnection(socketPath);
    let buffer = '';
    let connected = false;
    socket.setTimeout(timeoutMs, () =>
      socket.destroy(new Error('the platform did not answer the ops command in time')),
    );
    socket.on('connect', () => {
      connected = true;
      socket.end(
        `${JSON.stringify({ argv, seedDir: opts.seedDir, actor: opts.actor, stdin: opts.stdin })}\n`,
      );
    });
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (!connected && (err.code === 'ECONNREFUSED' || err.code === 'ENOENT')) resolve(null);
      else reject(err);
    });
    socket.on('close', () => {
      if (!connected) return;
      try {
        resolve(JSON.parse(buffer) as OpsReply);
      } catch {
        reject(new Error('the platform closed the ops channel without an answer'));
      }
    });
  });
}

/** Throws when a platform is already serving this PGlite dir; removes a socket left by a crashed one. */
export async function assertNoRunningPlatform(pgliteDir: string): Promise<void> {
  const path = opsSocketPath(pgliteDir);
  if (!existsSync(path)) return;
  const alive = await new Promise<boolean>((resolve) => {
    const s = createConnection(path);
    s.on('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.on('error', () => resolve(false));
  });
  if (alive) throw new Error(`another platform is already running on ${pgliteDir} (socket ${path})`);
  unlinkSync(path);
}

/** The socket's actor, kept to what the CLI may claim: a `cli:` login, no operator id. */
function cliActorFrom(actor: AuditActor): AuditActor {
  const login = String(actor.login ?? '');
  return {
    operatorId: null,
    login: login.startsWith('cli:') ? login.slice(0, 128) : `cli:${login.slice(0, 120)}`,
    role: 'cli',
    requestId: String(actor.requestId ?? '').slice(0, 128),
    ip: '',
  };
}

/** Listens on the ops socket for this process. */
export async function startOpsChannel(
  app: FastifyInstance,
  pgliteDir: string,
): Promise<{ close(): Promise<void> }> {
  const path = opsSocketPath(pgliteDir);
  await assertNoRunningPlatform(pgliteDir);
  // Half-open: the client ends its side after the command and still reads our answer.
  const server = createServer({ allowHalfOpen: true }, (socket) => {
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
    });
    socket.on('end', async () => {
      let reply: OpsReply;
      try {
        const { argv, seedDir, actor, stdin } = JSON.parse(buffer) as {
          argv: string[];
          seedDir?: string;
          actor?: AuditActor;
          stdin?: string;
        };
        const output = await runOps(
          {
            db: app.platform.dbHandle.db,
            ...(seedDir ? { seedDir } : {}),
            invalidate: () => app.platform.catalogue.invalidate(),
            ...(actor ? { actor: cliActorFrom(actor) } : {}),
            ...(stdin !== undefined ? { stdin } : {}),
          },
          argv,
        );
        reply = { ok: true, output };
      } catch (err) {
        reply = { ok: false, output: (err as Error).message };
      }
      socket.end(JSON.stringify(reply));
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  // Only the user running the platform may send it commands.
  chmodSync(path, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}
