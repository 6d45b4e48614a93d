// A draw's life: opened with a committed seed, closed with a committed ticket list, drawn with the shared
// contracts function and its prizes granted, or cancelled with every order refunded. Every step locks the
// draw row and moves its status forward with a condition, so two triggers (the job on two instances, the job
// and `ops lottery draw`) do each step once.
import { ACTIVITY_TYPE } from '@casino/contracts/enums';
import { hashServerSeed, newServerSeed } from '@casino/contracts/fairness';
import {
  drawWinners,
  type LotteryTicket,
  type LotteryWinner,
  ticketListHash,
} from '@casino/contracts/lottery-draw';
import { sql } from 'drizzle-orm';
import type { LotterySettings } from '../../catalogue/seed-schema-lottery';
import { type Db, queryRows, type Tx } from '../../db/client';
import { grant, type RewardItem } from '../../rewards';
import { CHANCE_SOURCES } from '../protection';
import { lotterySettingsIn, weekSchedule } from './config';

export type DrawStatus = 'open' | 'closed' | 'drawn' | 'cancelled';

export interface PrizeTier {
  name: string;
  items: RewardItem[];
  winners: number;
}

export interface DrawRow {
  id: number;
  week_key: string;
  status: DrawStatus;
  sales_open_ms: string;
  sales_close_ms: string;
  draw_ms: string;
  server_seed: string;
  server_seed_hash: string;
  ticket_list_hash: string | null;
  tickets_sold: number;
  min_tickets: number;
  prizes: PrizeTier[];
  prize_turnover_multiple: number;
  winners: LotteryWinner[] | null;
  drawn_ms: string | null;
}

export const DRAW_COLUMNS = sql`id, week_key, status,
  floor(extract(epoch from sales_open_at) * 1000)::text as sales_open_ms,
  floor(extract(epoch from sales_close_at) * 1000)::text as sales_close_ms,
  floor(extract(epoch from draw_at) * 1000)::text as draw_ms,
  server_seed, server_seed_hash, ticket_list_hash, tickets_sold, min_tickets, prizes, prize_turnover_multiple,
  winners, floor(extract(epoch from drawn_at) * 1000)::text as drawn_ms`;

/** What the reward record files lottery prizes and refunds under. */
const ACTIVITY = ACTIVITY_TYPE.Lottery;

export async function drawById(db: Db | Tx, id: number, lock = false): Promise<DrawRow | null> {
  const [row] = await queryRows<DrawRow>(
    db,
    lock
      ? sql`select ${DRAW_COLUMNS} from lottery_draws where id = ${id}::int for update`
      : sql`select ${DRAW_COLUMNS} from lottery_draws where id = ${id}::int`,
  );
  return row ?? null;
}

/** The draw a player buys into and the lottery page shows: this week's, else the latest. */
export async function currentDraw(db: Db | Tx, now: number): Promise<DrawRow | null> {
  const [row] = await queryRows<DrawRow>(
    db,
    sql`select ${DRAW_COLUMNS} from lottery_draws
        order by (status = 'open' and sales_close_at > ${new Date(now).toISOString()}::timestamptz) desc, id desc
        limit 1`,
  );
  return row ?? null;
}

/**
 * Opens a draw with a fresh seed whose hash is published at once. One per week key: a second open of the same
 * week answers the existing draw. Explicit times are for tests and operators; the job uses the week's schedule.
 */
export async function openDraw(
  db: Db | Tx,
  settings: LotterySettings,
  times: { weekKey: string; salesOpenAt: Date; salesCloseAt: Date; drawAt: Date },
): Promise<DrawRow> {
  const seed = newServerSeed();
  await db.execute(
    sql`insert into lottery_draws (week_key, status, sales_open_at, sales_close_at, draw_at, server_seed,
          server_seed_hash, min_tickets, prizes, prize_turnover_multiple)
        values (${times.weekKey}, 'open', ${times.salesOpenAt.toISOString()}::timestamptz,
          ${times.salesCloseAt.toISOString()}::timestamptz, ${times.drawAt.toISOString()}::timestamptz,
          ${seed}, ${hashServerSeed(seed)}, ${settings.minTickets}::int, ${JSON.stringify(settings.prizes)}::jsonb,
          ${settings.prizeTurnoverMultiple}::int)
        on conflict (week_key) do nothing`,
  );
  const [row] = await queryRows<DrawRow>(
    db,
    sql`select ${DRAW_COLUMNS} from lottery_draws where week_key = ${times.weekKey}`,
  );
  if (!row) throw new Error(`lottery draw of ${times.weekKey} neither opened nor found`);
  return row;
}

/** Every sold entry of a draw as the published list: ticket number and owner, sorted by number. */
export async function ticketsOf(db: Db | Tx, drawId: number): Promise<LotteryTicket[]> {
  const orders = await queryRows<{ user_id: number; first_ticket: number; last_ticket: number }>(
    db,
    sql`select user_id, first_ticket, last_ticket from lottery_orders
        where draw_id = ${drawId}::int order by first_ticket`,
  );
  const tickets: LotteryTicket[] = [];
  for (const o of orders) {
    for (let no = o.first_ticket; no <= o.last_ticket; no++) tickets.push({ no, owner: o.user_id });
  }
  return tickets;
}

/** Ends sales and commits the ticket list's hash. Answers whether this call closed it. */
export async function closeDraw(db: Db, drawId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The lock waits for purchases in flight (they update this row) and stops new ones (they need 'open').
    const draw = await drawById(tx, drawId, true);
    if (draw?.status !== 'open') return false;
    const listHash = ticketListHash(await ticketsOf(tx, drawId));
    await tx.execute(
      sql`update lottery_draws set status = 'closed', ticket_list_hash = ${listHash},
            sales_close_at = least(sales_close_at, now()), updated_at = now()
          where id = ${drawId}::int and status = 'open'`,
    );
    return true;
  });
}

/** Gives every order of the draw its price back (once per order), inside the caller's transaction. */
async function refundOrders(tx: Tx, draw: DrawRow): Promise<number> {
  const orders = await queryRows<{ id: number; user_id: number; paid: RewardItem }>(
    tx,
    sql`select id, user_id, paid from lottery_orders where draw_id = ${draw.id}::int and refunded_at is null
        order by id`,
  );
  for (const o of orders) {
    await grant(tx, {
      userId: o.user_id,
      items: [o.paid],
      ref: `lottery-refund:${o.id}`,
      source: CHANCE_SOURCES.lottery.returns.refund,
      activityType: ACTIVITY,
      reason: `Weekend lottery #${draw.id} refund`,
      terms: { coinKind: 'adjust' },
    });
    await tx.execute(sql`update lottery_orders set refunded_at = now() where id = ${o.id}::int`);
  }
  return orders.length;
}

/** Cancels an open or closed draw and refunds every order. Answers whether this call cancelled it. */
export async function cancelDraw(db: Db, drawId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const draw = await drawById(tx, drawId, true);
    if (draw?.status !== 'open' && draw?.status !== 'closed') return false;
    const listHash = draw.ticket_list_hash ?? ticketListHash(await ticketsOf(tx, drawId));
    await refundOrders(tx, draw);
    await tx.execute(
      sql`update lottery_draws set status = 'cancelled', ticket_list_hash = ${listHash}, drawn_at = now(),
            updated_at = now()
          where id = ${drawId}::int`,
    );
    return true;
  });
}

export type DrawOutcome = 'drawn' | 'cancelled' | 'skipped';

/**
 * Draws a closed draw: the winners from the shared contracts function, each prize granted through the rewards
 * engine under its own ref, the seed and winners published — all in one transaction. Fewer entries than the
 * draw's minimum cancels it and refunds instead. A draw not closed (or done already) is skipped.
 */
export async function runDraw(db: Db, drawId: number): Promise<DrawOutcome> {
  const outcome = await db.transaction(async (tx): Promise<DrawOutcome | 'unsold'> => {
    const draw = await drawById(tx, drawId, true);
    if (draw?.status !== 'closed') return 'skipped';
    if (draw.tickets_sold < Math.max(1, draw.min_tickets)) return 'unsold';
    const tickets = await ticketsOf(tx, drawId);
    const winners = drawWinners(draw.server_seed, tickets, draw.prizes);
    for (const [slot, w] of winners.entries()) {
      const prize = draw.prizes[w.prizeIndex] as PrizeTier;
      await grant(tx, {
        userId: w.owner,
        items: prize.items,
        ref: `lottery-prize:${drawId}:${slot}`,
        source: CHANCE_SOURCES.lottery.returns.prize,
        activityType: ACTIVITY,
        reason: `Weekend lottery #${drawId}: ${prize.name}`,
        terms: { turnoverMultiple: draw.prize_turnover_multiple },
      });
    }
    await tx.execute(
      sql`update lottery_draws set status = 'drawn', winners = ${JSON.stringify(winners)}::jsonb, drawn_at = now(),
            updated_at = now()
          where id = ${drawId}::int and status = 'closed'`,
    );
    return 'drawn';
  });
  if (outcome !== 'unsold') return outcome;
  return (await cancelDraw(db, drawId)) ? 'cancelled' : 'skipped';
}

/** `ops lottery draw <id>`: closes an open draw now, then draws it. */
export async function drawNow(db: Db, drawId: number): Promise<DrawOutcome> {
  await closeDraw(db, drawId);
  return runDraw(db, drawId);
}

/**
 * The job's pass: open this week's draw while its sales may still run, close what is past its close time,
 * draw what is past its draw time. Answers how many steps it took.
 */
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export async function lotteryTick(db: Db, now: number = Date.now()): Promise<number> {
  let steps = 0;
  const settings = await lotterySettingsIn(db);
  // Once this week's sales close, next week's draw opens at once: a player is never without a draw to enter
  // between the close and Monday.
  const thisWeek = weekSchedule(settings, now);
  const week =
    now < thisWeek.salesCloseAt.getTime()
      ? thisWeek
      : { ...weekSchedule(settings, now + WEEK_MS), salesOpenAt: new Date(now) };
  if (settings.enabled) {
    const [exists] = await queryRows<{ id: number }>(
      db,
      sql`select id from lottery_draws where week_key = ${week.weekKey}`,
    );
    if (!exists) {
      await openDraw(db, settings, week);
      steps++;
    }
  }
  const at = new Date(now).toISOString();
  const due = await queryRows<{ id: number; status: DrawStatus; draw_due: boolean }>(
    db,
    sql`select id, status, draw_at <= ${at}::timestamptz as draw_due from lottery_draws
        where (status = 'open' and sales_close_at <= ${at}::timestamptz)
           or (status = 'closed' and draw_at <= ${at}::timestamptz)
        order by id`,
  );
  for (const d of due) {
    if (d.status === 'open' && (await closeDraw(db, d.id))) steps++;
    if (d.draw_due && (await runDraw(db, d.id)) !== 'skipped') steps++;
  }
  return steps;
}
