import { randomUUID } from 'node:crypto';
import { normaliseEnvelope } from '@casino/contracts';
import type { OperatorRole } from '@casino/contracts/operator-roles';
import type { FastifyInstance } from 'fastify';
import { cliActor } from './core/audit';
import type { Db } from './db/client';
import { createOperator, operatorSignIn, totpCodeAt } from './modules/operators';

// Test kit for operator calls (platform suites, the BFF's, e2e): an operator with a live session, and /ops/v1 posts.

export interface TestOperator {
  id: number;
  login: string;
  password: string;
  totpSecret: string;
  /** A live operator token (signed in at `signedInAt`). */
  token: string;
}

let made = 0;

/**
 * Creates an operator with these roles (as the CLI does) and signs them in with a correct authenticator code at
 * `signedInAt` (default now): a token good for 30 minutes from then.
 */
export async function createTestOperator(
  db: Db,
  roles: readonly OperatorRole[],
  opts: { login?: string; signedInAt?: Date } = {},
): Promise<TestOperator> {
  made += 1;
  const login = opts.login ?? `op${made}.${randomUUID().slice(0, 8)}`;
  const password = `pw-${randomUUID()}`;
  const op = await createOperator(db, cliActor('test'), { login, roles, password });
  const now = opts.signedInAt ?? new Date();
  const signedIn = await operatorSignIn(
    db,
    { login, password, totp: totpCodeAt(op.totpSecret, now.getTime()) },
    { now, ip: '127.0.0.1', device: 'test', requestId: `test-${randomUUID()}` },
  );
  return { id: op.id, login, password, totpSecret: op.totpSecret, token: signedIn.token };
}

export interface OpsCallResult {
  status: number;
  errcode: number;
  msg: string;
  data: unknown;
  detail?: unknown;
  headers: Record<string, unknown>;
  requestId: string;
}

/** POSTs an operator call through app.inject (with a fresh x-request-id, as the BFF sends one). */
export async function postOpsCall(
  app: FastifyInstance,
  name: string,
  body: unknown = {},
  token?: string,
): Promise<OpsCallResult> {
  const requestId = randomUUID();
  const res = await app.inject({
    method: 'POST',
    url: `/ops/v1/${name}`,
    headers: {
      'content-type': 'application/json',
      'x-request-id': requestId,
      ...(token ? { authorization: token } : {}),
    },
    payload: JSON.stringify(body),
  });
  const env = normaliseEnvelope(res.json());
  if (!env) throw new Error(`${name} answered a shape the BFF cannot read: ${res.body}`);
  return {
    status: res.statusCode,
    errcode: env.errcode,
    msg: env.msg,
    data: env.data,
    detail: env.detail,
    headers: res.headers,
    requestId,
  };
}
