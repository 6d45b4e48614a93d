// What the lottery pages read: the current draw and products, a player's orders and prizes, and the public
// record of every draw with what anyone needs to verify it.

import { ERR } from '@casino/contracts/errors';
import type { CallAnswer } from '@casino/contracts/registry';
import { LOTTERY_TICKET_IDS } from '@casino/contracts/reward-ids';
import { sql } from 'drizzle-orm';
import { CallError } from '../../core/call-error';
import { type Paging, pageOf, pageOffset, pageSlice } from '../../core/paging';
import { type Db, queryRows } from '../../db/client';
import { walletState } from '../../ledger/wallet-state';
import { propBalances } from '../../rewards';
import { maskName } from '../lobby';
import { lotterySettingsIn } from './config';
import { currentDraw, DRAW_COLUMNS, type DrawRow, drawById, ticketsOf } from './draws';
import { type BuyInput, buyEntries, ORDER_COLUMNS, type OrderRow } from './purchase';

type DrawSummary = NonNullable<CallAnswer<'anonymous/lotteryInfo'>['draw']>;
type Order = CallAnswer<'lotteryBuy'>['order'];

function summary(d: DrawRow): DrawSummary {
  return {
    id: d.id,
    status: d.status,
    salesOpenAt: Number(d.sales_open_ms),
    salesCloseAt: Number(d.sales_close_ms),
    drawAt: Number(d.draw_ms),
    serverSeedHash: d.server_seed_hash,
    ticketListHash: d.ticket_list_hash,
    ticketsSold: d.tickets_sold,
    minTickets: d.min_tickets,
    prizes: d.prizes,
    prizeTurnoverMultiple: d.prize_turnover_multiple,
  };
}

function orderView(o: OrderRow, draw: Pick<DrawRow, 'status' | 'winners'> | undefined): Order {
  let status: Order['status'] = 'pending';
  if (o.refunded) status = 'refunded';
  else if (draw?.status === 'drawn') {
    const won = (draw.winners ?? []).some(
      (w) => w.owner === o.user_id && w.no >= o.first_ticket && w.no <= o.last_ticket,
    );
    status = won ? 'won' : 'lost';
  }
  return {
    id: o.id,
    drawId: o.draw_id,
    productId: o.product_id,
    productName: o.product_name,
    quantity: o.quantity,
    paid: o.paid,
    firstTicket: o.first_ticket,
    lastTicket: o.last_ticket,
    status,
    createTime: Number(o.created_ms),
  };
}

async function ticketsHeld(db: Db, userId: number) {
  const held = await propBalances(db, userId);
  return LOTTERY_TICKET_IDS.map((propId) => ({ propId, count: held.get(propId) ?? 0 }));
}

export function createLotteryService(db: Db, clock: () => number = Date.now) {
  return {
    /** A visitor (null) gets the draw and products, with no tickets or entries. */
    async info(userId: number | null): Promise<CallAnswer<'anonymous/lotteryInfo'>> {
      const settings = await lotterySettingsIn(db);
      const draw = await currentDraw(db, clock());
      let myEntries = 0;
      if (draw && userId !== null) {
        const [row] = await queryRows<{ n: string }>(
          db,
          sql`select coalesce(sum(last_ticket - first_ticket + 1), 0)::text as n from lottery_orders
              where draw_id = ${draw.id}::int and user_id = ${userId}::int`,
        );
        myEntries = Number(row?.n ?? 0);
      }
      return {
        draw: draw ? summary(draw) : null,
        products: settings.products,
        tickets: userId === null ? [] : await ticketsHeld(db, userId),
        myEntries,
        maxEntriesPerPlayer: settings.maxEntriesPerPlayer,
      };
    },

    async buy(userId: number, input: BuyInput): Promise<CallAnswer<'lotteryBuy'>> {
      const order = await buyEntries(db, userId, input, clock());
      const draw = await drawById(db, order.draw_id);
      return {
        order: orderView(order, draw ?? undefined),
        tickets: await ticketsHeld(db, userId),
        coin: (await walletState(db, userId)).balance,
      };
    },

    async orders(userId: number, paging: Paging): Promise<CallAnswer<'lotteryOrderList'>> {
      const [count] = await queryRows<{ n: string }>(
        db,
        sql`select count(*)::text as n from lottery_orders where user_id = ${userId}::int`,
      );
      const rows = await queryRows<OrderRow>(
        db,
        sql`select ${ORDER_COLUMNS} from lottery_orders where user_id = ${userId}::int order by id desc
            limit ${paging.pageSize}::int offset ${pageOffset(paging)}::int`,
      );
      const drawIds = [...new Set(rows.map((r) => r.draw_id))];
      const draws = new Map<number, Pick<DrawRow, 'status' | 'winners'>>();
      for (const id of drawIds) {
        const d = await drawById(db, id);
        if (d) draws.set(id, d);
      }
      return pageOf(
        rows.map((r) => orderView(r, draws.get(r.draw_id))),
        Number(count?.n ?? 0),
        paging,
      );
    },

    async prizes(userId: number, paging: Paging): Promise<CallAnswer<'lotteryPrizeList'>> {
      const drawn = await queryRows<DrawRow>(
        db,
        sql`select ${DRAW_COLUMNS} from lottery_draws
            where status = 'drawn' and winners @> ${JSON.stringify([{ owner: userId }])}::jsonb order by id desc`,
      );
      const mine = drawn.flatMap((d) =>
        (d.winners ?? [])
          .filter((w) => w.owner === userId)
          .map((w) => {
            const prize = d.prizes[w.prizeIndex];
            return {
              drawId: d.id,
              prizeName: prize?.name ?? '',
              no: w.no,
              items: prize?.items ?? [],
              createTime: Number(d.drawn_ms ?? d.draw_ms),
            };
          }),
      );
      return pageSlice(mine, paging);
    },

    async drawList(paging: Paging): Promise<CallAnswer<'anonymous/lotteryDrawList'>> {
      const [count] = await queryRows<{ n: string }>(db, sql`select count(*)::text as n from lottery_draws`);
      const rows = await queryRows<DrawRow>(
        db,
        sql`select ${DRAW_COLUMNS} from lottery_draws order by id desc
            limit ${paging.pageSize}::int offset ${pageOffset(paging)}::int`,
      );
      return pageOf(rows.map(summary), Number(count?.n ?? 0), paging);
    },

    async drawDetail(drawId: number): Promise<CallAnswer<'anonymous/lotteryDrawDetail'>> {
      const draw = await drawById(db, drawId);
      if (!draw) {
        throw new CallError(ERR.NOT_FOUND, 'This draw does not exist.', [
          { path: 'drawId', message: 'unknown draw' },
        ]);
      }
      // The list is public once committed; the seed once nothing can change any more.
      const published = draw.ticket_list_hash !== null;
      const revealed = draw.status === 'drawn' || draw.status === 'cancelled';
      const winners = draw.winners ?? [];
      const names = new Map<number, string>();
      if (winners.length > 0) {
        const rows = await queryRows<{ id: number; nickname: string; account: string | null }>(
          db,
          sql`select id, nickname, account from users
              where id in (${sql.join(
                winners.map((w) => sql`${w.owner}::int`),
                sql`, `,
              )})`,
        );
        for (const r of rows) names.set(r.id, maskName(r.nickname || r.account || ''));
      }
      return {
        ...summary(draw),
        serverSeed: revealed ? draw.server_seed : null,
        tickets: published ? await ticketsOf(db, drawId) : [],
        winners: winners.map((w) => ({ ...w, nickname: names.get(w.owner) ?? '***' })),
        drawnAt: draw.drawn_ms === null ? null : Number(draw.drawn_ms),
      };
    },
  };
}

export type LotteryService = ReturnType<typeof createLotteryService>;
