// What a module is built from and what it gives the platform. It sits above core/, ledger/, rewards/ and
// catalogue/ (a module is given the catalogue and the rewards engine's accruals), so it lives with the modules.
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { CatalogueService } from '../catalogue/service';
import type { HandlerMap } from '../core/handlers';
import type { AwardFlags, Job, OpsCommand } from '../core/module';
import type { AnyProposalExecutor, OpsHandlerMap } from '../core/ops-handlers';
import type { Db } from '../db/client';
import type { AccrualConsumer, AccrualJob } from '../rewards';

/** What every module is built from. Building a module starts nothing: the platform starts its jobs and routes. */
export interface ModuleContext {
  db: Db;
  catalogue: CatalogueService;
  log: FastifyBaseLogger;
  /** NODE_ENV=production: no sandboxes, no dev conveniences. */
  production: boolean;
  /** The rewards engine's accruals: `catchUp` before showing anything derived from play. */
  accruals: AccrualJob;
  /** Every module's award flags for a player, OR-ed (for the calls that answer the red dots). */
  awardFlags(userId: number): Promise<AwardFlags>;
}

/**
 * A module as the platform sees it: the registry calls it implements, its share of the red dots, its background
 * jobs, its operator commands and any HTTP beyond /app/v1 (webhooks, sandbox pages). Each module's index.ts
 * builds one; modules/index.ts lists them and app.ts loops over the list.
 */
export interface PlatformModule {
  name: string;
  handlers: HandlerMap;
  awardFlags?(userId: number): Promise<AwardFlags>;
  /** Accrual consumers of its own, run after the engine's (player level, quests) for each player. */
  consumers?: readonly AccrualConsumer[];
  jobs?: readonly Job[];
  /**
   * The same commands the module's door exports for the ops CLI, which runs them on the database alone (no
   * platform is built for a command); modules/index.ts gathers them for it.
   */
  ops?: Readonly<Record<string, OpsCommand>>;
  routes?: FastifyPluginAsync;
  /**
   * Runs before every signed-in call's handler (after the session and maintenance checks) and may refuse it
   * by throwing a CallError: e.g. a self-excluded player is kept to withdrawals and history.
   */
  gate?(call: string, userId: number): Promise<void>;
  /** The operator calls (/ops/v1) it implements: the platform checks the operator token and roles first. */
  opsHandlers?: OpsHandlerMap;
  /** Four-eyes executors by proposal action (`adjustment`, `withdrawal.approve`…): see ProposalExecutor. */
  proposalExecutors?: Readonly<Record<string, AnyProposalExecutor>>;
}
