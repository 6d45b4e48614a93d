// Operator notes on a player: added, never edited (the audit row of each is written by the caller in the same
// transaction).
import { ERR } from '@casino/contracts/errors';
import { sql } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import { queryRows, type Tx } from '../../db/client';

export interface Note {
  id: number;
  author: string;
  text: string;
  createdAt: number;
}

export async function addNote(
  tx: Tx,
  input: { userId: number; author: string; text: string },
): Promise<Note> {
  const [user] = await queryRows<{ id: number }>(
    tx,
    sql`select id from users where id = ${input.userId}::int`,
  );
  if (!user) throw new CallError(ERR.NOT_FOUND, `No player ${input.userId}.`);
  const [row] = await queryRows<{ id: number; created_at: Date | string }>(
    tx,
    sql`insert into player_notes (user_id, author, text) values (${input.userId}::int, ${input.author}, ${input.text})
        returning id, created_at`,
  );
  return {
    id: row!.id,
    author: input.author,
    text: input.text,
    createdAt: new Date(row!.created_at).getTime(),
  };
}
