import type { CallAnswer } from '@casino/contracts/registry';
import type { Db } from '../db/client';
import type { AuditActor } from './audit';

type ActivityStatus = CallAnswer<'activityGetStatusList'>;

/** The red-dot flags of activityGetStatusList: every boolean field of its answer. */
export type AwardFlagName = {
  [K in keyof ActivityStatus]-?: ActivityStatus[K] extends boolean ? K : never;
}[keyof ActivityStatus];

/** One module's red dots for a player; a flag it leaves out is not its concern (false). */
export type AwardFlags = Partial<Record<AwardFlagName, boolean>>;

/** The modules' flags OR-ed: a dot shows when any module has something for the player. */
export function orAwardFlags(parts: readonly AwardFlags[]): AwardFlags {
  const all: AwardFlags = {};
  for (const part of parts) {
    for (const [name, on] of Object.entries(part) as [AwardFlagName, boolean | undefined][]) {
      if (on) all[name] = true;
    }
  }
  return all;
}

/**
 * Background work the platform runs once per `everyMs` slot of the clock, across all its instances (core/jobs.ts);
 * stopped before the database closes.
 */
export interface Job {
  name: string;
  everyMs: number;
  /** One pass; answers how many things it handled. */
  run(): Promise<number>;
  /** Logged with the count after a pass that handled something; a job that always has work logs nothing. */
  done?: string;
  /** A pass running longer than this is taken as dead and retried (PostgreSQL engine; default 15 minutes). */
  timeoutMs?: number;
}

export interface OpsContext {
  db: Db;
  /** Seed directory (default platform/seed). */
  seedDir?: string;
  /** Called after a write so a running platform serves the change at once. */
  invalidate(): void;
  /** Who runs the command (`cli:<os user>`); runOps fills it in when left out. Every change is audited as them. */
  actor?: AuditActor;
  /** Standard input the CLI read for the command (an initial password), never put in argv or logs. */
  stdin?: string;
}

/** An operator command (`pnpm --filter @casino/platform ops <name> …`); answers the text to print. */
export interface OpsCommand {
  usage: string;
  summary: string;
  run(ctx: OpsContext, args: string[]): Promise<string>;
  /**
   * True when these arguments only read (a list, a status): no audit row. Every other run is a change, run in one
   * transaction with its `cli.<command>` audit row (ops/commands.ts runOps).
   */
  reads?(args: string[]): boolean;
  /** The command writes its own audit rows (with targets); runOps adds no generic one. */
  auditsItself?: boolean;
  /** The command commits in batches of its own (prune): it runs outside runOps's transaction, audited after. */
  ownTransactions?: boolean;
  /** The command reads standard input (the CLI passes it along, also over the PGlite socket). */
  readsStdin?(args: string[]): boolean;
}
