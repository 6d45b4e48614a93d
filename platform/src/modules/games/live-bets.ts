import { LIVE_BETS_SIZE } from '@casino/contracts/calls/games';
import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { sql } from 'drizzle-orm';
import type { CatalogueService } from '../../catalogue/service';
import { CallError } from '../../core/call-error';
import type { CallInput, SessionInfo } from '../../core/handlers';
import { type Db, queryRows } from '../../db/client';
import { maskName } from '../lobby';
import { type CrashRound, resolveCrash } from './engines/crash';
import { enabledGame } from './game-config';

/** How long an ended round stays on the live list. */
export const LIVE_WINDOW_SECONDS = 120;

interface LiveRow {
  state: CrashRound;
  nickname: string;
  account: string | null;
}

type LiveBet = CallAnswer<'gameLiveBets'>['list'][number];

/**
 * Each player's Crash rounds are their own (their own seeds and crash points), so "live bets" are the other
 * players' real rounds of the game that are running or ended in the last minutes. Read-only: a running round
 * whose cash-out or bust has come by the clock is shown as it will be settled (resolveCrash in memory), never
 * written here — settling is its player's reads' and the sweep's job. A running round's crash point and every
 * player's id stay inside; names are masked as on the lobby ticker.
 */
export function createLiveBets(deps: { db: Db; catalogue: CatalogueService; now: () => number }) {
  const { db, catalogue, now } = deps;

  function toLiveBet(row: LiveRow, at: number): LiveBet {
    const round = resolveCrash(row.state, { now: at });
    const player = maskName(row.nickname || row.account || '');
    if (round.status === 'open')
      return { player, bet: round.bet, outcome: 'playing', multiplier: 0, win: 0, at: round.startedAt };
    const ended = round.steps[round.steps.length - 1]?.at ?? round.startedAt;
    return round.cashoutAt > 0
      ? { player, bet: round.bet, outcome: 'cashed', multiplier: round.cashoutAt, win: round.win, at: ended }
      : { player, bet: round.bet, outcome: 'bust', multiplier: round.crashPoint, win: 0, at: ended };
  }

  return {
    async gameLiveBets(
      session: SessionInfo,
      input: CallInput<'gameLiveBets'>,
    ): Promise<CallAnswer<'gameLiveBets'>> {
      const game = await enabledGame(catalogue, input.gameId);
      if (game.engine !== 'crash') throw new CallError(ERR.NOT_FOUND, 'Live bets are shown for Crash games');
      const at = now();
      const since = new Date(at - LIVE_WINDOW_SECONDS * 1000);
      // Two partial indexes keep this cheap on a big table: the open rounds (few) and the settled real rounds
      // of the last minutes (the big-wins ticker's index); the game and the caller are filtered on those.
      const rows = await queryRows<LiveRow>(
        db,
        sql`with recent as (
              select r.user_id, r.state from game_rounds r
               where r.status = 'open' and r.mode = 'real' and r.game_id = ${game.id}
                 and r.user_id <> ${session.userId}
              union all
              select r.user_id, r.state from game_rounds r
               where r.status = 'settled' and r.mode = 'real' and r.updated_at >= ${since}
                 and r.game_id = ${game.id} and r.user_id <> ${session.userId}
            )
            select recent.state, u.nickname, u.account from recent join users u on u.id = recent.user_id`,
      );
      const list = rows
        .filter((r) => r.state?.engine === 'crash')
        .map((r) => toLiveBet(r, at))
        // a round started long ago and never read since shows with the time it ended, which may be old
        .filter((b) => b.outcome === 'playing' || b.at >= since.getTime())
        .sort((a, b) => b.at - a.at)
        .slice(0, LIVE_BETS_SIZE);
      return { list, windowSeconds: LIVE_WINDOW_SECONDS };
    },
  };
}
