import { formatMoney } from '@casino/contracts/money';
import { count, gt, sql } from 'drizzle-orm';
import { switchMaintenance } from '../catalogue/maintenance';
import { applySeed, DEFAULT_SEED_DIR, readSeedDir } from '../catalogue/seed';
import { type CatalogueService, loadSnapshot } from '../catalogue/service';
import { cliActor, writeAudit } from '../core/audit';
import type { OpsCommand, OpsContext } from '../core/module';
import { queryRows } from '../db/client';
import { eventLog, sessions, users } from '../db/schema';
import { formatReconcile, reconcile } from '../ledger/reconcile';
import { moduleOps } from '../modules';
import { createReportsService, reportCsv } from '../modules/reports';
import { expireOrders, withdrawalQueue } from '../modules/wallet';
import { formatPropReconcile, reconcileProps } from '../rewards/reconcile-props';
import { jobsOps } from './jobs-ops';
import { providerReviewOps } from './provider-review';
import { pruneOps } from './prune';
import { withdrawalCliDecision } from './withdrawal-cli';

/** The catalogue as the CLI reads it: straight from the database (no platform, no cache). */
const cliCatalogue = (ctx: OpsContext): CatalogueService => ({
  snapshot: () => loadSnapshot(ctx.db),
  invalidate: () => ctx.invalidate(),
});

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
}

/** Operator commands; later issues add theirs here (withdrawal approval, ledger reconciliation…). */
export const opsCommands: Record<string, OpsCommand> = {
  ...pruneOps,
  ...jobsOps,
  ...providerReviewOps,
  ...moduleOps,
  seed: {
    usage: 'seed',
    summary:
      'validate platform/seed/*.json and load them into the DB (replaces the catalogue and the CS queue)',
    async run(ctx) {
      const bundle = readSeedDir(ctx.seedDir ?? DEFAULT_SEED_DIR);
      const result = await applySeed(ctx.db, bundle, 'all');
      ctx.invalidate();
      const { config } = await loadSnapshot(ctx.db);
      return `Seeded ${result.written.join(', ')}, the activities and the customer-service queue from ${bundle.dir}; config v ${config.v}`;
    },
  },
  maintenance: {
    usage: 'maintenance on|off [--title TEXT] [--content TEXT] [--minutes N]',
    summary: 'turn maintenance on (players are sent to the maintenance page) or off',
    async run(ctx, args) {
      const mode = args[0];
      if (mode !== 'on' && mode !== 'off') throw new Error('say "maintenance on" or "maintenance off"');
      const title = flag(args, 'title');
      const content = flag(args, 'content');
      const minutes = flag(args, 'minutes');
      if (minutes !== undefined && !(Number(minutes) > 0))
        throw new Error('--minutes needs a positive number');
      await switchMaintenance(ctx.db, {
        on: mode === 'on',
        title,
        message: content,
        endsAt: minutes !== undefined ? Date.now() + Number(minutes) * 60_000 : undefined,
      });
      ctx.invalidate();
      const { maintenance } = await loadSnapshot(ctx.db);
      return mode === 'on'
        ? `Maintenance ON: "${maintenance.title}"${maintenance.endTime ? ` until ${new Date(maintenance.endTime).toISOString()}` : ''}`
        : 'Maintenance OFF';
    },
  },
  reconcile: {
    reads: () => true,
    usage: 'reconcile',
    summary:
      'check sum(ledger) = balance (and the lifetime counters) for every wallet, and every prop holding against the prop ledger; fails listing offenders',
    async run(ctx) {
      const report = await reconcile(ctx.db);
      const props = await reconcileProps(ctx.db);
      const text = `${formatReconcile(report)}\n${formatPropReconcile(props)}`;
      // A mismatch is an error: the CLI exits non-zero so a cron or CI step notices.
      if (report.offenders.length > 0 || props.offenders.length > 0) throw new Error(text);
      return text;
    },
  },
  'expire-orders': {
    usage: 'expire-orders',
    summary: 'mark deposit orders still pending past their expiry as expired (reads do this lazily too)',
    async run(ctx) {
      const n = await expireOrders(ctx.db);
      return `expired ${n} deposit order${n === 1 ? '' : 's'}`;
    },
  },
  withdrawals: {
    reads: () => true,
    usage: 'withdrawals',
    summary:
      'list pending withdrawals (oldest first) with account, KYC name and risk flags, for approve-withdrawal / reject-withdrawal',
    async run(ctx) {
      const page = await withdrawalQueue(ctx.db, cliCatalogue(ctx), {
        status: 'pending',
        sort: 'oldest',
        pageNum: 1,
        pageSize: 100,
      });
      if (page.total === 0) return 'no pending withdrawals';
      const lines = page.list.map(
        (w) =>
          `${w.id}  user ${w.userId}  ${formatMoney(w.amount)} (fee ${formatMoney(w.fee)})  ${new Date(w.createdAt).toISOString()}\n` +
          `    to ${w.channel.bankName} ${w.channel.accountName} ${w.channel.accountNo}; KYC ${w.kycName ?? 'none'}` +
          `${w.needsSecondApproval ? '; needs a second operator' : ''}${w.flags.length ? `; flags: ${w.flags.join(', ')}` : ''}` +
          (w.lastApproval
            ? `\n    approval ${w.lastApproval.state} by ${w.lastApproval.by}${w.lastApproval.reason ? `: ${w.lastApproval.reason}` : ''} (undecided: reject it or approve again)`
            : ''),
      );
      if (page.total > page.list.length)
        lines.push(`… and ${page.total - page.list.length} more (see the console)`);
      return lines.join('\n');
    },
  },
  report: {
    reads: () => true,
    usage: 'report <YYYY-MM-DD> [<to YYYY-MM-DD>] [--csv summary|games|bonuses]',
    summary:
      "a Manila day's (or range's) figures from the ledger with the conservation row; exits 1 if it is not 0",
    async run(ctx, args) {
      const [from, maybeTo] = args;
      if (!from) throw new Error('say which day: report <YYYY-MM-DD> [<to>]');
      const to = maybeTo && !maybeTo.startsWith('--') ? maybeTo : from;
      const reports = createReportsService({ db: ctx.db, catalogue: cliCatalogue(ctx) });
      const csv = flag(args, 'csv');
      if (csv !== undefined) {
        if (csv !== 'summary' && csv !== 'games' && csv !== 'bonuses')
          throw new Error('--csv takes summary, games or bonuses');
        return (await reports.csv(csv, { from, to })).csv.trimEnd();
      }
      const r = await reports.range(from, to);
      const text = reportCsv(r, 'summary').trimEnd().replaceAll(',', '  ');
      // Books that do not close are an error: a cron or CI step notices.
      if (r.conservationDiff !== 0) throw new Error(text);
      return text;
    },
  },
  'approve-withdrawal': {
    usage: 'approve-withdrawal <orderId> [reason…]',
    summary:
      'pay a pending withdrawal; above settings ops.fourEyesAbovePhp it becomes a proposal a console operator decides',
    // The console's audited decision (withdrawal.approve / proposal.create rows as cli:<os user>), not a copy of it.
    auditsItself: true,
    async run(ctx, args) {
      const [id, ...reason] = args;
      if (!id) throw new Error('say which withdrawal: approve-withdrawal <orderId> [reason]');
      return withdrawalCliDecision(ctx, cliCatalogue(ctx), id, true, reason.join(' '));
    },
  },
  'reject-withdrawal': {
    usage: 'reject-withdrawal <orderId> [reason…]',
    summary: 'reject a pending withdrawal: the held amount goes back to the balance',
    auditsItself: true,
    async run(ctx, args) {
      const [id, ...reason] = args;
      if (!id) throw new Error('say which withdrawal: reject-withdrawal <orderId> [reason]');
      return withdrawalCliDecision(
        ctx,
        cliCatalogue(ctx),
        id,
        false,
        reason.join(' ') || 'Rejected by the operator',
      );
    },
  },
  status: {
    reads: () => true,
    usage: 'status',
    summary: 'config version, maintenance, players and sessions seen in the last 5 minutes',
    async run(ctx) {
      const { config, maintenance } = await loadSnapshot(ctx.db);
      const since = new Date(Date.now() - 5 * 60_000);
      const [u] = await ctx.db.select({ n: count() }).from(users);
      const [online] = await ctx.db
        .select({ n: count() })
        .from(sessions)
        .where(gt(sessions.lastSeenAt, since));
      const [events] = await ctx.db.select({ n: count() }).from(eventLog);
      return [
        `config v ${config.v} (${config.appGameList.length} games, ${Object.keys(config.appRechargeTypeMap).length} deposit channels)`,
        `maintenance ${maintenance.status === 1 ? `ON: ${maintenance.title}` : 'off'}`,
        `users ${u?.n ?? 0}, sessions seen in 5 min ${online?.n ?? 0}, events stored ${events?.n ?? 0}`,
      ].join('\n');
    },
  },
};

export function opsHelp(): string {
  return [
    'Usage: pnpm --filter @casino/platform ops <command>',
    ...Object.values(opsCommands).map((c) => `  ${c.usage.padEnd(64)} ${c.summary}`),
  ].join('\n');
}

const sub =
  (...reading: string[]) =>
  (args: string[]) =>
    reading.includes(args[0] ?? '');

/**
 * Which runs of the areas' commands only read (no audit row): kept here, beside runOps, so the audit rule of the
 * CLI is in one place. A command not listed is audited on every run.
 */
const MODULE_READS: Readonly<Record<string, (args: string[]) => boolean>> = {
  agent: sub('holds', 'trace'),
  feedback: sub('list', 'show'),
  kyc: sub('list', 'show'),
  lottery: sub('list'),
  goods: sub('list'),
  protection: () => true,
  quests: () => true,
  vip: () => true,
};

type AuditTarget = { targetType: string; targetId: string; targetUserId: number | null };

/** The player a row belongs to, when the id is one (a bad id leaves the target without a player). */
async function ownerOf(
  db: OpsContext['db'],
  table: 'exchange_orders' | 'kyc_submissions' | 'feedback',
  id: string,
) {
  // Withdrawal ids are text (W2026…); the others are integers.
  const key =
    table === 'exchange_orders' ? sql`${id}::text` : /^\d{1,9}$/.test(id) ? sql`${Number(id)}::int` : null;
  if (key === null) return null;
  const [row] = await queryRows<{ user_id: number }>(
    db,
    sql`select user_id from ${sql.identifier(table)} where id = ${key}`,
  );
  return row?.user_id ?? null;
}

/**
 * What a changing command acts on, so its audit row carries the player (player 360 lists it) and the thing. A
 * command not listed is audited with its arguments only.
 */
const AUDIT_TARGETS: Readonly<
  Record<string, (args: string[], db: OpsContext['db']) => Promise<AuditTarget | null>>
> = {
  feedback: async ([sub, id = ''], db) =>
    sub === 'reply'
      ? { targetType: 'feedback', targetId: id, targetUserId: await ownerOf(db, 'feedback', id) }
      : null,
  mail: async (args, db) => {
    const to = args[args.indexOf('--to') + 1] ?? '';
    if (!/^\d{1,9}$/.test(to)) return null;
    // Only a player that exists: the audit row's player is a foreign key.
    const [user] = await queryRows<{ id: number }>(
      db,
      sql`select id from users where id = ${Number(to)}::int`,
    );
    return { targetType: 'player', targetId: to, targetUserId: user?.id ?? null };
  },
};

function onlyReads(name: string, command: OpsCommand, args: string[]): boolean {
  return command.reads?.(args) ?? MODULE_READS[name]?.(args) ?? false;
}

/** Whether a command reads standard input for these arguments (the CLI reads it only then). */
export function opsReadsStdin(argv: string[]): boolean {
  const [name, ...args] = argv;
  const command = name ? opsCommands[name] : undefined;
  return command?.readsStdin?.(args) ?? false;
}

/**
 * Runs a command as `ctx.actor` (default `cli:<os user>`). A command that changes something runs in one
 * transaction with its `cli.<command>` audit row (the arguments as typed), so the change and its record commit
 * together; the running platform's caches are dropped only after that commit.
 */
export async function runOps(ctx: OpsContext, argv: string[]): Promise<string> {
  const [name, ...args] = argv;
  const command = name ? opsCommands[name] : undefined;
  if (!command) throw new Error(name ? `unknown command "${name}"\n${opsHelp()}` : opsHelp());
  const actor = ctx.actor ?? cliActor();
  if (onlyReads(name!, command, args) || command.auditsItself) return command.run({ ...ctx, actor }, args);
  const target = (await AUDIT_TARGETS[name!]?.(args, ctx.db)) ?? null;
  const entry = { action: `cli.${name}`, targetType: 'cli', ...(target ?? {}), after: { args } };
  if (command.ownTransactions) {
    const output = await command.run({ ...ctx, actor }, args);
    await writeAudit(ctx.db, actor, { ...entry, after: { args, output: output.slice(0, 2000) } });
    return output;
  }
  let invalidate = false;
  const output = await ctx.db.transaction(async (tx) => {
    const out = await command.run(
      {
        ...ctx,
        db: tx as unknown as OpsContext['db'],
        actor,
        invalidate: () => {
          invalidate = true;
        },
      },
      args,
    );
    await writeAudit(tx, actor, { ...entry, after: { args, output: out.slice(0, 2000) } });
    return out;
  });
  if (invalidate) ctx.invalidate();
  return output;
}
