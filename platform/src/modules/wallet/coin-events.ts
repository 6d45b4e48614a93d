// The coin history as a player reads it: one row per business event. The ledger keeps every movement (a
// withdrawal's hold, its release and its payout are three rows); grouped here by what they belong to, so a
// paid withdrawal reads as one −₱150 with "Paid", not −₱150, +₱150, −₱150.
import type { CallAnswer } from '@casino/contracts/registry';
import { type SQL, sql } from 'drizzle-orm';
import type { CatalogueService } from '../../catalogue/service';
import type { CallInput, SessionInfo } from '../../core/handlers';
import { pageOf, pageOffset } from '../../core/paging';
import { type Db, queryRows } from '../../db/client';

type CoinEvent = CallAnswer<'coinEventList'>['list'][number];

interface EventRow {
  k: string;
  kind: string;
  amount: string;
  balance_after: string;
  reason: string;
  ref_id: string;
  game_id: number | null;
  rounds: string;
  staked: string;
  won: string;
  bonus: string;
  start_time: string;
  create_time: string;
}

export async function coinEventList(
  db: Db,
  catalogue: CatalogueService,
  session: SessionInfo,
  input: CallInput<'coinEventList'>,
) {
  const filters: SQL[] = [sql`l.user_id = ${session.userId}`];
  if (input.startTime !== undefined) filters.push(sql`l.created_at >= ${new Date(input.startTime)}`);
  if (input.endTime !== undefined) filters.push(sql`l.created_at <= ${new Date(input.endTime)}`);
  // the event a ledger row belongs to: its order, its game session, or itself
  const rows = sql`
    select l.id, l.delta, l.kind, l.reason, l.ref_type, l.ref_id, l.game_id, l.balance_after, l.created_at,
           case when l.ref_type = 'withdraw' then 'w:' || l.ref_id
                when l.ref_type = 'recharge' then 'r:' || l.ref_id
                -- a deposit's bonus is granted through the rewards door under its own ref: one event with the deposit
                when l.ref_type = 'reward' and l.ref_id like 'deposit-bonus:%' then 'r:' || substr(l.ref_id, 15)
                when l.ref_type = 'game_round' then 'g:' || coalesce(r.session_id, l.ref_id)
                else 'l:' || l.id::text end as k
      from ledger l
      left join game_rounds r on l.ref_type = 'game_round' and r.round_id = l.ref_id
     where ${sql.join(filters, sql` and `)}`;
  const [total] = await queryRows<{ n: string }>(
    db,
    sql`select count(distinct k)::text as n from (${rows}) e`,
  );
  const page = await queryRows<EventRow>(
    db,
    sql`select k,
               case when k like 'w:%' then 'withdraw' when k like 'r:%' then 'deposit'
                    when k like 'g:%' then 'game' else min(kind) end as kind,
               sum(delta)::text as amount,
               (array_agg(balance_after order by id desc))[1]::text as balance_after,
               (array_agg(reason order by id))[1] as reason,
               min(ref_id) as ref_id,
               max(game_id) as game_id,
               count(distinct ref_id) filter (where ref_type = 'game_round')::text as rounds,
               coalesce(sum(-delta) filter (where kind = 'bet'), 0)::text as staked,
               coalesce(sum(delta) filter (where kind in ('win', 'refund')), 0)::text as won,
               coalesce(sum(delta) filter (where kind = 'depositBonus'), 0)::text as bonus,
               (extract(epoch from min(created_at)) * 1000)::bigint::text as start_time,
               (extract(epoch from max(created_at)) * 1000)::bigint::text as create_time
          from (${rows}) e
         group by k
         order by max(id) desc
         limit ${input.pageSize} offset ${pageOffset(input)}`,
  );
  const withdrawIds = page.filter((r) => r.kind === 'withdraw').map((r) => r.ref_id);
  const orders = new Map(
    withdrawIds.length === 0
      ? []
      : (
          await queryRows<{ id: string; status: string; amount: string }>(
            db,
            sql`select id, status, amount::text from exchange_orders
                 where user_id = ${session.userId} and id in (${sql.join(
                   withdrawIds.map((id) => sql`${id}`),
                   sql`, `,
                 )})`,
          )
        ).map((o) => [o.id, o] as const),
  );
  const { docs } = await catalogue.snapshot();
  const gameName = new Map(docs.games.games.map((g) => [g.id, g.name] as const));
  const list = page.map((r): CoinEvent => {
    const base = {
      key: r.k,
      kind: r.kind,
      amount: Number(r.amount),
      balanceAfter: Number(r.balance_after),
      title: r.reason,
      startTime: Number(r.start_time),
      createTime: Number(r.create_time),
    };
    if (r.kind === 'withdraw') {
      const o = orders.get(r.ref_id);
      return {
        ...base,
        title: `Withdrawal ${r.ref_id}`,
        orderId: r.ref_id,
        ...(o ? { status: o.status as NonNullable<CoinEvent['status']>, orderAmount: Number(o.amount) } : {}),
      };
    }
    if (r.kind === 'deposit') return { ...base, orderId: r.ref_id, bonus: Number(r.bonus) };
    if (r.kind === 'game') {
      return {
        ...base,
        title: (r.game_id !== null ? gameName.get(r.game_id) : undefined) ?? r.reason,
        ...(r.game_id !== null ? { gameId: r.game_id } : {}),
        rounds: Number(r.rounds),
        staked: Number(r.staked),
        won: Number(r.won),
      };
    }
    return base;
  });
  return pageOf(list, Number(total?.n ?? 0), input);
}
