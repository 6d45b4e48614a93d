// Operator calls about players: search, player 360 (the audit tab from the operators module's audit query) and notes.
import { defineOpsHandlers } from '../../core/ops-handlers';
import type { Db } from '../../db/client';
import { auditPage } from '../operators';
import { addNote } from './notes';
import { player360Tab, playerHeader } from './player360';
import { searchPlayers } from './search';

export function playersOpsHandlers(db: Db) {
  return defineOpsHandlers({
    playerSearch: {
      handle: (input) => searchPlayers(db, input.q, input),
    },
    player360: {
      async handle(input) {
        const header = await playerHeader(db, input.userId);
        const tab = await player360Tab(db, input.userId, input.tab, input, (userId, paging) =>
          auditPage(db, { targetUserId: userId }, paging),
        );
        return { header, tab };
      },
    },
    playerNoteAdd: {
      handle: (input, ctx) =>
        db.transaction(async (tx) => {
          const note = await addNote(tx, {
            userId: input.userId,
            author: ctx.operator().login,
            text: input.text,
          });
          await ctx.audit(tx, {
            action: 'player.note',
            targetType: 'note',
            targetId: note.id,
            targetUserId: input.userId,
            after: { text: note.text },
          });
          return note;
        }),
    },
  });
}
