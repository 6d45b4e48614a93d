// `ops kyc list|show|approve|reject`: the operator's identity review.
import { KYC_STATUS } from '@casino/contracts/enums';
import { sql } from 'drizzle-orm';
import { cliActor, writeAudit } from '../../core/audit';
import type { OpsCommand } from '../../core/module';
import { queryRows } from '../../db/client';
import { storageFromEnv } from '../uploads';
import type { KycFlag } from './checks';
import { reviewKyc } from './review';

const USAGE =
  'kyc list [pending|all] | kyc show <id> | kyc approve <id> [--override <reason…>] | kyc reject <id> <reason…>';
const STATUS = ['none', 'pending', 'approved', 'rejected'];

function submissionId(text: string | undefined): number {
  if (!/^\d{1,9}$/.test(text ?? '')) throw new Error(`usage: ${USAGE}`);
  return Number(text);
}

interface Row {
  id: number;
  user_id: number;
  id_type: string;
  id_number: string;
  real_name: string;
  birthday: string;
  status: number;
  reject_reason: string;
  created_at: string;
  reviewed_at: string | null;
  id_front: string;
  id_back: string | null;
  selfie: string;
  selfie_left: string | null;
  selfie_right: string | null;
  level: number;
  address: Record<string, string> | null;
  source_of_funds: string;
  source_detail: string;
  flags: KycFlag[];
  override_reason: string;
}

/** The flags in one line: `⚑ duplicateId (same ID number as player 7); nameMismatch (…)`. */
const flagText = (flags: KycFlag[]) =>
  flags.length === 0 ? '' : ` ⚑ ${flags.map((f) => `${f.check} (${f.detail})`).join('; ')}`;

export const kycOps: Record<string, OpsCommand> = {
  kyc: {
    usage: USAGE,
    summary:
      'review identity verifications: list the queue, show one with its image files, approve or reject',
    // approve / reject write the same targeted `kyc.approve` / `kyc.reject` row as the console (as cli:<os user>),
    // in the decision's transaction; list / show only read.
    auditsItself: true,
    async run(ctx, args) {
      const [sub, ...rest] = args;
      if (sub === 'list') {
        const all = rest[0] === 'all';
        if (rest.length > 1 || (rest[0] !== undefined && !['all', 'pending'].includes(rest[0]))) {
          throw new Error(`usage: ${USAGE}`);
        }
        const rows = await queryRows<Row>(
          ctx.db,
          sql`select id, user_id, id_type, real_name, status, flags, created_at::text from kyc_submissions
               ${all ? sql`` : sql`where status = ${KYC_STATUS.pending}::smallint`}
               order by id ${all ? sql`desc` : sql`asc`} limit 200`,
        );
        if (rows.length === 0) return all ? 'no KYC submissions' : 'no KYC submissions waiting for review';
        return rows
          .map(
            (r) =>
              `#${r.id} player ${r.user_id} ${STATUS[r.status]} ${r.id_type} "${r.real_name}" sent ${r.created_at.slice(0, 16)}${flagText(r.flags)}`,
          )
          .join('\n');
      }
      if (sub === 'show') {
        const id = submissionId(rest[0]);
        const [r] = await queryRows<Row>(
          ctx.db,
          sql`select k.*, k.created_at::text as created_at, k.reviewed_at::text as reviewed_at
                from kyc_submissions k where id = ${id}::int`,
        );
        if (!r) throw new Error(`no KYC submission ${id}`);
        const files = await queryRows<{
          id: string;
          kind: string;
          storage_key: string;
          width: number;
          height: number;
        }>(
          ctx.db,
          sql`select id, kind, storage_key, width, height from uploads
               where id in (${r.id_front}, ${r.id_back ?? ''}, ${r.selfie}, ${r.selfie_left ?? ''}, ${r.selfie_right ?? ''}) and user_id = ${r.user_id}::int`,
        );
        const storage = storageFromEnv();
        return [
          `#${r.id} player ${r.user_id}: ${STATUS[r.status]}${r.reject_reason ? ` (${r.reject_reason})` : ''}`,
          `ID: ${r.id_type} ${r.id_number}`,
          `name: ${r.real_name}, born ${r.birthday}`,
          ...(r.level === 2
            ? [
                `level 2: ${Object.values(r.address ?? {}).join(', ')}; source of funds: ${r.source_of_funds}${r.source_detail ? ` (${r.source_detail})` : ''}`,
              ]
            : []),
          `sent ${r.created_at}${r.reviewed_at ? `, reviewed ${r.reviewed_at}` : ''}`,
          ...(r.flags.length > 0 ? [`flags:${flagText(r.flags).slice(2)}`] : []),
          ...(r.override_reason ? [`approved by compliance override: ${r.override_reason}`] : []),
          ...files.map((f) => `${f.kind}: ${storage.locate(f.storage_key)} (${f.width}×${f.height})`),
        ].join('\n');
      }
      if (sub === 'approve' || sub === 'reject') {
        const id = submissionId(rest[0]);
        const words = rest.slice(1);
        let override = '';
        if (sub === 'approve' && words.length > 0) {
          if (words[0] !== '--override' || words.length < 2) throw new Error(`usage: ${USAGE}`);
          override = words.slice(1).join(' ');
        }
        const reason = sub === 'reject' ? words.join(' ') : '';
        const actor = ctx.actor ?? cliActor();
        let flagged: KycFlag[] = [];
        const out = await reviewKyc(ctx.db, {
          submissionId: id,
          approve: sub === 'approve',
          reason,
          override,
          inTx: async (tx, before, after) => {
            flagged = before.flags;
            const [row] = await queryRows<{ user_id: number }>(
              tx,
              sql`select user_id from kyc_submissions where id = ${id}::int`,
            );
            await writeAudit(tx, actor, {
              action: sub === 'approve' ? 'kyc.approve' : 'kyc.reject',
              targetType: 'kycSubmission',
              targetId: String(id),
              targetUserId: row?.user_id ?? null,
              before: { status: STATUS[before.status], flags: before.flags.map((f) => f.check) },
              after: { status: STATUS[after.status] },
              reason: sub === 'approve' && before.flags.length > 0 ? override : reason,
            });
          },
        });
        ctx.invalidate();
        const overridden =
          sub === 'approve' && flagged.length > 0 ? `; override: ${override}${flagText(flagged)}` : '';
        return `KYC #${id} ${sub === 'approve' ? 'approved' : 'rejected'}${overridden}; player ${out.userId} told by mail ${out.mailId}`;
      }
      throw new Error(`usage: ${USAGE}`);
    },
  },
};
