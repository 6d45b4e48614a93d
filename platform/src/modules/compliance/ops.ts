// `ops exclusions …` and `ops aml …`: compliance's desk on the command line, on the same services as the console.
// Changes write their own targeted audit rows as `cli:<os user>` in the command's transaction.
import { readFile } from 'node:fs/promises';
import { isAbsolute, resolve } from 'node:path';
import { AML_STATUSES, type AmlStatus } from '@casino/contracts/aml-report';
import { SCREENING_STATUSES, type ScreeningStatus } from '@casino/contracts/exclusion-list';
import { formatMoney } from '@casino/contracts/money';
import { asc, eq } from 'drizzle-orm';
import { cliActor, writeAudit } from '../../core/audit';
import type { OpsCommand, OpsContext } from '../../core/module';
import type { Tx } from '../../db/client';
import { amlItems } from '../../db/schema';
import { amlExport } from './aml-export';
import { reportBy, setAmlStatus } from './aml-queue';
import { ExclusionHeaderError } from './exclusion-csv';
import { importExclusions } from './exclusion-import';
import { idShown } from './ops-routes';
import { decideHit, hitAudit, screeningPage } from './screening-queue';

const EXCLUSIONS_USAGE =
  'exclusions import <file.csv> [--source <text>] | exclusions hits [open|confirmed|falsePositive] | exclusions decide <hit id> confirm|false-positive <reason…>';
const AML_USAGE =
  'aml list [open|reviewed|reported|dismissed] | aml set <id> <status> <reason…> | aml export <from YYYY-MM-DD> <to YYYY-MM-DD> [status]';

const num = (text: string | undefined, usage: string) => {
  if (!/^\d{1,9}$/.test(text ?? '')) throw new Error(`usage: ${usage}`);
  return Number(text);
};

/** The command's own transaction when runOps gave none (an audited change commits with its row). */
const inTx = <T>(ctx: OpsContext, fn: (tx: Tx) => Promise<T>) => ctx.db.transaction(fn);

/** A relative path is the one the operator typed it from (pnpm --filter runs in the package folder). */
const fromShell = (path: string) =>
  isAbsolute(path) ? path : resolve(process.env.INIT_CWD ?? process.cwd(), path);

export const complianceOps: Record<string, OpsCommand> = {
  exclusions: {
    usage: EXCLUSIONS_USAGE,
    summary:
      'the national exclusion list: import a CSV (re-importing changes nothing), list screening hits, confirm or clear one',
    reads: (args) => args[0] === 'hits',
    auditsItself: true,
    async run(ctx, args) {
      const actor = ctx.actor ?? cliActor();
      const [sub, ...rest] = args;
      if (sub === 'import') {
        const file = rest[0];
        if (!file || file.startsWith('--')) throw new Error(`usage: ${EXCLUSIONS_USAGE}`);
        const at = rest.indexOf('--source');
        const source =
          at === -1
            ? (file.split('/').pop() ?? file)
            : rest
                .slice(at + 1)
                .join(' ')
                .trim();
        if (!source) throw new Error(`usage: ${EXCLUSIONS_USAGE}`);
        const csv = await readFile(fromShell(file), 'utf8');
        const r = await inTx(ctx, async (tx) => {
          const result = await importExclusions(tx, csv, source.slice(0, 120)).catch((err: unknown) => {
            if (err instanceof ExclusionHeaderError)
              throw new Error('not an exclusion list: the first line must be name,birthday,id_number,kind');
            throw err;
          });
          await writeAudit(tx, actor, {
            action: 'exclusion.import',
            targetType: 'exclusionList',
            targetId: source.slice(0, 120),
            after: { ...result, invalidRows: result.invalidRows.length },
          });
          return result;
        });
        return [
          `${r.added} added, ${r.updated} updated, ${r.unchanged} unchanged, ${r.invalid} invalid; ${r.hits} new screening hits`,
          ...r.invalidRows.map((x) => `  line ${x.line}: ${x.reason}`),
        ].join('\n');
      }
      if (sub === 'hits') {
        const status = (rest[0] ?? 'open') as ScreeningStatus;
        if (!SCREENING_STATUSES.includes(status)) throw new Error(`usage: ${EXCLUSIONS_USAGE}`);
        const page = await screeningPage(ctx.db, { status, pageNum: 1, pageSize: 100 });
        if (page.list.length === 0) return `no ${status} screening hits`;
        return page.list
          .map(
            (h) =>
              `#${h.id} player ${h.userId} ${h.status} (${h.trigger}, ${h.matchedOn}): ` +
              `${h.player.name} ${h.player.birthday} ${idShown(h.player.idNumber)} ↔ list #${h.entry.id} ` +
              `${h.entry.name} ${h.entry.birthday} ${idShown(h.entry.idNumber)} [${h.entry.kind}, ${h.entry.source}]`,
          )
          .join('\n');
      }
      if (sub === 'decide') {
        const hitId = num(rest[0], EXCLUSIONS_USAGE);
        const word = rest[1];
        const reason = rest.slice(2).join(' ').trim();
        if ((word !== 'confirm' && word !== 'false-positive') || reason.length < 3)
          throw new Error(`usage: ${EXCLUSIONS_USAGE}`);
        const decision = word === 'confirm' ? 'confirm' : 'falsePositive';
        const after = await inTx(ctx, async (tx) => {
          const d = await decideHit(tx, { hitId, decision, reason, by: actor.login });
          await writeAudit(tx, actor, {
            action: decision === 'confirm' ? 'screening.confirm' : 'screening.falsePositive',
            targetType: 'screeningHit',
            targetId: hitId,
            targetUserId: d.after.userId,
            before: hitAudit(d.before),
            after: hitAudit(d.after),
            reason,
          });
          return d.after;
        });
        return `screening hit ${hitId} ${after.status} (player ${after.userId})`;
      }
      throw new Error(`usage: ${EXCLUSIONS_USAGE}`);
    },
  },
  aml: {
    usage: AML_USAGE,
    summary:
      'AML items (covered and suspicious transactions): list by status, move one (audited), export in the regulator’s columns (CSV)',
    reads: (args) => args[0] === 'list' || args[0] === 'export',
    auditsItself: true,
    async run(ctx, args) {
      const actor = ctx.actor ?? cliActor();
      const [sub, ...rest] = args;
      if (sub === 'list') {
        const status = (rest[0] ?? 'open') as AmlStatus;
        if (!AML_STATUSES.includes(status)) throw new Error(`usage: ${AML_USAGE}`);
        const rows = await ctx.db
          .select()
          .from(amlItems)
          .where(eq(amlItems.status, status))
          .orderBy(asc(amlItems.detectedAt))
          .limit(200);
        if (rows.length === 0) return `no ${status} AML items`;
        return rows
          .map(
            (r) =>
              `#${r.id} ${r.kind} player ${r.userId}${r.amount ? ` ${formatMoney(r.amount)}` : ''} ${r.status} ` +
              `report by ${new Date(reportBy(r.detectedAt.getTime())).toISOString().slice(0, 10)}: ${r.narrative}`,
          )
          .join('\n');
      }
      if (sub === 'set') {
        const itemId = num(rest[0], AML_USAGE);
        const status = rest[1] as AmlStatus;
        const reason = rest.slice(2).join(' ').trim();
        if (!AML_STATUSES.includes(status) || reason.length < 3) throw new Error(`usage: ${AML_USAGE}`);
        const after = await inTx(ctx, async (tx) => {
          const d = await setAmlStatus(tx, { itemId, status, reason, by: actor.login });
          await writeAudit(tx, actor, {
            action: `aml.${status}`,
            targetType: 'amlItem',
            targetId: itemId,
            targetUserId: d.after.userId,
            before: { status: d.before.status },
            after: { status: d.after.status },
            reason,
          });
          return d.after;
        }).catch((err: unknown) => {
          // The CLI prints the refusal's own words.
          throw err instanceof Error ? new Error(err.message) : err;
        });
        return `AML item ${itemId} ${after.status}`;
      }
      if (sub === 'export') {
        const [from, to, status = 'all'] = rest;
        if (!from || !to || (status !== 'all' && !AML_STATUSES.includes(status as AmlStatus)))
          throw new Error(`usage: ${AML_USAGE}`);
        const out = await amlExport(ctx.db, { from, to, status: status as AmlStatus | 'all' });
        return out.csv.trimEnd();
      }
      throw new Error(`usage: ${AML_USAGE}`);
    },
  },
};
