// Operator calls of player protection: blocks an operator puts on a player, and the responsible-gaming list.
import { OPS_ERR } from '@casino/contracts/ops-errors';
import { sql } from 'drizzle-orm';
import { defineOpsHandlers } from '../../core/ops-handlers';
import { type Db, queryRows } from '../../db/client';
import { opsRefusal } from '../operators';
import { setBlock } from './operator-blocks';
import { blockRecords, rgList } from './operator-view';

export function protectionOpsHandlers(db: Db) {
  return defineOpsHandlers({
    playerBlockSet: {
      async handle(input, ctx) {
        await db.transaction(async (tx) => {
          const [user] = await queryRows<{ id: number }>(
            tx,
            sql`select id from users where id = ${input.userId}::int`,
          );
          if (!user) throw opsRefusal(OPS_ERR.PLAYER_NOT_FOUND);
          const change = await setBlock(tx, { ...input, by: ctx.operator().login });
          await ctx.audit(tx, {
            action: input.on ? 'player.block' : 'player.unblock',
            targetType: 'playerBlock',
            targetId: `${input.userId}:${input.kind}`,
            targetUserId: input.userId,
            before: change.before,
            after: change.after,
            reason: input.reason,
          });
        });
        return { blocks: await blockRecords(db, input.userId) };
      },
    },
    rgList: {
      handle: (input) => rgList(db, input.kind, input),
    },
  });
}
