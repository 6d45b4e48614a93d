import type { CallAnswer } from '@casino/contracts/registry';
import { and, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { CatalogueService } from '../../catalogue/service';
import type { CallInput, SessionInfo } from '../../core/handlers';
import { pageOf, pageOffset } from '../../core/paging';
import { type Db, queryRows } from '../../db/client';
import { ledger, wallets } from '../../db/schema';
import { coinEventList } from './coin-events';
import { expireOrders } from './recharge-order';

type RecordStatus = CallAnswer<'walletRecordList'>['list'][number]['status'];

interface RecordRow {
  kind: 'deposit' | 'withdraw';
  order_id: string;
  amount: string;
  fee: string;
  bonus: string;
  status: RecordStatus;
  channel_name: string;
  create_time: string;
  update_time: string;
}

export function createRecordsService(deps: { db: Db; catalogue: CatalogueService }) {
  const { db, catalogue } = deps;

  return {
    /** Deposits and withdrawals, newest first: one UNION query so paging is exact across both kinds. */
    async walletRecordList(session: SessionInfo, input: CallInput<'walletRecordList'>) {
      await expireOrders(db, session.userId);
      const { docs } = await catalogue.snapshot();
      const bankName = sql.join(
        [
          sql`case b.bank_id`,
          ...docs.banks.banks.map((b) => sql`when ${b.id} then ${b.name}`),
          sql`else 'Bank' end`,
        ],
        sql` `,
      );
      const filters: SQL[] = [];
      if (input.kind !== 'all') filters.push(sql`kind = ${input.kind}`);
      if (input.status) filters.push(sql`status = ${input.status}`);
      if (input.startTime !== undefined) filters.push(sql`create_time >= ${input.startTime}`);
      if (input.endTime !== undefined) filters.push(sql`create_time <= ${input.endTime}`);
      const where = filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
      const union = sql`
        select 'deposit' as kind, id as order_id, amount, 0::bigint as fee, bonus, status, channel_name,
               (extract(epoch from created_at) * 1000)::bigint as create_time,
               (extract(epoch from updated_at) * 1000)::bigint as update_time, created_at as created
        from recharge_orders where user_id = ${session.userId}
        union all
        select 'withdraw', o.id, o.amount, o.fee, 0::bigint, o.status, ${bankName},
               (extract(epoch from o.created_at) * 1000)::bigint,
               (extract(epoch from o.updated_at) * 1000)::bigint, o.created_at
        from exchange_orders o join user_banks b on b.id = o.user_bank_id where o.user_id = ${session.userId}`;
      const [total] = await queryRows<{ n: string }>(
        db,
        sql`select count(*)::text as n from (${union}) r ${where}`,
      );
      const rows = await queryRows<RecordRow>(
        db,
        sql`select kind, order_id, amount::text, fee::text, bonus::text, status, channel_name,
                   create_time::text, update_time::text
            from (${union}) r ${where}
            order by created desc, order_id desc
            limit ${input.pageSize} offset ${pageOffset(input)}`,
      );
      const list = rows.map((r) => ({
        kind: r.kind,
        orderId: r.order_id,
        amount: Number(r.amount),
        fee: Number(r.fee),
        bonus: Number(r.bonus),
        status: r.status,
        channelName: r.channel_name,
        createTime: Number(r.create_time),
        updateTime: Number(r.update_time),
      }));
      return pageOf(list, Number(total?.n ?? 0), input);
    },

    /** Every ledger change of the player, newest first. */
    async coinDetail(session: SessionInfo, input: CallInput<'appUserCoinDetail'>) {
      const where = and(
        eq(ledger.userId, session.userId),
        ...(input.kind ? [eq(ledger.kind, input.kind)] : []),
        ...(input.startTime !== undefined ? [gte(ledger.createdAt, new Date(input.startTime))] : []),
        ...(input.endTime !== undefined ? [lte(ledger.createdAt, new Date(input.endTime))] : []),
      );
      const [total] = await db.select({ n: count() }).from(ledger).where(where);
      const rows = await db
        .select()
        .from(ledger)
        .where(where)
        .orderBy(desc(ledger.id))
        .limit(input.pageSize)
        .offset(pageOffset(input));
      const { docs } = await catalogue.snapshot();
      const gameName = new Map(docs.games.games.map((g) => [g.id, g.name] as const));
      const list = rows.map((r) => {
        // a round's money names its game (the ledger keeps the game id of every bet, win and refund)
        const name = r.gameId !== null ? gameName.get(r.gameId) : undefined;
        return {
          id: r.id,
          kind: r.kind,
          amount: r.delta,
          balanceAfter: r.balanceAfter,
          remark: r.reason,
          ...(r.gameId !== null ? { gameId: r.gameId } : {}),
          ...(name ? { gameName: name } : {}),
          createTime: r.createdAt.getTime(),
        };
      });
      return pageOf(list, total?.n ?? 0, input);
    },

    /** The coin history as business events (coin-events.ts). */
    coinEvents(session: SessionInfo, input: CallInput<'coinEventList'>) {
      return coinEventList(db, catalogue, session, input);
    },

    /**
     * The wallet as it stands: no game holds a balance of its own to bring back. In-house and provider
     * rounds bet straight from the wallet through the ledger, and a round still open when its session ends
     * (exit, a new launch, logout, expiry) is settled by the games module then, so there is never anything for
     * this call to retrieve.
     */
    async retrieveBalance(session: SessionInfo): Promise<CallAnswer<'retrieveBalance'>> {
      const [w] = await db
        .select({ coin: wallets.balance })
        .from(wallets)
        .where(eq(wallets.userId, session.userId));
      return { retrieved: 0, sessions: 0, coin: w?.coin ?? 0 };
    },
  };
}

export type RecordsService = ReturnType<typeof createRecordsService>;
