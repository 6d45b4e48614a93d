// What the operator sees of player protection: one player's limits, pause and blocks (player 360), and the
// responsible-gaming list of every player with something in force. Read through limits.ts and restriction.ts,
// so "in force" means what the checks enforce.
import type { OperatorBlockKind } from '@casino/contracts/protection-rules';
import { desc, eq, sql } from 'drizzle-orm';
import { type Page, type Paging, pageOf } from '../../core/paging';
import { type Db, queryRows } from '../../db/client';
import { operatorBlocks } from '../../db/schema';
import { limitsOf } from './limits';
import { activeRestriction } from './restriction';

export interface BlockRecord {
  kind: OperatorBlockKind;
  reason: string;
  setBy: string;
  setAt: number;
  liftedAt: number | null;
  liftedBy: string | null;
}

/** Every block ever put on the player (on ones first), for player 360 and the block call's answer. */
export async function blockRecords(db: Db, userId: number): Promise<BlockRecord[]> {
  const rows = await db
    .select()
    .from(operatorBlocks)
    .where(eq(operatorBlocks.userId, userId))
    .orderBy(sql`${operatorBlocks.liftedAt} is not null`, desc(operatorBlocks.setAt));
  return rows.map((r) => ({
    kind: r.kind as OperatorBlockKind,
    reason: r.reason,
    setBy: r.setBy,
    setAt: r.setAt.getTime(),
    liftedAt: r.liftedAt?.getTime() ?? null,
    liftedBy: r.liftedBy,
  }));
}

export async function protectionPicture(db: Db, userId: number, now = Date.now()) {
  const limits = await limitsOf(db, userId, now);
  const r = await activeRestriction(db, userId, now);
  return {
    limits: limits.map((l) => ({
      kind: l.kind,
      period: l.period,
      amount: l.amount,
      pendingAmount: l.pending?.amount ?? null,
      pendingFrom: l.pending?.from ?? null,
    })),
    restriction: r ? { kind: r.kind, startedAt: r.startedAt, until: r.until, revoked: r.revoked } : null,
    blocks: await blockRecords(db, userId),
  };
}

export type RgKind = 'all' | 'limit' | 'coolOff' | 'exclusion' | 'block';

export interface RgRow {
  userId: number;
  account: string;
  nickname: string;
  limits: { kind: string; period: string; amount: number | null }[];
  restriction: { kind: string; until: number; revoked: boolean } | null;
  blocks: { kind: OperatorBlockKind; reason: string; setAt: number }[];
}

/** Players with a limit, a running cool-off or exclusion, or an operator block — newest change first. */
export async function rgList(db: Db, kind: RgKind, paging: Paging, now = Date.now()): Promise<Page<RgRow>> {
  const at = new Date(now).toISOString();
  const parts = {
    limit: sql`select user_id, max(updated_at) as at from self_limits
                where amount is not null or (pending and pending_amount is not null) group by user_id`,
    coolOff: sql`select user_id, started_at as at from self_restrictions where kind = 'coolOff' and until > ${at}::timestamptz`,
    exclusion: sql`select user_id, started_at as at from self_restrictions where kind = 'exclusion' and until > ${at}::timestamptz`,
    block: sql`select user_id, max(set_at) as at from operator_blocks where lifted_at is null group by user_id`,
  };
  const chosen = kind === 'all' ? Object.values(parts) : [parts[kind]];
  const who = sql`select user_id, max(at) as at from (${sql.join(chosen, sql` union all `)}) x group by user_id`;
  const [total] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from (${who}) w`);
  const rows = await queryRows<{ user_id: number; account: string | null; nickname: string }>(
    db,
    sql`select w.user_id, u.account, u.nickname from (${who}) w join users u on u.id = w.user_id
         order by w.at desc, w.user_id desc limit ${paging.pageSize} offset ${(paging.pageNum - 1) * paging.pageSize}`,
  );
  const list: RgRow[] = [];
  for (const r of rows) {
    const picture = await protectionPicture(db, r.user_id, now);
    list.push({
      userId: r.user_id,
      account: r.account ?? '',
      nickname: r.nickname,
      limits: picture.limits
        .filter((l) => l.amount !== null)
        .map((l) => ({ kind: l.kind, period: l.period, amount: l.amount })),
      restriction: picture.restriction
        ? {
            kind: picture.restriction.kind,
            until: picture.restriction.until,
            revoked: picture.restriction.revoked,
          }
        : null,
      blocks: picture.blocks
        .filter((b) => b.liftedAt === null)
        .map((b) => ({ kind: b.kind, reason: b.reason, setAt: b.setAt })),
    });
  }
  return pageOf(list, total?.n ?? 0, paging);
}
