// The mail module's operator calls: sends to a player or a segment (now or scheduled) and the list of sends.
import { defineOpsHandlers } from '../../core/ops-handlers';
import type { Db } from '../../db/client';
import { scheduleSend, sentList } from './campaigns';

export function mailOpsHandlers(db: Db) {
  return defineOpsHandlers({
    mailSend: {
      handle: (input, ctx) =>
        db.transaction(async (tx) => {
          const row = await scheduleSend(tx, { ...input, by: ctx.operator().login });
          await ctx.audit(tx, {
            action: row.status === 'sent' ? 'mail.send' : 'mail.schedule',
            targetType: 'mailSend',
            targetId: row.id,
            targetUserId: 'userId' in input.to ? input.to.userId : null,
            after: {
              to: row.to,
              title: row.title,
              rewards: row.rewards,
              sendAt: row.sendAt,
              recipients: row.recipients,
            },
          });
          return row;
        }),
    },
    mailSentList: { handle: (input) => sentList(db, input) },
  });
}
