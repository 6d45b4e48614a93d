import { randomUUID } from 'node:crypto';
import { type ErrorDetail, getCall, normaliseEnvelope } from '@casino/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client';
import { applyLedger } from './ledger/ledger';

/**
 * The databases a DB-backed suite runs on: always PGlite, and PostgreSQL too when TEST_DATABASE_URL names a
 * server. Use with `describe.each(dbKinds)` and pass `databaseServerUrl` to startTestPlatform.
 */
export const dbKinds: { kind: 'pglite' | 'postgres'; databaseServerUrl: string | null }[] = [
  { kind: 'pglite', databaseServerUrl: null },
  ...(process.env.TEST_DATABASE_URL
    ? [{ kind: 'postgres' as const, databaseServerUrl: process.env.TEST_DATABASE_URL }]
    : []),
];

export interface CallResult {
  status: number;
  /** The body as the platform sent it (envelope or a legacy shape). */
  body: Record<string, unknown>;
  errcode: number;
  msg: string;
  /** The envelope's data as the BFF will see it after normalisation. */
  data: unknown;
  /** A refusal's typed detail as the BFF will pass it on (absent when none, or when it breaks the contract). */
  detail?: ErrorDetail | undefined;
}

/** POSTs a call through app.inject, the way the BFF sends it. */
export async function postCall(
  app: FastifyInstance,
  name: string,
  body: unknown = {},
  headers: Record<string, string> = {},
): Promise<CallResult> {
  const res = await app.inject({
    method: 'POST',
    url: `/app/v1/${name}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const parsed = res.json() as Record<string, unknown>;
  const env = normaliseEnvelope(parsed);
  if (!env) throw new Error(`${name} answered a shape the BFF cannot read: ${res.body}`);
  return {
    status: res.statusCode,
    body: parsed,
    errcode: env.errcode,
    msg: env.msg,
    data: env.data,
    detail: env.detail,
  };
}

/** The answer's data, checked against the call's contract (throws on a breach). */
export function contractData(name: string, result: CallResult): unknown {
  const call = getCall(name);
  if (!call) throw new Error(`no call ${name} in the registry`);
  if (result.errcode !== 0) throw new Error(`${name} failed: ${result.errcode} ${result.msg}`);
  return call.answer.parse(result.data);
}

/** postCall bound to an app, with an optional token: `call('refreshData', {}, token)`. */
export function caller(app: FastifyInstance) {
  return (name: string, body: unknown = {}, token?: string, headers: Record<string, string> = {}) =>
    postCall(app, name, body, token ? { ...headers, authorization: token } : headers);
}

/** Changes one key of seed settings in the DB (as `ops seed` would after an edit) and drops the cache. */
export async function setSetting(app: FastifyInstance, key: string, value: unknown): Promise<void> {
  await app.platform.dbHandle.db.execute(
    sql`update catalogue set doc = jsonb_set(doc, ${`{${key}}`}::text[], ${JSON.stringify(value)}::jsonb) where key = 'settings'`,
  );
  app.platform.catalogue.invalidate();
}

/**
 * A settled real-money round of a game type as the ledger holds it: a stake (negative `delta`) or its refund
 * (positive). `at` dates it at a moment, or 'yesterday' (now minus a day), for day and period sums.
 */
export async function playRound(
  db: Db,
  userId: number,
  delta: number,
  type: number,
  at?: Date | 'yesterday',
): Promise<void> {
  const refId = randomUUID();
  await applyLedger(db, {
    userId,
    delta,
    kind: delta < 0 ? 'bet' : 'refund',
    refType: 'test-round',
    refId,
    reason: 'test round',
    game: { id: 1, type },
  });
  if (!at) return;
  const when = at === 'yesterday' ? sql`now() - interval '1 day'` : sql`${at.toISOString()}::timestamptz`;
  await db.execute(
    sql`update ledger set created_at = ${when} where ref_type = 'test-round' and ref_id = ${refId}`,
  );
}
