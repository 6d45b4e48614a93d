// Leaderboard standings and their settlement: live ranks from the accrued turnover, and at each period's end
// the prizes granted once through the rewards engine (the settlement row is the lock).
import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { sql } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import { type Paging, pageOf, pageOffset } from '../../core/paging';
import { periodEnd, periodKey } from '../../core/periods';
import { type Db, queryRows } from '../../db/client';
import { grant, type RewardItem } from '../../rewards';
import { maskName } from '../lobby';
import { lastPrizeRank, prizeFor, type RankBoard, rankBoardsIn } from './config';

type RankList = CallAnswer<'anonymous/rankList'>;
type RankRow = RankList['list'][number];

/** How many places a settled period keeps for its "previous" list. */
const KEPT_PLACES = 100;
/** Bets of a period's last seconds reach the accruals (a pass every 2 s) shortly after: settle a while later. */
const SETTLE_GRACE_MS = 5 * 60_000;

interface Standing {
  rank: number;
  userId: number;
  validBet: number;
  items: RewardItem[];
}

interface RankedRow {
  rank: number;
  user_id: number;
  valid_bet: string;
  nickname: string;
  account: string | null;
  avatar: string;
}

/** Players ranked on a board's period: most valid turnover first, the earlier to reach it ahead on a tie. */
const ranked = (board: RankBoard, key: string) => sql`
  select (row_number() over (order by t.valid_bet desc, t.updated_at asc, t.user_id asc))::int as rank,
         t.user_id, t.valid_bet::text as valid_bet, u.nickname, u.account, u.avatar
  from rank_turnover t join users u on u.id = t.user_id
  where t.board = ${board.key} and t.period_key = ${key} and t.valid_bet >= ${board.minValidBet}::bigint
    and t.valid_bet > 0`;

const avatarUrl = (avatar: string) => `/avatar/${avatar}.webp`;
const nameOf = (r: { nickname: string; account: string | null }) => r.nickname || r.account || '';

const PREVIOUS_AT: Record<RankBoard['period'], number> = { day: 24 * 3_600_000, week: 7 * 24 * 3_600_000 };

export function createRankService(db: Db, clock: () => number = Date.now) {
  async function board(key: string): Promise<RankBoard> {
    const found = (await rankBoardsIn(db)).find((b) => b.key === key);
    if (!found) {
      throw new CallError(ERR.NOT_FOUND, 'This leaderboard does not exist.', [
        { path: 'board', message: 'unknown board' },
      ]);
    }
    return found;
  }

  async function settled(b: RankBoard, key: string) {
    const [row] = await queryRows<{ standings: Standing[]; settled_ms: string }>(
      db,
      sql`select standings, floor(extract(epoch from settled_at) * 1000)::text as settled_ms
          from rank_settlements where board = ${b.key} and period_key = ${key}`,
    );
    return row ?? null;
  }

  /** Settles one ended period of a board: answers whether this call did it (a second call finds the row). */
  async function settlePeriod(b: RankBoard, key: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [lock] = await queryRows<{ board: string }>(
        tx,
        sql`insert into rank_settlements (board, period_key, standings) values (${b.key}, ${key}, '[]'::jsonb)
            on conflict do nothing returning board`,
      );
      if (!lock) return false;
      const rows = await queryRows<RankedRow>(
        tx,
        sql`select * from (${ranked(b, key)}) r order by r.rank limit ${KEPT_PLACES}::int`,
      );
      const standings: Standing[] = [];
      for (const r of rows) {
        const rank = Number(r.rank);
        const items = prizeFor(b, rank);
        if (items.length > 0) {
          await grant(tx, {
            userId: r.user_id,
            items,
            ref: `rank:${b.key}:${key}:${rank}`,
            source: `rank:${b.key}`,
            activityType: b.activityType,
            reason: `Leaderboard ${key}: rank ${rank}`,
            terms: { turnoverMultiple: b.turnoverMultiple },
          });
        }
        standings.push({ rank, userId: r.user_id, validBet: Number(r.valid_bet), items });
      }
      await tx.execute(
        sql`update rank_settlements set standings = ${JSON.stringify(standings)}::jsonb
            where board = ${b.key} and period_key = ${key}`,
      );
      return true;
    });
  }

  return {
    async boards(activityType: number): Promise<CallAnswer<'anonymous/rankBoards'>> {
      const boards = (await rankBoardsIn(db)).filter((b) => b.activityType === activityType);
      return {
        boards: boards.map((b) => ({
          key: b.key,
          activityType: b.activityType,
          period: b.period,
          gameTypes: b.gameTypes,
          prizes: b.prizes,
          turnoverMultiple: b.turnoverMultiple,
        })),
      };
    },

    /** A visitor (null) sees the standings without a place of their own. */
    async list(
      userId: number | null,
      input: { board: string; which: 'current' | 'previous' } & Paging,
    ): Promise<RankList> {
      const b = await board(input.board);
      const now = clock();
      const at = input.which === 'current' ? now : now - PREVIOUS_AT[b.period];
      const key = periodKey(b.period, at);
      const endsAt = periodEnd(b.period, at).getTime();
      const done = await settled(b, key);
      const toRow = (r: RankedRow, name: string): RankRow => {
        const rank = Number(r.rank);
        return {
          rank,
          nickname: name,
          avatar: avatarUrl(r.avatar),
          validBet: Number(r.valid_bet),
          rewards: prizeFor(b, rank),
          createTime: done ? Number(done.settled_ms) : null,
        };
      };
      const [count] = await queryRows<{ n: string }>(
        db,
        sql`select count(*)::text as n from (${ranked(b, key)}) r`,
      );
      // A settled period lists the places it kept; a live one every ranked player.
      const total = Math.min(Number(count?.n ?? 0), done ? done.standings.length : Number.MAX_SAFE_INTEGER);
      const offset = pageOffset(input);
      const limit = Math.max(0, Math.min(input.pageSize, total - offset));
      const rows =
        limit === 0
          ? []
          : await queryRows<RankedRow>(
              db,
              sql`select * from (${ranked(b, key)}) r order by r.rank limit ${limit}::int offset ${offset}::int`,
            );
      const [mine] =
        userId === null
          ? []
          : await queryRows<RankedRow>(
              db,
              sql`select * from (${ranked(b, key)}) r where r.user_id = ${userId}::int`,
            );
      return {
        ...pageOf(
          rows.map((r) => toRow(r, maskName(nameOf(r)))),
          total,
          input,
        ),
        periodKey: key,
        endsAt,
        settled: done !== null,
        personRank: mine ? toRow(mine, nameOf(mine)) : null,
      };
    },

    /** The job's pass: settles every ended period with standings. Answers how many it settled. */
    async settleDue(now: number = clock()): Promise<number> {
      const boards = new Map((await rankBoardsIn(db)).map((b) => [b.key, b]));
      const due = await queryRows<{ board: string; period_key: string }>(
        db,
        sql`select distinct t.board, t.period_key from rank_turnover t
            where t.period_end <= ${new Date(now - SETTLE_GRACE_MS).toISOString()}::timestamptz
              and not exists (select 1 from rank_settlements s where s.board = t.board and s.period_key = t.period_key)
            order by 1, 2`,
      );
      let count = 0;
      for (const d of due) {
        const b = boards.get(d.board);
        if (b && (await settlePeriod(b, d.period_key))) count++;
      }
      return count;
    },

    /** Ranks that win something on a board (for the rule text). */
    lastPrizeRank,
  };
}

export type RankService = ReturnType<typeof createRankService>;
