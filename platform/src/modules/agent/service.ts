import { ERR } from '@casino/contracts/errors';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import { type Db, queryRows, type Tx } from '../../db/client';
import { LOCK_KEYS } from '../../db/lock-keys';
import { users } from '../../db/schema';

const MAX_DEPTH = 100;

const alreadySet = () =>
  new CallError(ERR.PARENT_ALREADY_SET, 'Your inviter is already recorded and cannot be changed.');

/** The inviter behind a share link (`pid` = user id, or an invite code); null when neither names a player. */
export async function resolveInviter(
  db: Db | Tx,
  link: { pid?: number | undefined; inviteCode?: string | undefined },
): Promise<number | null> {
  if (link.pid !== undefined && link.pid > 0) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, link.pid));
    if (row) return row.id;
  }
  const code = link.inviteCode?.trim().toUpperCase();
  if (code) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.inviteCode, code));
    if (row) return row.id;
  }
  return null;
}

/** True when `parentId`'s chain of parents reaches `userId` (setting it as parent would make a loop). */
async function wouldLoop(tx: Tx, userId: number, parentId: number): Promise<boolean> {
  const rows = await queryRows<{ hit: number }>(
    tx,
    sql`with recursive up(id, pid, depth) as (
          select id, pid, 0 from users where id = ${parentId}
          union all
          select u.id, u.pid, up.depth + 1 from users u join up on u.id = up.pid where up.depth < ${MAX_DEPTH}
        )
        select 1 as hit from up where id = ${userId} limit 1`,
  );
  return rows.length > 0;
}

export function createAgentService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** agentFill by id or invite code: an unknown code is refused like an unknown id. */
    async fill(userId: number, input: { pid?: number | undefined; inviteCode?: string | undefined }) {
      if (input.pid === undefined && !input.inviteCode) {
        throw new CallError(ERR.INVALID_REQUEST, 'Invalid request: inviteCode: enter your inviter’s code', [
          { path: 'inviteCode', message: 'enter your inviter’s code' },
        ]);
      }
      const pid = input.pid ?? (await resolveInviter(db, { inviteCode: input.inviteCode }));
      if (pid === null) throw new CallError(ERR.PARENT_INVALID, 'No player has this invite code.');
      return this.fillParent(userId, pid);
    },

    /** agentFill: records the inviter once; never self, never a loop, never a change. */
    async fillParent(userId: number, pid: number): Promise<null> {
      if (pid === userId) throw new CallError(ERR.PARENT_INVALID, 'You cannot be your own inviter.');
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEYS.agentTree})`);
        const [self] = await tx.select({ pid: users.pid }).from(users).where(eq(users.id, userId));
        if (self?.pid != null) throw alreadySet();
        const [parent] = await tx.select({ id: users.id }).from(users).where(eq(users.id, pid));
        if (!parent) throw new CallError(ERR.PARENT_INVALID, 'No player has this inviter id.');
        if (await wouldLoop(tx, userId, pid)) {
          throw new CallError(
            ERR.PARENT_INVALID,
            'This player was invited by you and cannot be your inviter.',
          );
        }
        const set = await tx
          .update(users)
          .set({ pid, updatedAt: new Date() })
          .where(and(eq(users.id, userId), isNull(users.pid)))
          .returning({ id: users.id });
        if (set.length === 0) {
          throw new CallError(
            ERR.PARENT_ALREADY_SET,
            'Your inviter is already recorded and cannot be changed.',
          );
        }
      });
      return null;
    },
  };
}

export type AgentService = ReturnType<typeof createAgentService>;
