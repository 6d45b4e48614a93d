import { ERR } from '@casino/contracts/errors';
import { formatMoney } from '@casino/contracts/money';
import {
  LOOSEN_DELAY_HOURS,
  PLAY_SESSION_GAP_MINUTES,
  type SelfLimitKind,
  type SelfLimitPeriod,
  selfLimitAmountProblem,
} from '@casino/contracts/protection-rules';
import { and, eq, gte, sql } from 'drizzle-orm';
import { CallError, refusal } from '../../core/call-error';
import { dayKey, periodEnd, periodStart } from '../../core/periods';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/client';
import { playClock, playTime, selfLimits } from '../../db/schema';
import { isPlayRow } from './stakes';

/** A limit as it stands at `now`: a pending looser value whose time has come is the one in force. */
export interface EffectiveLimit {
  kind: SelfLimitKind;
  period: SelfLimitPeriod;
  amount: number | null;
  pending: { amount: number | null; from: number } | null;
}

type Row = typeof selfLimits.$inferSelect;

function effective(row: Row, now: number): EffectiveLimit {
  const due = row.pending && row.pendingFrom !== null && row.pendingFrom.getTime() <= now;
  return {
    kind: row.kind as SelfLimitKind,
    period: row.period as SelfLimitPeriod,
    amount: due ? row.pendingAmount : row.amount,
    pending: row.pending && !due ? { amount: row.pendingAmount, from: row.pendingFrom!.getTime() } : null,
  };
}

/** Every limit the player has or is waiting for, as it stands at `now`. */
export async function limitsOf(db: Db | Tx, userId: number, now: number): Promise<EffectiveLimit[]> {
  const rows = await db.select().from(selfLimits).where(eq(selfLimits.userId, userId));
  return rows.map((r) => effective(r, now)).filter((l) => l.amount !== null || l.pending !== null);
}

const KIND_NAME: Record<SelfLimitKind, string> = { deposit: 'deposit', loss: 'loss', session: 'play-time' };
const PERIOD_NAME: Record<SelfLimitPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly' };
const THIS_PERIOD: Record<SelfLimitPeriod, string> = { day: 'today', week: 'this week', month: 'this month' };

export function describeAmount(kind: SelfLimitKind, amount: number): string {
  return kind === 'session' ? `${amount} minutes` : formatMoney(amount);
}

/**
 * Sets a limit. Tighter (lower, or a first limit) applies at once and drops a waiting looser value; looser
 * (higher, or removed) waits 24 hours and the end of the current period; the same value cancels a wait.
 * `locked` (a cool-off or exclusion running) refuses any loosening.
 */
export async function setLimit(
  tx: Tx,
  userId: number,
  input: { kind: SelfLimitKind; period: SelfLimitPeriod; amount: number | null },
  now: number,
  locked: string | null,
): Promise<void> {
  const { kind, period, amount } = input;
  if (amount !== null) {
    const problem = selfLimitAmountProblem(kind, period, amount);
    if (problem) throw new CallError(ERR.INVALID_REQUEST, `Invalid request: amount: ${problem}`);
  }
  const [row] = await tx
    .select()
    .from(selfLimits)
    .where(and(eq(selfLimits.userId, userId), eq(selfLimits.kind, kind), eq(selfLimits.period, period)))
    .for('update');
  const current = row ? effective(row, now).amount : null;
  const tighter = amount !== null && (current === null || amount < current);
  const same = amount === current;
  if (!tighter && !same && locked) {
    throw new CallError(ERR.SELF_LIMIT_LOCKED, `Limits cannot be raised or removed ${locked}.`);
  }
  let values: Omit<typeof selfLimits.$inferInsert, 'userId' | 'kind' | 'period'>;
  if (tighter || same) {
    values = { amount, pending: false, pendingAmount: null, pendingFrom: null, updatedAt: new Date(now) };
  } else {
    const from = Math.max(now + LOOSEN_DELAY_HOURS * 3_600_000, periodEnd(period, now).getTime());
    values = {
      amount: current,
      pending: true,
      pendingAmount: amount,
      pendingFrom: new Date(from),
      updatedAt: new Date(now),
    };
  }
  await tx
    .insert(selfLimits)
    .values({ userId, kind, period, ...values })
    .onConflictDoUpdate({ target: [selfLimits.userId, selfLimits.kind, selfLimits.period], set: values });
}

/** Deposits that count against a deposit limit: paid, or still payable, made since `since`. */
export async function depositedSince(
  db: Db | Tx,
  userId: number,
  since: number,
  now: number,
): Promise<number> {
  const [row] = await queryRows<{ total: string | number | null }>(
    db,
    sql`select coalesce(sum(amount), 0) as total from recharge_orders
        where user_id = ${userId} and created_at >= ${new Date(since).toISOString()}
          and (status = 'paid' or (status = 'pending' and expires_at > ${new Date(now).toISOString()}))`,
  );
  return Number(row?.total ?? 0);
}

/**
 * Real-money play since `since`: stakes and net result (what paid back − stakes), from the ledger. What counts
 * as a stake is stakes.ts's to say (game bets and coin-bought chances alike).
 */
export async function playSince(
  db: Db | Tx,
  userId: number,
  since: number,
): Promise<{ wagered: number; net: number }> {
  const [row] = await queryRows<{ wagered: string | number | null; net: string | number | null }>(
    db,
    sql`select coalesce(sum(case when delta < 0 then -delta else 0 end), 0) as wagered,
               coalesce(sum(delta), 0) as net
        from ledger
        where user_id = ${userId} and ${isPlayRow()}
          and created_at >= ${new Date(since).toISOString()}`,
  );
  return { wagered: Number(row?.wagered ?? 0), net: Number(row?.net ?? 0) };
}

/** Net loss since `since` (never below 0: winnings do not buy extra room beyond the limit). */
export async function lossSince(db: Db | Tx, userId: number, since: number): Promise<number> {
  return Math.max(0, -(await playSince(db, userId, since)).net);
}

/** Seconds played (gaps between bets up to the play-session gap) on Manila days from `since`'s day on. */
export async function secondsPlayedSince(db: Db | Tx, userId: number, since: number): Promise<number> {
  const [row] = await db
    .select({ s: sql<string | number | null>`coalesce(sum(${playTime.seconds}), 0)` })
    .from(playTime)
    .where(and(eq(playTime.userId, userId), gte(playTime.day, dayKey(since))));
  return Number(row?.s ?? 0);
}

/** What the limit has used in the period `now` falls in. */
export async function usedOf(
  db: Db | Tx,
  userId: number,
  limit: EffectiveLimit,
  now: number,
): Promise<number> {
  const since = periodStart(limit.period, now).getTime();
  if (limit.kind === 'deposit') return depositedSince(db, userId, since, now);
  if (limit.kind === 'loss') return lossSince(db, userId, since);
  return Math.floor((await secondsPlayedSince(db, userId, since)) / 60);
}

/** The refusal of a limit reached: what it is, what is used, when it resets (in seconds, typed). */
export function limitReached(
  limit: EffectiveLimit & { amount: number },
  used: number,
  now: number,
  what: string,
) {
  const resets = periodEnd(limit.period, now).getTime();
  return refusal(
    ERR.SELF_LIMIT_REACHED,
    `${what} would pass your ${PERIOD_NAME[limit.period]} ${KIND_NAME[limit.kind]} limit of ${describeAmount(
      limit.kind,
      limit.amount,
    )} (${describeAmount(limit.kind, used)} ${THIS_PERIOD[limit.period]}). It resets at 00:00 Manila time.`,
    { limit: limit.amount, held: used, retryAfterSeconds: Math.max(1, Math.ceil((resets - now) / 1000)) },
  );
}

/**
 * Moves the play clock for a bet at `now` and answers the seconds it added: the gap since the last bet when it
 * is within the play-session gap (a longer pause is not play), counted on `now`'s Manila day.
 */
export async function tickPlayClock(tx: Tx, userId: number, now: number): Promise<number> {
  const [clock] = await tx.select().from(playClock).where(eq(playClock.userId, userId)).for('update');
  const gap = clock ? now - clock.lastBetAt.getTime() : Number.POSITIVE_INFINITY;
  const seconds = gap >= 0 && gap <= PLAY_SESSION_GAP_MINUTES * 60_000 ? Math.round(gap / 1000) : 0;
  await tx
    .insert(playClock)
    .values({ userId, lastBetAt: new Date(now) })
    .onConflictDoUpdate({ target: playClock.userId, set: { lastBetAt: new Date(now) } });
  if (seconds > 0) {
    await tx
      .insert(playTime)
      .values({ userId, day: dayKey(now), seconds })
      .onConflictDoUpdate({
        target: [playTime.userId, playTime.day],
        set: { seconds: sql`${playTime.seconds} + ${seconds}` },
      });
  }
  return seconds;
}

/** The gap a bet at `now` would add to the play time (0 after a pause longer than the play-session gap). */
export async function pendingGapSeconds(db: Db | Tx, userId: number, now: number): Promise<number> {
  const [clock] = await db.select().from(playClock).where(eq(playClock.userId, userId));
  if (!clock) return 0;
  const gap = now - clock.lastBetAt.getTime();
  return gap >= 0 && gap <= PLAY_SESSION_GAP_MINUTES * 60_000 ? Math.round(gap / 1000) : 0;
}
