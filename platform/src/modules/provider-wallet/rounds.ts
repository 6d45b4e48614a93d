import { type SQL, sql } from 'drizzle-orm';
import { PROVIDER_REF } from './service';

/**
 * A player's rounds at outside providers, for betRecord and betRecordReport, as rows shaped like
 * `game_rounds` (round_id, game_id, bet, win, status, created_at, seq).
 *
 * The seamless wallet only sees transactions, so a round is rebuilt from them: the bets that took money
 * (answer OK) grouped by the provider's round id (a bet without one is its own round), each with the wins that
 * paid on it. A rolled-back bet came back to the player: it counts as won back, like a refunded in-house round
 * (net 0). "Rolled back" is read from the ledger's refund of the stake, not from the rollback message: a
 * rollback of a bet that had already won is acknowledged without moving money, so the round stays settled and
 * its win stands — the records then net exactly what the balance moved by, in any order of messages. Status: every bet rolled back → `refunded`; a win (even of 0, the provider's "round over") or a
 * rollback → `settled`; otherwise `open` (the provider has not reported the end yet). `seq` is 0: in-house
 * rounds order by their id within one instant, provider rounds by `round_id`.
 */
export function providerRoundsOf(userId: number): SQL {
  return sql`
    select b.provider_id || ':' || coalesce(nullif(b.provider_round_id, ''), b.tx_id) as round_id,
           coalesce(min(b.game_id), 0) as game_id,
           sum(b.amount) as bet,
           sum(coalesce(w.win, 0) + case when rb.rolled then b.amount else 0 end) as win,
           case when bool_and(rb.rolled) then 'refunded'
                when bool_or(w.win is not null or rb.rolled) then 'settled'
                else 'open' end as status,
           min(b.created_at) as created_at,
           0::bigint as seq
      from provider_transactions b
      left join lateral (
        select sum(x.amount) as win from provider_transactions x
         where x.provider_id = b.provider_id and x.ref_tx_id = b.tx_id
           and x.kind = 'win' and x.answer->>'status' = 'OK'
      ) w on true
      left join lateral (
        select exists (
          select 1 from ledger l
           where l.ref_type = ${PROVIDER_REF} and l.ref_id = b.provider_id || ':' || b.tx_id
             and l.kind = 'refund'
        ) as rolled
      ) rb on true
     where b.user_id = ${userId} and b.kind = 'bet' and b.answer->>'status' = 'OK'
     group by b.provider_id, coalesce(nullif(b.provider_round_id, ''), b.tx_id)`;
}
