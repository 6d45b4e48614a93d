import type { CallAnswer } from '@casino/contracts/registry';
import { sql } from 'drizzle-orm';
import type { CatalogueService } from '../../catalogue/service';
import { type Db, queryRows } from '../../db/client';
import { maskName } from './mask-name';

/** What counts as a big win on the lobby ticker; an operator tunes these at start-up. */
export interface BigWinRules {
  /** How far back the ticker looks. */
  windowHours: number;
  /** At most this many wins, biggest first. */
  limit: number;
  /** A round paid at least this much, minor units… */
  minWin: number;
  /** …and at least this multiple of its stake (a ₱1,000 bet paid ₱1,000 back is no win). */
  minMultiplier: number;
}

export const DEFAULT_BIG_WIN_RULES: BigWinRules = {
  windowHours: 24,
  limit: 10,
  minWin: 5_000,
  minMultiplier: 2,
};

interface WinRow {
  game_id: number;
  bet: string;
  win: string;
  settled_at: Date | string;
  nickname: string;
  account: string | null;
}

/**
 * The biggest recent wins of real money: settled in-house rounds, and outside providers' wins on bets that were
 * not rolled back (one bet and the wins paid on it; the seamless wallet knows no more of a provider round).
 * Demo rounds never count. Names are masked here, so a whole name never leaves the platform.
 */
export function createBigWinsService(deps: {
  db: Db;
  catalogue: CatalogueService;
  rules?: Partial<BigWinRules>;
  now?: () => number;
}) {
  const { db, catalogue } = deps;
  const rules = { ...DEFAULT_BIG_WIN_RULES, ...deps.rules };
  const now = deps.now ?? Date.now;

  return {
    async recentBigWins(): Promise<CallAnswer<'anonymous/recentBigWins'>> {
      const since = new Date(now() - rules.windowHours * 3_600_000);
      const { minWin, minMultiplier, limit } = rules;
      const rows = await queryRows<WinRow>(
        db,
        sql`with wins as (
              select r.user_id, r.game_id, r.bet, r.win, r.updated_at as settled_at
                from game_rounds r
               where r.mode = 'real' and r.status = 'settled' and r.updated_at >= ${since}
                 and r.win >= ${minWin} and r.win >= r.bet * ${minMultiplier}
              union all
              select b.user_id, b.game_id, b.amount as bet, w.win, w.settled_at
                from (select provider_id, ref_tx_id, sum(amount) as win, max(created_at) as settled_at
                        from provider_transactions
                       where kind = 'win' and answer->>'status' = 'OK' and created_at >= ${since}
                       group by provider_id, ref_tx_id) w
                join provider_transactions b
                  on b.provider_id = w.provider_id and b.tx_id = w.ref_tx_id
                 and b.kind = 'bet' and b.answer->>'status' = 'OK'
               where w.win >= ${minWin} and w.win >= b.amount * ${minMultiplier}
                 and not exists (select 1 from provider_transactions x
                                  where x.provider_id = b.provider_id and x.ref_tx_id = b.tx_id
                                    and x.kind = 'rollback')
            )
            select wins.game_id, wins.bet, wins.win, wins.settled_at, u.nickname, u.account
              from wins join users u on u.id = wins.user_id
             order by wins.win desc, wins.settled_at desc
             limit ${limit * 2}`,
      );
      const { docs } = await catalogue.snapshot();
      const names = new Map(docs.games.games.map((g) => [g.id, g.name]));
      const list = rows
        // a game the operator has since removed from the catalogue has no name to show
        .filter((r) => names.has(Number(r.game_id)))
        .slice(0, limit)
        .map((r) => {
          const bet = Number(r.bet);
          const win = Number(r.win);
          return {
            nickname: maskName(r.nickname || r.account || ''),
            gameId: Number(r.game_id),
            gameName: names.get(Number(r.game_id))!,
            win,
            multiplier: bet > 0 ? Math.floor((win * 100) / bet) : 0,
            settledAt: new Date(r.settled_at).getTime(),
          };
        });
      return { list, windowHours: rules.windowHours };
    },
  };
}

export type BigWinsService = ReturnType<typeof createBigWinsService>;
