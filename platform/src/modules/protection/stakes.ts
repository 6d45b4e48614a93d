// What a stake is, decided once. A stake is coin put on a chance: a game's bet (in-house or at a provider), and a
// coin spend through the rewards engine that buys a chance (a lottery entry; any later paid draw joins the list
// here). What pays a stake back is a game's win or refund, and the grants those chances pay out (prizes, refunds).
// Loss limits, bet checks and the play summary read play through these, so a new way to stake coin cannot
// slip past the limits by being written under another ledger kind.
import { rewardDestination } from '@casino/contracts/reward-ids';
import { type SQL, sql } from 'drizzle-orm';

/** Ledger kinds of game play: the bet is the stake, a win or refund pays it back. */
export const GAME_PLAY_KINDS = ['bet', 'win', 'refund'] as const;

/**
 * Reward sources of chances bought with coin: `stake` is the spend's source, `returns` the sources of what the
 * chance pays back. The modules that sell the chance take these names from here.
 */
export const CHANCE_SOURCES = {
  lottery: { stake: 'lottery', returns: { prize: 'lottery-prize', refund: 'lottery-refund' } },
} as const;

const chanceSources = Object.values(CHANCE_SOURCES).flatMap((c) => [c.stake, ...Object.values(c.returns)]);

/** The coin a purchase stakes (coin and coin-paid items of the price; props are no stake). */
export function coinStakeOf(items: readonly { propId: number; count: number }[]): number {
  return items.reduce((sum, i) => sum + (rewardDestination(i.propId) === 'coin' ? i.count : 0), 0);
}

/** SQL predicate over `ledger` rows (unaliased): the row is play — a stake or what paid one back. */
export function isPlayRow(): SQL {
  return sql`(ledger.kind in (${sql.join(
    GAME_PLAY_KINDS.map((k) => sql`${k}`),
    sql`, `,
  )}) or (ledger.ref_type = 'reward' and exists (
      select 1 from reward_grants g where g.ref = ledger.ref_id and g.source in (${sql.join(
        chanceSources.map((s) => sql`${s}`),
        sql`, `,
      )}))))`;
}
