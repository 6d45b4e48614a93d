import { type SQL, sql } from 'drizzle-orm';
import type { Job, OpsCommand } from '../core/module';
import { type Db, queryRows } from '../db/client';

/** How long the platform keeps data nobody owes anyone: demo play and client event logs. 0 keeps them for ever. */
export interface Retention {
  /** Demo rounds and demo game sessions older than this many days. */
  demoDays: number;
  /** Event-log rows and their batch keys older than this many days. */
  eventLogDays: number;
}

export const DEFAULT_RETENTION: Retention = { demoDays: 30, eventLogDays: 90 };

export function retentionFromEnv(env: Record<string, string | undefined>): Retention {
  const days = (v: string | undefined, fallback: number) => {
    if (v === undefined || v === '') return fallback;
    const n = Number(v);
    if (!Number.isFinite(n) || n < 0) throw new Error(`retention must be a number of days ≥ 0, got "${v}"`);
    return n;
  };
  return {
    demoDays: days(env.RETENTION_DEMO_DAYS, DEFAULT_RETENTION.demoDays),
    eventLogDays: days(env.RETENTION_EVENT_LOG_DAYS, DEFAULT_RETENTION.eventLogDays),
  };
}

export interface PruneResult {
  demoRounds: number;
  demoSessions: number;
  events: number;
  eventBatches: number;
}

/** Rows per statement: short transactions, so players' writes never queue behind a large delete. */
const CHUNK = 5000;

async function deleteInChunks(db: Db, statement: () => SQL): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = await queryRows<{ n: string }>(db, statement());
    const n = Number(rows[0]?.n ?? 0);
    total += n;
    if (n < CHUNK) return total;
  }
}

/**
 * Deletes what the retention lets go: demo rounds (and their action keys) created before the demo cutoff, demo
 * sessions started before it that are over and have no round left, event-log rows and batch keys received before
 * the event cutoff. Real rounds, real sessions, the ledger and anything money-related are never touched.
 * Safe to run from several instances at once (each chunk deletes what is still there).
 */
export async function prune(db: Db, retention: Retention, now = new Date()): Promise<PruneResult> {
  const result: PruneResult = { demoRounds: 0, demoSessions: 0, events: 0, eventBatches: 0 };
  const before = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  if (retention.demoDays > 0) {
    const cutoff = before(retention.demoDays);
    result.demoRounds = await deleteInChunks(
      db,
      () => sql`with doomed as (
          select id from game_rounds where mode = 'demo' and created_at < ${cutoff}::timestamptz limit ${CHUNK}
        ), actions as (
          delete from game_round_actions where round_pk in (select id from doomed)
        ), gone as (
          delete from game_rounds where id in (select id from doomed) returning 1
        ) select count(*)::text as n from gone`,
    );
    result.demoSessions = await deleteInChunks(
      db,
      () => sql`with gone as (
          delete from game_sessions where id in (
            select s.id from game_sessions s
             where s.mode = 'demo' and s.created_at < ${cutoff}::timestamptz
               and (s.status = 'closed' or s.expires_at < ${now.toISOString()}::timestamptz)
               and not exists (select 1 from game_rounds r where r.session_id = s.id)
             limit ${CHUNK})
          returning 1
        ) select count(*)::text as n from gone`,
    );
  }
  if (retention.eventLogDays > 0) {
    const cutoff = before(retention.eventLogDays);
    result.events = await deleteInChunks(
      db,
      () => sql`with gone as (
          delete from event_log where id in (
            select id from event_log where received_at < ${cutoff}::timestamptz limit ${CHUNK})
          returning 1
        ) select count(*)::text as n from gone`,
    );
    result.eventBatches = await deleteInChunks(
      db,
      () => sql`with gone as (
          delete from event_log_batches where batch_key in (
            select batch_key from event_log_batches where received_at < ${cutoff}::timestamptz limit ${CHUNK})
          returning 1
        ) select count(*)::text as n from gone`,
    );
  }
  return result;
}

export function formatPrune(r: PruneResult, retention: Retention): string {
  const keep = (d: number) => (d > 0 ? `older than ${d} days` : 'kept (retention 0)');
  return [
    `demo (${keep(retention.demoDays)}): ${r.demoRounds} rounds, ${r.demoSessions} sessions deleted`,
    `event log (${keep(retention.eventLogDays)}): ${r.events} events, ${r.eventBatches} batch keys deleted`,
  ].join('\n');
}

function flagDays(args: string[], name: string): number | undefined {
  const i = args.indexOf(name);
  if (i === -1) return undefined;
  const n = Number(args[i + 1]);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} takes a number of days ≥ 0`);
  return n;
}

export const pruneOps: Record<string, OpsCommand> = {
  prune: {
    // Deletes in batches, each its own commit: audited after, outside one long transaction.
    ownTransactions: true,
    usage: 'prune [--demo-days N] [--event-days N]',
    summary:
      'delete demo rounds/sessions and event logs older than the retention (RETENTION_DEMO_DAYS, RETENTION_EVENT_LOG_DAYS; 0 keeps them); the platform also runs this daily',
    async run(ctx, args) {
      const env = retentionFromEnv(process.env);
      const retention: Retention = {
        demoDays: flagDays(args, '--demo-days') ?? env.demoDays,
        eventLogDays: flagDays(args, '--event-days') ?? env.eventLogDays,
      };
      return formatPrune(await prune(ctx.db, retention), retention);
    },
  },
};

const DAY_MS = 86_400_000;

/**
 * The daily prune as a scheduled job of the running platform (once a day across all instances; ops prune does
 * it on demand).
 */
export function pruneJob(db: Db, retention: Retention): Job {
  return {
    name: 'retention prune',
    everyMs: DAY_MS,
    // Batched deletes of a big backlog may take a while: not retried as dead before an hour.
    timeoutMs: 3_600_000,
    done: 'old demo play and event logs pruned',
    async run() {
      const r = await prune(db, retention);
      return r.demoRounds + r.demoSessions + r.events + r.eventBatches;
    },
  };
}
