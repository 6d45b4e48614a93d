import { LOTTERY_TICKET_IDS, rewardDestination } from '@casino/contracts/reward-ids';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../db/client';
import { userProps } from '../db/schema';

/**
 * The props ledger: every reward item but coin (points, diamonds, liveness, tickets, coupons…). The coin
 * ledger's rules, for props: one conditional UPDATE that never takes a balance below zero and one prop_ledger
 * row with `balance_after`, in one statement; `(ref_type, ref_id, prop_id)` is unique.
 */

export interface PropEntry {
  userId: number;
  propId: number;
  /** A non-zero integer: positive gives, negative takes. */
  delta: number;
  refType: string;
  refId: string;
  reason: string;
}

export interface PropRow {
  id: number;
  balanceAfter: number;
}

/** A take larger than the holding; nothing was written. */
export class NotEnoughPropsError extends Error {
  constructor(
    readonly userId: number,
    readonly propId: number,
    readonly balance: number,
    readonly delta: number,
  ) {
    super(`not enough props: user ${userId} holds ${balance} of ${propId}, change ${delta}`);
    this.name = 'NotEnoughPropsError';
  }
}

/** The ref was already written for this prop: a caller bug (grants check their own ref first). */
export class PropRefTakenError extends Error {
  constructor(entry: PropEntry) {
    super(`prop ref ${entry.refType}/${entry.refId}/${entry.propId} was already applied`);
    this.name = 'PropRefTakenError';
  }
}

// Larger than any real holding; sums stay exact in a JS number.
const MAX_ABS_DELTA = 1_000_000_000_000;

export function isPropId(propId: number): boolean {
  return rewardDestination(propId) === 'prop';
}

interface Applied {
  balance: string | null;
  id: string | null;
}

/**
 * Applies one prop change inside the caller's transaction. A give opens the holding if needed (upsert); a take
 * only updates a holding that stays ≥ 0. The caller's transaction rolls back as a whole on any throw.
 */
export async function applyProp(tx: Tx, entry: PropEntry): Promise<PropRow> {
  const { userId, propId, delta } = entry;
  if (!Number.isSafeInteger(delta) || delta === 0 || Math.abs(delta) > MAX_ABS_DELTA) {
    throw new RangeError(`prop delta must be a non-zero integer, got ${delta}`);
  }
  if (!isPropId(propId)) throw new RangeError(`${propId} is not a prop id`);
  const holding =
    delta > 0
      ? sql`insert into user_props (user_id, prop_id, balance) values (${userId}::int, ${propId}::int, ${delta}::bigint)
            on conflict (user_id, prop_id) do update set balance = user_props.balance + excluded.balance, updated_at = now()
            returning balance`
      : sql`update user_props set balance = balance + ${delta}::bigint, updated_at = now()
             where user_id = ${userId}::int and prop_id = ${propId}::int and balance + ${delta}::bigint >= 0
            returning balance`;
  const [row] = await queryRows<Applied>(
    tx,
    sql`with p as (${holding}), l as (
          insert into prop_ledger (user_id, prop_id, delta, balance_after, ref_type, ref_id, reason)
          select ${userId}::int, ${propId}::int, ${delta}::bigint, p.balance, ${entry.refType}::text,
                 ${entry.refId}::text, ${entry.reason}::text from p
          on conflict (ref_type, ref_id, prop_id) do nothing
          returning id)
        select (select balance::text from p) as balance, (select id::text from l) as id`,
  );
  if (row?.balance == null) {
    throw new NotEnoughPropsError(userId, propId, await propBalance(tx, userId, propId), delta);
  }
  if (row.id === null) throw new PropRefTakenError(entry);
  return { id: Number(row.id), balanceAfter: Number(row.balance) };
}

export async function propBalance(db: Db | Tx, userId: number, propId: number): Promise<number> {
  const [row] = await db
    .select({ balance: userProps.balance })
    .from(userProps)
    .where(and(eq(userProps.userId, userId), eq(userProps.propId, propId)));
  return row?.balance ?? 0;
}

/** Every prop a player holds (balance > 0), by prop id. */
export async function propBalances(db: Db | Tx, userId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ propId: userProps.propId, balance: userProps.balance })
    .from(userProps)
    .where(and(eq(userProps.userId, userId), sql`${userProps.balance} > 0`));
  return new Map(rows.map((r) => [r.propId, r.balance]));
}

/** User info and refreshData `lottery`: the lottery tickets of every kind the player holds. */
export async function lotteryTickets(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${userProps.balance}), 0)::text` })
    .from(userProps)
    .where(and(eq(userProps.userId, userId), inArray(userProps.propId, [...LOTTERY_TICKET_IDS])));
  return Number(row?.n ?? 0);
}
