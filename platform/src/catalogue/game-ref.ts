import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../db/client';
import type { GameRef } from '../ledger/ledger';

/**
 * A game's id and game type as the ledger records them, read inside the caller's transaction (a catalogue
 * reload there could wait for a pool connection the round holds). Undefined for a game no longer listed.
 */
export async function gameRefInTx(tx: Db | Tx, gameId: number | null): Promise<GameRef | undefined> {
  if (gameId === null) return undefined;
  const [row] = await queryRows<{ type: number | null }>(
    tx,
    sql`select (g->>'typeId')::int as type
          from catalogue c, jsonb_array_elements(c.doc->'games') g
         where c.key = 'games' and (g->>'id')::int = ${gameId}::int`,
  );
  return row?.type == null ? undefined : { id: gameId, type: row.type };
}
