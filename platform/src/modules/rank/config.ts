// The leaderboards as settings.json `rank` gives them.
import { sql } from 'drizzle-orm';
import { type RankBoard, rankSettings } from '../../catalogue/seed-schema-lottery';
import { type Db, queryRows, type Tx } from '../../db/client';

export type { RankBoard } from '../../catalogue/seed-schema-lottery';

/** Read from the catalogue row: the accrual consumer runs inside its own transaction (see vip/config.ts). */
export async function rankBoardsIn(db: Db | Tx): Promise<RankBoard[]> {
  const [row] = await queryRows<{ rank: unknown }>(
    db,
    sql`select doc -> 'rank' as rank from catalogue where key = 'settings'`,
  );
  return rankSettings.parse(row?.rank ?? {}).boards;
}

/** The items a rank wins on a board (empty below the prize ranks). */
export function prizeFor(board: RankBoard, rank: number) {
  return board.prizes.find((p) => rank >= p.from && rank <= p.to)?.items ?? [];
}

/** The last rank that wins something. */
export const lastPrizeRank = (board: RankBoard) => Math.max(0, ...board.prizes.map((p) => p.to));
