import { GAME_HISTORY_SIZE } from '@casino/contracts/constants';
import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { CatalogueService } from '../../catalogue/service';
import { CallError } from '../../core/call-error';
import type { CallInput, SessionInfo } from '../../core/handlers';
import { pageOf, pageOffset, pageSlice } from '../../core/paging';
import { dayStartOf, periodEnd } from '../../core/periods';
import { type Db, queryRows, type Tx } from '../../db/client';
import { gameHistory, gameLikes } from '../../db/schema-games';
import { providerRoundsOf } from '../provider-wallet';

/** Likes (newest first) and recently started games (latest first): appGameDataUser. */
export async function userGameData(
  db: Db | Tx,
  userId: number,
): Promise<{ gameLikes: number[]; gameHistory: number[] }> {
  const [likes, history] = await Promise.all([
    db
      .select({ gameId: gameLikes.gameId })
      .from(gameLikes)
      .where(eq(gameLikes.userId, userId))
      .orderBy(desc(gameLikes.createdAt), desc(gameLikes.gameId)),
    db
      .select({ gameId: gameHistory.gameId })
      .from(gameHistory)
      .where(eq(gameHistory.userId, userId))
      .orderBy(desc(gameHistory.lastStartedAt))
      .limit(GAME_HISTORY_SIZE),
  ]);
  return { gameLikes: likes.map((r) => r.gameId), gameHistory: history.map((r) => r.gameId) };
}

/**
 * Every real round of a player as one row set (round_id, game_id, bet, win, status, created_at, seq): the
 * in-house rounds and the rounds rebuilt from outside providers' seamless-wallet transactions.
 */
type FairInputs = NonNullable<CallAnswer<'betRecord'>['list'][number]['fair']>;

/** The provably-fair inputs of a page of a player's in-house rounds (provider rounds have none), by round id. */
async function fairInputsOf(db: Db, userId: number, roundIds: string[]): Promise<Map<string, FairInputs>> {
  if (roundIds.length === 0) return new Map();
  const rows = await queryRows<{
    round_id: string;
    engine: FairInputs['engine'];
    server_seed_hash: string;
    client_seed: string;
    nonce: number;
    mines: string | null;
    crash_point: string | null;
    cards: string | null;
  }>(
    db,
    sql`select round_id, engine, server_seed_hash, client_seed, nonce, state->>'mines' as mines,
               case when engine = 'crash' and status <> 'open' then state->>'crashPoint' end as crash_point,
               state->>'cardCount' as cards
          from game_rounds
         where user_id = ${userId} and mode = 'real'
           and round_id in (${sql.join(
             roundIds.map((id) => sql`${id}`),
             sql`, `,
           )})`,
  );
  return new Map(
    rows.map((r) => [
      r.round_id,
      {
        engine: r.engine,
        serverSeedHash: r.server_seed_hash,
        clientSeed: r.client_seed,
        nonce: Number(r.nonce),
        ...(r.engine === 'mines' && r.mines !== null ? { mines: Number(r.mines) } : {}),
        // an open round's crash point is secret; a settled one's is what the verifier recomputes
        ...(r.crash_point !== null ? { crashPoint: Number(r.crash_point) } : {}),
        ...(r.engine === 'bingo' && r.cards !== null ? { cards: Number(r.cards) } : {}),
      },
    ]),
  );
}

/**
 * `top`: only the page's rows can come from the in-house branch, so it is cut there, newest first, with the
 * page's filters (`where`, on game_rounds' own columns, applied again outside for the provider rounds): a player
 * with 100k rounds reads 20 index entries for the first page, not 100k (the real-history index).
 */
function playerRounds(userId: number, top?: { where: SQL; limit: number }): SQL {
  const cut = top ? sql` and ${top.where} order by created_at desc, id desc limit ${top.limit}` : sql``;
  return sql`((select round_id, game_id, bet, win, status, created_at, id as seq
                 from game_rounds where user_id = ${userId} and mode = 'real'${cut})
              union all ${providerRoundsOf(userId)})`;
}

export function createGameRecordsService(deps: { db: Db; catalogue: CatalogueService }) {
  const { db, catalogue } = deps;

  async function gameNames(): Promise<Map<number, string>> {
    const { docs } = await catalogue.snapshot();
    return new Map(docs.games.games.map((g) => [g.id, g.name]));
  }

  return {
    async gameLike(session: SessionInfo, input: CallInput<'gameLike'>): Promise<CallAnswer<'gameLike'>> {
      const names = await gameNames();
      if (input.like) {
        if (!names.has(input.gameId)) throw new CallError(ERR.NOT_FOUND, 'No such game');
        await db
          .insert(gameLikes)
          .values({ userId: session.userId, gameId: input.gameId })
          .onConflictDoNothing();
      } else {
        await db
          .delete(gameLikes)
          .where(and(eq(gameLikes.userId, session.userId), eq(gameLikes.gameId, input.gameId)));
      }
      return { gameLikeIds: (await userGameData(db, session.userId)).gameLikes };
    },

    /** Enabled games matching the keyword (name, brand or type name) and filters, in lobby order. */
    async gameSearch(input: CallInput<'anonymous/gameSearch'>): Promise<CallAnswer<'anonymous/gameSearch'>> {
      const { docs } = await catalogue.snapshot();
      const brand = new Map(docs.games.brands.map((b) => [b.id, b.name.toLowerCase()]));
      const type = new Map(docs.games.types.map((t) => [t.id, t.name.toLowerCase()]));
      const words = input.keyword.toLowerCase().split(/\s+/).filter(Boolean);
      const hits = docs.games.games
        .filter((g) => g.status === 1)
        .filter((g) => input.typeId === undefined || g.typeId === input.typeId)
        .filter((g) => input.brandId === undefined || g.brandId === input.brandId)
        .filter((g) => input.platformId === undefined || g.platformId === input.platformId)
        .filter((g) => {
          const text = `${g.name} ${brand.get(g.brandId) ?? ''} ${type.get(g.typeId) ?? ''}`.toLowerCase();
          return words.every((w) => text.includes(w));
        })
        .sort((a, b) => a.sort - b.sort || a.id - b.id);
      return pageSlice(hits, input);
    },

    /** The player's real rounds, in-house and at outside providers, newest first. */
    async betRecord(session: SessionInfo, input: CallInput<'betRecord'>): Promise<CallAnswer<'betRecord'>> {
      const where = sql.join(
        [
          sql`true`,
          ...(input.gameId !== undefined ? [sql`game_id = ${input.gameId}`] : []),
          ...(input.startTime !== undefined
            ? [sql`created_at >= ${new Date(input.startTime).toISOString()}::timestamptz`]
            : []),
          ...(input.endTime !== undefined
            ? [sql`created_at < ${new Date(input.endTime).toISOString()}::timestamptz`]
            : []),
        ],
        sql` and `,
      );
      const rounds = playerRounds(session.userId);
      const page = playerRounds(session.userId, { where, limit: pageOffset(input) + input.pageSize });
      const [rows, [count]] = await Promise.all([
        queryRows<{
          round_id: string;
          game_id: number;
          bet: string;
          win: string;
          status: string;
          ms: string;
        }>(
          db,
          sql`select round_id, game_id, bet::text as bet, win::text as win, status,
                     floor(extract(epoch from created_at) * 1000)::text as ms
                from ${page} r
               where ${where}
               order by created_at desc, seq desc, round_id desc
               limit ${input.pageSize} offset ${pageOffset(input)}`,
        ),
        queryRows<{ n: string }>(db, sql`select count(*)::text as n from ${rounds} r where ${where}`),
      ]);
      const names = await gameNames();
      const fair = await fairInputsOf(
        db,
        session.userId,
        rows.map((r) => r.round_id),
      );
      const list = rows.map((r) => ({
        roundId: r.round_id,
        gameId: Number(r.game_id),
        gameName: names.get(Number(r.game_id)) ?? `Game ${r.game_id}`,
        bet: Number(r.bet),
        win: Number(r.win),
        status: r.status as 'open' | 'settled' | 'refunded',
        createTime: Number(r.ms),
        ...(fair.has(r.round_id) ? { fair: fair.get(r.round_id) } : {}),
      }));
      return pageOf(list, Number(count?.n ?? 0), input);
    },

    /** Bets and wins per Manila day and game (refunded rounds count as bet back: net 0). */
    async betRecordReport(
      session: SessionInfo,
      input: CallInput<'betRecordReport'>,
    ): Promise<CallAnswer<'betRecordReport'>> {
      const from = dayStartOf(input.startDate);
      const last = dayStartOf(input.endDate);
      if (!from || !last)
        throw new CallError(ERR.INVALID_REQUEST, 'startDate and endDate must be calendar days', [
          { path: from ? 'endDate' : 'startDate', message: 'not a calendar day' },
        ]);
      const to = periodEnd('day', last);
      if (to <= from)
        throw new CallError(ERR.INVALID_REQUEST, 'endDate is before startDate', [
          { path: 'endDate', message: 'before startDate' },
        ]);
      const gameFilter = input.gameId !== undefined ? sql`and game_id = ${input.gameId}` : sql``;
      const rows = await queryRows<{
        day: string;
        game_id: number;
        rounds: string;
        bet: string;
        win: string;
      }>(
        db,
        sql`select to_char(created_at at time zone 'Asia/Manila', 'YYYY-MM-DD') as day, game_id,
              count(*)::text as rounds, coalesce(sum(bet), 0)::text as bet, coalesce(sum(win), 0)::text as win
            from ${playerRounds(session.userId)} r
            where created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz
              ${gameFilter}
            group by 1, 2
            order by 1 desc, 2 asc`,
      );
      const names = await gameNames();
      const all = rows.map((r) => {
        const bet = Number(r.bet);
        const win = Number(r.win);
        return {
          date: r.day,
          gameId: Number(r.game_id),
          gameName: names.get(Number(r.game_id)) ?? `Game ${r.game_id}`,
          rounds: Number(r.rounds),
          bet,
          win,
          net: win - bet,
        };
      });
      const totals = all.reduce(
        (t, r) => ({
          rounds: t.rounds + r.rounds,
          bet: t.bet + r.bet,
          win: t.win + r.win,
          net: t.net + r.net,
        }),
        { rounds: 0, bet: 0, win: 0, net: 0 },
      );
      return { ...pageSlice(all, input), totals };
    },
  };
}

export type GameRecordsService = ReturnType<typeof createGameRecordsService>;
